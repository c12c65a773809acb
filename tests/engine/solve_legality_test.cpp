// Positions Popeye 4.104 refuses or accepts before solving, and how Dawson
// reports them (solve_twin, every output format).
//
// Popeye facts (its source, solving/machinery/twin.c and output/message.c):
// - more than one king of a colour: "only one king allowed", then "problem
//   ignored"; that twin is not solved, the others are.
// - the side not to move in check (adjacent kings included): "the side to
//   play can capture the king".
// - pawns on their first or last rank are accepted (no message) and can
//   neither move nor check.
//
// Hand-made positions:
// - two_kings: wKa8 wKb8, bKa1, #1 (the brief's example): two white kings.
//   Without the refusal the search would run and find nothing.
// - two black kings: wKe1 Qd1, bKa8 Kh8, h#1.
// - twin: sound_h2 (wKd4 Re8 Bd6, bKa7 Sg1, h#2; the only solution
//   1.Ka7-a6 Kd4-c5 2.Ka6-a5 Re8-a8#, see solve_verdict_test) with
//   "Twin Add White Kh1": a) is solved as before, b) has two white kings.

#include <catch2/catch.hpp>
#include <sstream>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "parallel/solve_driver.hpp"
#include "problem/legality.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"
#include "report/json_writer.hpp"
#include "report/popeye_writer.hpp"
#include "report/verdict.hpp"
#include "solve_test_util.hpp"

using namespace dawson;

namespace {

search::TwinResult solve(const std::string& pieces, const std::string& stip) {
    search::SolveContext ctx;
    return search::solve_twin(testing::make_setup(pieces, stip), ctx);
}

std::vector<search::TwinResult> solve_problem(const problem::Problem& p) {
    parallel::DriverOptions o;
    o.threads = 1;
    o.hash_mb = 8;
    parallel::SolveDriver driver(o);
    return driver.solve(p);
}

}  // namespace

TEST_CASE("legality: two kings of a colour are refused, as Popeye does", "[solve][legality]") {
    SECTION("two white kings") {
        auto r = solve("wKa8 wKb8 bKa1", "#1");
        CHECK(r.status == search::TwinStatus::Illegal);
        CHECK(r.message == "only one king allowed");
        CHECK(r.ignored);
        CHECK(r.sections.empty());
        CHECK(r.stipulation == "#1");
        CHECK(report::judge_twin(r).kind == report::VerdictKind::Illegal);
    }
    SECTION("two black kings, help play") {
        auto r = solve("wKe1 wQd1 bKa8 bKh8", "h#1");
        CHECK(r.status == search::TwinStatus::Illegal);
        CHECK(r.message == "only one king allowed");
        CHECK(r.ignored);
    }
    SECTION("two kings in series play") {
        auto r = solve("wKe1 wKe3 bKa8", "ser-#2");
        CHECK(r.status == search::TwinStatus::Illegal);
        CHECK(r.ignored);
    }
    SECTION("check_refusal and check_legality agree") {
        auto s = testing::make_setup("wKa8 wKb8 bKa1", "#1");
        REQUIRE(problem::check_refusal(s).has_value());
        CHECK(problem::check_refusal(s)->reason == problem::IllegalReason::TooManyKings);
        CHECK(problem::check_legality(s)->reason == problem::IllegalReason::TooManyKings);
        CHECK_FALSE(problem::check_refusal(testing::make_setup("wKa8 bKa1", "#1")).has_value());
        // A side without a king is not refused (Popeye solves it).
        CHECK_FALSE(problem::check_refusal(testing::make_setup("wKa8 wRb2", "#1")).has_value());
    }
}

TEST_CASE("legality: the side to play able to capture the king is not marked ignored", "[solve][legality]") {
    // wKa1 bKa2: adjacent kings; Popeye's message has no "problem ignored".
    auto r = solve("wKa1 bKa2 wRh8", "#1");
    CHECK(r.status == search::TwinStatus::Illegal);
    CHECK(r.message == "the side to play can capture the king");
    CHECK_FALSE(r.ignored);
}

