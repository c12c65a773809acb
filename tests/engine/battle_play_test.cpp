// Battle play (#n, =n, s#n, r#n): the trees of a few oracle problems, written
// out here from Popeye 4.104's output (tests/data/popeye-random/expected),
// and the same trees for every thread count.

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <vector>

#include "parallel/solve_driver.hpp"
#include "problem/read_file.hpp"
#include "search/battle.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;

problem::Setup battle_setup(const std::string& pieces, const std::string& stip, bool variation, int defence = 0) {
    problem::Setup s = testing::make_setup(pieces, stip);
    s.options.variation = variation;
    if (defence > 0) s.options.defence = defence;
    return s;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

std::string data_dir() {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    return env ? env : DAWSON_TEST_DATA;
}

}  // namespace

TEST_CASE("battle: #2 with tries shows keys, threats, variations and refutations", "[battle]") {
    // popeye-random 0111: Option Try Variation.
    auto s = battle_setup("wKc7 wG2b8 wGf7 wLIc6 wQc8 wCGb7 wKAg8 wDGd8 bKe8 bBLg4 bQf8 bPb4 bBLg1", "#2", true, 1);
    s.options.try_play = true;
    auto r = testing::solve(s);
    REQUIRE(r.status == search::TwinStatus::Solved);
    REQUIRE(r.solution_count() == 5);  // four mates in one and 1.Qe6+
    const auto lines = testing::solution_lines(r);
    auto has = [&](const std::string& l) { return std::find(lines.begin(), lines.end(), l) != lines.end(); };
    CHECK(has("1.DGd8-d6 # !"));
    CHECK(has("1.G2b8-b5 # !"));
    CHECK(has("1.Qc8-e6 + !"));
    CHECK(has("1.Qc8-f5 ? threat:"));
    CHECK(has("1.Qc8*g4 ? threat:"));
    CHECK(has("1.G2b8-e5 ? threat:"));
    CHECK(has("1...Qf8-d6 + !"));
    CHECK(has("1...Qf8*f7 + !"));
    // The tries' refutations are not shown as variations of their own try,
    // but 1...Qf8-d6+ is a variation of 1.G2b8-e5.
    CHECK(has("1...Qf8-d6 +"));
    CHECK(has("2.DGd8*d6 #"));
    // 1.Qe6+ Qe7+: three mates (duals).
    const search::Section* play = nullptr;
    for (const auto& sec : r.sections)
        if (sec.kind == search::SectionKind::Play) play = &sec;
    REQUIRE(play);
    bool found = false;
    for (const auto& sol : play->solutions)
        if (const auto lines = testing::lines_of(*play, sol); lines.front() == "   1.Qc8-e6 + !") {
            found = true;
            CHECK(sorted(lines) == sorted({"   1.Qc8-e6 + !", "      1...Qf8-e7 +", "          2.Gf7-d7 #",
                                           "          2.CGb7-d7 #", "          2.Qe6*e7 #"}));
        }
    CHECK(found);
    const search::Section* tries = nullptr;
    for (const auto& sec : r.sections)
        if (sec.kind == search::SectionKind::Tries) tries = &sec;
    REQUIRE(tries);
    CHECK(tries->solutions.size() == 3);
}

TEST_CASE("battle: direct stalemate =2 with threat and variations", "[battle]") {
    // popeye-random 0099.
    auto s = battle_setup("wKf4 wGg3 wRf6 wRd5 wRf8 wSf5 wRe4 wPg5 bKh7 bPg4 bPf7 bPd6 bLId7", "=2", true);
    auto r = testing::solve(s);
    CHECK(testing::solution_lines(r) ==
          sorted({"1.Rd5*d6 ! threat:", "2.Rd6*d7 =", "1...LId7-d1", "2.Rd6*d1 =", "1...LId7-d2",
                  "2.Rd6*d2 =", "1...LId7-d3", "2.Rd6*d3 =", "1...LId7-d4 +", "2.Re4*d4 =", "2.Rd6*d4 =", "1...LId7-d5",
                  "2.Rd6*d5 =", "1...LId7-g7", "2.Rf6*f7 ="}));
}

