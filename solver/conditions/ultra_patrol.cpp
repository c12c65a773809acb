// UltraPatrol (Popeye 4.104, conditions/patrol.c): a piece, king included,
// moves (captures, checks, castles) only while supported (observed by a
// piece of its own side, movegen/patrol.hpp). Observation is Narrower.

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "movegen/patrol.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using movegen::supported;
using position::Position;

// An unsupported piece has no moves.
class UltraPatrol final : public movegen::MoveRule {
public:
    UltraPatrol() : MoveRule(true) {}

    bool freezes(const Position& pos, Color us, Square from) const override {
        (void)us;
        return !supported(pos, from, this);
    }

    bool allows_castling(const Position& pos, const position::Move& m) const override {
        return supported(pos, m.from, this);
    }

    // An unsupported piece does not observe.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        (void)by, (void)target, (void)view;
        return supported(pos, square, this);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }
};

}  // namespace

ConditionDef ultra_patrol() {
    ConditionDef d = {
        "UltraPatrol",
        {},
        {},
        "a piece moves only while a piece of its side observes it",
        [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const UltraPatrol>()); }};
    d.observes_by_walks = true;
    return d;
}

}  // namespace dawson::conditions
