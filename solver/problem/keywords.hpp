#pragma once
// Popeye's keyword tables (English, German, French) and its abbreviation
// rule: a keyword may be shortened to any prefix, compared without regard to
// case, as long as the prefix is unambiguous within the table consulted; a
// complete keyword always wins over longer ones it is a prefix of.

#include <optional>
#include <span>
#include <string_view>

#include "position/piece.hpp"
#include "problem/language.hpp"

namespace dawson::problem::keywords {

// Result of looking a token up in a table.
struct Match {
    int index = -1;          // the keyword found, or -1
    bool ambiguous = false;  // several keywords start with the token
    int other = -1;          // with `ambiguous`: a second candidate
    bool found() const { return index >= 0 && !ambiguous; }
};

Match match(std::span<const std::string_view> table, std::string_view token);
bool iequals(std::string_view a, std::string_view b);
// `s` without the white space around it.
std::string_view trim(std::string_view s);

// Commands of the initial twin, in Popeye's order.
enum class Command {
    Remark,
    SStipulation,
    Author,
    Origin,
    Pieces,
    Condition,
    Option,
    Stipulation,
    Protocol,
    Title,
    LaTeX,
    LaTeXPieces,
    Award,
    InitialGameArray,
    Forsyth,
    Count
};
// Words that end a problem.
enum class ProblemEnd { EndProblem, NextProblem, Count };
// Words that end a twin.
enum class TwinStart { Twin, ZeroPosition, Count };
// Popeye's options, in Popeye's order.
enum class OptionWord {
    Defence,
    SetPlay,
    WhiteToPlay,
    Variations,
    MoveNumbers,
    StartMoveNumber,
    NoWk,
    Duplex,
    NoBk,
    Threat,
    NoThreat,
    Try,
    MaxSolutions,
    MaxFlightsquares,
    Search,
    MultiSolutions,
    NoSymmetry,
    NonTrivial,
    KeepMatingPiece,
    EnPassant,
    NoBoard,
    NoShortVariations,
    HalfDuplex,
    PostKeyPlay,
    Intelligent,
    MaxTime,
    NoCastling,
    Quodlibet,
    StopOnShortSolutions,
    Beep,
    SuppressGrid,
    WriteGrid,
    CastlingMutuallyExclusive,
    GoalIsEnd,
    NullMoves,
    UpToMoveNumber,
    TrivialTriesAvoid,
    MatesIn1,
    Count
};
// Twinning commands, in Popeye's order.
enum class Twinning {
    Move,
    Exchange,
    Stipulation,
    SStipulation,
    Add,
    Remove,
    Continued,
    Rotate,
    Condition,
    PolishType,
    Mirror,
    Shift,
    Substitute,
    Count
};
enum class ColourWord { White, Black, Neutral, TotalInvisible, Count };
// The colour word of a piece: White, Black or Neutral.
inline ColourWord colour_word(const position::Piece& p) {
    return p.neutral() ? ColourWord::Neutral : p.color == core::Color::White ? ColourWord::White : ColourWord::Black;
}
// The start word of a problem in each language ("BeginProblem", …).
std::span<const std::string_view> begin_words();  // indexed by Language
std::span<const std::string_view> commands(Language l);
std::span<const std::string_view> problem_ends(Language l);
std::span<const std::string_view> twin_starts(Language l);
std::span<const std::string_view> options(Language l);
std::span<const std::string_view> twinnings(Language l);
std::span<const std::string_view> colours(Language l);
// Popeye's attribute words: those of position::Attribute, in its order,
// then the ones Dawson reads only to refuse by name (Anda, AndaInverse,
// AliceA, AliceB).
std::span<const std::string_view> attributes(Language l);
// Mirror axes as Popeye writes them ("a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1").
std::span<const std::string_view> mirror_axes();

template <class E>
std::string_view word(std::span<const std::string_view> table, E e) {
    return table[static_cast<int>(e)];
}

}  // namespace dawson::problem::keywords
