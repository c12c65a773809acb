// `dawson check`: the happy path over a small collection (a directory with
// a subdirectory, a file with two problems), standard input, JSON output,
// the report, sharding, and the main errors with their exit codes.
// Expected verdicts: every problem of tests/data/cli/coll carries its
// intended solution from Popeye's output (popeye-random 0097, 0108, 0046,
// 0109, 0143, 0146), so all six are sound; cooked.inp is 0046 with only one
// of its two solutions intended.

#include <catch2/catch.hpp>

#include "cli_test_util.hpp"

using namespace dawson::testing;

TEST_CASE("check: a collection directory, recursively and in sorted order", "[cli][check]") {
    auto r = run_dawson({"check", "--threads", "2", data_path("cli/coll")});
    INFO(r.err);
    CHECK(r.code == 0);
    for (const char* f :
         {"coll/a_h2.inp#1  h#2  sound", "coll/b_hs2.inp#1  h=2  sound", "coll/c_two.inp#1  h#2  sound",
          "coll/c_two.inp#2  h=2  sound", "coll/sub/d_h2.inp#1  h#2  sound", "coll/sub/e_h2.inp#1  h#2  sound"})
        CHECK(r.out.find(f) != std::string::npos);
    CHECK(r.out.find("notes.txt") == std::string::npos);
    CHECK(r.out.find("Summary: 6 problems") != std::string::npos);
    CHECK(r.out.find("  sound             6\n") != std::string::npos);
    CHECK(r.out.find("Slowest:") != std::string::npos);
    CHECK(r.err.empty());  // stderr is not a terminal: no progress
}

TEST_CASE("check: the report has one line per problem, in collection order once merged", "[cli][check]") {
    TempDir tmp;
    const std::string rep = tmp / "r.jsonl";
    auto r = run_dawson({"check", "-q", "--report", rep, data_path("cli/coll")});
    REQUIRE(r.code == 0);
    CHECK(count_lines(r.out) == 8);  // the summary only: header, "sound", "Slowest:" and 5 problems
    auto recs = read_records(rep);
    REQUIRE(recs.size() == 6);
    std::sort(recs.begin(), recs.end(), [](auto& a, auto& b) { return a["ordinal"] < b["ordinal"]; });
    CHECK(recs[0]["file"].get<std::string>().ends_with("coll/a_h2.inp"));
    CHECK(recs[2]["file"].get<std::string>().ends_with("coll/c_two.inp"));
    CHECK(recs[2]["index"] == 1);
    CHECK(recs[3]["index"] == 2);
    CHECK(recs[5]["file"].get<std::string>().ends_with("coll/sub/e_h2.inp"));
    for (std::size_t i = 0; i < recs.size(); ++i) {
        CHECK(recs[i]["ordinal"] == i);
        CHECK(recs[i]["verdict"] == "sound");
        CHECK(recs[i]["id"].get<std::string>().size() == 16);
        CHECK(recs[i]["time"].is_number());
        CHECK(recs[i]["nodes"].get<long long>() > 0);
    }
    // 0097: h#2, the one solution, as Popeye prints it.
    REQUIRE(recs[0]["twins"].size() == 1);
    CHECK(recs[0]["twins"][0]["sections"][0]["solutions"][0][0] == "  1.EQe1-e3 WEf1-f2 +   2.Ke2-e1 Sh4*f3 #");
}

TEST_CASE("check: the id depends on what is solved, not on the file", "[cli][check]") {
    TempDir tmp;
    const std::string a = tmp / "a.jsonl", b = tmp / "b.jsonl";
    REQUIRE(run_dawson({"check", "-q", "--report", a, data_path("cli/coll/sub/d_h2.inp")}).code == 0);
    REQUIRE(run_dawson({"check", "-q", "--report", b, "-"}, slurp(data_path("cli/coll/sub/d_h2.inp"))).code == 0);
    auto ra = read_records(a), rb = read_records(b);
    REQUIRE(ra.size() == 1);
    REQUIRE(rb.size() == 1);
    CHECK(rb[0]["file"] == "-");
    CHECK(ra[0]["id"] == rb[0]["id"]);
    REQUIRE(run_dawson({"check", "-q", "--report", b, data_path("cli/coll/sub/e_h2.inp")}).code == 0);
    CHECK(read_records(b)[1]["id"] != ra[0]["id"]);
}

