#pragma once
// Popeye's move notation: the language's piece codes (no letter for pawns), `-` or
// `*`, `=X` promotions, `ep.`, `0-0`, the locust's `Lb1*f5-g6`, MarsCirce's
// `Qf2-d1*a1`, and what conditions add, read from the move's journal:
// rebirths `[+bSb8]`, `[wKe4->e1]`, colour changes `=w`, SingleBox's latent
// pawns `[h1=S]` (Type2, after the move) and `[e8=R]Qd8-d4` (Type3, before).

#include <string>

#include "position/position.hpp"
#include "problem/language.hpp"

namespace dawson::report {

// The move as Popeye writes it in language `l` (piece codes, colour letters
// of rebirths), without check or mate marks. `before` is the position the
// move is played from.
std::string move_text(const position::Position& before, const position::Move& m, problem::Language l);

}  // namespace dawson::report
