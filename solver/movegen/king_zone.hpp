#pragma once
// Which squares must a move change to change one side's attacks on a king?
// This is the one argument behind every test that answers "legal", "gives
// no check" or "leaves the king in check" without playing the move
// (movegen/legality.hpp); it is written here once.
//
// A piece of colour `by` attacks the king's square k either regardless of
// occupancy (leapers, pawns: from fixed squares around k), or along a line
// through k of a class its kind attacks along (riders, hoppers, lions,
// kangaroos, locusts, equihoppers, jump-a-long, nightrider lines, …: the
// kind's walk_tables LineClass). Every such line attack starts from a piece
// on that line and depends only on the squares of the line between k and
// the attacker, plus, for the locust, the square behind k (k's ring). So
// a move (its departure, arrival and captured squares:
// Position::changed_squares) can change `by`'s attacks on k only
// (a) by an attack of the moved piece itself from its arrival square,
// (b) by changing the occupancy of a square of `lines`: the squares
//     strictly between k and the farthest piece of `by` on each ray from k
//     that attacks along that ray's class of line (and the ring, when `by`
//     has a locust), or
// (c) by removing an attacker, a piece of `by` on `attackers` (its line
//     attackers on the rays, its leapers on their leap squares, any piece
//     on the ring, where pawns capture from, its double grasshoppers).
// A double grasshopper's attack depends on the queen lines through k and
// through it (movegen/attacks.cpp); they are added to `lines` whole. The
// attacks of other kinds that depend on squares off the lines through k
// (LineClass Everywhere: angle hoppers, mao, …) and Hopper Chess's file
// rule are not bounded: `all`.
//
// These are orthodox attacks. Under a fairy condition the callers first ask
// movegen/observation.hpp whether they apply.

#include "core/bitboard.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

struct KingZone {
    bool all = false;              // no bound: every move may change the attacks
    core::Bitboard lines = 0;      // (b)
    core::Bitboard attackers = 0;  // (c)
};

// The zone of the attacks of `by` on the square k (a square, not NoSquare).
KingZone king_zone(const position::Position& pos, core::Square k, core::Color by);

}  // namespace dawson::movegen
