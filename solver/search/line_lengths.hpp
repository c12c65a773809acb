#pragma once
// Solving a line stipulation (help or series play) length by length, as
// Popeye does: shortest first, each length's solutions printed before the
// next is searched, the solution limit (MaxSolutions) counted across them.

#include <algorithm>
#include <cstddef>
#include <vector>

#include "position/position.hpp"
#include "search/line_path.hpp"
#include "search/line_solution.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

// Searches `pos` for each length of `lengths` (plies or series moves,
// ascending; the last is the stipulation's full length) with
// `lines_of(length, remaining)` and adds the lines found, laid out as
// `layout`, to `section`. Ends when the solution limit `remaining` is used up,
// when the search is stopped, or, with `stop_on_short`, after a length
// shorter than the full one that has solutions. Series play: each line
// starts with `intro` introductory moves (line_solution).
template <class LinesOf>
void solve_lengths(const position::Position& pos, const std::vector<int>& lengths, Layout layout,
                   stipulation::Goal goal, const SolveContext& ctx, bool stop_on_short, std::size_t& remaining,
                   Section& section, LinesOf&& lines_of, int intro = 0) {
    for (int len : lengths) {
        if (remaining == 0) return;
        const std::vector<Line> lines = lines_of(len, remaining);
        if (remaining != kNoLimit) remaining -= std::min(remaining, lines.size());
        for (const Line& l : lines) {
            section.solutions.push_back(line_solution(pos, l.moves, layout, len, goal, intro));
            section.solutions.back().unit = l.unit;
            section.solutions.back().unit.length = len;
        }
        if (ctx.stopped()) return;
        if (stop_on_short && !lines.empty() && len < lengths.back()) {
            section.stopped_short = true;
            return;
        }
    }
}

}  // namespace dawson::search
