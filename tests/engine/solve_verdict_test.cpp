// Verdicts on hand-made helpmates (tests/data/solve). The analysis:
// - sound_h2: wKd4 Re8 Bd6, bKa7 Sg1, h#2. 1.Ka7-a6 Kd4-c5 2.Ka6-a5 Re8-a8#:
//   the rook checks along the a-file (a6 and a4 covered through the king's
//   square), the king c5 covers b4, b5, b6. The only solution.
// - sound_h2_b: wKc3 Qa2, bKg2 Bh1. 1.Kg2-f1 Kc3-d3 2.Kf1-e1 Qa2-e2#, the
//   queen protected by the king covers d1, d2, f1, f2.
// - cooked_h2: sound_h2 plus a white pawn b6, which guards a7: a second
//   mate 1.Ka7-b7 Re8-e7+ 2.Kb7-a8 Re7-a7# (b8 guarded by the bishop d6).
// - wrong_count_h2: sound_h2 claiming two solutions.
// - intended.olv: the same three positions in Olive YAML with their
//   intended solutions.
// - illegal_h2: Black to move while the white king is in check.

#include <catch2/catch.hpp>
#include <cstdlib>

#include "parallel/solve_driver.hpp"
#include "problem/read_file.hpp"
#include "report/verdict.hpp"
#include "solve_test_util.hpp"

using namespace dawson;
using report::VerdictKind;

namespace {

std::vector<report::Verdict> verdicts(const std::string& name) {
    const char* d = std::getenv("DAWSON_TEST_DATA");
    problem::ReadResult rr = problem::read_file(std::string(d ? d : DAWSON_TEST_DATA) + "/solve/" + name);
    REQUIRE(rr.errors.empty());
    parallel::DriverOptions o;
    o.threads = 1;
    o.hash_mb = 8;
    parallel::SolveDriver driver(o);
    std::vector<report::Verdict> v;
    for (const auto& p : rr.problems) v.push_back(report::judge_problem(p, driver.solve(p)));
    return v;
}

}  // namespace

TEST_CASE("verdict: hand-made sound helpmates", "[solve][verdict]") {
    for (const char* f : {"sound_h2.inp", "sound_h2_b.inp"}) {
        auto v = verdicts(f);
        REQUIRE(v.size() == 1);
        CHECK(v[0].kind == VerdictKind::Sound);
        CHECK(v[0].summary() == "sound");
        CHECK(!v[0].unsound());
    }
}

TEST_CASE("verdict: the same helpmate with a cook added", "[solve][verdict]") {
    auto v = verdicts("cooked_h2.inp");
    REQUIRE(v.size() == 1);
    CHECK(v[0].kind == VerdictKind::Cooked);
    CHECK(v[0].summary() == "cooked: 2 solutions, 1 intended");
    CHECK(v[0].not_intended == std::vector<std::string>{"1.Ka7-b7 Re8-e7 + 2.Kb7-a8 Re7-a7 #"});
    CHECK(v[0].unsound());
}

TEST_CASE("verdict: a file stating the wrong number of solutions", "[solve][verdict]") {
    auto v = verdicts("wrong_count_h2.inp");
    REQUIRE(v.size() == 1);
    CHECK(v[0].kind == VerdictKind::Unsound);
    CHECK(v[0].summary() == "unsound: 1 solution, 2 intended");
}

TEST_CASE("verdict: Olive file with intended solutions", "[solve][verdict]") {
    auto v = verdicts("intended.olv");
    REQUIRE(v.size() == 3);
    CHECK(v[0].kind == VerdictKind::Sound);
    CHECK(v[1].kind == VerdictKind::Cooked);
    CHECK(v[1].not_intended.size() == 1);
    CHECK(v[2].kind == VerdictKind::Sound);
}

TEST_CASE("verdict: illegal position, and no judgement without an intention", "[solve][verdict]") {
    auto v = verdicts("illegal_h2.inp");
    REQUIRE(v.size() == 1);
    CHECK(v[0].kind == VerdictKind::Illegal);
    CHECK(v[0].summary() == "illegal");
    // Without an intended solution only the count is reported.
    search::TwinResult t;
    t.sections.push_back({search::SectionKind::Play, std::vector<search::Solution>(3)});
    CHECK(report::judge_twin(t).summary() == "count: 3 solutions");
    search::TwinResult none;
    CHECK(report::judge_twin(none).summary() == "no-solution");
}

TEST_CASE("verdict: intended lines compare without blanks and check marks", "[solve][verdict]") {
    CHECK(report::comparable("  1.Kf5-e5 Qa3-d6 +   2.Kd4-c5  Qd6-c6 #") == "1.Kf5-e5 Qa3-d6 2.Kd4-c5 Qd6-c6 #");
    // Mate and stalemate marks joined to the move by hand are split off as
    // Popeye writes them; a promotion's "=" stays.
    CHECK(report::comparable("1.Ka8-a7 Rh1-a1#") == "1.Ka8-a7 Rh1-a1 #");
    CHECK(report::comparable("1.Rb1-b7=") == "1.Rb1-b7 =");
    CHECK(report::comparable("1.e7-e8=Q=") == "1.e7-e8=Q =");
    CHECK(report::comparable("1.e7-e8=S Kh1-g1") == "1.e7-e8=S Kh1-g1");
}

