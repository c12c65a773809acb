#pragma once
// Perft with the root moves spread over oneTBB worker threads. Each task
// works on its own copy of the position.

#include <cstdint>
#include <vector>

#include "movegen/perft.hpp"

namespace dawson::parallel {

// Same result as movegen::divide; `threads` <= 0 means all cores.
std::vector<movegen::DivideEntry> parallel_divide(const position::Position& pos, int depth, int threads);

}  // namespace dawson::parallel
