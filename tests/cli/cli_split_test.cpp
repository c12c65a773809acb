// Issue 16, "one problem across machines": `dawson solve --split K/N FILE`
// writes the K-th of N parts of a problem's work, and `dawson merge` of
// every part prints what `dawson solve FILE` prints, in each format, with
// the same exit status; it refuses a missing, repeated or mismatched part
// by name.

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

#include "cli_test_util.hpp"
#include "json_schema.hpp"

using namespace dawson::testing;
using nlohmann::json;

namespace {

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

// `doc` without its measurements (every "statistics" member).
json without_statistics(json doc) {
    if (doc.is_object()) {
        doc.erase("statistics");
        for (auto& [key, value] : doc.items()) value = without_statistics(value);
    } else if (doc.is_array()) {
        for (json& value : doc) value = without_statistics(value);
    }
    return doc;
}

// Solves `file` in `n` parts into `dir` (part-K.json) and returns the paths.
std::vector<std::string> split(const TempDir& dir, const std::string& file, std::size_t n,
                               const std::vector<std::string>& options = {}) {
    std::vector<std::string> parts;
    for (std::size_t k = 1; k <= n; ++k) {
        const std::string part = dir / ("part-" + std::to_string(k) + ".json");
        std::vector<std::string> args{"solve", "--threads", "1", "--split", std::to_string(k) + "/" + std::to_string(n),
                                      file,    "-o",        part};
        args.insert(args.end(), options.begin(), options.end());
        const RunResult r = run_dawson(args);
        INFO(r.err);
        REQUIRE(r.code == 0);
        parts.push_back(part);
    }
    return parts;
}

// The parts follow docs/schema/solve-part.schema.json.
void check_schema(const std::vector<std::string>& parts) {
    const json schema = json::parse(slurp(std::string(DAWSON_SOURCE_DIR) + "/docs/schema/solve-part.schema.json"));
    for (const std::string& part : parts) {
        std::vector<std::string> errors;
        dawson::test::validate(json::parse(slurp(part)), schema, schema, "$", errors);
        for (const std::string& e : errors) INFO(part << ": " << e);
        CHECK(errors.empty());
    }
}

// The merge of `file` split into `n` parts prints, in every format, what
// one run prints (the JSON's statistics aside), with the same exit status.
void check_split(const std::string& file, std::size_t n, const std::vector<std::string>& options = {}) {
    TempDir dir;
    const std::vector<std::string> parts = split(dir, file, n, options);
    check_schema(parts);
    for (const std::string format : {"text", "popeye", "json"}) {
        INFO(file << " in " << n << " parts, --format " << format);
        std::vector<std::string> solve{"solve", "--threads", "1", "--format", format, file};
        solve.insert(solve.end(), options.begin(), options.end());
        const RunResult one = run_dawson(solve);
        std::vector<std::string> merge{"merge", "--format", format};
        merge.insert(merge.end(), parts.rbegin(), parts.rend());  // in any order
        const RunResult merged = run_dawson(merge);
        INFO(merged.err);
        CHECK(merged.code == one.code);
        if (format == std::string("json"))
            CHECK(without_statistics(json::parse(merged.out)) == without_statistics(json::parse(one.out)));
        else
            CHECK(merged.out == one.out);
    }
}

}  // namespace

TEST_CASE("split: a help play with set play, merged from three parts, is one run's output", "[cli][split]") {
    check_split(data_path("cli/split/help.inp"), 3);
}

TEST_CASE("split: a series play with twins, merged from three parts, is one run's output", "[cli][split]") {
    check_split(data_path("cli/split/series.inp"), 3);
}

TEST_CASE("split: a battle play with tries, set play and variations, merged from three parts", "[cli][split]") {
    check_split(data_path("cli/split/battle.inp"), 3);
}

TEST_CASE("split: fewer root moves than parts: pairs of first moves are shared out", "[cli][split]") {
    // Black has three first moves; eight parts take pairs of first moves,
    // and each finds some of the 806 solutions.
    const std::string file = data_path("cli/split/few.inp");
    TempDir dir;
    for (const std::string& part : split(dir, file, 8)) {
        const json doc = json::parse(slurp(part));
        CHECK(!doc["twins"][0]["sections"][0]["solutions"].empty());
    }
    check_split(file, 8);
    check_split(file, 2);
    // A series play in more parts than it has first moves (pairs), and a
    // battle play, which shares out first moves only: most parts have none.
    check_split(data_path("cli/split/series.inp"), 40);
    check_split(data_path("cli/split/battle.inp"), 60);
    check_split(data_path("cli/split/help.inp"), 1);
}

