#include "cli/check_command.hpp"

#include <charconv>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>
#include <sstream>

#include "cli/collection.hpp"
#include "cli/command.hpp"
#include "cli/interrupt.hpp"
#include "cli/options.hpp"
#include "cli/progress.hpp"
#include "cli/shard.hpp"
#include "parallel/batch.hpp"
#include "report/check_summary.hpp"
#include "report/jsonl_report.hpp"
#include "report/verdict.hpp"

namespace dawson::cli {

namespace {

// "problems/h2.inp#1  h#2  sound  0.012 s" plus the verdict's detail lines.
std::string verdict_line(const nlohmann::json& r, const std::vector<std::string>& details) {
    char t[32];
    std::snprintf(t, sizeof t, "%.3f s", r.value("time", 0.0));
    // An entry that could not be read: its messages are on standard error
    // already, so the line gives the verdict only.
    const std::string verdict = r.value("verdict", std::string());
    const std::string shown =
        verdict == "error" || verdict == "unsupported" ? verdict : r.value("summary", std::string());
    std::string s = r.value("file", std::string()) + "#" + std::to_string(r.value("index", 0)) + "  " +
                    r.value("stipulation", std::string("-")) + "  " + shown + "  " + t +
                    "\n";
    for (const std::string& d : details) s += "    " + d + "\n";
    return s;
}

}  // namespace

int check_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("check", args, pa)) return *rc;
    const CommonOptions& co = pa.common;
    if (pa.operands.empty()) return usage_error("check", "no collection given (see dawson check --help)");

    Shard shard;
    if (pa.has("shard") && !parse_shard(pa.str("shard"), shard))
        return usage_error("check", "--shard must be K/N with 1 <= K <= N, e.g. --shard 2/3");
    const std::string shard_text = std::to_string(shard.k) + "/" + std::to_string(shard.n);
    std::size_t slowest = 5;
    if (pa.has("slowest")) {
        const std::string s = pa.str("slowest");
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), slowest);
        if (ec != std::errc() || p != s.data() + s.size()) return usage_error("check", "--slowest must be a number");
    }
    const std::string resume_path = pa.str("resume");
    std::string report_path = pa.str("report");
    if (!resume_path.empty() && !report_path.empty() && resume_path != report_path)
        return usage_error("check", "--resume FILE continues the report FILE; give --report the same FILE or none");
    if (!resume_path.empty()) report_path = resume_path;

    std::ofstream out_file;
    if (!co.output.empty() && co.output != "-") {
        out_file.open(co.output);
        if (!out_file) return usage_error("check", "cannot write " + co.output);
    }
    std::ostream& out = out_file.is_open() ? out_file : std::cout;
    const bool json_format = co.format == "json";

    // The collection, and the part of it this run checks.
    const Collection coll = read_collection(pa.operands, std::cin, co.input_format);
    bool bad_input = !coll.errors.empty();
    for (const std::string& e : coll.errors) std::cerr << e << '\n';
    for (const std::string& w : coll.warnings) std::cerr << w << '\n';
    if (coll.items.empty()) {
        std::cerr << "dawson check: error: no problem found\n";
        return BadInput;
    }
    std::vector<const CollectionItem*> selected;
    for (const CollectionItem& it : coll.items)
        if (it.ordinal % shard.n == shard.k - 1) selected.push_back(&it);

    const std::size_t total = selected.size();
    report::CheckSummary summary(slowest);
    std::map<std::size_t, nlohmann::json> done_before;
    if (!resume_path.empty() && std::filesystem::exists(resume_path)) {
        report::JsonlContent prev = report::read_jsonl(resume_path);
        if (!prev.errors.empty()) {
            for (const std::string& e : prev.errors) std::cerr << e << '\n';
            return BadInput;
        }
        if (prev.truncated_bytes > 0) {
            std::error_code ec;
            std::filesystem::resize_file(resume_path, prev.valid_bytes, ec);
            if (ec) return usage_error("check", "cannot repair " + resume_path + ": " + ec.message());
        }
        for (nlohmann::json& r : prev.records) {
            const std::size_t ord = r["ordinal"].get<std::size_t>();
            done_before[ord] = std::move(r);
        }
    }

    report::JsonlWriter writer;
    if (!report_path.empty()) {
        std::string err;
        if (!writer.open(report_path, err)) return usage_error("check", err);
    }

    // Entries already in the resumed report are taken as they are (after
    // checking they are the same problems); unreadable entries get an
    // error record at once; the rest is solved.
    std::vector<const problem::Problem*> to_solve;
    std::vector<const CollectionItem*> solve_items;
    std::vector<std::size_t> solve_positions;  // position in `selected` of to_solve[i]
    std::vector<std::pair<std::size_t, nlohmann::json>> immediate;
    // The verdict lines, printed in collection order: a line that finishes
    // early waits here until every line before it is printed; a resumed
    // problem has an empty line.
    std::vector<std::optional<std::string>> lines(selected.size());
    // The records, in collection order, for --format json.
    std::vector<std::optional<nlohmann::json>> results(selected.size());
    std::size_t next_line = 0;
    std::size_t resumed = 0;
    for (std::size_t pos = 0; pos < selected.size(); ++pos) {
        const CollectionItem* it = selected[pos];
        const problem::Entry& e = *it->entry;
        report::RecordSource src{it->ordinal, it->file, it->index, e.where.line, shard_text};
        auto prev = done_before.find(it->ordinal);
        if (prev != done_before.end()) {
            const nlohmann::json& r = prev->second;
            const std::string id = e.problem ? report::problem_id(*e.problem)
                                             : report::entry_error_record(src, e)["id"].get<std::string>();
            if (r.value("file", std::string()) != it->file || r.value("index", 0) != it->index ||
                r.value("id", std::string()) != id) {
                std::cerr << resume_path << ": error: problem " << it->ordinal << " of the report ("
                          << r.value("file", std::string()) << "#" << r.value("index", 0) << ") is not " << it->file
                          << "#" << it->index << " of this collection; resume with the same collection and options\n";
                return BadInput;
            }
            summary.add(r);
            lines[pos] = std::string();
            results[pos] = r;
            ++resumed;
            continue;
        }
        if (e.problem) {
            to_solve.push_back(&*e.problem);
            solve_items.push_back(it);
            solve_positions.push_back(pos);
        } else {
            if (!e.unsupported) bad_input = true;
            for (const problem::Diagnostic& d : e.errors) std::cerr << d.to_string() << '\n';
            immediate.emplace_back(pos, report::entry_error_record(src, e));
        }
    }

    if (!resume_path.empty())
        std::cerr << "dawson check: resuming " << resume_path << ": " << resumed << " of " << total
                  << " problems already checked, skipped\n";
    // How to continue after an interrupt.
    auto resume_hint = [&] {
        if (report_path.empty())
            return std::string(
                "To be able to continue an interrupted run, give --report FILE; then continue it with "
                "--resume FILE");
        return "To continue: dawson check --resume " + report_path + " with the same collection and options";
    };
    InterruptGuard sigint;
    const auto t0 = std::chrono::steady_clock::now();
    std::mutex summary_mutex;
    auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
    std::size_t done = resumed;
    search::LiveProgress live;
    ProgressDisplay progress(std::cerr, progress_wanted(co.progress), [&] {
        std::lock_guard lock(summary_mutex);
        return batch_progress_line(done, total, summary.counts(), elapsed(), live);
    });
    bool write_failed = false;
    const bool print_lines = !co.quiet && !json_format;
    // Prints the lines that are ready, in order; with `all`, every line
    // left, skipping the problems never finished.
    auto print_ready = [&](bool all) {
        std::string text;
        for (; next_line < lines.size(); ++next_line) {
            if (!lines[next_line]) {
                if (all) continue;
                break;
            }
            text += *lines[next_line];
        }
        if (print_lines && !text.empty()) progress.print_above(out, text);
    };
    auto record_done = [&](std::size_t pos, const nlohmann::json& r, const std::vector<std::string>& details) {
        if (writer.is_open() && !writer.write(r)) write_failed = true;
        {
            std::lock_guard lock(summary_mutex);
            summary.add(r);
            ++done;
        }
        lines[pos] = verdict_line(r, details);
        if (json_format) results[pos] = r;
        print_ready(false);
    };
    print_ready(false);
    for (const auto& [pos, r] : immediate) record_done(pos, r, {});

    parallel::BatchOptions bo;
    bo.threads = co.threads;
    bo.hash_mb = co.hash_mb;
    bo.max_time = co.max_time;
    bo.interrupt = sigint.flag();
    bo.live = &live;
    parallel::BatchRunner runner(bo);
    bool interrupted = false;
    runner.run(to_solve, [&](std::size_t i, std::vector<search::TwinResult>&& twins) {
        const CollectionItem& it = *solve_items[i];
        const problem::Problem& p = *to_solve[i];
        const report::Verdict v = report::judge_problem(p, twins);
        if (v.kind == report::VerdictKind::Interrupted) {
            interrupted = true;
            return;  // not finished: a resumed run solves it again
        }
        report::RecordSource src{it.ordinal, it.file, it.index, it.entry->where.line, shard_text};
        std::vector<std::string> details = v.text_lines();
        details.erase(details.begin());
        record_done(solve_positions[i], report::problem_record(src, p, twins, v), details);
    });
    print_ready(true);
    progress.stop();
    writer.close();
    if (sigint.raised()) interrupted = true;

    if (json_format) {
        nlohmann::json j = summary.json();
        j["complete"] = !interrupted;
        if (interrupted) j["resume"] = resume_hint();
        nlohmann::json list = nlohmann::json::array();
        for (const auto& r : results)
            if (r) list.push_back(*r);
        j["results"] = std::move(list);
        out << j.dump(2) << '\n';
    } else {
        if (interrupted) {
            out << "Interrupted: " << (total - done) << " of " << total << " problems not checked\n";
            out << resume_hint() << '\n';
        }
        out << summary.text();
    }
    out.flush();
    if (write_failed) {
        std::cerr << "dawson check: error: cannot write the report " << report_path << '\n';
        return BadInput;
    }
    if (interrupted) return Interrupted;
    if (bad_input) return BadInput;
    return summary.failed() ? Unsound : Ok;
}

}  // namespace dawson::cli
