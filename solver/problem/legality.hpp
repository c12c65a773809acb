#pragma once
// Legality of a setup's position, checked before solving.
//
// Reasons, in the order they are checked, with the text Dawson prints (the
// first three are Popeye's messages, so that outputs compare equal):
//   TooManyKings           "only one king allowed"  (a side has two kings)
//   KingsAdjacent          "the side to play can capture the king"
//   SideNotToMoveInCheck   "the side to play can capture the king"
//   PawnOnFirstOrLastRank  "pawn on the first or last rank: wPa8"
// JSON output uses `reason_name` ("too-many-kings", "kings-adjacent",
// "side-not-to-move-in-check", "pawn-on-first-or-last-rank").
// Pawn-like pieces (pawns, scorpions) may never stand on their first or
// last rank under the rule sets Dawson has.

#include <optional>
#include <string>
#include <string_view>

#include "problem/diagnostic.hpp"
#include "problem/problem.hpp"

namespace dawson::problem {

enum class IllegalReason { TooManyKings, KingsAdjacent, SideNotToMoveInCheck, PawnOnFirstOrLastRank };

struct Illegality {
    IllegalReason reason;
    std::string message;                   // as printed in text output
    core::Square square = core::NoSquare;  // the offending piece's square, if any
};

std::string_view reason_name(IllegalReason r);

// What Popeye refuses to solve whatever the play: more than one king of a
// colour (Popeye: "only one king allowed", then "problem ignored"; it
// locates the royal pieces before any other test, so this comes first).
// solve_twin() reports such a twin as illegal without searching.
std::optional<Illegality> check_refusal(const Setup& setup);

// The first illegality of the position of `setup` (side to move as in
// make_position), or nullopt when it is legal.
std::optional<Illegality> check_legality(const Setup& setup);

// Diagnostics at the problem's location for an illegal diagram
// ("illegal position: the side to play can capture the king") and for each
// illegal twin ("illegal position in twin b): …").
std::vector<Diagnostic> legality_diagnostics(const Problem& problem);

}  // namespace dawson::problem