TEST_CASE("legality: a twin made illegal by twinning is reported, the others solved", "[solve][legality]") {
    const auto problems = test::read_popeye_ok(
        "BeginProblem\nStipulation h#2\nPieces White Kd4 Re8 Bd6 Black Ka7 Sg1\n"
        "Twin Add White Kh1\nEndProblem\n");
    REQUIRE(problems.size() == 1);
    const auto twins = solve_problem(problems[0]);
    REQUIRE(twins.size() == 2);
    CHECK(twins[0].status == search::TwinStatus::Solved);
    CHECK(twins[0].solution_count() == 1);
    CHECK(testing::solution_lines(twins[0]) == std::vector<std::string>{"1.Ka7-a6 Kd4-c5 2.Ka6-a5 Re8-a8 #"});
    CHECK(twins[1].status == search::TwinStatus::Illegal);
    CHECK(twins[1].message == "only one king allowed");
    CHECK(twins[1].ignored);

    std::ostringstream popeye;
    report::write_popeye(popeye, problems[0], twins, report::TextOptions{false});
    const std::string out = popeye.str();
    // The twin line as Popeye writes it: each change followed by two blanks.
    CHECK(out.find("b) +wKh1  \n\nonly one king allowed\nproblem ignored\n") != std::string::npos);
    CHECK(out.find("solution finished.") != std::string::npos);

    std::ostringstream text;
    report::write_popeye(text, problems[0], twins, report::TextOptions{true});
    CHECK(text.str().find("verdict b) illegal") != std::string::npos);

    const auto j = report::problem_json(problems[0], twins);
    const auto& jt = j["twins"];
    REQUIRE(jt.size() == 2);
    CHECK(jt[1]["status"] == "illegal");
    CHECK(jt[1]["message"] == "only one king allowed");
    CHECK(jt[1]["ignored"] == true);
    CHECK(jt[1]["verdict"]["kind"] != "sound");
    CHECK_FALSE(jt[0].contains("ignored"));
}

TEST_CASE("legality: pawns on their first or last rank are accepted and inert, as in Popeye", "[solve][legality]") {
    // Popeye (pieces/walks/pawns/pawn.c, solving/machinery/twin.c): a pawn on
    // its own base rank has no move (no step, no capture), and only squares
    // from the third rank on (sixth for Black) count as attacked by a pawn;
    // a pawn on its last rank has every target off the board.
    auto legal_count = [](const std::string& pieces) {
        auto s = testing::make_setup(pieces, "#1");
        auto pos = problem::make_position(s);
        pos.set_side_to_move(core::Color::White);
        return movegen::count_legal(pos);
    };
    // wKh1 alone: g1, g2, h2. The pawn c1 adds nothing (it would add c1-c2).
    CHECK(legal_count("wKh1 wPc1 bKa8") == 3);
    // A pawn on the last rank: wPc8 adds nothing.
    CHECK(legal_count("wKh1 wPc8 bKa6") == 3);
    // The scorpion follows the pawn (rules.md: everything a pawn does).
    CHECK(legal_count("wKh1 wHSc1 bKa8") == 3);

    // wPa1 does not check bKb2, bPh8 does not check wKg7.
    auto in_check = [](const std::string& pieces, core::Color c) {
        auto s = testing::make_setup(pieces, "#1");
        auto pos = problem::make_position(s);
        return movegen::in_check(pos, c);
    };
    CHECK_FALSE(in_check("wKh8 wPa1 bKb2", core::Color::Black));
    CHECK_FALSE(in_check("wKg7 bPh8 bKa1", core::Color::White));
    // A pawn on its second rank still checks.
    CHECK(in_check("wKh8 wPa2 bKb3", core::Color::Black));

    // Not refused, and solved: wKh8 Rh1 Pa1, bKb2, #1. The king b2 (next to
    // the inert pawn, which it may take) escapes any single rook check:
    // Rh2+ leaves rank 1 and rank 3, Rb1+ is taken, so no mate.
    CHECK_FALSE(problem::check_refusal(testing::make_setup("wKh8 wRh1 wPa1 bKb2", "#1")).has_value());
    auto r = solve("wKh8 wRh1 wPa1 bKb2", "#1");
    CHECK(r.status == search::TwinStatus::Solved);
    CHECK(r.solution_count() == 0);
}
