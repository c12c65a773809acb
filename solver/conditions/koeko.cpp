// KoeKo (Popeye 4.104, conditions/koeko/koeko.c): after a move, every piece
// it moved (the castling rook too) must be in contact with some piece
// (conditions/contact.hpp). A check is a capture of the king that would be
// legal so. Observation is Narrower.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/contact.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

// Moves that leave a moved piece without contact are removed.
class KoeKo final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)from;
        if (out.size() == first) return;
        Position p = pos;
        p.set_side_to_move(us);
        out.keep_if(first, [&](const Move& m) { return keeps_contact(p, m); });
    }

    bool allows_castling(const Position& pos, const Move& m) const override {
        Position p = pos;
        return keeps_contact(p, m);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

private:
    static bool keeps_contact(Position& p, const Move& m) {
        const position::Undo u = p.make(m);
        bool ok = in_contact(p, m.to);
        if (ok && (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong)) {
            const int r = rank_of(m.to);
            ok = in_contact(p, make_square(m.type == MoveType::CastleShort ? 5 : 3, r));
        }
        p.unmake(m, u);
        return ok;
    }
};

}  // namespace

ConditionDef koeko() {
    return {"KoeKo", {}, {}, "a moved piece must end next to some piece", [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const KoeKo>());
            }};
}

}  // namespace dawson::conditions