TEST_CASE("battle: selfmate s#3 in zugzwang, an early self-mate is no defence", "[battle]") {
    // popeye-random 0140: after 1.Qb5 c3 2.Qd7 Black's 2...b2 would mate
    // White at once, which ends the play in White's favour.
    auto s = battle_setup("wKa1 wQe5 wGb1 bKa3 bPc4 bPb3 bPb4 bLIf8", "s#3", true);
    auto r = testing::solve(s);
    CHECK(testing::solution_lines(r) ==
          sorted({"1.Qe5-b5 ! zugzwang.", "1...c4-c3", "2.Qb5-d7 zugzwang.", "2...c3-c2", "3.Gb1-d3 +", "3...b3-b2 #",
                  "2.Qb5-c6 zugzwang.", "2...c3-c2", "3.Gb1-d3 +", "3...b3-b2 #"}));
}

TEST_CASE("battle: reflexmate r#2: the defender must mate when it can", "[battle]") {
    // popeye-random 0135.
    auto s = battle_setup("wKa5 wEQe5 wSd1 wGc4 wG2h5 bKc6 bSd3 bPh2 bPd6 bRf1 bQb4", "r#2", true);
    auto r = testing::solve(s);
    CHECK(testing::solution_lines(r) == sorted({"1.Ka5-a6 !", "1...Qb4-a4 #", "1...Qb4-b6 #"}));
}

TEST_CASE("battle: selfmate s#2 with a checking key and duals", "[battle]") {
    // popeye-random 0141: 1.WEg4+ Kh3 and 19 white moves, each forcing 2...fxg2#.
    auto s = battle_setup("wKh1 wLg2 wQf5 wKAc7 wDAd6 wWEg3 wRLf2 bKh4 bPf3 bPh2 bPf4", "s#2", true);
    auto r = testing::solve(s);
    REQUIRE(r.solution_count() == 1);
    const auto& sec = r.sections.back().solutions.empty() ? r.sections.front() : r.sections.back();
    const auto lines = testing::lines_of(sec, sec.solutions.front());
    CHECK(lines.front() == "   1.WEg3-g4 + !");
    CHECK(lines.size() == 2 + 2 * 19);
}

TEST_CASE("battle threads: the oracle's battle trees are identical for 1, 2 and 4 threads", "[battle][threads]") {
    const std::vector<std::string> ids{"0111", "0124", "0140", "0130", "0120", "0099", "0116"};
    for (const std::string& id : ids) {
        auto rr = problem::read_file(data_dir() + "/popeye-random/problems/" + id + ".inp");
        REQUIRE(rr.problems.size() == 1);
        std::vector<std::vector<std::string>> outputs;
        for (int threads : {1, 2, 4}) {
            parallel::DriverOptions o;
            o.threads = threads;
            o.hash_mb = 8;
            parallel::SolveDriver driver(o);
            std::vector<std::string> all;
            for (const auto& t : driver.solve(rr.problems[0]))
                for (const auto& sec : t.sections)
                    for (const auto& sol : sec.solutions) {
                        const auto lines = testing::lines_of(sec, sol);
                        all.insert(all.end(), lines.begin(), lines.end());
                    }
            outputs.push_back(std::move(all));
        }
        INFO("problem " << id);
        CHECK(!outputs[0].empty());
        CHECK(outputs[1] == outputs[0]);
        CHECK(outputs[2] == outputs[0]);
    }
}

TEST_CASE("battle: Threat n and MaxFlightsquares n restrict the attacker's moves", "[battle]") {
    // popeye-random 0128 (#2, key 1.Qf2-b2 threatening 2.Qb6# and 2.Qb7#,
    // after which the black king has one flight, a6).
    const char* pieces = "wKf7 wQf2 wPe3 wRb8 wNa4 wBg2 wPd6 bKa7 bGc8 bG3d5";
    auto keys = [&](problem::Options o) {
        problem::Setup s = testing::make_setup(pieces, "#2");
        s.options = o;
        return testing::solve(s).solution_count();
    };
    problem::Options o;
    CHECK(keys(o) == 1);
    o.threat = 1;  // the key threatens mate in one: allowed
    CHECK(keys(o) == 1);
    o.threat = 0;  // only checking first moves: the quiet key is not allowed
    CHECK(keys(o) == 0);
    o.threat.reset();
    o.max_flights = 1;  // one flight after the key: allowed
    CHECK(keys(o) == 1);
    o.max_flights = 0;
    CHECK(keys(o) == 0);
}
