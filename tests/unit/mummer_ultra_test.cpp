// The Ultra mummer conditions (MustCapture, Maximummer, Minimummer with the
// parameter Ultra), hand-analysed; each position is also solved by Popeye
// 4.104 in tests/data/popeye-ultra (the problem named in each case), whose
// output these analyses agree with.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/conditions.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"
#include "report/notation.hpp"
#include "report/vocabulary.hpp"
#include "search/goal_tests.hpp"

namespace {

using namespace dawson;

using Game = test::ConditionGame;

using Moves = std::vector<std::string>;
constexpr core::Color kWhite = core::Color::White;
constexpr core::Color kBlack = core::Color::Black;

}  // namespace

TEST_CASE("Maximummer Ultra: the longest move is chosen among the pseudo-legal ones", "[mummer-ultra]") {
    // popeye-ultra 0001. Be7 is pinned by Re1; its longest move Be7-a3
    // (dx² + dy² = 32) leaves the king in check. Plain BlackMaximummer plays
    // the longest legal moves, the king's diagonal steps (2); Ultra plays
    // only moves of length 32, all illegal: Black has no move.
    const std::string pieces = "White Ka1 Re1 Black Ke8 Be7";
    Game regular("BlackMaximummer", pieces, kBlack);
    CHECK(regular.legal() == Moves{"Ke8-d7", "Ke8-f7"});
    Game ultra("BlackMaximummer Ultra", pieces, kBlack);
    CHECK(ultra.legal().empty());
    CHECK(search::is_stalemated(ultra.pos));
    // White is not bound.
    Game white("BlackMaximummer Ultra", pieces, kWhite);
    CHECK(white.can("Ka1-b1"));
}

TEST_CASE("Maximummer Ultra: a piece checks only with a longest move", "[mummer-ultra]") {
    // popeye-ultra 0002. The black king's capture of a king on b7 would be
    // a step of length 2, shorter than Rh1-a1 (49): it does not observe b7,
    // so the white king may go there, next to it, and mates (a7 and b8 are
    // the white king's; the rook cannot capture a king). Without Ultra
    // Kc6-b7 is illegal.
    const std::string pieces = "White Kc6 Black Ka8 Rh1";
    Game regular("BlackMaximummer", pieces, kWhite);
    CHECK_FALSE(regular.can("Kc6-b7"));
    Game ultra("BlackMaximummer Ultra", pieces, kWhite);
    CHECK(ultra.can("Kc6-b7"));
    ultra.play("Kc6-b7");
    CHECK(movegen::in_check(ultra.pos, kBlack));
    CHECK_FALSE(movegen::in_check(ultra.pos, kWhite));
    CHECK(search::is_mated(ultra.pos));
    // Plain Maximummer Ultra binds Black in #1 the same way (popeye-ultra 0007).
    Game plain("Maximummer Ultra", pieces, kWhite);
    CHECK(plain.can("Kc6-b7"));
    // A check by a longest move stays a check: the rook's capture on h1
    // (a1-h1, 49) is as long as Black's longest moves.
    Game rook("BlackMaximummer Ultra", "White Kh1 Black Kd5 Ra1", kWhite);
    CHECK(movegen::in_check(rook.pos, kWhite));
}

TEST_CASE("Maximummer Ultra: castling counts in the measure of an observation", "[mummer-ultra]") {
    // popeye-ultra 0021 and 0022. Black's moves: Ra1-a2 and Ra1*a3 (1, 4;
    // Bb1 blocks the rank), Bb1-a2 (2), the pawns' steps (1, 4, c2-c1=Q 1),
    // the king's (1, 2), Rh8-g8 and Rh8-f8 (1, 4), and 0-0 (16). With
    // Black's castling right 0-0 is the longest, and Ra1's capture on a3
    // (4) does not check Ka3; without it the longest is 4 and it does.
    Game rights("BlackMaximummer Ultra", "White Ka3 Pd2 Black Ke8 Rh8 Pg7 Ph7 Ra1 Bb1 Pc2", kWhite);
    CHECK_FALSE(movegen::in_check(rights.pos, kWhite));
    CHECK(rights.can("d2-d3"));
    rights.pos.set_castling(0);
    CHECK(movegen::in_check(rights.pos, kWhite));
    CHECK_FALSE(rights.can("d2-d3"));
}

