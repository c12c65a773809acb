// The result model (search/result.hpp) holds moves, sides, move numbers and
// marks, and in battle play the tree of moves; report/solution_text writes
// the notation by replaying the moves from each section's origin. Expected
// texts are Popeye's (popeye-random 0043 and 0099, as in help_engine_test
// and battle_play_test).

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "report/solution_text.hpp"
#include "solve_test_util.hpp"

using namespace dawson;
using core::Color;
using problem::Language;
using search::Mark;

TEST_CASE("result model: a help line is moves and marks, written after its setup is gone", "[result]") {
    search::TwinResult r;
    {
        // The setup lives only here: the section's origin keeps what the
        // report needs to replay the moves.
        const problem::Setup s = testing::make_setup("wKd7 wWEe8 wQc2 wCGh2 wQa3 bKf5 bNd4 bBLh8 bRc3 bGc7", "h#2");
        r = testing::solve(s);
    }
    REQUIRE(!r.sections.empty());
    const search::Section& sec = r.sections[0];
    REQUIRE(sec.origin);
    REQUIRE(!sec.solutions.empty());
    // Shortest first: h#1, Black's move then White's mate.
    const search::Solution& sol = sec.solutions[0];
    CHECK(sol.layout == search::Layout::Help);
    REQUIRE(sol.moves.size() == 2);
    CHECK(sol.moves[0].side == Color::Black);
    CHECK(sol.moves[0].number == 1);
    CHECK(sol.moves[0].mark == Mark::None);
    CHECK(sol.moves[1].side == Color::White);
    CHECK(sol.moves[1].number == 1);
    CHECK(sol.moves[1].mark == Mark::Mate);
    CHECK(report::solution_lines(sec, sol, Language::English) == std::vector<std::string>{"  1.Kf5-e5 Qa3-d6 #"});
    CHECK(report::move_texts(sec, sol, Language::English) == std::vector<std::string>{"Kf5-e5", "Qa3-d6"});
    // The piece codes are the report's language's (German: D for the queen).
    CHECK(report::move_texts(sec, sol, Language::German) == std::vector<std::string>{"Kf5-e5", "Da3-d6"});
}

TEST_CASE("result model: a battle key is a tree of moves with marks and flags", "[result]") {
    // popeye-random 0099: =2, 1.Rd5*d6! threat 2.Rd6*d7 =.
    problem::Setup s = testing::make_setup("wKf4 wGg3 wRf6 wRd5 wRf8 wSf5 wRe4 wPg5 bKh7 bPg4 bPf7 bPd6 bLId7", "=2");
    s.options.variation = true;
    const search::TwinResult r = testing::solve(s);
    const search::Section* play = nullptr;
    for (const search::Section& sec : r.sections)
        if (sec.kind == search::SectionKind::Play) play = &sec;
    REQUIRE(play);
    REQUIRE(play->solutions.size() == 1);
    const search::Solution& key = play->solutions[0];
    CHECK(key.layout == search::Layout::BattleKey);
    REQUIRE(key.tree);
    REQUIRE(key.moves.size() == 1);
    CHECK(key.moves[0].side == Color::White);
    CHECK(key.moves[0].move == key.tree->move);
    CHECK(key.tree->threat_searched);
    REQUIRE(key.tree->threats.size() == 1);
    CHECK(key.tree->threats[0].mark == Mark::Stalemate);
    CHECK(key.tree->refutations.empty());
    CHECK(key.tree->defences.size() == 6);
    const std::vector<std::string> lines = report::solution_lines(*play, key, Language::English);
    REQUIRE(lines.size() == 15);
    CHECK(lines[0] == "   1.Rd5*d6 ! threat:");
    CHECK(lines[1] == "          2.Rd6*d7 =");
    // The threat is played after the defender's pass; the defences from the
    // position after the key.
    CHECK(report::solution_lines(*play, key, Language::German)[0] == "   1.Td5*d6 ! Drohung:");
}
