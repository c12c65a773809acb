#pragma once
// Move generation for the racing game (rules.md 4.5), in a fixed order:
// enters (points ascending), steps (from ascending, then to ascending),
// builds (from ascending), bear-offs (points ascending).

#include "race/move.hpp"
#include "race/position.hpp"

namespace dawson::race {

// The moves colour c could make in `pos` (whoever is to move), without
// passes: enter, step, build, top move (a step or build from a wall) and
// bear off.
void generate_moves(const Position& pos, Colour c, MoveList& out);

// True when colour c has a move in `pos`.
bool has_move(const Position& pos, Colour c);

// How the side to move stands.
enum class TurnState { Moves, Pass, Drawn, Finished };

// The legal turns of the side to move: its moves; a single `pass` when it
// has none but the opponent has one; nothing when the game is finished or
// drawn (neither side has a move).
TurnState generate_legal(const Position& pos, MoveList& out);

}  // namespace dawson::race
