// AntiAndernachChess (Popeye 4.104): a piece other than a king that moves
// without capturing changes colour on its arrival square (castling moves
// neither piece's colour). Observation is orthodox; such moves are not
// walk-only.

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

// Does the move of a `mover` change its colour?
bool changes(const Move& m, bool captured, pieces::PieceKind mover) {
    return !captured && mover != pieces::kind::King && m.type != MoveType::CastleShort &&
           m.type != MoveType::CastleLong;
}

class AntiAndernach final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        const position::Piece p = pos.at(m.to);
        if (!changes(m, u.captured_on != NoSquare, p.kind)) return;
        pos.journal_remove(u, m.to);
        pos.journal_add(u, m.to, {p.kind, ~p.color});
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !changes(m, pos.captured_square(m) != NoSquare, pos.at(m.from).kind);
    }
};

}  // namespace

ConditionDef anti_andernach() {
    return {"AntiAndernachChess",
            {},
            {},
            "a piece other than a king that moves without capturing changes colour",
            [](const ConditionSpec&, rules::RuleSet& r) {
                auto c = std::make_shared<const AntiAndernach>();
                r.add_hook_and_rule(c);
            }};
}

}  // namespace dawson::conditions
