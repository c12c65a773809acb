#pragma once
// A problem from a FEN and a stipulation, for quick one-position runs
// (`dawson solve --fen "…" --stip "h#2"`).
//
// The board uses the FEN letters of the `problem` rule set (rules/rule_set.cpp,
// the perft oracle's letters): k q r b n p, g grasshopper, h rookhopper,
// e bishophopper, l lion, o rook-lion, i bishop-lion, a nightrider, z zebra,
// c camel, w wazir, f fers, d dabbaba, x alfil, s scorpion; upper case white.
// The other FEN fields are optional:
// - side to move: when it disagrees with the stipulation's usual starter
//   (see make_position.hpp), help play h#n with "w" becomes Option
//   WhiteToPlay; any other disagreement is an error;
// - castling: rights the FEN does not grant become Option NoCastling ("-"
//   grants none; without the field Popeye's default applies);
// - en passant: becomes Option EnPassant.
// With `variant` (a built-in rule set, rules/rule_set.hpp) the board uses
// that rule set's FEN letters instead, and its rules: its promotion kinds are
// added to the problem's, its hopper move and missing pawn double step
// become the conditions HopperMove and NoPawnDoubleStep.
// Errors are reported with the file name "--fen" (column = position in the
// FEN) or "--stip".

#include <string>
#include <string_view>
#include <vector>

#include "problem/read_result.hpp"

namespace dawson::problem {

ReadResult problem_from_fen(std::string_view fen, std::string_view stip, const Options& options = {},
                            const std::vector<std::string>& conditions = {}, const rules::RuleSet* variant = nullptr);

}  // namespace dawson::problem
