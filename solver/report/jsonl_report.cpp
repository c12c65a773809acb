#include "report/jsonl_report.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "problem/popeye_writer.hpp"
#include "report/solution_text.hpp"

namespace dawson::report {

using nlohmann::json;

namespace {

std::uint64_t fnv1a(std::string_view s) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : s) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    return h;
}

std::string hex16(std::uint64_t h) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
    return buf;
}

void sort_pieces(problem::Setup& s) {
    std::sort(s.pieces.begin(), s.pieces.end(),
              [](const problem::Placement& a, const problem::Placement& b) { return a.square < b.square; });
}

}  // namespace

std::string problem_id(const problem::Problem& p) {
    // The Popeye text of the problem without what does not change the
    // solving: metadata, intended solution, file position, language.
    problem::Problem q;
    q.setup = p.setup;
    sort_pieces(q.setup);
    q.twins = p.twins;
    for (problem::Twin& t : q.twins) sort_pieces(t.setup);
    return hex16(fnv1a(problem::write_popeye(q)));
}

namespace {

json source_json(const RecordSource& src) {
    return json{
        {"ordinal", src.ordinal}, {"file", src.file}, {"index", src.index}, {"line", src.line}, {"shard", src.shard}};
}

json twin_json(const search::TwinResult& t) {
    json sections = json::array();
    for (const search::Section& s : t.sections) {
        json sols = json::array();
        for (const search::Solution& sol : s.solutions) sols.push_back(solution_lines(s, sol, t.language));
        sections.push_back(json{{"kind", std::string(search::to_string(s.kind))}, {"solutions", sols}});
    }
    json j{{"label", t.label},
           {"twin_text", t.twin_text},
           {"stipulation", t.stipulation},
           {"status", std::string(search::to_string(t.status))},
           {"sections", sections}};
    if (!t.message.empty()) j["message"] = t.message;
    return j;
}

}  // namespace

json problem_record(const RecordSource& src, const problem::Problem& p, const std::vector<search::TwinResult>& twins,
                    const Verdict& v) {
    json j = source_json(src);
    j["id"] = problem_id(p);
    j["stipulation"] = twins.empty() ? stipulation::to_string(p.setup.stip) : twins.front().stipulation;
    json tw = json::array();
    search::SearchStats total;
    for (const search::TwinResult& t : twins) {
        tw.push_back(twin_json(t));
        total += t.stats;
    }
    j["twins"] = tw;
    j["verdict"] = std::string(to_string(v.kind));
    j["summary"] = v.summary();
    j["time"] = total.seconds;
    j["nodes"] = total.nodes;
    return j;
}

json entry_error_record(const RecordSource& src, const problem::Entry& e) {
    json j = source_json(src);
    std::vector<std::string> errors;
    for (const problem::Diagnostic& d : e.errors) errors.push_back(d.to_string());
    j["id"] = hex16(fnv1a(src.file + "#" + std::to_string(src.index)));
    j["verdict"] = e.unsupported ? "unsupported" : "error";
    j["summary"] = errors.empty() ? std::string("error") : errors.front();
    j["errors"] = errors;
    j["time"] = 0.0;
    j["nodes"] = 0;
    return j;
}

json without_measurements(json record) {
    record.erase("time");
    record.erase("nodes");
    return record;
}

JsonlWriter::~JsonlWriter() { close(); }

bool JsonlWriter::open(const std::string& path, std::string& error) {
    close();
    if (path == "-") {
        file_ = stdout;
        owned_ = false;
        return true;
    }
    file_ = std::fopen(path.c_str(), "ab");
    if (!file_) {
        error = "cannot open " + path + " for writing: " + std::strerror(errno);
        return false;
    }
    owned_ = true;
    return true;
}

bool JsonlWriter::write(const json& record) {
    if (!file_) return false;
    const std::string line = record.dump() + "\n";
    const bool ok = std::fwrite(line.data(), 1, line.size(), file_) == line.size();
    return std::fflush(file_) == 0 && ok;
}

void JsonlWriter::close() {
    if (file_ && owned_) std::fclose(file_);
    file_ = nullptr;
    owned_ = false;
}

JsonlContent read_jsonl(const std::string& path) {
    JsonlContent c;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        c.errors.push_back(path + ":1:1: error: cannot open " + path + ": " + std::strerror(errno));
        return c;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    const std::string text = buf.str();
    std::size_t pos = 0;
    int line_no = 0;
    while (pos < text.size()) {
        ++line_no;
        const std::size_t nl = text.find('\n', pos);
        if (nl == std::string::npos) {
            c.truncated_bytes = text.size() - pos;
            break;
        }
        const std::string_view line(text.data() + pos, nl - pos);
        if (line.find_first_not_of(" \t\r") != std::string_view::npos) {
            json j = json::parse(line, nullptr, false);
            if (j.is_discarded() || !j.is_object() || !j.contains("ordinal") || !j["ordinal"].is_number_unsigned()) {
                c.errors.push_back(path + ":" + std::to_string(line_no) +
                                   ":1: error: not a report line (a JSON object with an \"ordinal\")");
                return c;
            }
            c.records.push_back(std::move(j));
        }
        pos = nl + 1;
        c.valid_bytes = pos;
    }
    return c;
}

}  // namespace dawson::report
