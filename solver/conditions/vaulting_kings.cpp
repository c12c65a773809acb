// VaultingKings (Popeye 4.104, conditions/transmuting_kings/
// vaulting_kings.c, without a list of walks): a king in check moves, and
// observes, as an equihopper besides its own walk. Whether a king is in
// check is asked with the other king's own walk only (as Popeye does while
// it tests a vaulting). Observation is Other.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/royal_walks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

// A king observed by an enemy piece gets the equihopper's moves.
class VaultingKings final : public movegen::MoveRule {
public:
    explicit VaultingKings(pieces::PieceKind vaulter) : vaulter_(vaulter) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)first;
        if (pos.at(from).kind != pieces::kind::King || !observed(pos, from, us, true)) return;
        add_moves_as(pos, from, vaulter_, out);
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

private:
    // Is the king of `us` on `k` observed? With `vaulting`, the enemy king
    // observes as a vaulter too when it is itself observed (asked without).
    bool observed(const Position& pos, Square k, Color us, bool vaulting) const {
        if (observing_kinds(pos, k).any()) return true;
        if (!vaulting) return false;
        const Square e = pos.king(~us);
        if (e == NoSquare || !observed(pos, e, ~us, false)) return false;
        movegen::MoveList ml;
        add_moves_as(pos, e, vaulter_, ml);
        for (const position::Move& m : ml)
            if (pos.captured_square(m) == k) return true;
        return false;
    }

    pieces::PieceKind vaulter_;
};

}  // namespace

ConditionDef vaulting_kings() {
    return {"VaultingKings",
            {},
            {},
            "a king in check moves also as an equihopper",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const VaultingKings>(*pieces::find_by_code("EQ")));
            }};
}

}  // namespace dawson::conditions