TEST_CASE("split: a goal move that leaves the mover in check (##) is merged", "[cli][split]") {
    // A first move that leaves the mover in check is a goal move of ##!:
    // the merge replays it (Popeye's ##!2 with short solution), also under
    // a choice rule (h##1 with WhiteMaximummer).
    check_split(data_path("popeye-regression/problems/0037.inp"), 3);
    check_split(data_path("popeye-regression/problems/0196.inp"), 3);
}

TEST_CASE("split: defending parries keep a check's lines whole (pser-#)", "[cli][split]") {
    // 1.Qe1-g3+ works only because each of Black's three parries has a
    // line: the lines below a check are one unit, not pairs (regress 2510,
    // pser-#3, in more parts than first moves).
    check_split(data_path("popeye-regression/problems/2510.inp"), 40);
    check_split(data_path("popeye-regression/problems/2510.inp"), 3);
}

namespace {

// Every `every`-th problem of tests/data/SET/index.tsv whose time (column
// `time`: Popeye's or Dawson's, in seconds) is under `under`.
std::vector<std::string> sample(const std::string& set, const std::string& time, double under, int every) {
    std::ifstream in(data_path(set + "/index.tsv"));
    std::string line;
    REQUIRE(std::getline(in, line));
    std::vector<std::string> header;
    for (std::istringstream h(line); std::getline(h, line, '\t');) header.push_back(line);
    const auto column = std::find(header.begin(), header.end(), time) - header.begin();
    REQUIRE(column < static_cast<std::ptrdiff_t>(header.size()));
    std::vector<std::string> files;
    int seen = 0;
    while (std::getline(in, line)) {
        std::vector<std::string> row;
        for (std::istringstream r(line); std::getline(r, line, '\t');) row.push_back(line);
        if (static_cast<std::ptrdiff_t>(row.size()) <= column || std::stod(row[column]) >= under) continue;
        if (seen++ % every == 0) files.push_back(data_path(set + "/problems/" + row[0] + ".inp"));
    }
    return files;
}

}  // namespace

TEST_CASE("split: a sample of the oracle sets merges from 3 and from 40 parts as one run", "[cli][split][slow]") {
    // The parts of every kind of play, condition, attribute and goal: in 3
    // parts the root moves are shared out, in 40 mostly pairs of first
    // moves (battle play: first moves). The merge prints what one run
    // prints (Popeye's format) with its exit status. (This sweep, over all
    // the fast problems, found the ## goal moves and the defending parries
    // above.)
    std::vector<std::string> files;
    for (const auto& [set, time] : {std::pair<std::string, std::string>{"popeye-regression", "dawson_s"},
                                    {"popeye-random", "popeye_s"},
                                    {"popeye-conditions", "popeye_s"},
                                    {"popeye-attributes", "popeye_s"},
                                    {"popeye-stipulations", "popeye_s"},
                                    {"popeye-suite-hoppers", "popeye_s"}})
        for (const std::string& f : sample(set, time, 0.05, 12)) files.push_back(f);
    REQUIRE(files.size() > 60);
    int merged = 0;
    for (const std::string& file : files)
        for (const int n : {3, 40}) {
            INFO(file << " in " << n << " parts");
            TempDir dir;
            std::vector<std::string> merge{"merge", "--format", "popeye"};
            bool refused = false;
            for (int k = 1; k <= n && !refused; ++k) {
                const std::string part = dir / ("part-" + std::to_string(k) + ".json");
                const RunResult r = run_dawson({"solve", "--threads", "1", "--split",
                                                std::to_string(k) + "/" + std::to_string(n), file, "-o", part});
                // (a problem Dawson does not solve is refused, by name)
                refused = r.code != 0;
                if (refused) CHECK(has(r.err, "unsupported"));
                merge.push_back(part);
            }
            if (refused) continue;
            const RunResult one = run_dawson({"solve", "--threads", "1", "--format", "popeye", file});
            const RunResult all = run_dawson(merge);
            INFO(all.err);
            CHECK(all.code == one.code);
            CHECK(all.out == one.out);
            ++merged;
        }
    CHECK(merged > 100);
}

TEST_CASE("split: parts solved with two threads merge as with one (threads)", "[cli][split]") {
    for (const char* name : {"cli/split/few.inp", "cli/split/series.inp", "cli/split/battle.inp"}) {
        const std::string file = data_path(name);
        TempDir dir;
        std::vector<std::string> merge{"merge"};
        for (int k = 1; k <= 3; ++k) {
            const std::string part = dir / ("part-" + std::to_string(k) + ".json");
            const RunResult r =
                run_dawson({"solve", "--threads", "2", "--split", std::to_string(k) + "/3", file, "-o", part});
            REQUIRE(r.code == 0);
            merge.push_back(part);
        }
        const RunResult merged = run_dawson(merge);
        CHECK(merged.out == run_dawson({"solve", "--threads", "1", file}).out);
    }
}

