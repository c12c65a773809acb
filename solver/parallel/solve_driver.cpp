#include "parallel/solve_driver.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>

#include "search/solve_twin.hpp"

namespace dawson::parallel {

namespace {

int resolve_threads(int t) { return t > 0 ? t : std::max(1, tbb::info::default_concurrency()); }

}  // namespace

SolveDriver::SolveDriver(const DriverOptions& opts)
    : opts_(opts),
      threads_(resolve_threads(opts.threads)),
      more_workers_(threads_ > tbb::info::default_concurrency()
                        ? std::make_unique<tbb::global_control>(tbb::global_control::max_allowed_parallelism,
                                                                static_cast<std::size_t>(threads_))
                        : nullptr),
      arena_(threads_),
      tt_(opts.hash_mb * 1024 * 1024),
      stop_(opts.interrupt) {}

std::vector<search::TwinResult> SolveDriver::solve(const problem::Problem& p) {
    std::optional<double> budget = opts_.max_time;
    if (p.setup.options.max_time)
        budget = budget ? std::min(*budget, *p.setup.options.max_time) : *p.setup.options.max_time;
    stop_.arm(budget);

    search::SolveContext ctx;
    ctx.threads = threads_;
    ctx.tt = &tt_;
    ctx.stop = &stop_;
    ctx.max_solutions = opts_.max_solutions;
    ctx.stop_on_short = opts_.stop_on_short;
    ctx.progress = opts_.live;

    std::vector<search::TwinResult> out;
    const bool twinned = !p.twins.empty();
    auto run = [&](const problem::Setup& setup, const std::string& label, const std::string& text) {
        search::TwinResult r;
        arena_.execute([&] { r = search::solve_twin(setup, ctx); });
        r.label = twinned ? label : "";
        r.twin_text = text;
        out.push_back(std::move(r));
        return out.back().status != search::TwinStatus::TimeLimit &&
               out.back().status != search::TwinStatus::Interrupted;
    };
    if (!run(p.setup, "a)", "")) return out;
    for (const problem::Twin& t : p.twins) {
        std::string text = t.text;
        while (!text.empty() && text.back() == ' ') text.pop_back();
        if (!run(t.setup, t.label, text)) break;
    }
    return out;
}

}  // namespace dawson::parallel
