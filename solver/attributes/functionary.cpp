// Functionary (Popeye 4.104's Beamtet, conditions/beamten.c): a functionary
// piece may move, capture and give check only while an enemy piece
// observes it. Observation is Narrower: a functionary checks only where it
// attacks in the orthodox sense. (An observer that is itself a functionary
// is counted like any piece; Popeye asks it to be observed in turn.)

#include <memory>

#include "attributes/attribute.hpp"
#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::Position;

// Is the piece on `s` a functionary that no enemy piece observes?
bool idle(const Position& pos, Square s) {
    const position::Piece p = pos.at(s);
    return p.has(Attribute::Functionary) && !movegen::is_attacked(pos, s, ~p.color);
}

class Functionary final : public movegen::MoveRule {
public:
    Functionary() : MoveRule(true) {}

    bool freezes(const Position& pos, Color, Square from) const override { return idle(pos, from); }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

    bool observer(const Position& pos, Square square, Color, Square, ObserverView&) const override {
        return !idle(pos, square);
    }
};

}  // namespace

AttributeDef functionary() {
    return {Attribute::Functionary, "moves, captures and checks only while an enemy piece observes it",
            [](rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const Functionary>()); }};
}

}  // namespace dawson::attributes
