#include "conditions/support.hpp"

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/observation.hpp"

namespace dawson::conditions {

using namespace core;
using position::Piece;
using position::Position;

bool supported(const Position& pos, Square s) {
    const Piece p = pos.at(s);
    if (p.empty()) return false;
    if (!movegen::restricts_steps(pos.rules())) return movegen::is_attacked(pos, s, p.color);
    // The piece's own side observes its square as it would an enemy's:
    // turn it into an enemy piece and look for captures on it that the
    // geometry allows.
    Position q = pos;
    q.remove(s);
    q.put(s, Piece{p.kind, ~p.color});
    movegen::MoveList ml;
    for (Bitboard b = q.pieces(p.color); b;) {
        const Square a = pop_lsb(b);
        if (!movegen::step_allowed(pos.rules(), a, s)) continue;
        ml.clear();
        movegen::generate_walk_moves_of(q, a, p.color, ml);
        for (const position::Move& m : ml)
            if (q.captured_square(m) == s) return true;
    }
    return false;
}

}  // namespace dawson::conditions
