#pragma once
// Which kinds may be HurdleColourChanging, Bul or Dob: Popeye 4.104
// (solving/machinery/twin.c) allows these attributes only on hoppers that
// hop one hurdle: the simple hoppers (the grasshopper family, the
// equihoppers and orixes, the king- and knighthoppers, the angle hoppers
// moose, eagle and sparrow), the Chinese riders, the lions and the
// contragrasshopper; it refuses them elsewhere.

#include "pieces/catalogue.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

bool hops_one_hurdle(pieces::PieceKind k);

// The one piece strictly between `from` and `to` on their line (the hurdle
// of such a hopper's move), or NoSquare.
core::Square single_hurdle(const position::Position& pos, core::Square from, core::Square to);

// The hurdle of the move `from`-`to` of a piece of kind `k` (one for which
// hops_one_hurdle() holds): the one piece on the line between (hoppers,
// lions, a Chinese rider's capture), the piece midway (equihoppers, king-
// and knighthoppers), the first piece on a line from `from` one step from
// `to` at the kind's angle (angle hoppers); NoSquare for a move without
// one (a Chinese rider's non-capturing move). A hurdle-colour-changing
// angle hopper's move names its hurdle (`angle_hurdle`, its Move::aux:
// two hurdles may lead to one arrival). (A Bul or Dob angle hopper's move
// is one per arrival, its hurdle the first found.)
core::Square hurdle_of(const position::Position& pos, pieces::PieceKind k, core::Square from, core::Square to,
                       core::Square angle_hurdle = core::NoSquare);

}  // namespace dawson::attributes
