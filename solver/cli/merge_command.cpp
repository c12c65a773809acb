#include "cli/merge_command.hpp"

#include <fstream>
#include <iostream>
#include <map>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "report/jsonl_report.hpp"

namespace dawson::cli {

int merge_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("merge", args, pa)) return *rc;
    if (pa.operands.empty()) return usage_error("merge", "no report given (see dawson merge --help)");

    // ordinal -> (record, where it came from)
    std::map<std::size_t, std::pair<nlohmann::json, std::string>> records;
    for (const std::string& path : pa.operands) {
        report::JsonlContent c = report::read_jsonl(path);
        for (const std::string& e : c.errors) std::cerr << e << '\n';
        if (!c.errors.empty()) return BadInput;
        if (c.truncated_bytes > 0)
            std::cerr << path << ": warning: last line cut short (an interrupted run?); left out\n";
        for (nlohmann::json& r : c.records) {
            const std::size_t ord = r["ordinal"].get<std::size_t>();
            auto it = records.find(ord);
            if (it != records.end()) {
                if (report::without_measurements(it->second.first) != report::without_measurements(r)) {
                    std::cerr << "dawson merge: error: problem " << ord << " (" << r.value("file", std::string()) << ":"
                              << r.value("index", 0) << ") is in " << it->second.second << " and in " << path
                              << " with different results\n";
                    return BadInput;
                }
                continue;
            }
            records.emplace(ord, std::make_pair(std::move(r), path));
        }
    }

    std::ofstream file;
    const std::string& output = pa.common.output;
    if (!output.empty() && output != "-") {
        file.open(output, std::ios::binary | std::ios::trunc);
        if (!file) return usage_error("merge", "cannot write " + output);
    }
    std::ostream& out = file.is_open() ? file : std::cout;
    for (const auto& [ord, rec] : records) out << rec.first.dump() << '\n';
    out.flush();
    if (!out) return usage_error("merge", "cannot write " + (output.empty() ? std::string("the output") : output));
    return Ok;
}

}  // namespace dawson::cli
