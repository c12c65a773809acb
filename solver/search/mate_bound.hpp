#pragma once
// A lower bound for mate ends (h#, ser-h#, ser-#): can `side` be mated
// after `own` more moves of its own and `other` of the opponent, the
// opponent making the last one? "No" is said only when it is certain, in
// orthodox play (movegen::orthodox_play), and prunes the whole subtree.
//
// The argument, on the empty board of search/empty_board.hpp. At the mate
// the king stands on a square k it can reach in d <= own moves; a piece of
// the opponent's other than its king attacks k; every square around k is
// attacked by the opponent or holds a piece of `side`. The pieces of `side`
// that stand there pay moves of their own, on each square at least the
// fewest any of them needs (each piece stands on one square), out of
// own - d. The opponent's `other` moves are shared out among its pieces,
// m_i each; piece i then attacks at most what it covers from the squares
// it may reach in m_i moves. Every share is tried for every k (a share
// whose best case, every piece left given every move left, fails is not
// followed further); where one passes, its moving pieces are put on the
// squares of their reach, together, each attacking from its square alone
// (a pawn that may promote with a move to spare as a queen, a knight or a
// pawn anywhere), and one placement must pass (after 256 tried, the share
// passes); squares that attack less of k and the squares around it than
// another square of the same piece are not tried. No piece ends on k (one
// that stays there is taken by the king and attacks nothing), and the
// opponent's king not beside it. A piece of `side` on k must leave (a move
// of `side`'s) or be taken (one of the opponent's, not its last). Where a
// share or a placement passes, the squares around k it leaves unattacked
// need a different piece of `side` each: the cheapest such assignment
// (over the subsets of those squares, each piece taking one) must fit the
// moves left too. No k with a passing share: no mate.
// Castling, one move of king and rook, is two moves more of that side's,
// which two king steps and a rook move cover.

#include "core/types.hpp"
#include "position/position.hpp"

namespace dawson::search {

bool mate_out_of_reach(const position::Position& pos, core::Color side, int own, int other);

// The same argument without the check: can the king of `side` end boxed
// in, every square around it attacked by the opponent or held by a piece
// of its own? A stalemate needs it (search/goal_bound.hpp).
bool box_out_of_reach(const position::Position& pos, core::Color side, int own, int other);

}  // namespace dawson::search
