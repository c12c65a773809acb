#pragma once
// Test support: the position of a small problem under its conditions, and
// its legal moves written as Popeye does, for hand-analysed condition tests.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"
#include "report/notation.hpp"

namespace dawson::test {

// The problem of `conditions` and `pieces` (Popeye words; no condition when
// empty) with stipulation `stip`, as a position with `side` to move.
struct ConditionGame {
    problem::Problem problem;
    position::Position pos;

    ConditionGame(const std::string& conditions, const std::string& pieces, core::Color side = core::Color::White,
                  const std::string& stip = "#2")
        : problem(read_popeye_ok("BeginProblem\nStipulation " + stip + "\n" +
                                 (conditions.empty() ? "" : "Condition " + conditions + "\n") + "Pieces " + pieces +
                                 "\nEndProblem\n")[0]),
          pos(problem::make_position(problem.setup)) {
        pos.set_side_to_move(side);
    }

    // The legal moves, sorted.
    std::vector<std::string> legal() {
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        std::vector<std::string> v;
        for (const auto& m : ml) v.push_back(report::move_text(pos, m, problem::Language::English));
        std::sort(v.begin(), v.end());
        return v;
    }

    bool can(const std::string& text) {
        const auto v = legal();
        return std::find(v.begin(), v.end(), text) != v.end();
    }

    // Plays the legal move written `text` (it must be one).
    void play(const std::string& text) {
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        for (const auto& m : ml)
            if (report::move_text(pos, m, problem::Language::English) == text) {
                pos.make(m);
                return;
            }
        FAIL("no legal move " << text);
    }
};

}  // namespace dawson::test
