// The stalemate bound (search/stalemate_bound.hpp) and the king box
// (search/mate_bound.hpp) against brute force: wherever one says that a
// stalemate is out of reach, no line of help play of that length ends in
// one. Checked on the positions of the stalemate problems of Popeye's test
// files in popeye-regression (orthodox ones, most from hpint.inp and
// intell.inp) and the positions one and two half-moves later, for lines of
// two and three half-moves (four from the diagram).

#include "search/stalemate_bound.hpp"

#include <catch2/catch.hpp>

#include "goal_problems.hpp"
#include "movegen/stalemate_filter.hpp"
#include "search/goal_tests.hpp"
#include "search/mate_bound.hpp"

namespace {

using namespace dawson;

// The bound asked of the positions of the problems.
test::BoundCounts check_problems(const std::vector<problem::Setup>& setups, search::GoalBound bound) {
    test::BoundCounts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 2, [&](position::Position& pos, bool diagram) {
            test::check_help_bound(pos, c, 2, diagram ? 4 : 3, bound, search::is_stalemated);
        });
    INFO(setups.size() << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach");
    return c;
}

// The orthodox stalemate problems.
test::BoundCounts check_problems(search::GoalBound bound) {
    const std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play);
    CHECK(setups.size() > 30);
    return check_problems(setups, bound);
}

// Three series moves from the diagram, two from the positions after its
// first moves (and after one second move each), then the opponent's
// stalemating move.
test::BoundCounts check_series(const std::vector<problem::Setup>& setups) {
    test::BoundCounts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 1000, [&](position::Position& pos, bool diagram) {
            for (int k = 1; k <= (diagram ? 3 : 2); ++k) {
                ++c.asked;
                if (!search::stalemate_out_of_reach(pos, pos.side_to_move(), k, 1)) continue;
                ++c.out_of_reach;
                INFO("ser-h=" << k << ", " << position::to_fen(pos));
                REQUIRE_FALSE(test::series_line(pos, k, 1, search::is_stalemated));
            }
        });
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    return c;
}

}  // namespace

TEST_CASE("stalemate bound: never out of reach where a stalemate is reached", "[stalemate-bound]") {
    const test::BoundCounts c = check_problems(search::stalemate_out_of_reach);
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    // The bound is worth asking: it settles many of these positions.
    CHECK(c.out_of_reach > c.asked / 20);
}

TEST_CASE("king box: never out of reach where a stalemate is reached", "[stalemate-bound]") {
    const test::BoundCounts c = check_problems(search::box_out_of_reach);
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(c.out_of_reach > c.asked / 20);
}

TEST_CASE("stalemate bound and king box with holes: never out of reach where a stalemate is reached",
          "[stalemate-bound]") {
    // popeye-regression 0325, popeye-intelligent 0009 and 0141 (ser-h=).
    const std::vector<problem::Setup> setups = test::goal_problems_with_holes(stipulation::Goal::Stalemate);
    CHECK(setups.size() >= 3);
    const test::BoundCounts c = check_problems(setups, search::stalemate_out_of_reach);
    const test::BoundCounts box = check_problems(setups, search::box_out_of_reach);
    INFO(c.asked << " questions, " << c.out_of_reach << " and " << box.out_of_reach << " out of reach");
    CHECK(c.out_of_reach > c.asked / 20);
    CHECK(box.out_of_reach > 0);
}

TEST_CASE("stalemate bound: never out of reach where a ser-h= is reached", "[stalemate-bound]") {
    const test::BoundCounts c =
        check_series(test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play));
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(c.out_of_reach > c.asked / 20);
}

TEST_CASE("stalemate bound and king box with dummies: never out of reach where a stalemate is reached",
          "[stalemate-bound]") {
    // popeye-intelligent 0027 (ser-h=14, dummies of both colours).
    const std::vector<problem::Setup> setups = test::goal_problems_with_dummies(stipulation::Goal::Stalemate);
    CHECK(setups.size() >= 1);
    const test::BoundCounts c = check_problems(setups, search::stalemate_out_of_reach);
    const test::BoundCounts box = check_problems(setups, search::box_out_of_reach);
    const test::BoundCounts series = check_series(setups);
    INFO(c.asked << " questions, " << c.out_of_reach << " and " << box.out_of_reach
                 << " out of reach; ser-h=: " << series.out_of_reach << " of " << series.asked);
    CHECK(c.out_of_reach + box.out_of_reach + series.out_of_reach > 0);
}
