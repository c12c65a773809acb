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

bool any_madrasi_observation(const Position& pos, bool rex_inclusive) {
    for (Bitboard b = pos.occupied(); b;) {
        const Square s = pop_lsb(b);
        const Piece p = pos.at(s);
        if (!pos.pieces(~p.color, p.kind)) continue;
        if (madrasi_observed(pos, s, rex_inclusive)) return true;
    }
    return false;
}

}  // namespace dawson::conditions
