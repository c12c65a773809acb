#include "search/line_solution.hpp"

#include <algorithm>

#include "movegen/attacks.hpp"
#include "search/play_end.hpp"

namespace dawson::search {

using core::Color;
using position::Move;
using position::Position;

Solution line_solution(const Position& root, std::span<const Move> moves, Layout layout, int numbered,
                       const stipulation::Goal& goal, int intro) {
    Solution sol;
    sol.layout = layout;
    sol.intro = intro;
    Position pos = root;
    const int n = static_cast<int>(moves.size());
    const bool odd = n % 2 == 1;
    int played = 0;      // series moves played (after the introduction)
    bool parry = false;  // move i parries the check of the series move before it (pser-, phser-)
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[i];
        if (layout == Layout::Series && i > 0 && i < intro) {
            // The series side passes between introductory moves.
            pos.set_side_to_move(sol.moves.back().side);
            pos.set_ep_square(core::NoSquare);
        } else if (layout == Layout::Series && i > intro && played < numbered) {
            // A series move checks only in parry series play: the opponent
            // parries; else it passes before the next series move.
            parry = !parry && movegen::in_check(pos, pos.side_to_move());
            if (!parry && pos.side_to_move() != sol.moves[intro].side) {
                pos.set_side_to_move(sol.moves[intro].side);
                pos.set_ep_square(core::NoSquare);
            }
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
            if (i < intro)
                sm.number = i + 1;
            else if (played < numbered && !parry)
                sm.number = ++played;
            else if (i > intro && sm.side == sol.moves[intro].side)
                sm.number = played + 1;  // the series side's forced move after ser-hs's help move
            else
                sm.number = std::max(played, 1);
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

std::vector<Solution> failing_goal_moves(const Position& pos, const stipulation::Goal& goal) {
    Position p = pos;
    std::vector<Solution> out;
    for (const Move& m : goal_moves(p, goal)) {
        const Move one[] = {m};
        out.push_back(line_solution(pos, one, Layout::Series, 1, goal));
        out.back().fails = true;
    }
    return out;
}

}  // namespace dawson::search
