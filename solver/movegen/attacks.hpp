#pragma once
// Attack detection that knows every catalogue piece and the rule set's
// hopper move: is a square attacked, is a side in check.

#include "position/position.hpp"

namespace dawson::movegen {

// True when a piece of colour `by` could capture on `s` (were an enemy piece
// there): the walk of every kind `by` has, pawn captures and, under Hopper
// Chess, the hopper move. These are orthodox attacks: the rule set's move
// rules are not asked (in_check() asks them).
bool is_attacked(const position::Position& pos, core::Square s, core::Color by);

// The same question for the board after one of the opponent's moves, given
// only as its new occupancy `occ` and the squares of the pieces it removed
// from `by` (`removed`). Valid when the rule set has no hopper move (that
// attack is tested on the real board) and no borrowing piece of `by`
// stands on the board: the walks a borrowing piece has are those of the
// position's pieces (`removed` only leaves the borrowing pieces on it out of
// the attackers; the legality service plays the moves then).
bool is_attacked_after(const position::Position& pos, core::Square s, core::Color by, core::Bitboard occ,
                       core::Bitboard removed);

// The occupancy an observer sees when a rule moves it from `square` to
// `from` (MoveRule::ObserverView::from, MarsCirce's rebirth square): the
// board with that piece standing on `from`.
inline core::Bitboard observer_occupancy(const position::Position& pos, core::Square square, core::Square from) {
    return from == square ? pos.occupied() : (pos.occupied() & ~core::bb(square)) | core::bb(from);
}

// The walks the borrowing piece (orphan, friend: pieces::Motion::Orphan,
// Friend) of colour c on sq moves and captures with, on the occupancy
// `occ` (Popeye 4.104, pieces/walks/orphan.c, friend.c): every kind other
// than the borrowing ones whose pieces of the side it borrows from (the
// enemy's for an orphan, its own for a friend) observe sq, or observe a
// piece of its kind of that side which observes sq with that walk and
// has it in turn, and so on along a chain (no piece twice). An orphan's
// chain changes colour at each link, a friend's does not.
pieces::KindSet borrowed_walks(const position::Position& pos, core::Square sq, core::Color c, core::Bitboard occ);

// True when a piece with the walk of `walk` and colour `by` standing on one
// of the squares `from` could capture on `s`, with the board's occupancy
// `occ` (the walk alone: no hopper move, no move rules; false for a
// borrowing walk, whose attacks depend on the position: borrowed_walks).
bool kind_attacks(pieces::PieceKind walk, core::Color by, core::Bitboard from, core::Square s, core::Bitboard occ);

// Do the pieces of colour `by` on `from` (all of kind `k`) observe the
// piece on `s`? Their walk's attack test, which equals their pseudo-legal
// captures (tests/engine/piece_walks_test.cpp proves it for every kind);
// Hopper Chess's file rule adds captures the attack test does not know, so
// there the pieces' moves are generated. Move rules are not asked (Madrasi's
// and the Paralysing pieces' observation).
bool kind_observes(const position::Position& pos, pieces::PieceKind k, core::Color by, core::Bitboard from,
                   core::Square s);
// The same for pieces of any kinds on `from`.
bool pieces_observe(const position::Position& pos, core::Color by, core::Bitboard from, core::Square s);

// True when colour c has a king and it is in check: under orthodox
// observation, when it is attacked; under a condition that changes
// observation (movegen/move_rule.hpp), when the opponent has a
// pseudo-legal capture of the king which, played with all its effects,
// leaves c without a king (a king reborn at once was not in check).
bool in_check_under_rules(const position::Position& pos, core::Color c);
// True when the king of c on k is a royal pawn-like piece that has just
// double-stepped and the side to move can take it en passant (Popeye's
// en_passant_test_check: then it is in check).
bool en_passant_check(const position::Position& pos, core::Color c, core::Square k);
inline bool in_check(const position::Position& pos, core::Color c) {
    if (!pos.rules().move_rules.empty()) return in_check_under_rules(pos, c);
    const core::Square k = pos.king(c);
    return k != core::NoSquare &&
           (is_attacked(pos, k, ~c) || (pos.ep_square() != core::NoSquare && en_passant_check(pos, c, k)));
}

}  // namespace dawson::movegen
