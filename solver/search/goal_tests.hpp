#pragma once
// The tests every line-play engine asks at the end of a line: does the side
// to move have a legal move, is it mated or stalemated, and the cheap check
// filter used to generate only the moves that can give check.

#include <string>

#include "movegen/move_list.hpp"
#include "position/position.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

// True when the side to move has at least one legal move (stops at the
// first one; king moves are tried first, they are the usual escapes).
bool has_legal_move(position::Position& pos);

// Is the side to move checkmated / stalemated / has it reached `goal` (as
// the side on the receiving end)?
bool is_mated(position::Position& pos);
bool is_stalemated(position::Position& pos);
inline bool goal_reached(position::Position& pos, stipulation::Goal goal) {
    return goal == stipulation::Goal::Mate ? is_mated(pos) : is_stalemated(pos);
}

// Tells which of the side to move's moves can give check to the opponent's
// king, without playing them. Built once per position.
//
// Why it loses no checking move: after a move the opponent's king on `k` is
// attacked either (a) by the moved piece from its arrival square, or (b) by
// another piece of ours. An attack of kind (b) that did not exist before the
// move (the opponent is not in check when we are to move) must depend on the
// occupancy of some square the move changed: leapers and pawns attack
// regardless of occupancy, and every line-dependent attack (rider, hopper,
// lion, locust, …) only depends on squares on the lines through `k` along
// which some kind of ours attacks, plus the ring around `k` for the locust.
// So a move whose changed squares (departure, arrival, captured square) all
// lie off those lines can only check by (a). (a) is answered exactly for
// pure leapers from the leap table; every other case is reported as "may
// check" and the caller plays the move and tests.
class CheckFilter {
public:
    explicit CheckFilter(const position::Position& pos);
    // False only when `m` certainly does not give check.
    bool may_check(const position::Move& m) const;

private:
    const position::Position& pos_;
    core::Square king_ = core::NoSquare;
    core::Bitboard sensitive_ = 0;  // squares whose occupancy matters (all: no filtering)
};

// The rule set's identity for transposition table salts: its name, promotion
// kinds and flags.
std::string rules_identity(const rules::RuleSet& rules);

}  // namespace dawson::search

namespace dawson::search {

// Calls on_move(m) for every legal move of the side to move that reaches
// `goal` against the other side (mate: checks and leaves no legal move;
// stalemate: no check and no legal move). Mate: only moves that may give
// check are played (see CheckFilter). Returns the number found.
template <class OnMove>
int for_each_goal_move(position::Position& pos, stipulation::Goal goal, OnMove&& on_move);

}  // namespace dawson::search

#include "search/goal_moves_impl.hpp"
