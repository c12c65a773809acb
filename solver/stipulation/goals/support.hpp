#pragma once
// What the goal definitions share: is a side in check, can it move.

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/legality.hpp"
#include "position/position.hpp"
#include "stipulation/goal.hpp"

namespace dawson::stipulation::goals {

// Does `side` have a legal move in `pos` (asked as if it were to move)?
inline bool can_move(position::Position& pos, core::Color side, movegen::Choice choice = movegen::Choice::Play) {
    const core::Color stm = pos.side_to_move();
    if (stm == side) return movegen::has_legal_move(pos, choice);
    const core::Square ep = pos.ep_square();
    pos.set_ep_square(core::NoSquare);
    pos.set_side_to_move(side);
    const bool r = movegen::has_legal_move(pos, choice);
    pos.set_side_to_move(stm);
    pos.set_ep_square(ep);
    return r;
}

// `side` is checkmated / stalemated in `pos` (as if it were to move).
inline bool mated(position::Position& pos, core::Color side) {
    return movegen::in_check(pos, side) && !can_move(pos, side, movegen::Choice::MateTest);
}
inline bool stalemated(position::Position& pos, core::Color side) {
    return (!movegen::in_check(pos, side) || movegen::suffocated(pos, side)) && !can_move(pos, side);
}

}  // namespace dawson::stipulation::goals
