// AndernachChess (Popeye 4.104): a piece other than a king that captures
// changes colour on its arrival square. Observation is orthodox; a capture
// is not walk-only (the changed piece may check its former side).

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

class Andernach final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (u.captured_on == NoSquare) return;
        const position::Piece p = pos.at(m.to);
        if (p.kind == pieces::kind::King) return;
        pos.journal_remove(u, m.to);
        pos.journal_add(u, m.to, {p.kind, ~p.color});
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return pos.captured_square(m) == NoSquare || pos.at(m.from).kind == pieces::kind::King;
    }
};

}  // namespace

ConditionDef andernach() {
    return {"AndernachChess",
            {},
            {},
            "a capturing piece other than a king changes colour",
            [](const ConditionSpec&, rules::RuleSet& r) {
                auto c = std::make_shared<const Andernach>();
                r.add_hook_and_rule(c);
            }};
}

}  // namespace dawson::conditions
