#pragma once
// The report of `dawson check --report FILE.jsonl`: one JSON object per line
// and per problem, appended and flushed as soon as the problem is solved,
// so that a crash or an interrupt loses nothing already finished:
//
//   {"ordinal":3,"file":"problems/h2.inp","index":1,"line":1,
//    "id":"5c1e0f3a9d2b7e41","stipulation":"h#2",
//    "twins":[{"label":"","twin_text":"","stipulation":"h#2","status":"solved",
//              "sections":[{"kind":"play","solutions":[["  1.Kd4-e5 ... #"]]}]}],
//    "verdict":"sound","summary":"sound","shard":"1/1","time":0.012,"nodes":1234}
//
// `shard` is the --shard K/N of the run ("1/1" without --shard); `dawson
// merge` checks that every shard of a split is given exactly once.
// `ordinal` numbers the problem entries of the whole collection (see
// cli/collection.hpp); --resume and `dawson merge` key on it. `id` is a
// stable hash of what is solved: the position, stipulation, options,
// conditions and twins (not the author or source, not the file name), so
// the same problem has the same id in any collection. An entry that could
// not be read has verdict "error" and its messages in "errors".
// `time` and `nodes` are measurements; every other field is the same on
// every run of the same version.

#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "problem/read_result.hpp"
#include "report/verdict.hpp"
#include "search/result.hpp"

namespace dawson::report {

// Where a record's problem comes from.
struct RecordSource {
    std::size_t ordinal = 0;
    std::string file;
    int index = 0;
    int line = 0;
    std::string shard = "1/1";  // the --shard K/N of the run that wrote the record
};

// The stable id of a problem (16 hex digits).
std::string problem_id(const problem::Problem& p);

nlohmann::json problem_record(const RecordSource& src, const problem::Problem& p,
                              const std::vector<search::TwinResult>& twins, const Verdict& v);
// A record for an entry that could not be read (verdict "error", or
// "unsupported" when only unsupported features stopped it).
nlohmann::json entry_error_record(const RecordSource& src, const problem::Entry& e);

// The fields that are measurements (time, nodes), which differ between runs.
nlohmann::json without_measurements(nlohmann::json record);

// Appends lines to a report file, flushing each one.
class JsonlWriter {
public:
    JsonlWriter() = default;
    ~JsonlWriter();
    JsonlWriter(const JsonlWriter&) = delete;
    JsonlWriter& operator=(const JsonlWriter&) = delete;

    // Opens `path` for appending ("-": standard output). False and
    // `error` set when it cannot.
    bool open(const std::string& path, std::string& error);
    // Writes one line and flushes it to the operating system.
    bool write(const nlohmann::json& record);
    bool is_open() const { return file_ != nullptr; }
    void close();

private:
    std::FILE* file_ = nullptr;
    bool owned_ = false;
};

// Reads the records of a report. A last line without its newline (a write
// cut short by a crash) is dropped and counted in `truncated_bytes` so the
// caller can cut it off; any other malformed line is an error
// ("file:line:1: error: …") and stops the reading.
struct JsonlContent {
    std::vector<nlohmann::json> records;
    std::size_t valid_bytes = 0;      // length of the well-formed prefix
    std::size_t truncated_bytes = 0;  // length of a cut-short last line
    std::vector<std::string> errors;
};
JsonlContent read_jsonl(const std::string& path);

}  // namespace dawson::report
