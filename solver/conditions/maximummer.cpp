// WhiteMaximummer, BlackMaximummer (Popeye 4.104, conditions/mummer.c):
// that side plays, among its legal moves, only the longest ones, as
// mummer_length (conditions/mummer.hpp) measures them. Plain Maximummer
// (German Laengstzueger, French Maximum) applies to the stipulation's
// defending side (problem/conditions.hpp, defending_side).

#include "conditions/condition.hpp"
#include "conditions/mummer.hpp"

namespace dawson::conditions {

ConditionDef white_maximummer() {
    return {"WhiteMaximummer",
            {},
            {},
            "White plays only its longest legal moves",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::White, mummer_length));
            }};
}

ConditionDef black_maximummer() {
    return {"BlackMaximummer",
            {},
            {},
            "Black plays only its longest legal moves",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::Black, mummer_length));
            }};
}

ConditionDef maximummer() {
    return {"Maximummer",
            {},
            {},
            "the defending side plays only its longest legal moves",
            nullptr,
            [](const ConditionSpec&, core::Color defender, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(defender, mummer_length));
            }};
}

}  // namespace dawson::conditions
