#pragma once
// Patrouille's support (Popeye 4.104, conditions/patrol.c): a piece is
// supported when a piece of its own side observes its square, within the
// board geometry of the move rules (GridChess).

#include "position/position.hpp"

namespace dawson::conditions {

// Is the piece on `s` observed by another piece of its own side?
bool supported(const position::Position& pos, core::Square s);

}  // namespace dawson::conditions
