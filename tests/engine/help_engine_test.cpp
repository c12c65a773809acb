// Help play against Popeye 4.104's output (popeye-random) and hand analysis.

#include <catch2/catch.hpp>

#include "solve_test_util.hpp"

using namespace dawson;
using testing::make_setup;
using testing::solution_lines;

TEST_CASE("h#2 popeye-random 0043: short solution and 2-move solutions", "[help]") {
    auto s = make_setup("wKd7 wWEe8 wQc2 wCGh2 wQa3 bKf5 bNd4 bBLh8 bRc3 bGc7", "h#2");
    auto r = testing::solve(s);
    auto lines = solution_lines(r);
    CHECK(r.status == search::TwinStatus::Solved);
    CHECK(lines.size() == 233);  // index.tsv: 233 solution lines
    CHECK(std::count(lines.begin(), lines.end(), "1.Kf5-e5 Qa3-d6 #") == 1);
    CHECK(std::count(lines.begin(), lines.end(), "1.Rc3-d3 Qc2*d3 + 2.Kf5-e5 Qa3-d6 #") == 1);
    // Shortest first, with Popeye's layout.
    REQUIRE(!r.sections.empty());
    CHECK(testing::lines_of(r.sections[0], r.sections[0].solutions[0])[0] == "  1.Kf5-e5 Qa3-d6 #");
}

TEST_CASE("h#2.5 popeye-random 0011: white starts with 1...", "[help]") {
    auto s = make_setup("wKh5 wPc5 wPa3 wSe5 wDGh6 wBHd6 wBLh3 bKh7 bGg8 bG3f8 bCAe8 bPd4 bQe7", "h#2.5");
    auto r = testing::solve(s);
    auto lines = solution_lines(r);
    CHECK(lines.size() == 132);
    CHECK(std::count(lines.begin(), lines.end(), "1...DGh6*f8 2.Kh7-h8 Kh5-h6 3.CAe8-h7 Se5-g6 #") == 1);
}

TEST_CASE("Duplex: the second half is the play with the colours swapped", "[help]") {
    // sound_h2 (hand-made: 1.Ka7-a6 Kd4-c5 2.Ka6-a5 Re8-a8#) and its colour
    // swap (board mirrored top to bottom) give each other's solutions.
    auto s = make_setup("wKd4 wRe8 wBd6 bKa7 bSg1", "h#2");
    auto mirrored = make_setup("bKd5 bRe1 bBd3 wKa2 wSg8", "h#2");
    s.options.duplex = true;
    auto r = testing::solve(s);
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections[0].kind == search::SectionKind::Play);
    CHECK(r.sections[1].kind == search::SectionKind::Duplex);
    CHECK(r.sections[0].solutions.size() == 1);
    mirrored.options.half_duplex = true;
    auto m = testing::solve(mirrored);
    REQUIRE(m.sections.size() == 1);
    CHECK(m.sections[0].kind == search::SectionKind::Duplex);
    REQUIRE(m.sections[0].solutions.size() == 1);
    CHECK(testing::lines_of(m.sections[0], m.sections[0].solutions[0])[0] == "  1.Ka2-a3 Kd5-c4   2.Ka3-a4 Re1-a1 #");
    // The duplex half of the original: White starts and Black mates.
    for (const auto& sol : r.sections[1].solutions) CHECK(sol.moves.back().side == core::Color::Black);
}

TEST_CASE("h=2 popeye-random 0108", "[help]") {
    auto s = make_setup("wKb1 wCGe4 wSb5 wQe6 wCAh5 wKAd6 bKe8 bPe7 bNHg8 bGh6", "h=2");
    auto lines = solution_lines(testing::solve(s));
    CHECK(lines == std::vector<std::string>{"1.NHg8-c6 Qe6-f6 2.e7-e6 CAh5-g8 ="});
}

TEST_CASE("MaxSolutions keeps the first solutions, shortest first, for any thread count", "[help]") {
    auto s = make_setup("wKd7 wWEe8 wQc2 wCGh2 wQa3 bKf5 bNd4 bBLh8 bRc3 bGc7", "h#2");
    s.options.max_solutions = 5;
    auto one = testing::solve(s, 1);
    auto two = testing::solve(s, 2);
    REQUIRE(one.sections.size() == 1);
    REQUIRE(one.sections[0].solutions.size() == 5);
    CHECK(testing::lines_of(one.sections[0], one.sections[0].solutions[0])[0] ==
          "  1.Kf5-e5 Qa3-d6 #");  // the short solution
    REQUIRE(two.sections[0].solutions.size() == 5);
    for (int i = 0; i < 5; ++i)
        CHECK(testing::lines_of(two.sections[0], two.sections[0].solutions[i]) ==
              testing::lines_of(one.sections[0], one.sections[0].solutions[i]));
}

TEST_CASE("SetPlay from a position where the side to move is in check", "[help]") {
    // From Popeye's regression tests ("h#1 with set play, but black king is
    // in check"): the set play (White to move) is illegal, Popeye says so
    // and solves the play: 1.Kb8-a8 Sc4-b6#.
    auto s = make_setup("wKa6 wSc4 wBh2 bKb8", "h#1");
    s.options.set_play = true;
    auto r = testing::solve(s);
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections[0].kind == search::SectionKind::SetPlay);
    CHECK(r.sections[0].message == "the side to play can capture the king");
    CHECK(r.sections[0].solutions.empty());
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Kb8-a8 Sc4-b6 #"});
}
