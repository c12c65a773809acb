#pragma once
// A chess diagram as an inline SVG element, for the HTML listing: the board
// with light and shaded squares, a frame, and the pieces. Orthodox pieces
// are the chess glyphs of the font (white ones drawn as a white body under
// the outline glyph, so they print well); the grasshopper is an upside-down
// queen, as in print; every other fairy piece is its Popeye code in a
// circle (white: black letters on white, black: white letters on black).
// The SVG carries a text description of the position for screen readers.

#include <string>

#include "problem/problem.hpp"

namespace dawson::report {

// `square` is the side of one square in pixels.
std::string svg_diagram(const problem::Setup& setup, int square = 30);

}  // namespace dawson::report
