#pragma once
// Attack detection that knows every catalogue piece and the rule set's
// hopper move: is a square attacked, is a side in check.

#include "position/position.hpp"

namespace dawson::movegen {

// True when a piece of colour `by` could capture on `s` (were an enemy piece
// there): the walk of every kind `by` has, pawn captures and, under Hopper
// Chess, the hopper move.
bool is_attacked(const position::Position& pos, core::Square s, core::Color by);

// The same question for the board after one of the opponent's moves, given
// only as its new occupancy `occ` and the squares of the pieces it removed
// from `by` (`removed`). Valid when the rule set has no hopper move (that
// attack is tested on the real board).
bool is_attacked_after(const position::Position& pos, core::Square s, core::Color by, core::Bitboard occ,
                       core::Bitboard removed);

// True when colour c has a king and it is attacked.
inline bool in_check(const position::Position& pos, core::Color c) {
    core::Square k = pos.king(c);
    return k != core::NoSquare && is_attacked(pos, k, ~c);
}

}  // namespace dawson::movegen
