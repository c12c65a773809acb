// VaultingKings (Popeye 4.104, conditions/transmuting_kings/
// vaulting_kings.c): a king in check moves, and observes, besides its own
// walk as each kind of the list given after the condition ("VaultingKings
// S"), or as an equihopper when none is given. Whether a king is in
// check is asked with the other king's own walk only (as Popeye does while
// it tests a vaulting). Observation is Other.

#include <memory>
#include <vector>

#include "conditions/condition.hpp"
#include "conditions/royal_walks.hpp"
#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

// A king observed by an enemy piece gets the moves of the vaulters.
class VaultingKings final : public movegen::MoveRule {
public:
    explicit VaultingKings(std::vector<pieces::PieceKind> vaulters) : vaulters_(std::move(vaulters)) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)first;
        if (pos.at(from).kind != pieces::kind::King || !observed(pos, from, us, true)) return;
        for (pieces::PieceKind v : vaulters_) add_moves_as(pos, from, v, out);
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

    // Other pieces observe with their own walks; a king that may vault (it
    // is itself observed) is asked through its moves.
    bool observer(const Position& pos, Square square, Color by, Square, ObserverView& view) const override {
        if (pos.at(square).kind == pieces::kind::King && observed(pos, square, by, true)) view.generic = true;
        return true;
    }

private:
    // Is the king of `us` on `k` observed? With `vaulting`, the enemy king
    // observes as a vaulter too when it is itself observed (asked without).
    bool observed(const Position& pos, Square k, Color us, bool vaulting) const {
        // Observed by an enemy walk: its captures are its attacks
        // (movegen/attacks.hpp).
        if (movegen::is_attacked(pos, k, ~us)) return true;
        if (!vaulting) return false;
        const Square e = pos.king(~us);
        if (e == NoSquare || !observed(pos, e, ~us, false)) return false;
        movegen::MoveList ml;
        for (pieces::PieceKind v : vaulters_) add_moves_as(pos, e, v, ml);
        for (const position::Move& m : ml)
            if (pos.captured_square(m) == k) return true;
        return false;
    }

    std::vector<pieces::PieceKind> vaulters_;
};

}  // namespace

ConditionDef vaulting_kings() {
    ConditionDef d{"VaultingKings",
                   {},
                   {},
                   "a king in check moves also as the kinds listed, or as an equihopper",
                   [](const ConditionSpec& spec, rules::RuleSet& r) {
                       std::vector<pieces::PieceKind> vaulters;
                       for (const std::string& code : spec.params) vaulters.push_back(*pieces::find_by_code(code));
                       if (vaulters.empty()) vaulters.push_back(*pieces::find_by_code("EQ"));
                       r.move_rules.push_back(std::make_shared<const VaultingKings>(std::move(vaulters)));
                   }};
    d.takes_kinds = true;
    d.kinds_optional = true;
    return d;
}

}  // namespace dawson::conditions
