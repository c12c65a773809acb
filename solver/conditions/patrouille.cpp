// Patrouille (Popeye 4.104, conditions/patrol.c): a piece, king included,
// captures and gives check only while supported (observed by a piece of its
// own side, conditions/support.hpp). Observation is Narrower.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/support.hpp"
#include "movegen/move_rule.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

// An unsupported piece's captures are removed.
class Patrouille final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)us;
        bool any_capture = false;
        for (std::size_t i = first; i < out.size() && !any_capture; ++i)
            any_capture = pos.captured_square(out[i]) != NoSquare;
        if (!any_capture || supported(pos, from)) return;
        out.keep_if(first, [&](const position::Move& m) { return pos.captured_square(m) == NoSquare; });
    }

    // An unsupported piece does not observe.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        (void)by, (void)target, (void)view;
        return supported(pos, square);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }
};

}  // namespace

ConditionDef patrouille() {
    return {
        "Patrouille",
        {},
        {"GridChess"},
        "a piece captures or checks only while a piece of its side observes it",
        [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const Patrouille>()); }};
}

}  // namespace dawson::conditions
