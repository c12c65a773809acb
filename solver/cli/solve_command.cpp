#include "cli/solve_command.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <fstream>
#include <iostream>
#include <iterator>

#include "cli/collection.hpp"
#include "cli/command.hpp"
#include "cli/interrupt.hpp"
#include "cli/options.hpp"
#include "cli/problem_output.hpp"
#include "cli/progress.hpp"
#include "cli/shard.hpp"
#include "cli/solve_part.hpp"
#include "cli/variant.hpp"
#include "parallel/solve_driver.hpp"
#include "problem/encoding.hpp"
#include "problem/fen_problem.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/read_file.hpp"
#include "report/json_writer.hpp"
#include "report/jsonl_report.hpp"
#include "rules/rule_set.hpp"

namespace dawson::cli {

namespace {

// `dawson solve --split K/N FILE`: the K-th of N parts of the work of the
// one problem of FILE, written to `out` as JSON (cli/solve_part.hpp) for
// `dawson merge`. `asked`: the --language given.
int solve_split(const ParsedArgs& pa, const std::vector<std::string>& files, parallel::DriverOptions dopts,
                std::optional<problem::Language> asked, std::ostream& out) {
    Shard k;
    if (!parse_shard(pa.str("split"), k))
        return usage_error("solve", "--split must be K/N with 1 <= K <= N, not '" + pa.str("split") + "'");
    if (pa.has("fen")) return usage_error("solve", "--split needs a problem file, not --fen");
    if (files.size() != 1 || pa.operands.size() != 1)
        return usage_error("solve", "--split needs one problem file (a file with one problem)");
    if (pa.has("format") && pa.common.format != "json")
        return usage_error("solve", "--split writes its part as JSON; dawson merge --format chooses the format");
    PartProblem prob;
    prob.file = files.front();
    prob.input_format = pa.common.input_format;
    std::string raw;
    problem::ReadResult rr;
    if (prob.file == "-") {
        raw.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else if (std::ifstream in(prob.file, std::ios::binary); in) {
        raw.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    } else {
        rr = problem::read_file(prob.file, prob.input_format);  // says why it cannot be read
    }
    if (rr.errors.empty()) rr = problem::read_text(raw, prob.file, prob.input_format);
    for (const problem::Diagnostic& w : rr.warnings) std::cerr << w.to_string() << '\n';
    for (const problem::Diagnostic& d : rr.errors) std::cerr << d.to_string() << '\n';
    if (rr.entries.size() != 1)
        return usage_error("solve", prob.file + ": --split needs a file with one problem (this one has " +
                                        std::to_string(rr.entries.size()) + ")");
    if (rr.problems.size() != 1) return usage_error("solve", prob.file + ": --split: the problem cannot be solved");
    const problem::Problem& p = rr.problems.front();
    prob.text = problem::decode_input(raw);
    prob.id = report::problem_id(p);
    dopts.split = search::Split{k.k, k.n};
    dopts.live = nullptr;
    parallel::SolveDriver driver(dopts);
    const std::vector<search::TwinResult> twins = driver.solve(p);
    const PartOptions options{dopts.max_solutions, dopts.stop_on_short, asked};
    out << part_json(*dopts.split, prob, options, twins).dump() << '\n';
    out.flush();
    if (!out)
        return usage_error("solve", "cannot write " + (pa.common.output.empty() ? "the output" : pa.common.output));
    return driver.interrupted() ? Interrupted : Ok;
}

}  // namespace

int solve_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("solve", args, pa)) return *rc;
    const std::string& format = pa.common.format;
    // One position from the command line (--fen, --stip, --variant, --option)
    // instead of problem files.
    const bool from_fen = pa.has("fen");
    if (from_fen) {
        if (!pa.operands.empty()) return usage_error("solve", "give either --fen or problem files, not both");
        if (!pa.has("stip")) return usage_error("solve", "--fen needs --stip (see dawson solve --help)");
    } else {
        for (const char* only : {"stip", "variant", "option"})
            if (pa.has(only)) return usage_error("solve", std::string("--") + only + " needs --fen");
    }
    const rules::RuleSet* variant = nullptr;
    if (pa.has("variant")) {
        std::string error;
        variant = find_variant(pa.str("variant"), error);
        if (!variant) return usage_error("solve", error);
    }
    problem::Options fen_options;
    if (pa.has("option"))
        if (auto d = problem::read_popeye_options(pa.str("option"), "--option", fen_options)) {
            std::cerr << d->to_string() << '\n';
            return BadInput;
        }
    // --language: the language of the answers; none: each problem's own, as
    // in Popeye (JSON stays English unless asked).
    std::optional<problem::Language> language;
    if (pa.has("language")) {
        const std::string& l = pa.str("language");
        if (l == "en")
            language = problem::Language::English;
        else if (l == "de")
            language = problem::Language::German;
        else if (l == "fr")
            language = problem::Language::French;
        else
            return usage_error("solve", "unknown --language '" + l + "' (en, de or fr)");
    }
    const std::optional<problem::Language> asked_language = language;
    if (format == "json" && !language) language = problem::Language::English;
    std::vector<std::string> operand_errors;
    const std::vector<std::string> files =
        from_fen ? std::vector<std::string>{"--fen"} : expand_operands(pa.operands, operand_errors);
    for (const std::string& e : operand_errors) std::cerr << e << '\n';
    if (!from_fen && pa.operands.empty())
        return usage_error("solve", "no problem file given (see dawson solve --help)");
    std::ofstream out_file;
    if (!pa.common.output.empty() && pa.common.output != "-") {
        out_file.open(pa.common.output);
        if (!out_file) return usage_error("solve", "cannot write " + pa.common.output);
    }
    std::ostream& out = out_file.is_open() ? out_file : std::cout;

