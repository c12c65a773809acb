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

// The bound asked of the positions of the orthodox stalemate problems.
test::BoundCounts check_problems(search::GoalBound bound) {
    test::BoundCounts c;
    int problems = 0;
    for (const problem::Setup& setup :
         test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play)) {
        ++problems;
        test::visit_positions(setup, 2, [&](position::Position& pos, bool diagram) {
            test::check_help_bound(pos, c, 2, diagram ? 4 : 3, bound, search::is_stalemated);
        });
    }
    INFO(problems << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(problems > 30);
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
