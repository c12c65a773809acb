// WhiteMustCapture, BlackMustCapture (Popeye 4.104, conditions/
// must_capture.c): that side must capture when it has a legal capture. A
// mummer (conditions/mummer.hpp) whose measure is "captures or not";
// castling captures nothing. With the parameter Ultra that side must
// capture on every move: it has no move when it has no legal capture
// (Popeye 4.104's floor of the Ultra measure, conditions/mummer.hpp).

#include "conditions/condition.hpp"
#include "conditions/mummer.hpp"

namespace dawson::conditions {

namespace {

std::int64_t captures(const position::Position& pos, const position::Move& m) {
    return pos.captured_square(m) != core::NoSquare ? 1 : 0;
}

template <core::Color Side>
void install(const ConditionSpec& s, rules::RuleSet& r) {
    r.move_rules.push_back(make_mummer(Side, captures, mummer_strictness(s)));
}

}  // namespace

ConditionDef white_must_capture() {
    return {"WhiteMustCapture",
            {"ultra"},
            {"BlackMustCapture"},
            "White must capture when White can (Ultra: on every move)",
            install<core::Color::White>,
            nullptr,
            false,
            false,
            "  "};
}

ConditionDef black_must_capture() {
    return {"BlackMustCapture",
            {"ultra"},
            {"WhiteMustCapture"},
            "Black must capture when Black can (Ultra: on every move)",
            install<core::Color::Black>,
            nullptr,
            false,
            false,
            "  "};
}

}  // namespace dawson::conditions
