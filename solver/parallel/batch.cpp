#include "parallel/batch.hpp"

#include <oneapi/tbb/info.h>
#include <oneapi/tbb/task_group.h>

#include <algorithm>
#include <mutex>

#include "parallel/solve_driver.hpp"
#include "search/solve_twin.hpp"
#include "search/stop_control.hpp"

namespace dawson::parallel {

namespace {

bool stopped_early(const search::TwinResult& r) {
    return r.status == search::TwinStatus::TimeLimit || r.status == search::TwinStatus::Interrupted;
}

}  // namespace

std::vector<search::TwinResult> solve_problem(const problem::Problem& p, const search::SolveContext& ctx) {
    std::vector<search::TwinResult> out;
    const bool twinned = !p.twins.empty();
    if (!p.zero_position) {  // a zero position is not solved itself
        search::TwinResult a = search::solve_twin(p.setup, ctx);
        a.label = twinned ? "a)" : "";
        out.push_back(std::move(a));
        if (stopped_early(out.back())) return out;
    }
    for (const problem::Twin& t : p.twins) {
        search::TwinResult r = search::solve_twin(t.setup, ctx);
        r.label = t.label;
        r.twin_text = t.text;
        while (!r.twin_text.empty() && r.twin_text.back() == ' ') r.twin_text.pop_back();
        out.push_back(std::move(r));
        if (stopped_early(out.back())) break;
    }
    return out;
}

BatchRunner::BatchRunner(const BatchOptions& opts)
    : opts_(opts), threads_(resolve_threads(opts.threads)), arena_(threads_), tt_(opts.hash_mb * 1024 * 1024) {}

void BatchRunner::run(const std::vector<const problem::Problem*>& problems, const Done& on_done,
                      BatchProgress* progress) {
    std::atomic<std::size_t> next{0};
    std::mutex done_mutex;
    auto worker = [&] {
        for (;;) {
            if (interrupted()) return;
            const std::size_t i = next.fetch_add(1, std::memory_order_relaxed);
            if (i >= problems.size()) return;
            if (progress) progress->started.fetch_add(1, std::memory_order_relaxed);
            const problem::Problem& p = *problems[i];
            std::optional<double> budget = opts_.max_time;
            if (p.setup.options.max_time)
                budget = budget ? std::min(*budget, *p.setup.options.max_time) : *p.setup.options.max_time;
            search::StopControl stop(opts_.interrupt);
            stop.arm(budget);
            search::SolveContext ctx;
            ctx.threads = threads_;
            ctx.tt = opts_.hash_mb > 0 ? &tt_ : nullptr;
            ctx.stop = &stop;
            ctx.max_solutions = opts_.max_solutions;
            ctx.progress = opts_.live;
            std::vector<search::TwinResult> twins;
            tbb::this_task_arena::isolate([&] { twins = solve_problem(p, ctx); });
            {
                std::lock_guard lock(done_mutex);
                on_done(i, std::move(twins));
            }
            if (progress) progress->done.fetch_add(1, std::memory_order_relaxed);
        }
    };
    arena_.execute([&] {
        tbb::task_group g;
        const int workers = std::min<std::size_t>(threads_, std::max<std::size_t>(1, problems.size()));
        for (int w = 1; w < workers; ++w) g.run(worker);
        worker();
        g.wait();
    });
}

}  // namespace dawson::parallel
