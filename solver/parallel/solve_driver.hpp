#pragma once
// The solving driver: runs every twin of a problem through
// search::solve_twin inside one oneTBB arena of the requested size, with
// one transposition table (sized by --hash, kept across twins and
// problems) and one stop control (per-problem time budget, Ctrl-C). The
// results are in the language of DriverOptions::language
// (TwinResult::language: the twinning texts, and the notation a report
// writes their solutions in).

#include <oneapi/tbb/global_control.h>
#include <oneapi/tbb/task_arena.h>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "problem/problem.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"
#include "search/split.hpp"
#include "search/transposition_table.hpp"

namespace dawson::parallel {

// The number of worker threads for a --threads value (0: every core).
int resolve_threads(int threads);

struct DriverOptions {
    int threads = 0;                               // 0: all cores
    std::size_t hash_mb = search::kDefaultHashMb;  // transposition table size
    std::optional<double> max_time;                // seconds per problem
    std::optional<int> max_solutions;              // per twin
    bool stop_on_short = false;
    const std::atomic<bool>* interrupt = nullptr;  // raised by Ctrl-C
    search::LiveProgress* live = nullptr;          // for the progress line
    // Language of the move texts, solution lines and twin texts; none: each
    // problem's own (Popeye's rule: the language of its first word).
    std::optional<problem::Language> language;
    // --split K/N: only that part of the work below each root (see
    // search/split.hpp); none: all of it.
    std::optional<search::Split> split;
};

class SolveDriver {
public:
    explicit SolveDriver(const DriverOptions& opts);

    // Solves every twin of `p` in order (a), b), …). Stops early, leaving the
    // remaining twins out, when the time limit or an interrupt stops a twin.
    std::vector<search::TwinResult> solve(const problem::Problem& p);

    int threads() const { return threads_; }
    bool interrupted() const { return stop_.reason() == search::StopReason::Interrupted; }

private:
    DriverOptions opts_;
    int threads_;
    // Lets oneTBB start more workers than cores when --threads asks for it
    // (only then; it lives as long as the driver).
    std::unique_ptr<tbb::global_control> more_workers_;
    tbb::task_arena arena_;
    search::TranspositionTable tt_;
    search::StopControl stop_;
};

}  // namespace dawson::parallel
