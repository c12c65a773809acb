#pragma once
// The moves played from the root of a line search (help and series play)
// down to the current node, and a finished line as stored in the results.

#include <array>
#include <vector>

#include "core/bitboard.hpp"
#include "position/move.hpp"
#include "search/goal_trail.hpp"
#include "search/split.hpp"

namespace dawson::search {

// A solution line: the moves from the root, in order, and where the split
// of the work found it (search/split.hpp; its length is left to the caller).
struct Line {
    std::vector<position::Move> moves;
    SplitUnit unit;
};

// The current path: pushed and popped as the search descends; copied into
// a task when the search splits.
struct LinePath {
    std::array<position::Move, 128> moves;
    int size = 0;
    SplitUnit unit;  // the split's unit the path is in (--split)
    // What the goal bound (search/goal_bound.hpp) found at the nodes of
    // the path; a node restores what it was given before it returns.
    GoalTrail goal;
    void push(const position::Move& m) { moves[size++] = m; }
    void pop() { --size; }
    Line line() const { return Line{std::vector<position::Move>(moves.begin(), moves.begin() + size), unit}; }
};

}  // namespace dawson::search