TEST_CASE("Minimummer Ultra: the shortest move is chosen among the pseudo-legal ones", "[mummer-ultra]") {
    // popeye-ultra 0003. Ke8's steps of length 1 (d8, f8, e7) are covered
    // by Sc6 and Rf1; its only legal move is Ke8-d7 (2). Plain
    // BlackMinimummer plays it; Ultra keeps only moves of length 1, all
    // illegal: stalemate.
    const std::string pieces = "White Ka1 Sc6 Rf1 Black Ke8";
    Game regular("BlackMinimummer", pieces, kBlack);
    CHECK(regular.legal() == Moves{"Ke8-d7"});
    Game ultra("BlackMinimummer Ultra", pieces, kBlack);
    CHECK(ultra.legal().empty());
    CHECK(search::is_stalemated(ultra.pos));
    // With the rook on b1 instead, f8 is free: Ke8-f8 (1) is the one move
    // (popeye-ultra 0003: 1.Rf1-b1 does not stalemate).
    Game free("BlackMinimummer Ultra", "White Ka1 Sc6 Rb1 Black Ke8", kBlack);
    CHECK(free.legal() == Moves{"Ke8-f8"});
}

TEST_CASE("MustCapture Ultra: the side must capture on every move", "[mummer-ultra]") {
    // Popeye 4.104 measures Ultra moves from 1 up: a side without a capture
    // has no move at all (Popeye's ~1 from this position finds nothing).
    const std::string pieces = "White Ke1 Rh1 Black Ke8 Pa7";
    Game regular("WhiteMustCapture", pieces, kWhite);
    CHECK(regular.legal().size() == 15);
    Game ultra("WhiteMustCapture Ultra", pieces, kWhite);
    CHECK(ultra.legal().empty());
    // popeye-ultra 0004: with a capture, only the capture.
    Game capture("WhiteMustCapture Ultra", "White Ke1 Rh1 Black Ke8 Pa7 Ph4", kWhite);
    CHECK(capture.legal() == Moves{"Rh1*h4"});
}

TEST_CASE("Ultra is read in the three languages and written as Popeye writes it", "[mummer-ultra]") {
    auto conds = [](const std::string& text) { return test::read_popeye_ok(text)[0].setup.conditions; };
    using Specs = std::vector<conditions::ConditionSpec>;
    CHECK(conds("BeginProblem\nCondition BlackMaximummer Ultra\nStipulation #2\nPieces White Ke1 Black "
                "Ke8\nEndProblem\n") == Specs{{"BlackMaximummer", {"ultra"}}});
    CHECK(conds("AnfangProblem\nBedingung WeisserLaengstzueger ultra\nForderung #2\nSteine Weiss Ke1 Schwarz "
                "Ke8\nEndeProblem\n") == Specs{{"WhiteMaximummer", {"ultra"}}});
    CHECK(conds("DebutProbleme\nCondition BlancPriseForce ultra\nEnonce #2\nPieces Blanc Re1 Noir "
                "Re8\nFinProbleme\n") == Specs{{"WhiteMustCapture", {"ultra"}}});
    // Popeye's diagram: "BlackMaximummer  ultra" (German "Ultra").
    const conditions::ConditionSpec spec{"BlackMaximummer", {"ultra"}};
    CHECK(problem::condition_text(spec, problem::Language::English) == "BlackMaximummer  ultra");
    CHECK(problem::condition_text(spec, problem::Language::German) == "SchwarzerLaengstzueger  Ultra");
    // Popeye's other strictness, exact, is refused by name.
    problem::ReadResult r = problem::read_popeye(
        "BeginProblem\nCondition BlackMaximummer exact\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n",
        "t.inp");
    REQUIRE_FALSE(r.errors.empty());
    CHECK(r.errors[0].to_string() == "t.inp:2:27: error: unsupported condition parameter: BlackMaximummer exact");
}
