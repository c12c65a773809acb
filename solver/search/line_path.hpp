#pragma once
// The moves played from the root of a line search (help and series play)
// down to the current node, and a finished line as stored in the results.

#include <array>
#include <vector>

#include "position/move.hpp"

namespace dawson::search {

// A solution line: the moves from the root, in order.
using Line = std::vector<position::Move>;

// The current path: pushed and popped as the search descends; copied into
// a task when the search splits.
struct LinePath {
    std::array<position::Move, 128> moves;
    int size = 0;
    void push(const position::Move& m) { moves[size++] = m; }
    void pop() { --size; }
    Line line() const { return Line(moves.begin(), moves.begin() + size); }
};

}  // namespace dawson::search
