// TransmutedKings (Popeye 4.104, conditions/transmuting_kings/
// transmuting_kings.c): a king in check moves, and observes, only with the
// walks of the enemy kinds that check it (a king checked by no piece moves
// as a king). The checking kinds are found with the enemy pieces' own
// walks. Observation is Other.

#include <bit>
#include <memory>

#include "conditions/condition.hpp"
#include "conditions/royal_walks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

// A checked king's moves are those of the checking kinds.
class TransmutedKings final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)us;
        if (pos.at(from).kind != pieces::kind::King) return;
        const pieces::KindSet kinds = observing_kinds(pos, from);
        if (!kinds.any()) return;
        out.resize(first);
        for (pieces::PieceKind kind : kinds) add_moves_as(pos, from, kind, out);
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

    // The other pieces observe with their walks; a king's walks depend on
    // who observes it: the generic test plays its moves.
    bool observer(const Position& pos, Square square, Color, Square, ObserverView& view) const override {
        if (pos.at(square).kind == pieces::kind::King) view.generic = true;
        return true;
    }
};

}  // namespace

ConditionDef transmuted_kings() {
    return {"TransmutedKings",
            {},
            {"UltraSchachZwang"},
            "a king in check moves only as the pieces that check it",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const TransmutedKings>());
            }};
}

}  // namespace dawson::conditions
