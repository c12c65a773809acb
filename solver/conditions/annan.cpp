// AnnanChess (Popeye 4.104, type A, its default): a piece with a piece of
// its own side directly behind it (one rank towards its own side) moves,
// captures and observes with that piece's walk instead of its own; kings
// take part both ways. A pawn-walk move of a piece that is not a pawn does
// not promote. Observation follows the changed walks (Other).

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Piece;
using position::Position;

class Annan final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        const Square rear = step(from, {0, us == Color::White ? -1 : 1});
        if (rear == NoSquare) return;
        const Piece behind = pos.at(rear);
        const Piece self = pos.at(from);
        if (behind.empty() || behind.color != us || behind.kind == self.kind) return;
        out.resize(first);
        Position p = pos;
        p.put(from, Piece{behind.kind, us});
        movegen::MoveList walk;
        movegen::generate_walk_moves_of(p, from, us, walk);
        const bool pawn = pieces::is_pawn_like(self.kind);
        for (Move m : walk) {
            if (m.promo != pieces::kind::None) {
                if (!pawn && m.promo != pos.rules().promotions.front()) continue;
                if (!pawn) m.promo = pieces::kind::None;
            }
            out.push(m);
        }
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

    // A piece observes with the walk of the friendly piece behind it.
    bool observer(const Position& pos, Square square, Color by, Square, ObserverView& view) const override {
        const Square rear = step(square, {0, by == Color::White ? -1 : 1});
        if (rear == NoSquare) return true;
        const Piece behind = pos.at(rear);
        if (!behind.empty() && behind.color == by) view.walk = behind.kind;
        return true;
    }
};

}  // namespace

ConditionDef annan() {
    return {"AnnanChess",
            {"TypeA"},
            {},
            "a piece with a friendly piece behind it moves like that piece",
            [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const Annan>()); }};
}

}  // namespace dawson::conditions
