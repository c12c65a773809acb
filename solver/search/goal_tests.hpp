#pragma once
// The tests every line-play engine asks at the end of a line: is the side
// to move mated or stalemated, has it reached a goal, which moves reach one.
// Legality and check filtering are movegen's (movegen/legality.hpp).

#include "movegen/legality.hpp"
#include "movegen/move_list.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"
#include "search/goal_memo.hpp"
#include "stipulation/goal.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

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

}  // namespace dawson::search

namespace dawson::search {

// Does a GoalMemo keep the final positions that miss `goal`? Where the
// goal depends on the position after the move alone (not the move, nor,
// as for a goal that allows self-check, the position before it: reaches()),
// and testing it costs more than a look-up: not mate, whose check filter
// leaves few moves to test.
inline bool memo_keeps(const stipulation::Goal& goal) {
    const stipulation::GoalRule& r = stipulation::rule(goal);
    return goal != stipulation::Goal::Mate && r.position_only && !r.self_check_allowed;
}

// Calls on_move(m) for every legal move of the side to move that reaches
// `goal` against the other side (mate: checks and leaves no legal move;
// stalemate: no check and no legal move; any other goal: its rule). Mate
// and check: only moves that may give check are played (movegen::CheckFilter);
// stalemate: only moves that may stalemate (movegen::StalemateFilter).
// Returns the number found; on_move may return false to stop at that move.
// With a memo (search/goal_memo.hpp) and a goal it keeps (memo_keeps), the
// goal is not tested again in a position the memo knows to miss it, and
// the positions found to miss it are added.
template <class OnMove>
int for_each_goal_move(position::Position& pos, const stipulation::Goal& goal, OnMove&& on_move,
                       GoalMemo* memo = nullptr);

}  // namespace dawson::search

#include "search/goal_moves_impl.hpp"
