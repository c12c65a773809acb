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
    CHECK(r.sections[0].solutions[0].lines[0] == "  1.Kf5-e5 Qa3-d6 #");
}

TEST_CASE("h#2.5 popeye-random 0011: white starts with 1...", "[help]") {
    auto s = make_setup("wKh5 wPc5 wPa3 wSe5 wDGh6 wBHd6 wBLh3 bKh7 bGg8 bG3f8 bCAe8 bPd4 bQe7", "h#2.5");
    auto r = testing::solve(s);
    auto lines = solution_lines(r);
    CHECK(lines.size() == 132);
    CHECK(std::count(lines.begin(), lines.end(), "1...DGh6*f8 2.Kh7-h8 Kh5-h6 3.CAe8-h7 Se5-g6 #") == 1);
}