TEST_CASE("split: the solution limit and stop-on-short cut the merged parts as one run", "[cli][split]") {
    check_split(data_path("cli/split/few.inp"), 5, {"--max-solutions", "7"});
    check_split(data_path("cli/split/help.inp"), 3, {"--stop-on-short"});
    check_split(data_path("cli/split/series.inp"), 4, {"--max-solutions", "3"});
}

TEST_CASE("split: merge refuses a missing, repeated or mismatched part, by name", "[cli][split][merge]") {
    TempDir dir, other;
    const std::vector<std::string> parts = split(dir, data_path("cli/split/help.inp"), 3);

    RunResult r = run_dawson({"merge", parts[0], parts[2]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "dawson merge: error: part 2/3 is missing"));
    r = run_dawson({"merge", parts[0]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "parts 2/3, 3/3 are missing"));

    r = run_dawson({"merge", parts[0], parts[1], parts[0], parts[2]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "part 1/3 is given twice: in " + parts[0] + " and in " + parts[0]));

    // Another N.
    const std::vector<std::string> halves = split(other, data_path("cli/split/help.inp"), 2);
    r = run_dawson({"merge", parts[0], parts[1], halves[1]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "part 2/2 in " + halves[1] + " is not of the same split into 3 parts"));

    // Another problem.
    TempDir third;
    const std::vector<std::string> series = split(third, data_path("cli/split/series.inp"), 3);
    r = run_dawson({"merge", parts[0], series[1], parts[2]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "part 2/3 in " + series[1] + " is of another problem than part 1/3 in " + parts[0]));

    // Other options.
    TempDir fourth;
    const std::vector<std::string> limited =
        split(fourth, data_path("cli/split/help.inp"), 3, {"--max-solutions", "2"});
    r = run_dawson({"merge", parts[0], parts[1], limited[2]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "is of other options than part 1/3"));

    // A part of a split solve and a check report do not merge together.
    const std::string report = dir / "r.jsonl";
    REQUIRE(run_dawson({"check", "-q", "--report", report, data_path("cli/split/help.inp")}).code != 2);
    r = run_dawson({"merge", parts[0], report});
    CHECK(r.code == 2);
    CHECK(has(r.err, "merge one kind at a time"));

    // A part with a move that is not legal where it is played.
    json tampered;
    std::size_t k = 0;
    for (; k < parts.size(); ++k) {
        tampered = json::parse(slurp(parts[k]));
        json& sols = tampered["twins"][0]["sections"][1]["solutions"];  // the play, after the set play
        if (sols.empty()) continue;
        sols[0]["moves"][1]["move"][0] = 0;  // from a1
        break;
    }
    REQUIRE(k < parts.size());
    const std::string forged = dir / "forged.json";
    std::ofstream(forged) << tampered.dump();
    std::vector<std::string> args{"merge"};
    for (std::size_t i = 0; i < parts.size(); ++i) args.push_back(i == k ? forged : parts[i]);
    r = run_dawson(args);
    CHECK(r.code == 2);
    CHECK(has(r.err, forged + ": error: part " + std::to_string(k + 1) + "/3 has a move that is not legal"));

    // Not a part at all.
    const std::string bad = dir / "bad.json";
    std::ofstream(bad) << R"({"solve_part":"1/1","dawson":"x"})";
    r = run_dawson({"merge", bad});
    CHECK(r.code == 2);
    CHECK(has(r.err, bad + ": error: not a well-formed part of a split solve"));
}

TEST_CASE("split: --split needs K/N and a file with one problem", "[cli][split]") {
    RunResult r = run_dawson({"solve", "--split", "4/3", data_path("cli/split/help.inp")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "--split must be K/N with 1 <= K <= N"));
    r = run_dawson({"solve", "--split", "1/2", data_path("cli/split/two.inp")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "--split needs a file with one problem (this one has 2)"));
    r = run_dawson({"solve", "--split", "1/2", "--format", "text", data_path("cli/split/help.inp")});
    CHECK(r.code == 2);
    CHECK(has(r.err, "dawson merge --format chooses the format"));
    r = run_dawson({"solve", "--split", "1/2", "--fen", "4k3/8/4K3/8/8/8/8/R7", "--stip", "#1"});
    CHECK(r.code == 2);
    CHECK(has(r.err, "--split needs a problem file"));
}
