#include "conditions/royal_walks.hpp"

#include <algorithm>

#include "movegen/generate.hpp"

namespace dawson::conditions {

using namespace core;
using position::Piece;
using position::Position;

pieces::KindSet observing_kinds(const Position& pos, Square s) {
    const Piece p = pos.at(s);
    pieces::KindSet kinds;
    movegen::MoveList ml;
    for (Bitboard b = pos.pieces(~p.color); b;) {
        const Square e = pop_lsb(b);
        const pieces::PieceKind k = pos.at(e).kind;
        if (kinds.test(k)) continue;
        ml.clear();
        movegen::generate_walk_moves_of(pos, e, ~p.color, ml);
        for (const position::Move& m : ml)
            if (pos.captured_square(m) == s) {
                kinds.set(k);
                break;
            }
    }
    return kinds;
}

void add_moves_as(const Position& pos, Square from, pieces::PieceKind kind, movegen::MoveList& out) {
    const Piece king = pos.at(from);
    Position p = pos;
    p.remove(from);
    p.put(from, Piece{kind, king.color});
    movegen::MoveList walk;
    movegen::generate_walk_moves_of(p, from, king.color, walk);
    for (position::Move m : walk) {
        if (m.promo != pieces::kind::None) {
            if (m.promo != pos.rules().promotions.front()) continue;
            m.promo = pieces::kind::None;
        }
        if (m.type == position::MoveType::DoubleStep) continue;
        if (std::find(out.begin(), out.end(), m) == out.end()) out.push(m);
    }
}

}  // namespace dawson::conditions
