#pragma once
// Batch solving of many problems in one oneTBB arena (dawson check, list,
// bench). A fixed set of workers, as many as the arena has threads, takes
// the next problem in collection order; each problem is solved with the
// whole arena allowed to help (the engines fan out their subtrees as TBB
// tasks). So when there are many short problems every thread solves its own
// problem, and when the collection is down to a few long ones the idle
// threads steal the subtrees of those: parallel across problems, and within
// a problem, with never more threads than the arena has. Each problem runs
// isolated (tbb::this_task_arena::isolate), so a thread waiting inside one
// problem never picks up another one, and a finished problem is reported at
// once. One transposition table serves every problem (its entries are
// salted by the play and the rules, so problems never mix their facts).

#include <oneapi/tbb/task_arena.h>

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

#include "problem/problem.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"
#include "search/transposition_table.hpp"

namespace dawson::parallel {

struct BatchOptions {
    int threads = 0;                               // 0: all cores
    std::size_t hash_mb = search::kDefaultHashMb;  // transposition table size
    std::optional<double> max_time;                // seconds per problem (Option MaxTime also counts)
    std::optional<int> max_solutions;              // per twin
    const std::atomic<bool>* interrupt = nullptr;  // raised by Ctrl-C
    search::LiveProgress* live = nullptr;          // nodes and root moves, for a progress line
};

// Live counters a progress display reads while a batch runs.
struct BatchProgress {
    std::atomic<std::size_t> started{0};
    std::atomic<std::size_t> done{0};
};

// Solves the twins of one problem in order (a), b), …) with `ctx`; stops
// after a twin that the time limit or an interrupt stopped. Labels are set
// only when the problem has twins; twinning texts lose their trailing blanks.
// The results are in English (TwinResult::language).
std::vector<search::TwinResult> solve_problem(const problem::Problem& p, const search::SolveContext& ctx);

class BatchRunner {
public:
    using Done = std::function<void(std::size_t i, std::vector<search::TwinResult>&& twins)>;

    explicit BatchRunner(const BatchOptions& opts);

    // Solves *problems[i] for every i. `on_done(i, twins)` is called once per
    // problem solved, as soon as it is done (so in completion order), never
    // by two threads at once. After an interrupt no further problem starts;
    // the problems running then end with status Interrupted and are passed to
    // on_done too.
    void run(const std::vector<const problem::Problem*>& problems, const Done& on_done,
             BatchProgress* progress = nullptr);

    int threads() const { return threads_; }
    bool interrupted() const { return opts_.interrupt && opts_.interrupt->load(std::memory_order_relaxed); }

private:
    BatchOptions opts_;
    int threads_;
    tbb::task_arena arena_;
    search::TranspositionTable tt_;
};

}  // namespace dawson::parallel
