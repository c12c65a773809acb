// Hand-analysed positions for each rule of Crispin's Grasshopper
// (rules.md 4.5), with the analysis in the comments: entering, crossing a
// wall, top checkers jumping walls (and building across one), building,
// bearing off, passes (counted as a turn in win-in-n), a draw inside a
// perft tree, two points in a row win and split points do not. The oracle
// tables do not pin down a draw, a build across a wall or counted passes;
// these tests do. Positions are written as {point, checker} maps
// (race_test_util.hpp fills the reserves up to 14 checkers).

#include <catch2/catch.hpp>

#include "race/notation.hpp"
#include "race/perft.hpp"
#include "race/solution.hpp"
#include "race/win_search.hpp"
#include "race_test_util.hpp"
#include "search/transposition_table.hpp"

namespace {

using namespace dawson;
using Moves = std::vector<std::string>;
using test::race_moves;
using test::race_position;

race::Move find_move(const race::Position& pos, const std::string& text) {
    race::MoveList ml;
    race::generate_legal(pos, ml);
    for (race::Move m : ml)
        if (race::move_text(m) == text) return m;
    FAIL("no move " << text << " in " << race::position_text(pos));
    return {};
}

// Plays `text` and checks that unmake restores the position.
race::Position play(const race::Position& pos, const std::string& text) {
    race::Position p = pos;
    const race::Move m = find_move(pos, text);
    const race::Undo u = p.make(m);
    race::Position back = p;
    back.unmake(m, u);
    CHECK(back == pos);
    CHECK(back.key() == pos.key());
    return p;
}

bool wins(const race::Position& pos, int n) {
    search::TranspositionTable table(1 << 20);
    return race::WinSearch(table).wins(pos, n);
}

TEST_CASE("race rules: the start position enters anywhere in A", "[race]") {
    const race::Position start = race::parse_position(race::kStartText);
    CHECK(race_moves(start) == Moves{"*1", "*2", "*3", "*4", "*5", "*6"});
    // Black then enters on any other point of A: 6 x 5 = 30.
    race::Position p = start;
    CHECK(race::perft(p, 2) == 30);
    CHECK(race_moves(play(start, "*3")) == Moves{"*1", "*2", "*4", "*5", "*6"});
}

TEST_CASE("race rules: a single checker may not cross a wall of either colour", "[race]") {
    // White single on 3, black wall on 8. 3 steps into B only to 7 (4-6
    // lie between, no wall); 9-12 have the wall on 8 between. No build
    // (nothing white on 9).
    const auto p = race_position({{3, 'w'}, {8, 'B'}}, 'w', 0, 0, "-");
    CHECK(race_moves(p) == Moves{"*1", "*2", "*4", "*5", "*6", "3-7"});
    // White's own wall blocks white too: single on 10, white wall on 14:
    // 10 reaches 13 only; the wall on 14 (in B or C: top moves 14-19 ... 14-24).
    const auto q = race_position({{10, 'w'}, {14, 'W'}}, 'w', 0, 0, "-");
    CHECK(race_moves(q) ==
          Moves{"*1", "*2", "*3", "*4", "*5", "*6", "10-13", "14-19", "14-20", "14-21", "14-22", "14-23", "14-24"});
}

TEST_CASE("race rules: the top checker of a wall jumps walls, also when it builds", "[race]") {
    // White wall on 8, black wall on 11, white single on 14. The top
    // checker of 8 goes to every vacant point of C (13, 15-18; 14 is
    // white), jumping the black wall on 11, and builds 8=14 across it. The
    // single on 14 steps to any point of D (no wall on 15-18).
    const auto p = race_position({{8, 'W'}, {11, 'B'}, {14, 'w'}}, 'w', 0, 0, "-");
    CHECK(race_moves(p) == Moves{"*1", "*2", "*3", "*4", "*5", "*6", "8-13", "8-15", "8-16", "8-17", "8-18", "14-19",
                                 "14-20", "14-21", "14-22", "14-23", "14-24", "8=14"});
    // After the top build, a single checker stays on 8 and 14 is a wall.
    const auto after = play(p, "8=14");
    CHECK(race::position_text(after) == ".......w..B..W.......... b 11/12 0/0 -");
    // The same with a single checker on 8: the wall on 11 stops its steps
    // into C and the build 8=14.
    const auto single = race_position({{8, 'w'}, {11, 'B'}, {14, 'w'}}, 'w', 0, 0, "-");
    CHECK(race_moves(single) ==
          Moves{"*1", "*2", "*3", "*4", "*5", "*6", "14-19", "14-20", "14-21", "14-22", "14-23", "14-24"});
    // A top step leaves a single checker behind.
    CHECK(race::position_text(play(p, "8-16")) == ".......w..B..w.w........ b 11/12 0/0 -");
}

TEST_CASE("race rules: building a wall six points ahead", "[race]") {
    // White singles on 5 and 11: 5 steps to 7-10 and 12, 11 steps to 13-18,
    // and 5=11 builds (nothing between 6 and 10).
    const auto p = race_position({{5, 'w'}, {11, 'w'}}, 'w', 0, 0, "-");
    CHECK(race_moves(p) == Moves{"*1", "*2", "*3", "*4", "*6", "5-7", "5-8", "5-9", "5-10", "5-12", "11-13", "11-14",
                                 "11-15", "11-16", "11-17", "11-18", "5=11"});
    CHECK(race::position_text(play(p, "5=11")) == "..........W............. b 12/14 0/0 -");
    // Not onto an enemy checker, and not across a wall (black wall on 8).
    const auto enemy = race_position({{5, 'w'}, {11, 'b'}}, 'w', 0, 0, "-");
    CHECK(race_moves(enemy) == Moves{"*1", "*2", "*3", "*4", "*6", "5-7", "5-8", "5-9", "5-10", "5-12"});
    const auto blocked = race_position({{5, 'w'}, {8, 'B'}, {11, 'w'}}, 'w', 0, 0, "-");
    CHECK(race_moves(blocked) ==
          Moves{"*1", "*2", "*3", "*4", "*6", "5-7", "11-13", "11-14", "11-15", "11-16", "11-17", "11-18"});
}

TEST_CASE("race rules: bearing off a wall in D scores, a single in D does not move", "[race]") {
    // White wall on 20, white single on 22: only enters and 20/off.
    const auto p = race_position({{20, 'W'}, {22, 'w'}}, 'w', 0, 0, "-");
    CHECK(race_moves(p) == Moves{"*1", "*2", "*3", "*4", "*5", "*6", "20/off"});
    const auto after = play(p, "20/off");
    CHECK(race::position_text(after) == ".....................w.. b 11/14 1/0 w");
    CHECK_FALSE(after.finished());
}

TEST_CASE("race rules: two points in a row win, split points go on", "[race]") {
    // White scored last (1/0 w) and has a wall on 20: 20/off wins at once.
    const auto twice = race_position({{20, 'W'}}, 'w', 1, 0, "w");
    const auto won = play(twice, "20/off");
    CHECK(won.finished());
    CHECK(race::position_text(won) == "........................ b 10/14 2/0 w!");
    CHECK(race_moves(won).empty());
    CHECK(wins(twice, 1));
    // After w, b (1/1, last b) the same bear-off only makes it w, b, w.
    const auto split = race_position({{20, 'W'}}, 'w', 1, 1, "b");
    const auto on = play(split, "20/off");
    CHECK_FALSE(on.finished());
    CHECK(race::position_text(on) == "........................ b 10/12 2/1 w");
    CHECK_FALSE(wins(split, 1));
    // w, b, w from 0/0: walls on 20 and 21 for White, 22 for Black.
    auto p = race_position({{20, 'W'}, {21, 'W'}, {22, 'B'}}, 'w', 0, 0, "-");
    p = play(play(play(p, "20/off"), "22/off"), "21/off");
    CHECK(race::position_text(p) == "........................ b 10/12 2/1 w");
    CHECK_FALSE(p.finished());
}

// White has passed, Black must unblock, White builds and bears off: the
// pass is White's first turn. Scores 6/6 (last w) leave two checkers each.
// White: singles on 13 and 19; Black: a wall on 15. White cannot move: 13
// may not cross the wall on 15 to D, nor build 13=19 across it; 19 is a
// single in D. Black's top checker steps to 20-24 (19 is white) and so
// leaves a single on 15. Then 13=19 builds, and Black passes (its single
// on 15 cannot cross the new wall on 19, the one in D cannot move), and
// 19/off wins: on White's third turn, counting the pass.
const std::map<int, char> kPassPoints{{13, 'w'}, {15, 'B'}, {19, 'w'}};

TEST_CASE("race rules: a forced pass is a move in perft and a turn in win-in-n", "[race]") {
    const auto p = race_position(kPassPoints, 'w', 6, 6, "w");
    CHECK(race_moves(p) == Moves{"pass"});
    const auto black = play(p, "pass");
    CHECK(race_moves(black) == Moves{"15-20", "15-21", "15-22", "15-23", "15-24"});
    CHECK(race_moves(play(black, "15-20")) == Moves{"13-21", "13-22", "13-23", "13-24", "13=19"});
    race::Position q = p;
    CHECK(race::perft(q, 1) == 1);
    CHECK(race::perft(q, 2) == 5);
    CHECK_FALSE(wins(p, 2));  // if the pass were free, this would be a win in 2
    CHECK(wins(p, 3));
    const race::Solution s = race::solve(p, 3, 1, 1 << 20);
    REQUIRE(s.yes());
    CHECK(s.sound());
    REQUIRE(s.strategy);
    CHECK(race::move_text(s.strategy->move) == "pass");
    REQUIRE(s.strategy->replies.size() == 5);
    for (const auto& r : s.strategy->replies) {
        CHECK(race::move_text(r.answer.move) == "13=19");
        REQUIRE(r.answer.replies.size() == 1);
        CHECK(race::move_text(r.answer.replies[0].move) == "pass");
        CHECK(race::move_text(r.answer.replies[0].answer.move) == "19/off");
        CHECK(r.answer.replies[0].answer.wins_game);
    }
}

// A draw inside a perft tree. Scores 6/6, last b: White has singles on 18
// and 24, Black singles on 20 and 21. White: 18-19, 18-22, 18-23 (steps
// into D) and 18=24. After a step all four checkers are singles in D:
// neither side can move, the game is drawn and has no moves below. After
// 18=24 Black cannot move but White can, so Black passes; 24/off makes it
// 7/6 (last w, not two in a row), and then nobody has a checker that can
// move: drawn. Perft: 4, 1, 1, 0.
TEST_CASE("race rules: a drawn position inside a perft tree has no moves", "[race]") {
    const auto p = race_position({{18, 'w'}, {20, 'b'}, {21, 'b'}, {24, 'w'}}, 'w', 6, 6, "b");
    CHECK(race_moves(p) == Moves{"18-19", "18-22", "18-23", "18=24"});
    race::MoveList ml;
    CHECK(race::generate_legal(play(p, "18-22"), ml) == race::TurnState::Drawn);
    CHECK(race_moves(play(p, "18=24")) == Moves{"pass"});
    race::Position q = p;
    CHECK(race::perft(q, 1) == 4);
    CHECK(race::perft(q, 2) == 1);
    CHECK(race::perft(q, 3) == 1);
    CHECK(race::perft(q, 4) == 0);
    // A draw is no win: with last b White needs two more points.
    CHECK_FALSE(wins(p, 5));
    // With last w, 18=24, pass, 24/off wins in 2; the steps draw.
    const auto w = race_position({{18, 'w'}, {20, 'b'}, {21, 'b'}, {24, 'w'}}, 'w', 6, 6, "w");
    CHECK_FALSE(wins(w, 1));
    CHECK(wins(w, 2));
    const race::Solution no = race::solve(w, 1, 1, 1 << 20);
    CHECK_FALSE(no.yes());
    REQUIRE(no.refutations.size() == 4);
    CHECK_FALSE(no.refutations[0].reply);  // 18-19: drawn
    REQUIRE(no.refutations[3].reply);      // 18=24 1...pass: no turn left
    CHECK(race::move_text(*no.refutations[3].reply) == "pass");
}

TEST_CASE("race rules: bad positions are refused with a reason", "[race]") {
    auto reason = [](const std::string& text) {
        try {
            race::parse_position(text);
        } catch (const race::PositionError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK(reason("....................... w 14/14 0/0 -").find("23 characters") != std::string::npos);
    CHECK(reason("x....................... w 14/14 0/0 -").find("unknown character 'x'") != std::string::npos);
    CHECK(reason("W....................... w 12/14 0/0 -").find("wall on point 1 in A") != std::string::npos);
    CHECK(reason("w....................... w 14/14 0/0 -").find("white has 15 checkers") != std::string::npos);
    CHECK(reason("........................ w 14/12 0/1 -").find("contradicts") != std::string::npos);
    CHECK(reason("........................ w 10/14 2/0 w").find("contradicts") != std::string::npos);
    CHECK(reason("........................ w 12/14 1/0 w!").find("contradicts") != std::string::npos);
    CHECK(reason("........................ x 14/14 0/0 -").find("side to move") != std::string::npos);
    CHECK(reason("........................ w 14/14 0/0 -") == "accepted");
    CHECK(reason("........................ w 10/12 2/1 w!") == "accepted");
}

}  // namespace
