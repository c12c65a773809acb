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
Solution line_solution(const position::Position& root, std::span<const position::Move> moves, Layout layout,
                       int numbered, const stipulation::Goal& goal);

}  // namespace dawson::search
