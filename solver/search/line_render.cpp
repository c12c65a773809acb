#include "search/line_render.hpp"

#include "movegen/attacks.hpp"
#include "report/notation.hpp"

namespace dawson::search {

using core::Color;
using position::Move;
using position::Position;

namespace {

// A move number as Popeye writes it inside a line: the first after one
// blank, the others right-aligned in three columns after one blank
// ("   2.", "  10.").
std::string move_number(int number, bool first) {
    std::string n = std::to_string(number);
    if (!first && n.size() < 3) n.insert(0, 3 - n.size(), ' ');
    return " " + n + ".";
}

}  // namespace

Solution render_line(const Position& root, std::span<const Move> moves, LineStyle style, int numbered,
                     const stipulation::Goal& goal, problem::Language language) {
    Solution sol;
    Position pos = root;
    const Color series_side = root.side_to_move();
    const int n = static_cast<int>(moves.size());
    std::string line = " ";
    for (int i = 0; i < n; ++i) {
        const Move& m = moves[i];
        if (style == LineStyle::Series && i < numbered && i > 0) {
            pos.set_side_to_move(series_side);
            pos.set_ep_square(core::NoSquare);
        }
        SolutionMove sm;
        sm.move = m;
        sm.side = pos.side_to_move();
        sm.text = report::move_text(pos, m, language);
        pos.make(m);
        const bool last = i + 1 == n;
        const bool check = movegen::in_check(pos, ~sm.side);
        if (last)
            sm.mark = goal_mark(goal, check);
        else if (check)
            sm.mark = Mark::Check;

        std::string prefix;
        if (style == LineStyle::Help) {
            const bool odd = n % 2 == 1;
            // Index of the move within its pair: with an odd count the first
            // move is the second half of pair 1.
            const int k = odd ? i + 1 : i;
            sm.number = k / 2 + 1;
            if (odd && i == 0)
                prefix = " 1...";
            else if (k % 2 == 0)
                prefix = move_number(sm.number, i == 0);
            else
                prefix = " ";
        } else {
            sm.number = std::min(i, numbered - 1) + 1;
            if (i < numbered)
                prefix = move_number(sm.number, i == 0);
            else
                prefix = " ";
        }
        line += prefix + sm.text + std::string(mark_suffix(sm.mark));
        sol.moves.push_back(std::move(sm));
    }
    sol.lines.push_back(std::move(line));
    return sol;
}

}  // namespace dawson::search
