// HopperMove (Dawson's own): every piece except a scorpion has the hopper
// move of Hopper Chess with Scorpions (rules.md 4.3). A rule flag that the
// generator and attack test read (RuleSet::hopper_move).

#include "conditions/condition.hpp"

namespace dawson::conditions {

ConditionDef hopper_move() {
    return {"HopperMove",
            {},
            {"NoPawnDoubleStep"},
            "every piece except a scorpion has the hopper move of Hopper Chess with Scorpions (rules.md 4.3)",
            [](const ConditionSpec&, rules::RuleSet& r) { r.hopper_move = true; }};
}

}  // namespace dawson::conditions
