#include "parallel/solve_driver.hpp"

#include <oneapi/tbb/info.h>

#include <algorithm>

#include "problem/twinning.hpp"
#include "search/solve_twin.hpp"

namespace dawson::parallel {

int resolve_threads(int threads) { return threads > 0 ? threads : std::max(1, tbb::info::default_concurrency()); }

namespace {

// The twinning text of twin `i` of `p` in language `l`: the text read with
// the problem when `l` is its own language, else the twin's commands applied
// again in `l`.
std::string twin_text(const problem::Problem& p, std::size_t i, problem::Language l) {
    const problem::Twin& t = p.twins[i];
    std::string text = t.text;
    if (l != p.language) {
        problem::TwinBuilder b(t.continued && i > 0 ? p.twins[i - 1].setup : p.setup, l);
        bool applied = true;
        for (const problem::TwinOp& op : t.ops) applied = applied && !b.apply(op);
        if (applied) text = b.text();
    }
    while (!text.empty() && text.back() == ' ') text.pop_back();
    return text;
}

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
    ctx.split = opts_.split ? &*opts_.split : nullptr;
    const problem::Language language = opts_.language.value_or(p.language);

    std::vector<search::TwinResult> out;
    const bool twinned = !p.twins.empty();
    auto run = [&](const problem::Setup& setup, const std::string& label, const std::string& text) {
        search::TwinResult r;
        arena_.execute([&] { r = search::solve_twin(setup, ctx); });
        r.label = twinned ? label : "";
        r.twin_text = text;
        r.language = language;
        out.push_back(std::move(r));
        return out.back().status != search::TwinStatus::TimeLimit &&
               out.back().status != search::TwinStatus::Interrupted;
    };
    if (!p.zero_position && !run(p.setup, "a)", "")) return out;
    for (std::size_t i = 0; i < p.twins.size(); ++i)
        if (!run(p.twins[i].setup, p.twins[i].label, twin_text(p, i, language))) break;
    return out;
}

}  // namespace dawson::parallel
