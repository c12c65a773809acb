#include "search/line_solution.hpp"

#include <algorithm>

#include "movegen/attacks.hpp"

namespace dawson::search {

using core::Color;
using position::Move;
using position::Position;

Solution line_solution(const Position& root, std::span<const Move> moves, Layout layout, int numbered,
                       const stipulation::Goal& goal) {
    Solution sol;
    sol.layout = layout;
    Position pos = root;
    const Color series_side = root.side_to_move();
    const int n = static_cast<int>(moves.size());
    const bool odd = n % 2 == 1;
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[i];
        if (layout == Layout::Series && i < numbered && i > 0) {
            pos.set_side_to_move(series_side);
            pos.set_ep_square(core::NoSquare);
        }
        SolutionMove sm;
        sm.move = m;
        sm.side = pos.side_to_move();
        pos.make(m);
        const bool check = movegen::in_check(pos, ~sm.side);
        if (i + 1 == n)
            sm.mark = goal_mark(goal, check);
        else if (check)
            sm.mark = Mark::Check;
        if (layout == Layout::Series) {
            sm.number = std::min(i, numbered - 1) + 1;
        } else {
            // Index of the move within its pair: with an odd count the first
            // move is the second half of pair 1.
            const int k = odd ? i + 1 : i;
            sm.number = k / 2 + 1;
        }
        sol.moves.push_back(sm);
    }
    return sol;
}

}  // namespace dawson::search
