// Positions Popeye 4.104 refuses or accepts before solving, and how Dawson
// reports them (solve_twin, every output format).
//
// Popeye facts (its source, solving/machinery/twin.c and output/message.c):
// - more than one king of a colour: "only one king allowed", then "problem
//   ignored"; that twin is not solved, the others are.
// - the side not to move in check (adjacent kings included): "the side to
//   play can capture the king".
// - pawns on their first or last rank are accepted (no message).
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

#include "parallel/solve_driver.hpp"
#include "problem/legality.hpp"
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
    CHECK(out.find("b) +wKh1\n\nonly one king allowed\nproblem ignored\n") != std::string::npos);
    CHECK(out.find("solution finished.") != std::string::npos);

    std::ostringstream text;
    report::write_popeye(text, problems[0], twins, report::TextOptions{true});
    CHECK(text.str().find("verdict b) illegal position") != std::string::npos);

    const auto j = report::problem_json(problems[0], twins);
    const auto& jt = j["twins"];
    REQUIRE(jt.size() == 2);
    CHECK(jt[1]["status"] == "illegal");
    CHECK(jt[1]["message"] == "only one king allowed");
    CHECK(jt[1]["ignored"] == true);
    CHECK(jt[1]["verdict"]["kind"] != "sound");
    CHECK_FALSE(jt[0].contains("ignored"));
}
