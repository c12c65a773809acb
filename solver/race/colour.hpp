#pragma once
// The two players of the racing game. White moves first.

#include <cstdint>

namespace dawson::race {

// A player of Crispin's Grasshopper (its own type: the game shares nothing
// with chess but the name).
enum class Colour : std::uint8_t { White, Black };

constexpr Colour opponent(Colour c) { return c == Colour::White ? Colour::Black : Colour::White; }
constexpr int index(Colour c) { return static_cast<int>(c); }
// 'w' or 'b', as in position and move texts.
constexpr char colour_char(Colour c) { return c == Colour::White ? 'w' : 'b'; }

}  // namespace dawson::race
