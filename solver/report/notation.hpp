#pragma once
// Popeye's move notation: English piece codes (no letter for pawns), `-` or
// `*`, `=X` promotions, `ep.`, `0-0`, and the locust's `Lb1*f5-g6`.

#include <string>

#include "position/position.hpp"

namespace dawson::report {

// The move as Popeye writes it, without check or mate marks. `before` is the
// position the move is played from.
std::string move_text(const position::Position& before, const position::Move& m);

}  // namespace dawson::report
