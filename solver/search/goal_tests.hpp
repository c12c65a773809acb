#pragma once
// The tests every line-play engine asks at the end of a line: does the side
// to move have a legal move, is it mated or stalemated, and the cheap check
// filter used to generate only the moves that can give check.

#include <array>
#include <string>

#include "movegen/move_list.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

// True when the side to move has at least one legal move (stops at the
// first one; king moves are tried first, they are the usual escapes). Under
// a choice rule (movegen/observation.hpp) the legal moves are those left
// for `choice` (a mate test asks for MateTest).
bool has_legal_move(position::Position& pos, movegen::Choice choice = movegen::Choice::Play);

// Is the side to move checkmated / stalemated / has it reached `goal` (as
// the side on the receiving end)?
bool is_mated(position::Position& pos);
bool is_stalemated(position::Position& pos);
// Position-only goals (stipulation::GoalRule::position_only).
inline bool goal_reached(position::Position& pos, const stipulation::Goal& goal) {
    if (goal == stipulation::Goal::Mate) return is_mated(pos);
    if (goal == stipulation::Goal::Stalemate) return is_stalemated(pos);
    return stipulation::reached_in(pos, goal);
}

// Tells which of the side to move's moves can give check to the opponent's
// king, without playing them. Built once per position.
//
// Why it loses no checking move: the opponent is not in check when we are to
// move. After a move the king on `k` is attacked either (a) by the moved
// piece from its arrival square, or (b) by another piece X of ours whose
// attack the move enabled by changing the occupancy of some square
// (departure, arrival, captured square). Leapers and pawns attack regardless
// of occupancy, so X attacks along a line (rider, hopper, lion, kangaroo,
// locust, equihopper, jump-a-long, nightrider lines, …); such an attack
// depends only on the squares of that line between k and X, plus, for the
// locust, the square behind k. So (b) needs a changed square strictly
// between k and the farthest piece of ours on a ray from k that attacks
// along that ray's kind of line ("sensitive"). A double grasshopper's attack
// depends on the queen lines through k and through the double grasshopper
// (see movegen/attacks.cpp), which are added whole; Hopper Chess makes every
// square sensitive. (a) needs the arrival square on a line or leap of the
// moved kind (after promotion) through k, or on a pawn's attacking square;
// for pure leapers the leap table answers exactly. Every other move is
// reported as "may check" and the caller plays it and tests.
class CheckFilter {
public:
    explicit CheckFilter(const position::Position& pos);
    // False only when `m` certainly does not give check.
    bool may_check(const position::Move& m) const;

private:
    // Squares from which a piece of kind k of ours could attack the king on
    // an empty board (its leaps, its lines through the king, pawn captures).
    core::Bitboard direct_reach(pieces::PieceKind k) const;

    const position::Position& pos_;
    bool rules_;  // the rule set has move rules
    core::Square king_ = core::NoSquare;
    core::Bitboard sensitive_ = 0;  // (b): squares whose occupancy matters (all: no filtering)
};

}  // namespace dawson::search

namespace dawson::search {

// Calls on_move(m) for every legal move of the side to move that reaches
// `goal` against the other side (mate: checks and leaves no legal move;
// stalemate: no check and no legal move; any other goal: its rule). Mate
// and check: only moves that may give check are played (see CheckFilter).
// Returns the number found.
template <class OnMove>
int for_each_goal_move(position::Position& pos, const stipulation::Goal& goal, OnMove&& on_move);

}  // namespace dawson::search

#include "search/goal_moves_impl.hpp"
