#pragma once
// Perft: the number of legal move paths of a given length, counted with bulk
// counting at the last ply. The standard check of a move generator.

#include <cstdint>
#include <vector>

#include "position/position.hpp"

namespace dawson::movegen {

std::uint64_t perft(position::Position& pos, int depth);

// The count below each legal root move, in generation order.
struct DivideEntry {
    position::Move move;
    std::uint64_t nodes = 0;
};
std::vector<DivideEntry> divide(position::Position& pos, int depth);

}  // namespace dawson::movegen
