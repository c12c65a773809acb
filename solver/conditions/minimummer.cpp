// WhiteMinimummer, BlackMinimummer (Popeye 4.104, conditions/mummer.c):
// that side plays, among its legal moves, only the shortest ones, as
// mummer_length (conditions/mummer.hpp) measures them.

#include "conditions/condition.hpp"
#include "conditions/mummer.hpp"

namespace dawson::conditions {

namespace {

std::int64_t shortness(const position::Position& pos, const position::Move& m) { return -mummer_length(pos, m); }

}  // namespace

ConditionDef white_minimummer() {
    return {"WhiteMinimummer",
            {},
            {},
            "White plays only its shortest legal moves",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::White, shortness));
            }};
}

ConditionDef black_minimummer() {
    return {"BlackMinimummer",
            {},
            {},
            "Black plays only its shortest legal moves",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(make_mummer(core::Color::Black, shortness));
            }};
}

}  // namespace dawson::conditions
