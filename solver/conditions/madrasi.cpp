// Madrasi (Popeye 4.104, conditions/madrasi.c): a piece observed by an enemy
// piece of its own kind (conditions/paralysis.hpp) is paralysed: it neither
// moves, nor captures, nor gives check, but it still paralyses. Kings take
// part only with RexInclusive. Observation is Narrower: a paralysed piece
// gives no check.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/paralysis.hpp"
#include "movegen/move_rule.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

// A paralysed piece has no moves.
class Madrasi final : public movegen::MoveRule {
public:
    explicit Madrasi(bool rex_inclusive) : MoveRule(true), rex_(rex_inclusive) {}

    bool freezes(const Position& pos, Color us, Square from) const override {
        return madrasi_observed(pos, from, us, rex_);
    }

    // A paralysed piece does not observe.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        (void)target, (void)view;
        return !madrasi_observed(pos, square, by, rex_);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

private:
    bool rex_;
};

}  // namespace

ConditionDef madrasi() {
    ConditionDef d = {"Madrasi",
                      {"RexInclusive"},
                      {"Circe"},
                      "a piece observed by an enemy piece of its own kind can neither move nor check",
                      [](const ConditionSpec& s, rules::RuleSet& r) {
                          r.move_rules.push_back(std::make_shared<const Madrasi>(s.has("RexInclusive")));
                      }};
    d.observes_by_walks = true;
    return d;
}

}  // namespace dawson::conditions
