// Battle-play verdicts: a sound #2, the same #2 cooked, a dualled #2 and a
// #3 whose intended key (given in the file) is not the only key. The
// positions come from tests/data/popeye-random (Popeye 4.104 found the keys
// named here).

#include "report/battle_verdict.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "problem/read_file.hpp"
#include "report/verdict.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;

report::Verdict judge(const problem::Setup& s, std::optional<problem::Intended> intended = std::nullopt) {
    problem::Problem p;
    p.setup = s;
    p.intended = std::move(intended);
    return report::judge_problem(p, {testing::solve(s)});
}

bool contains(const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// popeye-random 0128: #2, Popeye's only key 1.Qf2-b2 (threats 2.Qb6#, 2.Qb7#).
const char* const k0128 = "wKf7 wQf2 wPe3 wRb8 wNa4 wBg2 wPd6 bKa7 bGc8 bG3d5";

}  // namespace

TEST_CASE("battle verdict: a sound #2", "[battle]") {
    const report::Verdict v = judge(testing::make_setup(k0128, "#2"));
    CHECK(v.kind == report::VerdictKind::Sound);
    CHECK(v.solutions == 1);
    CHECK(v.summary() == "sound");
}

TEST_CASE("battle verdict: the same #2 cooked", "[battle]") {
    // A second white queen on h8 can play the key itself (1.Qh8-b2 threatens
    // the same mates, and 1...Ka6 2.Qb6#), so the problem is cooked.
    const report::Verdict v = judge(testing::make_setup(std::string(k0128) + " wQh8", "#2"));
    CHECK(v.kind == report::VerdictKind::Cooked);
    CHECK(v.solutions >= 2);
    CHECK(contains(v.not_intended, "1.Qf2-b2"));
    CHECK(contains(v.not_intended, "1.Qh8-b2"));
    CHECK(v.unsound());
}

TEST_CASE("battle verdict: a dualled #2", "[battle]") {
    // With variations: 1.Qf2-b2! Ka6 and both 2.Qb6# and 2.Ra8# mate (a
    // dual after a full-length defence: major). The two threats are no dual.
    problem::Setup s = testing::make_setup(k0128, "#2");
    s.options.variation = true;
    const report::Verdict v = judge(s);
    CHECK(v.kind == report::VerdictKind::Sound);
    REQUIRE(v.major_duals.size() == 1);
    CHECK(v.major_duals[0] == "1.Qf2-b2 1...Ka7-a6: 2.Qb2-b6 # / 2.Rb8-a8 #");
    CHECK(v.minor_duals.empty());
    CHECK(contains(v.text_lines(), "  duals: 1 major, 0 minor"));
}

TEST_CASE("battle verdict: a #3 whose intended key is not the only key", "[battle]") {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    const std::string dir = env ? env : DAWSON_TEST_DATA;
    auto rr = problem::read_file(dir + "/battle/cooked_intended_3.inp");
    REQUIRE(rr.problems.size() == 1);
    const problem::Problem& p = rr.problems[0];
    REQUIRE(p.intended);
    const report::Verdict v = report::judge_problem(p, {testing::solve(p.setup)});
    // Popeye: 1.Qh5-g5! 1.Qh5-g4! 1.Qh5-g6! 1.WEf8-f7! (popeye-random 0121).
    CHECK(v.kind == report::VerdictKind::Cooked);
    CHECK(v.solutions == 4);
    CHECK(v.intended == 1u);
    CHECK(v.missing.empty());
    CHECK(v.not_intended == std::vector<std::string>{"1.Qh5-g5", "1.Qh5-g4", "1.Qh5-g6"});
}

TEST_CASE("battle verdict: duals of a #3 tree: major after the first defence, minor later", "[battle]") {
    const std::vector<std::string> tree{"   1.Qg1-f2 + !",
                                        "      1...Ke1-d1",
                                        "          2.EQb4-h4 threat:",
                                        "                  3.Qf2-d2 #",
                                        "          2.Rf3-e3 threat:",
                                        "                  3.Qf2-e2 #",
                                        "                  3.Qf2-f1 #",
                                        "              2...RHh3*d3",
                                        "                  3.Re3*d3 #",
                                        "                  3.Qf2-e2 #"};
    const report::Duals d = report::find_duals(tree);
    CHECK(d.major == std::vector<std::string>{"1.Qg1-f2 + 1...Ke1-d1: 2.EQb4-h4 / 2.Rf3-e3"});
    // Two threats of 2.Rf3-e3 are no dual; two mates after 2...RHh3*d3 are minor.
    CHECK(d.minor == std::vector<std::string>{"1.Qg1-f2 + 2...RHh3*d3: 3.Re3*d3 # / 3.Qf2-e2 #"});
}

namespace {

report::Verdict judge_file(const std::string& name) {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    const std::string dir = env ? env : DAWSON_TEST_DATA;
    auto rr = problem::read_file(dir + "/battle/" + name);
    REQUIRE(rr.problems.size() == 1);
    const problem::Problem& p = rr.problems[0];
    REQUIRE(p.intended);
    return report::judge_problem(p, {testing::solve(p.setup)});
}

}  // namespace

TEST_CASE("battle verdict: an intended key that mates", "[battle]") {
    // White Ke6 Ra1, Black Ke8, #1. 1.Ra1-a8 checks along the 8th rank;
    // d8 and f8 are on that rank, d7 e7 f7 are the white king's: mate.
    // No other move checks (on the e-file the white king stands between
    // e1…e5 and e8), so 1.Ra1-a8 # is the only key. Popeye prints it
    // "1.Ra1-a8 # !", and so does the file's Intended remark: the mark
    // must not make the key differ from the found one.
    const report::Verdict v = judge_file("key_mates_1.inp");
    CHECK(v.kind == report::VerdictKind::Sound);
    CHECK(v.solutions == 1);
    CHECK(v.missing.empty());
    CHECK(v.not_intended.empty());
}

TEST_CASE("battle verdict: an intended key that stalemates, written by hand", "[battle]") {
    // White Kc7 Rb1, Black Ka8, =1. The black king's squares: a7, b7, b8.
    // 1.Rb1-b7: the rook takes a7 and b8, and b7 is guarded by Kc7, so
    // Black has no move: stalemate. Other moves: of the king's moves only
    // Kc7-b6 guards a7 (b7 and b8 touch the black king), but then the king
    // blocks the rook's b-file and b8 is free; the rook's other moves leave
    // a7 free (and Rb1-a1 checks). So 1.Rb1-b7 = is the only key; the file writes
    // it "1.Rb1-b7=!" (marks joined, as by hand).
    const report::Verdict v = judge_file("key_stalemates_1.inp");
    CHECK(v.kind == report::VerdictKind::Sound);
    CHECK(v.solutions == 1);
    CHECK(v.missing.empty());
    CHECK(v.not_intended.empty());
}
