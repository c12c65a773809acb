#pragma once
// The 24-point track and what a point holds. Points are numbered 1 to 24 in
// four quadrants of six (A = 1-6, B = 7-12, C = 13-18, D = 19-24); both
// players move towards 24.

#include <cstdint>

#include "race/colour.hpp"

namespace dawson::race {

inline constexpr int kPoints = 24;
inline constexpr int kQuadrant = 6;
// Checkers per player.
inline constexpr int kCheckers = 14;

// The quadrant of a point, 0 (A) to 3 (D).
constexpr int quadrant(int point) { return (point - 1) / kQuadrant; }
// The first point of quadrant q.
constexpr int first_point(int q) { return q * kQuadrant + 1; }

// What stands on a point: nothing, one checker, or a wall (two checkers of
// one colour).
enum class Cell : std::uint8_t { Empty, WhiteChecker, BlackChecker, WhiteWall, BlackWall };

constexpr Cell checker(Colour c) { return c == Colour::White ? Cell::WhiteChecker : Cell::BlackChecker; }
constexpr Cell wall(Colour c) { return c == Colour::White ? Cell::WhiteWall : Cell::BlackWall; }
constexpr bool is_wall(Cell x) { return x == Cell::WhiteWall || x == Cell::BlackWall; }
// Checkers on a point: 0, 1 or 2.
constexpr int height(Cell x) { return x == Cell::Empty ? 0 : is_wall(x) ? 2 : 1; }
// True when the point holds checkers of colour c.
constexpr bool owned_by(Cell x, Colour c) { return x == checker(c) || x == wall(c); }

}  // namespace dawson::race
