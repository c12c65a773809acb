#include "cli/merge_command.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <set>
#include <sstream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/part_merge.hpp"
#include "cli/problem_output.hpp"
#include "cli/shard.hpp"
#include "cli/solve_part.hpp"
#include "parallel/solve_driver.hpp"
#include "problem/read_file.hpp"
#include "report/json_writer.hpp"
#include "report/jsonl_report.hpp"

namespace dawson::cli {

namespace {

// Writes the merged output to `output` (standard output when empty or
// "-"): Ok, or the usage error of a file that cannot be written.
int write_output(const std::string& output, const std::function<void(std::ostream&)>& write) {
    std::ofstream file;
    if (!output.empty() && output != "-") {
        file.open(output, std::ios::binary | std::ios::trunc);
        if (!file) return usage_error("merge", "cannot write " + output);
    }
    std::ostream& out = file.is_open() ? file : std::cout;
    write(out);
    out.flush();
    if (!out) return usage_error("merge", "cannot write " + (output.empty() ? std::string("the output") : output));
    return Ok;
}

// The reports of the shards of `dawson check --shard K/N --report`, joined
// into the report of one unsharded run.
int merge_shards(const ParsedArgs& pa) {
    if (pa.has("format"))
        return usage_error("merge", "--format is for the parts of a split solve; check reports merge as JSON Lines");
    // ordinal -> (record, where it came from)
    std::map<std::size_t, std::pair<nlohmann::json, std::string>> records;
    // shard "K/N" -> the report that holds it; every shard of the split
    // must be given exactly once.
    std::map<std::string, std::string> shard_files;
    std::optional<std::size_t> split;  // the N of K/N
    for (const std::string& path : pa.operands) {
        report::JsonlContent c = report::read_jsonl(path);
        for (const std::string& e : c.errors) std::cerr << e << '\n';
        if (!c.errors.empty()) return BadInput;
        if (c.truncated_bytes > 0)
            std::cerr << path << ": warning: last line cut short (an interrupted run?); left out\n";
        std::set<std::string> shards;
        for (const nlohmann::json& r : c.records) shards.insert(r.value("shard", std::string("1/1")));
        for (const std::string& sh : shards) {
            Shard k;
            if (!parse_shard(sh, k)) return usage_error("merge", path + ": bad shard '" + sh + "'");
            if (split && *split != k.n)
                return usage_error("merge", "shard " + sh + " in " + path + " is not of the same split into " +
                                                std::to_string(*split) + " shards");
            split = k.n;
            auto [it, fresh] = shard_files.emplace(sh, path);
            if (!fresh)
                return usage_error("merge", "shard " + sh + " is given twice: in " + it->second + " and in " + path);
        }
        for (nlohmann::json& r : c.records) {
            const std::size_t ord = r["ordinal"].get<std::size_t>();
            auto it = records.find(ord);
            if (it != records.end()) {
                if (report::without_measurements(it->second.first) != report::without_measurements(r)) {
                    std::cerr << "dawson merge: error: problem " << ord << " (" << r.value("file", std::string()) << "#"
                              << r.value("index", 0) << ") is in " << it->second.second << " and in " << path
                              << " with different results\n";
                    return BadInput;
                }
                continue;
            }
            records.emplace(ord, std::make_pair(std::move(r), path));
        }
    }

    if (split) {
        std::string missing;
        for (std::size_t k = 1; k <= *split; ++k) {
            const std::string sh = std::to_string(k) + "/" + std::to_string(*split);
            if (!shard_files.count(sh)) missing += (missing.empty() ? "" : ", ") + sh;
        }
        if (!missing.empty())
            return usage_error("merge", std::string(missing.find(',') == std::string::npos ? "shard " : "shards ") +
                                            missing + (missing.find(',') == std::string::npos ? " is" : " are") +
                                            " missing (give the report of every shard of the split)");
    }

    // The merged report is that of one unsharded run.
    return write_output(pa.common.output, [&](std::ostream& out) {
        for (auto& [ord, rec] : records) {
            if (rec.first.contains("shard")) rec.first["shard"] = "1/1";
            out << rec.first.dump() << '\n';
        }
    });
}

// "part 2/3", "parts 2/3, 3/3" of `names` and the verb that follows.
std::string listed(const std::vector<std::string>& names, const char* one, const char* many) {
    std::string s = names.size() == 1 ? "part " : "parts ";
    for (std::size_t i = 0; i < names.size(); ++i) s += (i ? ", " : "") + names[i];
    return s + (names.size() == 1 ? one : many);
}

// The parts of `dawson solve --split K/N FILE`, printed as one run of
// `dawson solve FILE` prints the problem.
int merge_solve_parts(const ParsedArgs& pa, const std::vector<nlohmann::json>& docs) {
    std::vector<SolvePart> parts;
    for (std::size_t i = 0; i < docs.size(); ++i) {
        std::string error;
        std::optional<SolvePart> part = read_part(docs[i], pa.operands[i], error);
        if (!part) {
            std::cerr << error << '\n';
            return BadInput;
        }
        parts.push_back(std::move(*part));
    }
    // Every part of one split of one problem, each once.
    const SolvePart& first = parts.front();
    std::map<std::size_t, const SolvePart*> by_k;
    for (const SolvePart& part : parts) {
        if (part.split.parts != first.split.parts)
            return usage_error("merge", "part " + part.name + " in " + part.path + " is not of the same split into " +
                                            std::to_string(first.split.parts) + " parts as part " + first.name +
                                            " in " + first.path);
        if (part.signature != first.signature) {
            const char* what = part.signature["dawson"] != first.signature["dawson"]     ? "another version of dawson"
                               : part.signature["problem"] != first.signature["problem"] ? "another problem"
                                                                                         : "other options";
            return usage_error("merge", "part " + part.name + " in " + part.path + " is of " + what + " than part " +
                                            first.name + " in " + first.path);
        }
        auto [it, fresh] = by_k.emplace(part.split.part, &part);
        if (!fresh)
            return usage_error(
                "merge", "part " + part.name + " is given twice: in " + it->second->path + " and in " + part.path);
    }
    std::vector<std::string> missing;
    for (std::size_t k = 1; k <= first.split.parts; ++k)
        if (!by_k.count(k)) missing.push_back(std::to_string(k) + "/" + std::to_string(first.split.parts));
    if (!missing.empty())
        return usage_error("merge",
                           listed(missing, " is missing", " are missing") + " (give every part of the split solve)");

    // The problem, read again from the text the parts carry.
    const PartProblem& prob = first.problem;
    const problem::ReadResult rr = problem::read_text(prob.text.text, prob.file, prob.input_format);
    if (rr.problems.size() != 1 || report::problem_id(rr.problems.front()) != prob.id)
        return usage_error("merge", first.path + ": the problem of the part does not read back as it was solved");
    const problem::Problem& p = rr.problems.front();
    const std::string& format = pa.common.format;
    std::optional<problem::Language> language = first.options.language;
    if (format == "json" && !language) language = problem::Language::English;

    // The frame of the result: the problem solved as part 0 (none of the
    // split work), into which the parts' solutions go.
    parallel::DriverOptions dopts;
    dopts.threads = 1;
    dopts.hash_mb = 1;
    dopts.max_solutions = first.options.max_solutions;
    dopts.stop_on_short = first.options.stop_on_short;
    dopts.language = language;
    dopts.split = search::Split{0, first.split.parts};
    parallel::SolveDriver driver(dopts);
    std::string error;
    const std::vector<search::TwinResult> twins = merge_parts(driver.solve(p), parts, p, error);
    if (!error.empty()) {
        std::cerr << error << '\n';
        return BadInput;
    }

    const int written = write_output(pa.common.output, [&](std::ostream& out) {
        if (format == "json")
            out << report::run_json({report::problem_json(p, twins)}, {}).dump(2) << '\n';
        else
            out << problem_output(prob.file, p, twins, OutputStyle{format, false, language, prob.text.encoding});
    });
    if (written != Ok) return written;
    return problem_fails(p, twins) ? Unsound : Ok;
}

}  // namespace

int merge_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("merge", args, pa)) return *rc;
    if (pa.operands.empty()) return usage_error("merge", "no report or part given (see dawson merge --help)");
    // A part of a split solve is one JSON document with "solve_part"; a
    // check report is JSON Lines of problem records.
    std::vector<nlohmann::json> parts;
    std::string shard_report, part_file;
    for (const std::string& path : pa.operands) {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            std::cerr << path << ":1:1: error: cannot open " << path << ": " << std::strerror(errno) << '\n';
            return BadInput;
        }
        std::ostringstream buf;
        buf << in.rdbuf();
        nlohmann::json doc = nlohmann::json::parse(buf.str(), nullptr, false);
        if (!doc.is_discarded() && is_solve_part(doc)) {
            if (part_file.empty()) part_file = path;
            parts.push_back(std::move(doc));
        } else if (shard_report.empty()) {
            shard_report = path;
        }
        if (!part_file.empty() && !shard_report.empty())
            return usage_error("merge", shard_report + " is a check report and " + part_file +
                                            " a part of a split solve: merge one kind at a time");
    }
    return parts.empty() ? merge_shards(pa) : merge_solve_parts(pa, parts);
}

}  // namespace dawson::cli
