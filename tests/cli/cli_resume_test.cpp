// The two guarantees of long runs:
// - kill and resume: a `dawson check --report` killed with SIGKILL part-way
//   (after its first problems are reported) and continued with --resume
//   gives the same report, once merged into collection order, as one
//   uninterrupted run; time and node counts aside, which are measurements.
// - shards: three runs with --shard 1/3, 2/3, 3/3 merged with `dawson
//   merge` give the report of one unsharded run.
// The collection is 15 problems of tests/data/popeye-random (help and
// series play, each solved in at most about a second). Two of them, 0045
// and 0083, have no solution (Popeye's index: 0), so every complete run of
// the collection exits with 1.

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

#include "cli_test_util.hpp"

extern char** environ;

using namespace dawson::testing;
using nlohmann::json;

namespace {

// The merged report without measurements, one JSON text per line.
std::vector<std::string> canonical(const std::string& report) {
    TempDir tmp;
    const std::string merged = tmp / "m.jsonl";
    auto r = run_dawson({"merge", report, "-o", merged});
    REQUIRE(r.code == 0);
    std::vector<std::string> v;
    for (json& j : read_records(merged)) {
        j.erase("time");
        j.erase("nodes");
        v.push_back(j.dump());
    }
    return v;
}

std::size_t complete_lines(const std::string& path) { return count_lines(slurp(path)); }

// Starts `dawson ARGS` (standard output to `out`, or /dev/null), waits
// until `report` has a complete line, sends `sig` and returns the wait
// status.
int run_until_first_line_then(int sig, std::vector<std::string> args, const std::string& report,
                              const std::string& out = "/dev/null") {
    args.insert(args.begin(), DAWSON_EXE);
    std::vector<char*> argv;
    for (std::string& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, 1, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    pid_t pid = 0;
    const int rc = posix_spawn(&pid, DAWSON_EXE, &fa, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    REQUIRE(rc == 0);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (complete_lines(report) < 1 && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ::kill(pid, sig);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return status;
}

}  // namespace

TEST_CASE("check killed with SIGKILL part-way and resumed equals one uninterrupted run", "[cli][resume]") {
    TempDir tmp;
    const std::string coll = data_path("cli/kill"), full = tmp / "full.jsonl", part = tmp / "part.jsonl";
    REQUIRE(run_dawson({"check", "-q", "-j", "1", "--report", full, coll}).code == 1);
    const std::size_t total = read_records(full).size();
    REQUIRE(total == 15);

    // Start a run and kill it as soon as its first problem is reported.
    const int status = run_until_first_line_then(SIGKILL, {"check", "-q", "-j", "1", "--report", part, coll}, part);
    REQUIRE(WIFSIGNALED(status));  // it was killed, not finished
    const std::size_t before = complete_lines(part);
    INFO("problems reported before the kill: " << before);
    REQUIRE(before >= 1);
    REQUIRE(before < total);

    auto r = run_dawson({"check", "-j", "1", "--resume", part, coll});
    CHECK(r.code == 1);
    CHECK(r.out.find("  no-solution       2\n") != std::string::npos);
    CHECK(r.out.find("Summary: 15 problems") != std::string::npos);
    // Only the problems not reported before are solved again.
    CHECK(count_lines(r.out.substr(0, r.out.find("Summary:"))) == total - before);
    CHECK(canonical(part) == canonical(full));

    // A second resume has nothing left to do and changes nothing.
    r = run_dawson({"check", "-q", "--resume", part, coll});
    CHECK(r.code == 1);
    CHECK(read_records(part).size() == total);
}

TEST_CASE("check interrupted by SIGINT exits 130, keeps what was finished, and resumes", "[cli][resume]") {
    TempDir tmp;
    const std::string coll = data_path("cli/kill"), full = tmp / "full.jsonl", part = tmp / "part.jsonl",
                      out = tmp / "out.txt";
    REQUIRE(run_dawson({"check", "-q", "-j", "1", "--report", full, coll}).code == 1);
    const int status = run_until_first_line_then(SIGINT, {"check", "-j", "1", "--report", part, coll}, part, out);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 130);
    const std::size_t before = read_records(part).size();  // every line complete
    CHECK(before >= 1);
    CHECK(before < 15);
    CHECK(slurp(out).find("Interrupted: " + std::to_string(15 - before) + " of 15 problems not checked") !=
          std::string::npos);
    auto r = run_dawson({"check", "-q", "--resume", part, coll});
    CHECK(r.code == 1);
    CHECK(canonical(part) == canonical(full));
}

TEST_CASE("three shards merged equal one unsharded run", "[cli][shard]") {
    TempDir tmp;
    const std::string coll = data_path("cli/kill"), full = tmp / "full.jsonl";
    REQUIRE(run_dawson({"check", "-q", "--report", full, coll}).code == 1);
    std::vector<std::string> parts;
    std::size_t sum = 0;
    for (int k = 1; k <= 3; ++k) {
        parts.push_back(tmp / ("part" + std::to_string(k) + ".jsonl"));
        const int code =
            run_dawson({"check", "-q", "--shard", std::to_string(k) + "/3", "--report", parts.back(), coll}).code;
        REQUIRE((code == 0 || code == 1));
        auto recs = read_records(parts.back());
        for (const json& j : recs) CHECK(j["ordinal"].get<int>() % 3 == k - 1);
        sum += recs.size();
    }
    CHECK(sum == 15);
    const std::string merged = tmp / "merged.jsonl";
    auto r = run_dawson({"merge", parts[2], parts[0], parts[1], "-o", merged});
    REQUIRE(r.code == 0);
    auto m = read_records(merged);
    REQUIRE(m.size() == 15);
    for (std::size_t i = 0; i < m.size(); ++i) CHECK(m[i]["ordinal"] == i);
    CHECK(canonical(merged) == canonical(full));
}

TEST_CASE("merge: errors", "[cli][merge]") {
    TempDir tmp;
    const std::string a = tmp / "a.jsonl", b = tmp / "b.jsonl";
    REQUIRE(run_dawson({"check", "-q", "--report", a, data_path("cli/coll")}).code == 0);

    // The same problem twice with different results (in one report).
    auto recs = read_records(a);
    std::ofstream(b) << recs[0].dump() << "\n";
    recs[0]["verdict"] = "cooked";
    std::ofstream(b, std::ios::app) << recs[0].dump() << "\n";
    auto r = run_dawson({"merge", b});
    CHECK(r.code == 2);
    CHECK(r.err.find("with different results") != std::string::npos);

    // The same report twice: the shard is given twice.
    r = run_dawson({"merge", a, a});
    CHECK(r.code == 2);
    CHECK(r.err.find("shard 1/1 is given twice") != std::string::npos);
    r = run_dawson({"merge", a});
    CHECK(r.code == 0);
    CHECK(count_lines(r.out) == 6);

    std::ofstream(b, std::ios::trunc) << "{\"ordinal\": 1}\nnot json\n";
    r = run_dawson({"merge", b});
    CHECK(r.code == 2);
    CHECK(r.err.find("b.jsonl:2:1: error: not a report line") != std::string::npos);

    r = run_dawson({"merge"});
    CHECK(r.code == 2);
    r = run_dawson({"merge", tmp / "missing.jsonl"});
    CHECK(r.code == 2);
    CHECK(r.err.find("cannot open") != std::string::npos);
}
