#pragma once
// The square-colour geometry of BichromChess and MonochromChess (Popeye
// 4.104, conditions/bichrome.c and monochrome.c): every move and every
// observation goes between squares of two colours (bichrome) or of one
// colour (monochrome). Castling is judged by the king's step, except that
// long castling is never allowed: Popeye counts it as neither monochrome
// nor bichrome (e1-c1 keeps the colour, but the rook's a1-d1 changes it).
// Observation is Narrower.

#include <memory>

#include "movegen/move_rule.hpp"

namespace dawson::conditions {

enum class SquareColours { Same, Different };

// The move rule of one of the two conditions.
std::shared_ptr<const movegen::MoveRule> square_colour_rule(SquareColours colours);

}  // namespace dawson::conditions
