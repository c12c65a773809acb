#pragma once
// The conditions Dawson supports in problem files, and the resolution of a
// Setup's rule set from its pieces and conditions.
//
// Popeye has no conditions for the rules of the seed games, so Dawson adds
// its own (documented in README.md, "Problem files"):
//   HopperMove        every piece except a scorpion has the hopper move of
//                     Hopper Chess with Scorpions (rules.md 4.3)
//   NoPawnDoubleStep  pawns (and scorpions) have no initial double step, as
//                     in Boyer's Grasshopper Chess (rules.md 4.2)
// Condition names follow Popeye's abbreviation rule. Any other condition
// makes the problem unsupported ("unsupported condition: NAME").

#include <optional>
#include <string>
#include <string_view>

#include "problem/problem.hpp"

namespace dawson::problem {

// The canonical name of a supported condition matching `token`, if any.
std::optional<std::string> find_condition(std::string_view token);

// Sets setup.rules: the problem rule set for the kinds on the board
// (promotion to Q, S, R, B and every other non-pawn, non-king kind present,
// either colour), then the effects of setup.conditions.
void resolve_rules(Setup& setup);

}  // namespace dawson::problem
