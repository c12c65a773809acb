#include "movegen/patrol.hpp"

#include <memory>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/observation.hpp"

namespace dawson::movegen {

using namespace core;
using position::Attribute;
using position::Piece;
using position::Position;

namespace {

// An unsupported patrol piece's captures are removed, and it does not
// observe.
class Patrol final : public MoveRule {
public:
    explicit Patrol(bool every_piece) : every_(every_piece) {}

    void adjust_piece_moves(const Position& pos, Color, Square from, MoveList& out, std::size_t first) const override {
        if (!patrols(pos, from)) return;
        bool any_capture = false;
        for (std::size_t i = first; i < out.size() && !any_capture; ++i)
            any_capture = pos.captured_square(out[i]) != NoSquare;
        if (!any_capture || supported(pos, from, this)) return;
        out.keep_if(first, [&](const position::Move& m) { return pos.captured_square(m) == NoSquare; });
    }

    bool observer(const Position& pos, Square square, Color, Square, ObserverView&) const override {
        return !patrols(pos, square) || supported(pos, square, this);
    }

    Observation observation() const override { return Observation::Narrower; }

private:
    bool patrols(const Position& pos, Square s) const { return every_ || pos.at(s).has(Attribute::Patrol); }

    bool every_;
};

}  // namespace

namespace {

// Does the piece on `a` observe `s` for side `c`, as the move rules other
// than `self` let it (a paralysed piece does not; Annan changes its walk)?
// A rule without a view of its own (generic) leaves the walk as it is.
bool observes_under_rules(const Position& pos, Square a, Color c, Square s, const MoveRule* self) {
    MoveRule::ObserverView view{a, pos.at(a).kind};
    for (const auto& r : pos.rules().move_rules) {
        if (r.get() == self) continue;
        const bool can = r->observer(pos, a, c, s, view);
        if (view.generic) return kind_attacks(pos.at(a).kind, c, bb(a), s, pos.occupied());
        if (!can) return false;
    }
    return kind_attacks(view.walk, c, bb(view.from), s, observer_occupancy(pos, a, view.from));
}

}  // namespace

bool supported(const Position& pos, Square s, const MoveRule* self) {
    const Piece p = pos.at(s);
    if (p.empty()) return false;
    if (!restricts_steps(pos.rules())) {
        if (!is_attacked(pos, s, p.color)) return false;
        if (pos.rules().move_rules.size() <= 1) return true;
        // The supporting piece's observation must be valid under the other
        // rules, as Popeye validates it (REGRESSIONS/4_61_to_4_63.inp,
        // regress 0440: a pawn observed by a paralysing rook supports
        // nothing under Patrouille).
        for (Bitboard b = pos.pieces(p.color) & ~bb(s); b;) {
            const Square a = pop_lsb(b);
            if (pieces::is_borrowing_kind(pos.at(a).kind) || observes_under_rules(pos, a, p.color, s, self))
                return true;
        }
        return false;
    }
    // The piece's own side observes its square as it would an enemy's:
    // turn it into an enemy piece and look for captures on it that the
    // geometry allows.
    Position q = pos;
    q.remove(s);
    q.put(s, Piece{p.kind, ~p.color});
    MoveList ml;
    for (Bitboard b = q.pieces(p.color); b;) {
        const Square a = pop_lsb(b);
        if (!step_allowed(pos.rules(), a, s)) continue;
        ml.clear();
        generate_walk_moves_of(q, a, p.color, ml);
        for (const position::Move& m : ml)
            if (q.captured_square(m) == s) return true;
    }
    return false;
}

std::shared_ptr<const MoveRule> patrol_rule(bool every_piece) { return std::make_shared<const Patrol>(every_piece); }

}  // namespace dawson::movegen
