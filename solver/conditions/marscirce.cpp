// MarsCirce (Popeye 4.104): a piece captures by first going to its rebirth
// square (conditions/rebirth.hpp, for its kind and the square it stands
// on) and capturing from there with its walk; it needs that square empty,
// or to stand on it already. Its other moves are as usual. Kings are
// included unless RexExclusive is given. Popeye writes such a capture
// "Qf2-d1*a1" (Move::via, the rebirth square).
// Observation changes completely (checks come from rebirth squares).

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/rebirth.hpp"
#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

class MarsCirce final : public movegen::MoveRule {
public:
    explicit MarsCirce(bool rex_inclusive) : rex_(rex_inclusive) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        const position::Piece p = pos.at(from);
        if (p.kind == pieces::kind::King && !rex_) return;
        const Square r = rebirth_square(pos.rules(), p.kind, from, us);
        if (r == from) return;  // captures from where it stands
        out.keep_if(first, [&](const Move& m) { return pos.captured_square(m) == NoSquare; });
        if (!pos.at(r).empty()) return;
        Position reborn = pos;
        reborn.remove(from);
        reborn.put(r, p);
        movegen::MoveList walk;
        movegen::generate_walk_moves_of(reborn, r, us, walk);
        for (Move m : walk) {
            if (reborn.captured_square(m) == NoSquare) continue;
            m.from = from;
            m.via = r;
            out.push(m);
        }
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

    // A piece observes from its rebirth square (when that is free), or from
    // where it stands when that is its rebirth square.
    bool observer(const Position& pos, Square square, Color by, Square, ObserverView& view) const override {
        if (view.walk == pieces::kind::King && !rex_) return true;
        const Square r = rebirth_square(pos.rules(), view.walk, square, by);
        if (r == square) return true;
        if (!pos.at(r).empty()) return false;
        view.from = r;
        return true;
    }

private:
    bool rex_;
};

}  // namespace

ConditionDef marscirce() {
    return {"MarsCirce",
            {"RexInclusive", "RexExclusive"},
            {},
            "a piece captures from its game-array square, which must be empty or its own",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const MarsCirce>(!s.has("RexExclusive")));
            }};
}

}  // namespace dawson::conditions
