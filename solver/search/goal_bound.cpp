#include "search/goal_bound.hpp"

#include "movegen/stalemate_filter.hpp"

namespace dawson::search {

GoalBound goal_bound(stipulation::Goal goal, const position::Position& root) {
    if (!movegen::orthodox_play(root)) return nullptr;
    if (goal == stipulation::Goal::Mate) return mate_out_of_reach;
    if (goal == stipulation::Goal::Stalemate) return stalemate_out_of_reach;
    return nullptr;
}

}  // namespace dawson::search