    parallel::DriverOptions dopts;
    dopts.threads = pa.common.threads;
    dopts.hash_mb = pa.common.hash_mb;
    dopts.max_time = pa.common.max_time;
    dopts.max_solutions = pa.common.max_solutions;
    dopts.stop_on_short = pa.has("stop-on-short");
    dopts.language = language;
    search::LiveProgress live;
    dopts.live = &live;
    const InterruptGuard sigint;
    dopts.interrupt = sigint.flag();

    if (pa.has("split")) return solve_split(pa, files, dopts, asked_language, out);

    parallel::SolveDriver driver(dopts);
    bool bad_input = !operand_errors.empty(), unsound = false;
    const auto t0 = std::chrono::steady_clock::now();
    ProgressDisplay progress(std::cerr, progress_wanted(pa.common.progress), [&] {
        const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return problem_progress_line(live.root_done.load(), live.root_total.load(), live.nodes.load(), secs);
    });
    std::vector<nlohmann::json> json_problems;
    std::vector<std::string> json_errors;
    // Popeye's `Protocol FILE`: from that problem on, the output is also
    // appended to FILE (a later Protocol switches to another file).
    std::ofstream protocol;
    std::string protocol_name;
    for (const std::string& f : files) {
        if (driver.interrupted()) break;
        problem::ReadResult rr;
        if (from_fen) {
            rr = problem::problem_from_fen(pa.str("fen"), pa.str("stip"), fen_options, {}, variant);
        } else if (f == "-") {
            const std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
            rr = problem::read_text(text, "-", pa.common.input_format);
        } else {
            rr = problem::read_file(f, pa.common.input_format);
        }
        for (const problem::Diagnostic& w : rr.warnings) std::cerr << w.to_string() << '\n';
        for (const problem::Diagnostic& d : rr.errors) {
            std::cerr << d.to_string() << '\n';
            json_errors.push_back(d.to_string());
        }
        for (const problem::Entry& e : rr.entries)
            if (!e.problem && !e.unsupported) bad_input = true;
        // A file none of whose problems Dawson solves (each malformed or
        // refused, when read or when solved) is bad input.
        bool solved_in_file = false;
        bool refused_in_file = !rr.errors.empty();
        for (const problem::Problem& p : rr.problems) {
            if (driver.interrupted()) break;
            if (!p.protocol.empty() && p.protocol != protocol_name) {
                protocol_name = p.protocol;
                protocol.close();
                protocol.clear();
                protocol.open(protocol_name, std::ios::app);
                if (!protocol) {
                    std::cerr << f << "#" << p.index << ": error: cannot write protocol file " << protocol_name << '\n';
                    bad_input = true;
                }
            }
            live.reset();
            const std::vector<search::TwinResult> twins = driver.solve(p);
            // Exit status 1 also for a problem the time limit left unsolved.
            if (problem_fails(p, twins)) unsound = true;
            // A twin refused while solving ("unsupported option: NonTrivial
            // with direct play") is named on stderr as a refusal when
            // reading is.
            std::vector<std::string> refusals;
            std::size_t refused = 0;
            for (const search::TwinResult& t : twins) {
                if (t.status != search::TwinStatus::Unsupported) continue;
                ++refused;
                if (std::find(refusals.begin(), refusals.end(), t.message) == refusals.end())
                    refusals.push_back(t.message);
            }
            for (const std::string& why : refusals) {
                const problem::Diagnostic d = problem::Diagnostic::at(f, p.where.line, p.where.column, why);
                std::cerr << d.to_string() << '\n';
                json_errors.push_back(d.to_string());
            }
            if (refused < twins.size()) solved_in_file = true;
            if (!refusals.empty()) refused_in_file = true;
            if (format == "json") {
                json_problems.push_back(report::problem_json(p, twins));
            } else {
                const std::string bytes =
                    problem_output(f, p, twins, OutputStyle{format, pa.common.quiet, language, rr.encoding});
                progress.print_above(out, bytes);
                if (!pa.common.quiet && protocol.is_open()) protocol << bytes << std::flush;
            }
        }
        if (refused_in_file && !solved_in_file) bad_input = true;
    }
    progress.stop();
    if (format == "json") out << report::run_json(json_problems, json_errors).dump(2) << '\n';
    out.flush();
    if (driver.interrupted()) return Interrupted;
    if (bad_input) return BadInput;
    return unsound ? Unsound : Ok;
}

}  // namespace dawson::cli
