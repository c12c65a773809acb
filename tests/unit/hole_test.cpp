// Hole and HaanerChess, hand-analysed: a hole is as a square off the board
// (Popeye 4.104's blocked squares): lines stop before it, no piece lands on
// it, and it is never a hurdle. Each case is a position where ignoring the
// holes changes the legal moves or whether a king is in check. (The oracle
// problems popeye-suite-hoppers 0047, 0084 and 0202 compare whole problems
// with Popeye.)

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "report/diagram.hpp"

namespace {

using namespace dawson;
using Game = test::ConditionGame;
using Moves = std::vector<std::string>;

}  // namespace

TEST_CASE("Hole: a rider stops before a hole, a leaper does not land on it", "[hole]") {
    // Ra1 with a hole on a4: up the file a2 and a3 only (without the hole
    // a2 … a8).
    Game rook("Hole a4", "White Ra1");
    CHECK(rook.legal() ==
          Moves{"Ra1-a2", "Ra1-a3", "Ra1-b1", "Ra1-c1", "Ra1-d1", "Ra1-e1", "Ra1-f1", "Ra1-g1", "Ra1-h1"});
    // Sb1 with a hole on c3: a3 and d2 only.
    Game knight("Hole c3", "White Sb1");
    CHECK(knight.legal() == Moves{"Sb1-a3", "Sb1-d2"});
}

TEST_CASE("Hole: a hole is no hurdle and stops a hopper's line", "[hole]") {
    // Ga1, a hole on a3, a black pawn on a5: the grasshopper finds the hole
    // first on the file and has no move there (without the hole, Ga1-a6
    // over the pawn); were the hole a hurdle, Ga1-a4.
    Game g("Hole a3", "White Ga1 Black Pa5 Ph8");
    CHECK(g.legal().empty());
    Game plain("", "White Ga1 Black Pa5 Ph8");
    CHECK(plain.legal() == Moves{"Ga1-a6"});
}

TEST_CASE("Hole: a hole between a rook and the king blocks the check", "[hole]") {
    Game g("Hole d4", "White Kh1 Rd1 Black Kd8", core::Color::Black);
    CHECK_FALSE(movegen::in_check(g.pos, core::Color::Black));
    CHECK(g.can("Kd8-d7"));
    Game plain("", "White Kh1 Rd1 Black Kd8", core::Color::Black);
    CHECK(movegen::in_check(plain.pos, core::Color::Black));
}

TEST_CASE("Hole: the diagram shows a hole blank and does not list the condition", "[hole]") {
    const auto probs = test::read_popeye_ok(
        "BeginProblem\nStipulation ~1\nCondition Hole a1 b1h1\nOption NoWk NoBk\nPieces White Ga3\nEndProblem\n");
    const std::string header = report::popeye_header(probs[0], "~1", problem::Language::English);
    CHECK(header.find("1           .   .   .   .   .       1") != std::string::npos);
    CHECK(header.find("Hole") == std::string::npos);
}

TEST_CASE("HaanerChess: every move leaves a hole on its departure square", "[hole]") {
    // Ra1-a4: a1 becomes a hole, so the rook goes back to a3 and a2 but
    // not to a1 (without the condition it does). Black's h7-h6 leaves a
    // hole on h7.
    Game g("HaanerChess", "White Ra1 Black Ph7");
    g.play("Ra1-a4");
    g.play("h7-h6");
    CHECK_FALSE(g.can("Ra4-a1"));
    CHECK(g.can("Ra4-a2"));
    CHECK(g.pos.holes() == (core::bb(core::make_square(0, 0)) | core::bb(core::make_square(7, 6))));
    Game plain("", "White Ra1 Black Ph7");
    plain.play("Ra1-a4");
    plain.play("h7-h6");
    CHECK(plain.can("Ra4-a1"));
}

TEST_CASE("HaanerChess: no castling over the hole a king's or rook's departure left", "[hole]") {
    // Black's grasshopper leaves d1 (a hole now): White's 0-0-0 would take
    // the king over d1 and the rook onto it.
    Game g("HaanerChess", "White Ke1 Ra1 Black Gd1 Pd5", core::Color::Black, "h001");
    CHECK(g.can("Gd1-d6"));
    g.play("Gd1-d6");
    CHECK_FALSE(g.can("0-0-0"));
    Game plain("", "White Ke1 Ra1 Black Gd1 Pd5", core::Color::Black, "h001");
    plain.play("Gd1-d6");
    CHECK(plain.can("0-0-0"));
}
