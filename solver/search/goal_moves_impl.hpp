#pragma once
// Template implementation of for_each_goal_move (included by goal_tests.hpp).

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"

namespace dawson::search {

template <class OnMove>
int for_each_goal_move(position::Position& pos, stipulation::Goal goal, OnMove&& on_move) {
    const core::Color us = pos.side_to_move(), them = ~us;
    const bool mate = goal == stipulation::Goal::Mate;
    movegen::MoveList ml;
    movegen::generate_candidates(pos, ml);
    const CheckFilter filter(pos);
    int found = 0;
    for (const position::Move& m : ml) {
        if (mate && !filter.may_check(m)) continue;
        position::Undo u = pos.make(m);
        if (movegen::in_check(pos, them) == mate && !movegen::in_check(pos, us) &&
            !has_legal_move(pos, mate ? movegen::Choice::MateTest : movegen::Choice::Play)) {
            pos.unmake(m, u);
            on_move(m);
            ++found;
            continue;
        }
        pos.unmake(m, u);
    }
    return found;
}

}  // namespace dawson::search
