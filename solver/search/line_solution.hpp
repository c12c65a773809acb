#pragma once
// Turning a line of moves (help or series play) into a Solution: who plays
// each move, its Popeye move number and its mark. The notation is written
// later, by report/solution_text, which replays the line the same way.

#include <span>

#include "position/position.hpp"
#include "search/result.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

// Plays `moves` from `root` (its side to move plays first; with
// Layout::Series the first `numbered` moves are the series side's, each
// played with the side to move reset to it) and numbers and marks them.
// The last move gets the goal's mark (Mate, CheckCapture, …); earlier
// moves get Check when they leave the opponent in check. Help: moves in
// pairs, an odd count starting with the second half of pair 1; series: the
// first `numbered` moves numbered 1, 2, …, the rest keep the last number.
// Series play with `intro` introductory moves (m->ser-…): the line starts
// with the root side's `intro` moves, numbered 1, 2, … and each played with
// the side to move reset to it; the series side's moves follow, numbered
// from 1 again.
Solution line_solution(const position::Position& root, std::span<const position::Move> moves, Layout layout,
                       int numbered, const stipulation::Goal& goal, int intro = 0);

// The goal moves of the side to move at `pos`, each a one-move line (laid
// out as series play: "1.Qf6-d8 #") marked failing: a reflex side (ser-r#,
// White in hr#) that can reach the goal at once must, and fails there;
// Popeye shows those moves marked " ?!?" instead of solutions.
std::vector<Solution> failing_goal_moves(const position::Position& pos, const stipulation::Goal& goal);

}  // namespace dawson::search

namespace dawson::search {

// Replaying a series line (Layout::Series) from its root: before move `i`,
// when its side is not to move, the other side passes (an en passant right
// stays, as in the series search).
inline void replay_pass(position::Position& pos, const Solution& sol, std::size_t i) {
    if (sol.layout != Layout::Series || i == 0 || pos.side_to_move() == sol.moves[i].side) return;
    pos.set_side_to_move(sol.moves[i].side);
}

}  // namespace dawson::search
