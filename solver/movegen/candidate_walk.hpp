#pragma once
// The candidate moves of the side to move (generate_candidates's), made
// piece by piece for a caller that may stop at the first one that answers
// its question: the other pieces' moves are never made. A self end's test
// (is the defender forced to the goal?) stops at the first legal move that
// misses it, mostly among the first piece's moves.

#include "movegen/generate.hpp"
#include "movegen/observation.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

// Calls visit(m) for the candidate moves of the side to move until it
// returns true; true when it did. Piece by piece, castling last; under a
// choice rule (the candidates are the legal moves) all are made at once.
template <class Visit>
bool any_candidate(position::Position& pos, Visit&& visit) {
    MoveList ml;
    if (restricts_choice(pos.rules())) {
        generate_legal(pos, ml);
        for (const position::Move& m : ml)
            if (visit(m)) return true;
        return false;
    }
    const core::Color us = pos.side_to_move();
    for (core::Bitboard b = pos.pieces(us); b;) {
        ml.clear();
        generate_piece_moves(pos, core::pop_lsb(b), ml);
        for (const position::Move& m : ml)
            if (visit(m)) return true;
    }
    // Castling: only the whole generation makes it.
    if (pos.king(us) == core::NoSquare || !(pos.castling() & position::castling_rights(us))) return false;
    ml.clear();
    generate_pseudo_legal(pos, ml);
    for (const position::Move& m : ml)
        if ((m.type == position::MoveType::CastleShort || m.type == position::MoveType::CastleLong) && visit(m))
            return true;
    return false;
}

}  // namespace dawson::movegen
