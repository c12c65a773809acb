#pragma once
// Which kinds may be HurdleColourChanging, Bul or Dob: Popeye 4.104 allows
// these attributes only on hoppers that hop one hurdle on a line
// (simple hoppers, lions, the contragrasshopper) and refuses it elsewhere.

#include "pieces/catalogue.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

bool hops_one_hurdle(pieces::PieceKind k);

// The one piece strictly between `from` and `to` on their line (the hurdle
// of such a hopper's move), or NoSquare.
core::Square single_hurdle(const position::Position& pos, core::Square from, core::Square to);

}  // namespace dawson::attributes