TEST_CASE("verdict: an h#1 whose intended line joins the mate mark", "[solve][verdict]") {
    // Black Ka8, White Kc7 Rh1, h#1. Kc7 guards b7 b8, so Black's only move
    // is 1.Ka8-a7; Rh1-a1 then mates (a6 a8 on the a-file, b6 b7 b8 by Kc7),
    // and no other white move checks (Rh1-h7 is blocked by Kc7). The one
    // solution is Popeye's "1.Ka8-a7 Rh1-a1 #", written here "Rh1-a1#".
    problem::Problem p;
    p.setup = testing::make_setup("wKc7 wRh1 bKa8", "h#1");
    p.intended = problem::Intended{{"1.Ka8-a7 Rh1-a1#"}, std::nullopt};
    const report::Verdict v = report::judge_problem(p, {testing::solve(p.setup)});
    CHECK(v.kind == report::VerdictKind::Sound);
    CHECK(v.solutions == 1);
}

TEST_CASE("verdict: intended lines of a German problem in German or English notation", "[solve][verdict]") {
    // The h#1 above, and the same position as #1: White's only mate is
    // Rh1-a1 (Rh1-h8+ lets the king out to a7, which Kc7 does not guard).
    // A German problem may give them in German letters (T for the rook)
    // or in Dawson's English ones, and `solve` answers in German while
    // `check` and JSON answer in English: every pairing is sound, and a
    // line naming another move is not.
    for (const char* stip : {"h#1", "#1"}) {
        const bool help = std::string(stip) == "h#1";
        for (auto answer : {problem::Language::German, problem::Language::English})
            for (const char* line : {"1.Ka8-a7 Th1-a1#", "1.Ka8-a7 Rh1-a1#", "1.Th1-a1", "1.Rh1-a1"}) {
                const bool long_line = std::string(line).starts_with("1.Ka8");
                if (help != long_line) continue;
                problem::Problem p;
                p.setup = testing::make_setup("wKc7 wRh1 bKa8", stip);
                p.language = problem::Language::German;
                p.intended = problem::Intended{{line}, std::nullopt};
                search::TwinResult r = testing::solve(p.setup);
                r.language = answer;
                CAPTURE(stip, line, answer == problem::Language::German);
                CHECK(report::judge_problem(p, {r}).kind == report::VerdictKind::Sound);
                p.intended = problem::Intended{{help ? "1.Ka8-a7 Th1-h8#" : "1.Th1-h8"}, std::nullopt};
                CHECK(report::judge_problem(p, {r}).kind == report::VerdictKind::Unsound);
            }
    }
}

// circe_intended.inp: popeye-conditions 0170 (Circe) with its seven
// solutions as intended lines, rebirths written as Popeye writes them
// ("Sg1*e2[+bPe7]"): the intended solutions are matched in that notation.
TEST_CASE("verdict: intended solutions with Circe rebirths", "[solve][verdict][conditions]") {
    auto v = verdicts("circe_intended.inp");
    REQUIRE(v.size() == 1);
    CHECK(v[0].summary() == "sound");
}

// twin_condition.inp: a twin "Condition AndernachChess" replaces Circe; its
// solutions must be those of the same position given AndernachChess
// directly (the second problem of the file).
TEST_CASE("a twin that changes the condition is solved under the new condition", "[solve][conditions]") {
    const char* d = std::getenv("DAWSON_TEST_DATA");
    problem::ReadResult rr = problem::read_file(std::string(d ? d : DAWSON_TEST_DATA) + "/solve/twin_condition.inp");
    REQUIRE(rr.problems.size() == 2);
    parallel::DriverOptions o;
    o.threads = 1;
    o.hash_mb = 8;
    parallel::SolveDriver driver(o);
    const auto twinned = driver.solve(rr.problems[0]);
    const auto direct = driver.solve(rr.problems[1]);
    REQUIRE(twinned.size() == 2);
    REQUIRE(direct.size() == 1);
    auto lines = [](const search::TwinResult& t) {
        std::vector<std::string> v;
        for (const auto& s : t.sections)
            for (const auto& sol : s.solutions) {
                const auto ls = testing::lines_of(s, sol);
                v.insert(v.end(), ls.begin(), ls.end());
            }
        return v;
    };
    CHECK(lines(twinned[1]) == lines(direct[0]));
    CHECK(lines(twinned[0]) != lines(twinned[1]));  // Circe has two more (with rebirths)
    CHECK(lines(twinned[0]).size() == 7);
}
