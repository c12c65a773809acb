#pragma once
// Everything a solving engine needs besides the twin itself: how many
// threads it may use, the shared transposition table, when to stop and the
// solution limit. The driver keeps one SolveContext per problem (all its twins);
// engines only read it.

#include <algorithm>
#include <cstddef>
#include <limits>
#include <optional>

#include "problem/problem.hpp"
#include "search/live_progress.hpp"
#include "search/split.hpp"
#include "search/stop_control.hpp"
#include "search/transposition_table.hpp"

namespace dawson::search {

struct SolveContext {
    int threads = 1;                    // worker threads (>= 1)
    TranspositionTable* tt = nullptr;   // may be null: no table
    const StopControl* stop = nullptr;  // may be null: never stop
    std::optional<int> max_solutions;   // --max-solutions / Option MaxSolutions
    bool stop_on_short = false;         // StopOnShortSolutions from the command line
    LiveProgress* progress = nullptr;   // may be null: nobody watches
    const Split* split = nullptr;       // --split K/N: this part of the work; null: all of it
    // Option GoalIsEnd of the twin, for help and series play (set by
    // solve_help, solve_series): the side that does not make the goal move
    // may not reach the goal either (h, ser-h).
    bool goal_is_end = false;

    bool stopped() const { return stop && stop->stopped(); }
};

inline constexpr std::size_t kNoLimit = std::numeric_limits<std::size_t>::max();

// The number of solutions to keep for a twin: the smaller of --max-solutions
// and Option MaxSolutions, or kNoLimit.
inline std::size_t solution_limit(const problem::Setup& setup, const SolveContext& ctx) {
    std::size_t n = kNoLimit;
    if (ctx.max_solutions) n = static_cast<std::size_t>(std::max(0, *ctx.max_solutions));
    if (setup.options.max_solutions)
        n = std::min(n, static_cast<std::size_t>(std::max(0, *setup.options.max_solutions)));
    return n;
}

}  // namespace dawson::search
