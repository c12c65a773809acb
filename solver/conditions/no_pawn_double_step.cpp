// NoPawnDoubleStep (Dawson's own): pawns and scorpions have no initial
// double step, as in Boyer's Grasshopper Chess (rules.md 4.2).

#include "conditions/condition.hpp"

namespace dawson::conditions {

ConditionDef no_pawn_double_step() {
    return {"NoPawnDoubleStep",
            {},
            {"HopperMove"},
            "pawns and scorpions have no initial double step (Boyer's Grasshopper Chess, rules.md 4.2)",
            [](const ConditionSpec&, rules::RuleSet& r) { r.pawn_double_step = false; }};
}

}  // namespace dawson::conditions
