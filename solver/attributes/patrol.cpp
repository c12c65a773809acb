// Patrol (Popeye 4.104, conditions/patrol.c): a patrol piece captures and
// gives check only while supported, observed by a piece of its own side
// (movegen/patrol.hpp; the condition Patrouille makes every piece a
// patrol piece). Observation is Narrower.

#include "movegen/patrol.hpp"

#include "attributes/attribute.hpp"

namespace dawson::attributes {

using position::Attribute;

AttributeDef patrol() {
    return {Attribute::Patrol, "captures and checks only while a piece of its side observes it",
            [](rules::RuleSet& r) { r.move_rules.push_back(movegen::patrol_rule(false)); }, true};
}

}  // namespace dawson::attributes
