#pragma once
// The words of Popeye's output in its three languages, in one place: piece
// codes, colour letters, the fixed phrases of the solution tree and of the
// closing line, and the translations of the Popeye messages the engines
// record in English. Popeye answers a problem in the language of its first
// word (problem::Problem::language); `dawson solve --language` chooses
// another. Nothing here is global state: every function takes the language.

#include <string>
#include <string_view>

#include "conditions/condition.hpp"
#include "core/types.hpp"
#include "pieces/catalogue.hpp"
#include "position/piece.hpp"
#include "problem/language.hpp"

namespace dawson::report {

using problem::Language;

// The fixed phrases of Popeye's output (its message table, output/message.c).
enum class Phrase {
    Threat,              // " threat:" after a key or a continuation
    Zugzwang,            // " zugzwang."
    But,                 // "but", the line before a try's refutations
    Refutes,             // "refutes.", below a defence nothing answers
    SolutionFinished,    // "solution finished."
    SolvingInterrupted,  // "solving interrupted."
    ProblemIgnored,      // "problem ignored"
    ZeroPosition,        // "zeroposition", before the twins of a zero position
    PartialSolution,     // "Partial solution", instead of "solution finished." at MaxSolutions
};

std::string_view phrase(Language l, Phrase p);

// Piece code in a language, upper case ("T" for the German rook).
std::string piece_code(Language l, pieces::PieceKind k);
// Colour letter: the lower-case initial of the language's colour word
// (English w/b, German w/s, French b/n).
char colour_letter(Language l, core::Color c);
// The same for a piece: "n" for a neutral one.
char colour_letter(Language l, const position::Piece& p);
// An attribute's word in a language ("Koeniglich"), as under the diagram.
std::string_view attribute_word(Language l, position::Attribute a);
// The attribute letters Popeye writes before a piece's code in moves: the
// lower-cased capitals of each attribute word ("k" Kamikaze, "hcc"
// HurdleColourChanging), Royal left out for a king.
std::string attribute_letters(Language l, const position::Piece& p);
// A Popeye message the engines record in English ("the side to play can
// capture the king"), in the language; other texts are returned unchanged.
std::string message(Language l, std::string_view english);
// Popeye's option words printed below the diagram.
std::string_view duplex_word(Language l, bool half);

}  // namespace dawson::report
