// `dawson bench`: one signature line whose node count is the same on every
// run (one thread, fresh table), JSON output, and its usage errors.

#include <catch2/catch.hpp>
#include <regex>

#include "cli_test_util.hpp"

using namespace dawson::testing;

TEST_CASE("bench prints one signature line, the same node count every run", "[cli][bench]") {
    const std::regex sig(R"(bench: 14 problems, (\d+) nodes, [0-9.]+ s, [0-9.]+[kMG]? nodes/s\n)");
    auto a = run_dawson({"bench"});
    auto b = run_dawson({"bench"});
    REQUIRE(a.code == 0);
    REQUIRE(b.code == 0);
    std::smatch ma, mb;
    REQUIRE(std::regex_match(a.out, ma, sig));
    REQUIRE(std::regex_match(b.out, mb, sig));
    CHECK(ma[1] == mb[1]);
    CHECK(std::stoll(ma[1]) > 100000);

    auto j = run_dawson({"bench", "--format", "json"});
    REQUIRE(j.code == 0);
    auto doc = nlohmann::json::parse(j.out);
    CHECK(doc["problems"] == 14);
    CHECK(std::to_string(doc["nodes"].get<long long>()) == std::string(ma[1]));
    CHECK(doc["threads"] == 1);
}

TEST_CASE("bench: usage errors", "[cli][bench]") {
    auto r = run_dawson({"bench", "problems/"});
    CHECK(r.code == 2);
    CHECK(r.err.find("takes no operand") != std::string::npos);
    r = run_dawson({"bench", "--threads", "many"});
    CHECK(r.code == 2);
    r = run_dawson({"bench", "--report", "x.jsonl"});  // a check option
    CHECK(r.code == 2);
    r = run_dawson({"bench", "--help"});
    CHECK(r.code == 0);
    CHECK(r.out.find("Usage: dawson bench") != std::string::npos);
}
