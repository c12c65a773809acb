#include "conditions/paralysis.hpp"

#include "movegen/generate.hpp"

namespace dawson::conditions {

using namespace core;
using position::Piece;
using position::Position;

bool madrasi_observed(const Position& pos, Square s, bool rex_inclusive) {
    const Piece p = pos.at(s);
    if (p.empty() || (p.kind == pieces::kind::King && !rex_inclusive)) return false;
    const Color them = ~p.color;
    movegen::MoveList ml;
    for (Bitboard b = pos.pieces(them, p.kind); b;) {
        ml.clear();
        movegen::generate_walk_moves_of(pos, pop_lsb(b), them, ml);
        for (const position::Move& m : ml)
            if (pos.captured_square(m) == s) return true;
    }
    return false;
}

// Each piece's moves are generated once (not once per enemy of its kind):
// does any of them capture an enemy of its own kind?
bool any_madrasi_observation(const Position& pos, bool rex_inclusive) {
    movegen::MoveList ml;
    for (Bitboard b = pos.occupied(); b;) {
        const Square s = pop_lsb(b);
        const Piece p = pos.at(s);
        if (p.kind == pieces::kind::King && !rex_inclusive) continue;
        const Bitboard targets = pos.pieces(~p.color, p.kind);
        if (!targets) continue;
        ml.clear();
        movegen::generate_walk_moves_of(pos, s, p.color, ml);
        for (const position::Move& m : ml) {
            const Square c = pos.captured_square(m);
            if (c != NoSquare && (targets & bb(c))) return true;
        }
    }
    return false;
}

}  // namespace dawson::conditions
