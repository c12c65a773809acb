#pragma once
// Perft for the racing game: the number of turn sequences of a given
// length (a forced pass is one turn; a finished or drawn game has none).

#include <cstdint>
#include <vector>

#include "race/move.hpp"
#include "race/position.hpp"

namespace dawson::race {

std::uint64_t perft(Position& pos, int depth);

// The count below one root move.
struct DivideEntry {
    Move move;
    std::uint64_t nodes = 0;
};

// The count below each legal root move, in generation order, the root
// moves spread over oneTBB tasks (`threads` <= 0: every core).
std::vector<DivideEntry> divide(const Position& pos, int depth, int threads);

}  // namespace dawson::race
