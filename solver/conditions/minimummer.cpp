// WhiteMinimummer, BlackMinimummer (Popeye 4.104, conditions/mummer.c):
// that side plays, among its legal moves, only the shortest ones, as
// mummer_length (conditions/mummer.hpp) measures them; with the parameter
// Ultra, the shortest of its pseudo-legal moves, and it checks only by them.

#include "conditions/condition.hpp"
#include "conditions/mummer.hpp"

namespace dawson::conditions {

namespace {

// Positive, as Popeye's measure (the Ultra measure is at least 1): the
// shorter, the greater.
std::int64_t shortness(const position::Position& pos, const position::Move& m) {
    return (std::int64_t{1} << 32) - mummer_length(pos, m);
}

}  // namespace

ConditionDef white_minimummer() {
    return {"WhiteMinimummer",
            {"ultra"},
            {"HaanerChess"},
            "White plays only its shortest legal moves (Ultra: its shortest moves, self-check ignored, "
            "and checks only with them)",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::White, shortness, mummer_strictness(s)));
            },
            nullptr,
            false,
            false,
            "  "};
}

ConditionDef black_minimummer() {
    return {"BlackMinimummer",
            {"ultra"},
            {"HaanerChess"},
            "Black plays only its shortest legal moves (Ultra: its shortest moves, self-check ignored, "
            "and checks only with them)",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::Black, shortness, mummer_strictness(s)));
            },
            nullptr,
            false,
            false,
            "  "};
}

}  // namespace dawson::conditions
