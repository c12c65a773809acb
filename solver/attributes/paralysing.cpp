// Paralysing (Popeye 4.104, pieces/attributes/paralysing): an enemy piece
// that a paralysing piece observes is paralysed: it neither moves, nor
// captures, nor gives check (it still paralyses, when it is paralysing
// itself). A paralysing piece never captures and gives no check. A side
// whose every piece with a move (its walk's, paralysis set aside) is
// paralysed is "suffocated": Popeye counts that as stalemate, never as mate.
// Observation is Narrower.

#include <memory>

#include "attributes/attribute.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::Position;

// True when a move rule changes how pieces observe (AnnanChess: with the
// walk of the friendly piece behind).
bool walks_change(const Position& pos) {
    for (const auto& r : pos.rules().move_rules)
        if (r->observation() == movegen::Observation::Other) return true;
    return false;
}

// Does the paralysing piece on `a` observe `s`, with the walk and from the
// square the rules that change observation give it (Popeye: Annan with
// paralysing pieces, REGRESSIONS/4_63_to_4_65.inp, regress 0528)? Their
// verdicts on the observation are left aside: paralysis is no capture.
bool paralyses(const Position& pos, Square a, Color by, Square s) {
    movegen::MoveRule::ObserverView view{a, pos.at(a).kind};
    for (const auto& r : pos.rules().move_rules) {
        if (r->observation() != movegen::Observation::Other) continue;
        (void)r->observer(pos, a, by, s, view);
        if (view.generic) return movegen::pieces_observe(pos, by, bb(a), s);
    }
    return movegen::kind_attacks(view.walk, by, bb(view.from), s, movegen::observer_occupancy(pos, a, view.from));
}

// Is the piece on `s` observed by an enemy paralysing piece?
bool paralysed(const Position& pos, Square s) {
    const Color c = pos.at(s).color;
    const Bitboard para = pos.with_attribute(~c, Attribute::Paralysing);
    if (!para) return false;
    if (pos.rules().hopper_move || !walks_change(pos)) return movegen::pieces_observe(pos, ~c, para, s);
    for (Bitboard b = para; b;)
        if (paralyses(pos, pop_lsb(b), ~c, s)) return true;
    return false;
}

// Does the piece on `s` have a move of its walk that it could make but for
// paralysis (a paralysing piece's captures do not count)?
bool walk_mobile(const Position& pos, Square s) {
    movegen::MoveList ml;
    const position::Piece p = pos.at(s);
    movegen::generate_walk_moves_of(pos, s, p.color, ml);
    if (!p.has(Attribute::Paralysing)) return !ml.empty();
    for (const position::Move& m : ml)
        if (pos.captured_square(m) == NoSquare) return true;
    return false;
}

class Paralysing final : public movegen::MoveRule {
public:
    Paralysing() : MoveRule(true) {}

    bool freezes(const Position& pos, Color, Square from) const override { return paralysed(pos, from); }

    // (A paralysed piece is frozen: its moves never come here.)
    void adjust_piece_moves(const Position& pos, Color, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (out.size() > first && pos.at(from).has(Attribute::Paralysing))
            out.keep_if(first, [&](const position::Move& m) { return pos.captured_square(m) == NoSquare; });
    }

    bool observer(const Position& pos, Square square, Color, Square, ObserverView&) const override {
        return !pos.at(square).has(Attribute::Paralysing) && !paralysed(pos, square);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

    // A paralysed king does not castle (Popeye generates castling with the
    // king's moves).
    bool allows_castling(const Position& pos, const position::Move& m) const override {
        return !paralysed(pos, m.from);
    }

    // Suffocation (Popeye's suffocated_by_paralysis): some piece of `side`
    // has a move of its walk, and every such piece is paralysed.
    bool suffocated(const Position& pos, Color side) const override {
        bool some = false;
        for (Bitboard b = pos.pieces(side); b;) {
            const Square s = pop_lsb(b);
            if (!walk_mobile(pos, s)) continue;
            if (!paralysed(pos, s)) return false;
            some = true;
        }
        return some;
    }
};

}  // namespace

AttributeDef paralysing() {
    return {Attribute::Paralysing,
            "an enemy piece it observes neither moves nor checks; it never captures nor checks itself",
            [](rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const Paralysing>()); }, true};
}

}  // namespace dawson::attributes