TEST_CASE("check: a cooked problem gives exit 1 and names the extra solution", "[cli][check]") {
    auto r = run_dawson({"check", data_path("cli/cooked.inp")});
    CHECK(r.code == 1);
    CHECK(r.out.find("cooked: 2 solutions, 1 intended") != std::string::npos);
    CHECK(r.out.find("not intended: 1.Kf2-g2 Bh4-g3 2.Kg2-h1 WEf1-g1 #") != std::string::npos);
    CHECK(r.out.find("  cooked            1\n") != std::string::npos);
}

TEST_CASE("check --format json prints the summary as JSON", "[cli][check]") {
    auto r = run_dawson({"check", "--format", "json", data_path("cli/coll"), data_path("cli/cooked.inp")});
    CHECK(r.code == 1);
    auto j = nlohmann::json::parse(r.out);
    CHECK(j["problems"] == 7);
    CHECK(j["verdicts"]["sound"] == 6);
    CHECK(j["verdicts"]["cooked"] == 1);
    CHECK(j["ok"] == false);
    CHECK(j["complete"] == true);
    CHECK(j["slowest"].size() == 5);
}

TEST_CASE("check --progress draws on stderr, --no-progress does not", "[cli][check]") {
    auto r = run_dawson({"check", "--progress", data_path("cli/coll")});
    CHECK(r.code == 0);
    CHECK(r.err.find("[6/6] 100% sound 6") != std::string::npos);
    r = run_dawson({"check", "--no-progress", data_path("cli/coll")});
    CHECK(r.err.empty());
}

TEST_CASE("check: bad input and bad usage give exit 2", "[cli][check]") {
    auto r = run_dawson({"check", data_path("cli/bad.inp"), data_path("cli/coll/a_h2.inp")});
    CHECK(r.code == 2);
    CHECK(r.err.find("bad.inp:3:19: error: bad square 'z9'") != std::string::npos);
    CHECK(r.out.find("a_h2.inp#1  h#2  sound") != std::string::npos);  // the good problem is still checked

    r = run_dawson({"check", data_path("cli/no-such-dir")});
    CHECK(r.code == 2);
    CHECK(r.err.find("no-such-dir:1:1: error: no such file or directory") != std::string::npos);

    r = run_dawson({"check"});
    CHECK(r.code == 2);
    CHECK(r.err.find("dawson check: error: no collection given") != std::string::npos);

    r = run_dawson({"check", "--shard", "4/3", data_path("cli/coll")});
    CHECK(r.code == 2);
    CHECK(r.err.find("--shard must be K/N") != std::string::npos);

    r = run_dawson({"check", "--frobnicate", data_path("cli/coll")});
    CHECK(r.code == 2);

    TempDir tmp;
    r = run_dawson({"check", "--report", tmp / "a.jsonl", "--resume", tmp / "b.jsonl", data_path("cli/coll")});
    CHECK(r.code == 2);
}

TEST_CASE("check --resume refuses a report of another collection", "[cli][check]") {
    TempDir tmp;
    const std::string rep = tmp / "r.jsonl";
    REQUIRE(run_dawson({"check", "-q", "--report", rep, data_path("cli/coll/sub")}).code == 0);
    auto r = run_dawson({"check", "--resume", rep, data_path("cli/coll")});
    CHECK(r.code == 2);
    CHECK(r.err.find("resume with the same collection") != std::string::npos);
}

TEST_CASE("check --resume repairs a last line cut short by a crash", "[cli][check]") {
    TempDir tmp;
    const std::string rep = tmp / "r.jsonl";
    REQUIRE(run_dawson({"check", "-q", "-j", "1", "--report", rep, data_path("cli/coll")}).code == 0);
    auto full = read_records(rep);
    std::string text = slurp(rep);
    // Keep two lines and half of the third.
    std::size_t cut = text.find('\n', text.find('\n') + 1) + 1;
    std::ofstream(rep, std::ios::trunc) << text.substr(0, cut + 20);
    auto r = run_dawson({"check", "-q", "--resume", rep, data_path("cli/coll")});
    CHECK(r.code == 0);
    auto resumed = read_records(rep);  // parses every line: the cut one is gone
    CHECK(resumed.size() == 6);
    CHECK(r.out.find("Summary: 6 problems") != std::string::npos);
}
