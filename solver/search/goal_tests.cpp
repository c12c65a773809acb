#include "search/goal_tests.hpp"

#include "movegen/attacks.hpp"
#include "movegen/legality.hpp"

namespace dawson::search {

using position::Position;

bool is_mated(Position& pos) {
    return movegen::in_check(pos, pos.side_to_move()) && !movegen::has_legal_move(pos, movegen::Choice::MateTest);
}

bool is_stalemated(Position& pos) {
    const core::Color us = pos.side_to_move();
    return (!movegen::in_check(pos, us) || movegen::suffocated(pos, us)) && !movegen::has_legal_move(pos);
}

}  // namespace dawson::search
