// Imitator, hand-analysed: each case is a position where ignoring the
// imitators changes the legal moves or whether a king is in check. The
// imitators are no pieces (Popeye 4.104): the walks do not see them, and
// every move must be one each imitator can make alike. (The oracle problems
// popeye-suite-hoppers 0041 … 0046 compare whole one-movers with Popeye.)

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "problem/popeye_reader.hpp"
#include "report/diagram.hpp"

namespace {

using namespace dawson;
using Game = test::ConditionGame;
using Moves = std::vector<std::string>;

std::string first_error(const std::string& text) {
    problem::ReadResult r = problem::read_popeye(text, "t.inp");
    return r.errors.empty() ? std::string() : r.errors[0].to_string();
}

}  // namespace

TEST_CASE("Imitator: a rook's imitator steps with it over empty squares and may not leave the board", "[imitator]") {
    // The rook on a1, the imitator on a3, a black pawn on a6. Up the file
    // the imitator makes the rook's steps from a3: Ra1-a2 takes it to a4,
    // Ra1-a3 (onto the imitator's square: it moves on) to a5; Ra1-a4 would
    // take it over a5 onto a6, where the pawn stands, and so would the
    // longer moves (a5, and a6 with the capture): illegal. Along the first
    // rank it goes b3 … h3. Without the condition Ra1-a2 … a6 are all legal.
    Game g("Imitator a3", "White Ra1 Black Pa6");
    CHECK(g.legal() == Moves{"Ra1-a2[Ia4]", "Ra1-a3[Ia5]", "Ra1-b1[Ib3]", "Ra1-c1[Ic3]", "Ra1-d1[Id3]", "Ra1-e1[Ie3]",
                             "Ra1-f1[If3]", "Ra1-g1[Ig3]", "Ra1-h1[Ih3]"});
    Game plain("", "White Ra1 Black Pa6");
    CHECK(plain.can("Ra1-a4"));
    CHECK(plain.can("Ra1*a6"));

    // The imitator on b7: a rook move up the file takes it up the b-file,
    // off the board from the second step on.
    Game edge("Imitator b7", "White Ra1");
    CHECK(edge.can("Ra1-a2[Ib8]"));
    CHECK(edge.legal().size() == 7);  // a2 and b1 … g1 (the imitator to c7 … h7)
}

TEST_CASE("Imitator: no hurdle for a hopper, a hopper's imitator needs a hurdle of its own", "[imitator]") {
    // The grasshopper on a1, the imitator on a3 and nothing else on the
    // file: the grasshopper does not see the imitator, finds no hurdle and
    // has no move up the file (were the imitator a piece, Ga1-a4).
    Game none("Imitator a3", "White Ga1 Black Ph8");
    CHECK(none.legal().empty());

    // Ga1 hops the pawn on a3 to a4: three steps up, the hurdle two. The
    // imitator on c2 must hop a piece on c4 (with c3 empty) and land on c5.
    Game hop("Imitator c2", "White Ga1 Black Pa3 Pc4 Ph8");
    CHECK(hop.legal() == Moves{"Ga1-a4[Ic5]"});
    Game no_hurdle("Imitator c2", "White Ga1 Black Pa3 Ph8");
    CHECK(no_hurdle.legal().empty());
}

TEST_CASE("Imitator: an imitator between a rook and the king blocks the check", "[imitator]") {
    // Rd1 against Kd8 with the imitator on d4: the capture of the king would
    // take the imitator d5, d6, d7, d8, where the king stands, so Black is
    // not in check. Without the imitator it is.
    Game g("Imitator d4", "White Kh1 Rd1 Black Kd8", core::Color::Black);
    CHECK_FALSE(movegen::in_check(g.pos, core::Color::Black));
    Game plain("", "White Kh1 Rd1 Black Kd8", core::Color::Black);
    CHECK(movegen::in_check(plain.pos, core::Color::Black));
    // Kd8-d7 takes the imitator to d3, still between them (the capture
    // d1*d7 would take it onto d7): legal, as it is not without the
    // imitator.
    CHECK(g.can("Kd8-d7[Id3]"));
    CHECK_FALSE(plain.can("Kd8-d7"));
}

TEST_CASE("Imitator: a check needs room for the imitator to follow the capture", "[imitator]") {
    // Re1 against Ke8: the capture is seven steps up. With the imitator on
    // a5 it would leave the board: no check. With the imitator on a1 it
    // steps a2 … a8 over empty squares: check.
    Game high("Imitator a5", "White Kh1 Re1 Black Ke8", core::Color::Black);
    CHECK_FALSE(movegen::in_check(high.pos, core::Color::Black));
    Game low("Imitator a1", "White Kh1 Re1 Black Ke8", core::Color::Black);
    CHECK(movegen::in_check(low.pos, core::Color::Black));
}

