// WhiteMaximummer, BlackMaximummer (Popeye 4.104, conditions/mummer.c):
// that side plays, among its legal moves, only the longest ones, as
// mummer_length (conditions/mummer.hpp) measures them; with the parameter
// Ultra, the longest of its pseudo-legal moves, and it checks only by them.
// Plain Maximummer (German Laengstzueger, French Maximum) applies to the
// stipulation's defending side (problem/conditions.hpp, defending_side).

#include "conditions/condition.hpp"
#include "conditions/mummer.hpp"

namespace dawson::conditions {

ConditionDef white_maximummer() {
    return {"WhiteMaximummer",
            {"ultra"},
            {"GridChess", "Hole", "Imitator", "NoIProm", "HaanerChess", "MarineChess", "UltramarineChess"},
            "White plays only its longest legal moves (Ultra: its longest moves, self-check ignored, "
            "and checks only with them)",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::White, mummer_length, mummer_strictness(s)));
            },
            nullptr,
            false,
            false,
            "  "};
}

ConditionDef black_maximummer() {
    return {"BlackMaximummer",
            {"ultra"},
            {"GridChess", "Hole", "Imitator", "NoIProm", "HaanerChess", "MarineChess", "UltramarineChess"},
            "Black plays only its longest legal moves (Ultra: its longest moves, self-check ignored, "
            "and checks only with them)",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::Black, mummer_length, mummer_strictness(s)));
            },
            nullptr,
            false,
            false,
            "  "};
}

ConditionDef maximummer() {
    return {"Maximummer",
            {"ultra"},
            {"MarineChess", "UltramarineChess"},
            "the defending side plays only its longest legal moves (Ultra as for BlackMaximummer)",
            nullptr,
            [](const ConditionSpec& s, core::Color defender, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(defender, mummer_length, mummer_strictness(s)));
            },
            false,
            false,
            "  "};
}

}  // namespace dawson::conditions
