// WhiteSuperTransmutingKing, BlackSuperTransmutingKing (Popeye 4.104,
// conditions/transmuting_kings/super.c): that side's king, when in check,
// moves only with the walks of the enemy kinds that check it, becomes a
// piece of that kind (no longer royal) by the move, and while it is so
// checked the side has no other moves, even when the king has none. The move carries the new kind as its
// promotion kind. It observes with those walks too (Other).

#include <bit>
#include <memory>

#include "conditions/condition.hpp"
#include "conditions/royal_walks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

// The checked king's moves become transmutations; the side's other moves go.
class SuperTransmutingKing final : public movegen::MoveRule {
public:
    explicit SuperTransmutingKing(Color side) : side_(side) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (us != side_ || pos.at(from).kind != pieces::kind::King) return;
        const pieces::KindSet kinds = observing_kinds(pos, from).without(pieces::kind::King);
        if (!kinds.any()) return;
        out.resize(first);
        for (pieces::PieceKind kind : kinds) {
            const std::size_t start = out.size();
            add_moves_as(pos, from, kind, out);
            for (std::size_t i = start; i < out.size(); ++i) out[i].promo = kind;
        }
    }

    bool restricts_choice() const override { return true; }

    void filter_legal(Position& pos, movegen::MoveList& moves, movegen::Choice) const override {
        if (pos.side_to_move() != side_) return;
        const Square k = pos.king(side_);
        if (k == NoSquare) return;
        // Checked by another kind, the king has only its transmutations,
        // even when it has none (suite problem 0183: mate by a locust).
        if (!observing_kinds(pos, k).without(pieces::kind::King).any()) return;
        std::size_t kept = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (moves[i].from == k && moves[i].promo != pieces::kind::None) moves[kept++] = moves[i];
        moves.resize(kept);
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

    // The other pieces observe with their walks; the side's king with
    // those of the kinds observing it: the generic test plays its moves.
    bool observer(const Position& pos, Square square, Color by, Square, ObserverView& view) const override {
        if (by == side_ && pos.at(square).kind == pieces::kind::King) view.generic = true;
        return true;
    }

private:
    Color side_;
};

template <Color Side>
void install(const ConditionSpec&, rules::RuleSet& r) {
    r.move_rules.push_back(std::make_shared<const SuperTransmutingKing>(Side));
}

}  // namespace

ConditionDef white_super_transmuting_king() {
    return {"WhiteSuperTransmutingKing",
            {},
            {},
            "the white king in check moves only as a checking kind and becomes that piece",
            install<Color::White>};
}

ConditionDef black_super_transmuting_king() {
    return {"BlackSuperTransmutingKing",
            {},
            {},
            "the black king in check moves only as a checking kind and becomes that piece",
            install<Color::Black>};
}

}  // namespace dawson::conditions
