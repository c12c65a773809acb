#pragma once
// Patrol's support (Popeye 4.104, conditions/patrol.c), shared by the
// Patrol attribute and the conditions Patrouille and UltraPatrol: a piece
// is supported when a piece of its own side observes its square, within the
// board geometry of the move rules (GridChess).

#include <memory>

#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

// Is the piece on `s` observed by another piece of its own side, that
// piece's observation valid under the move rules other than `self` (the
// rule asking)?
bool supported(const position::Position& pos, core::Square s, const MoveRule* self);

// The patrol rule: a patrol piece (every piece when `every_piece`, the
// condition Patrouille; the pieces with the attribute Patrol otherwise)
// captures and gives check only while supported.
std::shared_ptr<const MoveRule> patrol_rule(bool every_piece);

}  // namespace dawson::movegen
