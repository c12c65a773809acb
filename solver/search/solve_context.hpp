#pragma once
// Everything a solving engine needs besides the twin itself: how many
// threads it may use, the shared transposition table, when to stop and the
// solution limit. One SolveContext serves a whole run (all files, problems
// and twins); engines only read it.

#include <optional>

#include "search/live_progress.hpp"
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

    bool stopped() const { return stop && stop->stopped(); }
};

}  // namespace dawson::search
