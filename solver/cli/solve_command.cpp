#include "cli/solve_command.hpp"

#include <atomic>
#include <boost/program_options.hpp>
#include <csignal>
#include <iostream>

#include "cli/command.hpp"
#include "parallel/solve_driver.hpp"
#include "problem/read_file.hpp"
#include "report/json_writer.hpp"
#include "report/popeye_writer.hpp"
#include "report/verdict.hpp"

namespace dawson::cli {

namespace po = boost::program_options;

namespace {

// Raised by SIGINT. A signal handler can only reach static storage; this
// flag is the one piece of process-wide state, read by the search through
// StopControl.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void on_sigint(int) { g_interrupted.store(true, std::memory_order_relaxed); }

}  // namespace

int solve_command(const std::vector<std::string>& args) {
    po::options_description opts(
        "Usage: dawson solve [options] FILE…\n\n"
        "Solves every problem of the files (Popeye input language, or Olive YAML for .olv):\n"
        "help play (h#, h=), series play (ser-#, ser-h#, ser-s#, ser-=, ser-h=) and battle play.\n"
        "Exit status: 0 all sound or unjudged, 1 a problem is cooked, unsound, without solution or\n"
        "illegal, 2 bad input, 130 interrupted (Ctrl-C: the solutions found so far are printed).\n\n"
        "Examples:\n"
        "  dawson solve problems/h2.inp\n"
        "  dawson solve --format json --threads 2 --hash 256 a.inp b.olv\n\n"
        "Options");
    std::string format = "text";
    int threads = 0;
    std::size_t hash_mb = 128;
    double max_time = 0;
    int max_solutions = 0;
    std::vector<std::string> files;
    opts.add_options()("help,h", "show this help")(
        "format", po::value(&format)->default_value("text"),
        "text (Popeye style with verdicts), popeye (Popeye's output exactly), json")(
        "threads", po::value(&threads)->default_value(0), "worker threads (0 = all cores)")(
        "hash", po::value(&hash_mb)->default_value(128), "transposition table size in MB (0 = none)")(
        "max-time", po::value(&max_time), "seconds per problem; then print what was found, marked incomplete")(
        "max-solutions", po::value(&max_solutions), "print at most N solutions per twin")(
        "stop-on-short", "stop after the shortest length that has solutions (StopOnShortSolutions)");
    po::options_description hidden;
    hidden.add_options()("file", po::value(&files));
    po::options_description all;
    all.add(opts).add(hidden);
    po::positional_options_description pos;
    pos.add("file", -1);
    po::variables_map vm;
    try {
        po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
        po::notify(vm);
    } catch (const po::error& e) {
        return usage_error("solve", e.what());
    }
    if (vm.count("help")) {
        std::cout << opts << '\n';
        return Ok;
    }
    if (format != "text" && format != "popeye" && format != "json")
        return usage_error("solve", "--format must be text, popeye or json");
    if (threads < 0) return usage_error("solve", "--threads must not be negative");
    if (vm.count("max-time") && max_time <= 0) return usage_error("solve", "--max-time must be positive");
    if (vm.count("max-solutions") && max_solutions < 1) return usage_error("solve", "--max-solutions must be >= 1");
    if (files.empty()) return usage_error("solve", "no problem file given (see dawson solve --help)");

    parallel::DriverOptions dopts;
    dopts.threads = threads;
    dopts.hash_mb = hash_mb;
    if (vm.count("max-time")) dopts.max_time = max_time;
    if (vm.count("max-solutions")) dopts.max_solutions = max_solutions;
    dopts.stop_on_short = vm.count("stop-on-short") > 0;
    dopts.interrupt = &g_interrupted;
    g_interrupted.store(false);
    auto previous = std::signal(SIGINT, on_sigint);

    parallel::SolveDriver driver(dopts);
    bool bad_input = false, unsound = false;
    std::vector<nlohmann::json> json_problems;
    std::vector<std::string> json_errors;
    for (const std::string& f : files) {
        if (driver.interrupted()) break;
        problem::ReadResult rr = problem::read_file(f);
        for (const problem::Diagnostic& d : rr.errors) {
            std::cerr << d.to_string() << '\n';
            json_errors.push_back(d.to_string());
        }
        for (const problem::Entry& e : rr.entries)
            if (!e.problem && !e.unsupported) bad_input = true;
        if (!rr.errors.empty() && rr.problems.empty()) bad_input = true;
        for (const problem::Problem& p : rr.problems) {
            if (driver.interrupted()) break;
            const std::vector<search::TwinResult> twins = driver.solve(p);
            if (report::judge_problem(p, twins).unsound()) unsound = true;
            if (format == "json") {
                json_problems.push_back(report::problem_json(p, twins));
            } else {
                report::write_popeye(std::cout, p, twins, report::TextOptions{format == "text"});
                std::cout.flush();
            }
        }
    }
    if (format == "json") std::cout << report::run_json(json_problems, json_errors).dump(2) << '\n';
    std::cout.flush();
    std::signal(SIGINT, previous);
    if (driver.interrupted()) return Interrupted;
    if (bad_input) return BadInput;
    return unsound ? Unsound : Ok;
}

}  // namespace dawson::cli