TEST_CASE("Imitator: castling moves the imitators by the king's and the rook's displacement", "[imitator]") {
    // Ke1, Ra1, Rh1, the imitator on g3. 0-0: the king's two steps take the
    // imitator to h3 and off the board: illegal. 0-0-0: the king's steps
    // take it to f3 and e3, the rook's three (the king on c1) back over f3
    // and g3 to h3: legal, written 0-0-0[Ih3] (the displacement -2 + 3).
    Game g("Imitator g3", "White Ke1 Ra1 Rh1 Black Ka8");
    CHECK(g.can("0-0-0[Ih3]"));
    CHECK_FALSE(g.can("0-0[Ig3]"));
    Game plain("", "White Ke1 Ra1 Rh1 Black Ka8");
    CHECK(plain.can("0-0"));
    // The imitator on c3: 0-0 leaves it where it is (+2 - 2), after the
    // king's steps d3 … e3 found empty: written 0-0[Ic3].
    Game short_castle("Imitator c3", "White Ke1 Ra1 Rh1 Black Ka8");
    CHECK(short_castle.can("0-0[Ic3]"));
}

TEST_CASE("Imitator: several imitators move alike and are written in the order given", "[imitator]") {
    // Imitators on e4 and c3 (written in that order, as Popeye writes them:
    // "[Ie5,c4]"): Ra1-a2 takes them to e5 and c4. Ra1-b1 would take the one on e4 to f4, where a black pawn
    // stands, Ra1-c1 over f4: illegal.
    Game g("Imitator e4 c3", "White Ra1 Black Pf4");
    CHECK(g.can("Ra1-a2[Ie5,c4]"));
    CHECK_FALSE(g.can("Ra1-b1[If4,d3]"));
    CHECK_FALSE(g.can("Ra1-c1[Ig4,e3]"));  // the one on e4 would pass f4
    CHECK(g.can("Ra1-a3[Ie6,c5]"));
}

TEST_CASE("Imitator: a pawn may promote to an imitator, after the imitators moved, not with NoIProm", "[imitator]") {
    // Pb7 with the imitator on d5: b7-b8 takes it to d6 and promotes to a
    // piece (written after the imitators, as Popeye does: "b7-b8[Id6]=Q")
    // or to an imitator: the pawn leaves the board, a second imitator stands
    // on b8 ("b7-b8[Id6]=I"); the next move moves both: Black's Kh1-g1
    // takes them to c6 and a8, while Kh1-g2 and Kh1-h2 would take the new
    // one off the board.
    Game g("Imitator d5", "White Pb7 Black Kh1");
    CHECK(g.legal() == Moves{"b7-b8[Id6]=B", "b7-b8[Id6]=I", "b7-b8[Id6]=Q", "b7-b8[Id6]=R", "b7-b8[Id6]=S"});
    g.play("b7-b8[Id6]=I");
    CHECK(g.pos.imitators().size() == 2);
    CHECK(g.pos.at(core::make_square(1, 7)).empty());
    CHECK(g.pos.key() == g.pos.compute_key());
    CHECK(g.legal() == Moves{"Kh1-g1[Ic6,a8]"});
    Game none("Imitator d5 NoIProm", "White Pb7 Black Kh1");
    CHECK(none.legal() == Moves{"b7-b8[Id6]=B", "b7-b8[Id6]=Q", "b7-b8[Id6]=R", "b7-b8[Id6]=S"});
}

TEST_CASE("Imitator: the diagram shows I, the condition line its squares", "[imitator]") {
    const auto probs = test::read_popeye_ok(
        "BeginProblem\nStipulation ~1\nCondition Imitator f5\nOption NoWk NoBk\nPieces White Ga3\nEndProblem\n");
    const std::string header = report::popeye_header(probs[0], "~1", problem::Language::English);
    CHECK(header.find("5   .   .   .   .   .   I   .   .   5") != std::string::npos);
    CHECK(header.find("Imitator f5") != std::string::npos);
}

TEST_CASE("Imitator: what Dawson does not play with imitators is refused by name", "[imitator]") {
    // A kind Popeye's imitator code does not know.
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition Imitator f5\nPieces White Ke1 LIa1 Black "
                      "Ke8\nEndProblem\n") ==
          "t.inp:3:11: error: unsupported: Imitator with LI (Popeye: conditions too fairy for imitator)");
    // An imitator on a piece.
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition Imitator e1\nPieces White Ke1 Black "
                      "Ke8\nEndProblem\n") == "t.inp:3:11: error: unsupported: an imitator on an occupied square (e1)");
    // NoIProm before Imitator (it takes away what Imitator adds).
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition NoIProm Imitator f5\nPieces White Ke1 Black "
                      "Ke8\nEndProblem\n") ==
          "t.inp:3:11: error: unsupported combination of conditions: NoIProm with Imitator");
    // Another condition.
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition Imitator f5 Circe\nPieces White Ke1 Black "
                      "Ke8\nEndProblem\n") ==
          "t.inp:3:11: error: unsupported combination of conditions: Imitator with Circe");
    // A twinning that moves every piece (the imitators would stay).
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition Imitator f5\nPieces White Ke1 Black "
                      "Ke8\nTwin Rotate 90\nEndProblem\n") ==
          "t.inp:5:6: error: unsupported twinning: Rotate with Imitator");
    // An attribute other than Royal and Chameleon.
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition Imitator f5\nPieces White Kamikaze Ra1 Ke1 Black "
                      "Ke8\nEndProblem\n") ==
          "t.inp:3:11: error: unsupported: Imitator with piece attributes other than Royal and Chameleon");
}
