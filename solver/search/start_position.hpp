#pragma once
// The position a twin is solved from (pieces, castling rights from the
// diagram, en passant from Option EnPassant), with White to move; engines
// set the side to move their stipulation needs.

#include "position/position.hpp"
#include "problem/problem.hpp"

namespace dawson::search {

// The returned position refers to setup.rules: keep `setup` alive.
position::Position start_position(const problem::Setup& setup);

}  // namespace dawson::search
