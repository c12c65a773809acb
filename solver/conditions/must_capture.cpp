// WhiteMustCapture, BlackMustCapture (Popeye 4.104, conditions/
// must_capture.c): that side must capture when it has a legal capture. A
// mummer (conditions/mummer.hpp) whose measure is "captures or not";
// castling captures nothing.

#include "conditions/condition.hpp"
#include "conditions/mummer.hpp"

namespace dawson::conditions {

namespace {

std::int64_t captures(const position::Position& pos, const position::Move& m) {
    return pos.captured_square(m) != core::NoSquare ? 1 : 0;
}

template <core::Color Side>
void install(const ConditionSpec&, rules::RuleSet& r) {
    r.move_rules.push_back(make_mummer(Side, captures));
}

}  // namespace

ConditionDef white_must_capture() {
    return {"WhiteMustCapture", {}, {}, "White must capture when White can", install<core::Color::White>};
}

ConditionDef black_must_capture() {
    return {"BlackMustCapture", {}, {}, "Black must capture when Black can", install<core::Color::Black>};
}

}  // namespace dawson::conditions
