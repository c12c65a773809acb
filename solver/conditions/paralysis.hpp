#pragma once
// Madrasi's observation (Popeye 4.104, conditions/madrasi.c), shared by
// Madrasi and Isardam: a piece is observed when an enemy piece of its own
// kind could capture it with its walk. Kings are observed only under
// RexInclusive.

#include "position/position.hpp"

namespace dawson::conditions {

// Is the piece on `s`, moving or observing for `side` (its colour; a
// neutral piece's is the side it plays for), observed by an enemy piece of
// its own kind (a piece of the other side or a neutral piece)?
bool madrasi_observed(const position::Position& pos, core::Square s, core::Color side, bool rex_inclusive);

// Is some piece of either side on the board so observed?
bool any_madrasi_observation(const position::Position& pos, bool rex_inclusive);

}  // namespace dawson::conditions
