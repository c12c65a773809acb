#pragma once
// Kings that move with other walks while in check (Popeye 4.104,
// conditions/transmuting_kings/): which enemy kinds observe a king, and the
// moves of a king with another kind's walk.

#include <cstdint>

#include "movegen/move_list.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

// The kinds of the enemy pieces that observe, with their walks, the square
// of the piece on `s`.
pieces::KindSet observing_kinds(const position::Position& pos, core::Square s);

// Appends the moves of the king on `from` made with the walk of `kind` (the
// piece stays a king).
void add_moves_as(const position::Position& pos, core::Square from, pieces::PieceKind kind, movegen::MoveList& out);

}  // namespace dawson::conditions
