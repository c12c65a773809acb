// NewKoeko (Popeye 4.104, conditions/koeko/new.c): a move must keep the
// moving piece's contact (conditions/contact.hpp) as it was: a piece next
// to some piece ends next to some piece, a piece next to none ends next to
// none. A check is a capture of the king that would be legal so.
// Observation is Narrower.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/contact.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

// Moves that change the moving piece's contact are removed.
class NewKoeko final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (out.size() == first) return;
        Position p = pos;
        p.set_side_to_move(us);
        const bool before = in_contact(pos, from);
        out.keep_if(first, [&](const Move& m) { return contact_after(p, m) == before; });
    }

    bool allows_castling(const Position& pos, const Move& m) const override {
        Position p = pos;
        return contact_after(p, m) == in_contact(pos, m.from);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

private:
    static bool contact_after(Position& p, const Move& m) {
        const position::Undo u = p.make(m);
        const bool c = in_contact(p, m.to);
        p.unmake(m, u);
        return c;
    }
};

}  // namespace

ConditionDef new_koeko() {
    return {
        "NewKoeko",
        {},
        {},
        "a moving piece keeps its contact with other pieces, or its lack of it",
        [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const NewKoeko>()); }};
}

}  // namespace dawson::conditions
