#pragma once
// Texts of the racing game (rules.md 4.5): positions
// `<24 points> <side> <reserve w>/<reserve b> <score w>/<score b> <last>`
// and moves (`*5` enter, `3-11` step, `5=11` build, `20/off` bear off,
// `pass`).

#include <stdexcept>
#include <string>
#include <string_view>

#include "race/move.hpp"
#include "race/position.hpp"

namespace dawson::race {

// A position text that is malformed or describes no valid position; the
// message is one line.
class PositionError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The start position's text.
inline constexpr std::string_view kStartText = "........................ w 14/14 0/0 -";

// Reads a position text; throws PositionError for a wrong length, unknown
// characters, a wall in quadrant A, reserve + board + 2 x score != 14 for a
// colour, or a last scorer that contradicts the scores.
Position parse_position(std::string_view text);

std::string position_text(const Position& pos);
std::string move_text(Move m);

}  // namespace dawson::race
