#include "cli/merge_command.hpp"

#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <set>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/shard.hpp"
#include "report/jsonl_report.hpp"

namespace dawson::cli {

int merge_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("merge", args, pa)) return *rc;
    if (pa.operands.empty()) return usage_error("merge", "no report given (see dawson merge --help)");

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

    std::ofstream file;
    const std::string& output = pa.common.output;
    if (!output.empty() && output != "-") {
        file.open(output, std::ios::binary | std::ios::trunc);
        if (!file) return usage_error("merge", "cannot write " + output);
    }
    std::ostream& out = file.is_open() ? file : std::cout;
    // The merged report is that of one unsharded run.
    for (auto& [ord, rec] : records) {
        if (rec.first.contains("shard")) rec.first["shard"] = "1/1";
        out << rec.first.dump() << '\n';
    }
    out.flush();
    if (!out) return usage_error("merge", "cannot write " + (output.empty() ? std::string("the output") : output));
    return Ok;
}

}  // namespace dawson::cli
