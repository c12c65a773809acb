#include "cli/bench_command.hpp"

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/bench_problems.hpp"
#include "cli/command.hpp"
#include "cli/interrupt.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "parallel/batch.hpp"
#include "problem/popeye_reader.hpp"
#include "report/verdict.hpp"

namespace dawson::cli {

int bench_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("bench", args, pa)) return *rc;
    if (!pa.operands.empty()) return usage_error("bench", "takes no operand (the problems are built in)");
    const problem::ReadResult rr = problem::read_popeye(bench_problems(), "bench");
    if (!rr.ok()) {
        for (const problem::Diagnostic& d : rr.errors) std::cerr << d.to_string() << '\n';
        return BadInput;
    }
    std::vector<const problem::Problem*> problems;
    for (const problem::Problem& p : rr.problems) problems.push_back(&p);

    InterruptGuard sigint;
    parallel::BatchOptions bo;
    bo.threads = pa.has("threads") ? pa.common.threads : 1;
    bo.hash_mb = pa.has("hash") ? pa.common.hash_mb : 16;
    bo.interrupt = sigint.flag();
    parallel::BatchRunner runner(bo);
    std::uint64_t nodes = 0;
    std::size_t unsound = 0;
    const auto t0 = std::chrono::steady_clock::now();
    runner.run(problems, [&](std::size_t i, std::vector<search::TwinResult>&& twins) {
        for (const search::TwinResult& t : twins) nodes += t.stats.nodes;
        if (report::judge_problem(*problems[i], twins).unsound()) ++unsound;
    });
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (sigint.raised()) return Interrupted;

    std::ofstream file;
    if (!pa.common.output.empty() && pa.common.output != "-") {
        file.open(pa.common.output);
        if (!file) return usage_error("bench", "cannot write " + pa.common.output);
    }
    std::ostream& out = file.is_open() ? file : std::cout;
    const double nps = secs > 0 ? static_cast<double>(nodes) / secs : 0;
    if (pa.common.format == "json") {
        out << nlohmann::json{{"problems", problems.size()},
                              {"nodes", nodes},
                              {"seconds", secs},
                              {"nodes_per_second", nps},
                              {"threads", runner.threads()},
                              {"version", DAWSON_VERSION}}
                   .dump()
            << '\n';
    } else {
        char line[160];
        std::snprintf(line, sizeof line, "bench: %zu problems, %llu nodes, %.3f s, %s nodes/s\n", problems.size(),
                      static_cast<unsigned long long>(nodes), secs, format_count(nps).c_str());
        out << line;
    }
    // The bench problems are all sound (they come from problems/); a
    // verdict that is not means the solver is broken.
    if (unsound > 0) {
        std::cerr << "dawson bench: error: " << unsound << " bench problem(s) judged unsound\n";
        return Unsound;
    }
    return Ok;
}

}  // namespace dawson::cli
