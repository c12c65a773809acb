// Patrouille (Popeye 4.104, conditions/patrol.c): every piece, king
// included, captures and gives check only while supported (observed by a
// piece of its own side): the rule of the Patrol attribute
// (movegen/patrol.hpp) for all pieces.

#include "conditions/condition.hpp"
#include "movegen/patrol.hpp"

namespace dawson::conditions {

ConditionDef patrouille() {
    ConditionDef d = {
        "Patrouille",
        {},
        {"GridChess"},
        "a piece captures or checks only while a piece of its side observes it",
        [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(movegen::patrol_rule(true)); }};
    d.observes_by_walks = true;
    return d;
}

}  // namespace dawson::conditions
