// Fairy conditions, hand-analysed: each case is a position where ignoring
// the condition changes the legal moves, the notation or the check status.
// (The whole behaviour is compared with Popeye in
// conditions_oracle.cmake; these cases pin single rules.)

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"
#include "report/notation.hpp"

namespace {

using namespace dawson;

using Game = test::ConditionGame;

}  // namespace

TEST_CASE("Circe: the captured piece is reborn on its game-array square", "[conditions]") {
    // White Sg1 takes the black pawn e2 (file e: reborn on e7) and the
    // black rook f3 (f3 is light: a black rook on a light square goes to a8).
    Game g("Circe", "White Ke1 Sg1 Black Ke8 Pe2 Rf3 Ph2");
    CHECK(g.can("Sg1*e2[+bPe7]"));
    CHECK(g.can("Sg1*f3[+bRa8]"));
    g.play("Sg1*f3[+bRa8]");
    CHECK(g.pos.at(core::make_square(0, 7)) == position::Piece{pieces::kind::Rook, core::Color::Black});
    // Without the condition the rook is gone.
    Game o("", "White Ke1 Sg1 Black Ke8 Pe2 Rf3 Ph2");
    o.play("Sg1*f3");
    CHECK(o.pos.at(core::make_square(0, 7)).empty());
}

TEST_CASE("Circe: no rebirth on an occupied square", "[conditions]") {
    // The black knight c6 (a light square: reborn on g8) is taken while a
    // black bishop stands on g8: it disappears. The bishop taken on g8 (a
    // light square) is reborn on c8.
    Game g("Circe", "White Ke1 Qc4 Black Ka1 Sc6 Bg8");
    CHECK(g.can("Qc4*c6"));
    CHECK(g.can("Qc4*g8[+bBc8]"));
}

TEST_CASE("Circe: a rook reborn on its square may castle again", "[conditions][castling]") {
    // 1.Rh1-h3 loses the h1 rook's castling flag; 1...Ra3*h3 (h3 is light:
    // a white rook on a light square is reborn on h1) restores it, as in
    // Popeye (enable_castling_rights on a readdition), so 2.0-0 is legal:
    // the king has not moved, f1 and g1 are empty and unattacked.
    Game g("Circe", "White Ke1 Rh1 Black Ke8 Ra3");
    g.pos.set_castling(position::WhiteShort);
    g.play("Rh1-h3");
    CHECK(g.pos.castling() == 0);
    g.play("Ra3*h3[+wRh1]");
    CHECK(g.pos.castling() == position::WhiteShort);
    CHECK(g.can("0-0"));
    // Once the king has moved, a rebirth does not bring castling back.
    Game k("Circe", "White Ke1 Rh1 Black Ke8 Ra3");
    k.pos.set_castling(position::WhiteShort);
    k.play("Ke1-f2");
    k.play("Ke8-d8");
    k.play("Kf2-e1");
    k.play("Kd8-e8");
    k.play("Rh1-h3");
    k.play("Ra3*h3[+wRh1]");
    CHECK_FALSE(k.can("0-0"));
}

TEST_CASE("Circe: a king without rooks in the diagram may castle with a reborn rook", "[conditions][castling]") {
    // Popeye gives the unmoved king e1 its castling flag whatever the rooks
    // (twin.c sets k_cancastle for a king on e1 alone). Here no rook stands
    // on a1 or h1: 1...Kc2*b1 (b1 is light: the white rook is reborn on h1)
    // puts one there, and 2.0-0 is legal: the king has not moved, f1 and g1
    // are empty and the black king b1 attacks neither (popeye-regression
    // 1858, stip.inp: "6.Kc2*b1[+wTh1] 0-0 +").
    Game g("Circe", "White Ke1 Rb1 Black Kc2", core::Color::Black);
    g.play("Kc2*b1[+wRh1]");
    CHECK(g.pos.castling() == position::WhiteShort);
    CHECK(g.can("0-0"));
    // Orthodox chess: the rook is gone, and nothing can castle.
    Game o("", "White Ke1 Rb1 Black Kc2", core::Color::Black);
    o.play("Kc2*b1");
    CHECK(o.pos.castling() == 0);
}

TEST_CASE("Circe RexInclusive: a king that would be reborn is not in check", "[conditions]") {
    // The black rook e4 attacks the white king e2; e1 is empty, so the king
    // would be reborn there: no check. With e1 occupied it is check.
    Game g("Circe RexInclusive", "White Ke2 Black Ka8 Re4");
    CHECK_FALSE(movegen::in_check(g.pos, core::Color::White));
    Game h("Circe RexInclusive", "White Ke2 Se1 Black Ka8 Re4");
    CHECK(movegen::in_check(h.pos, core::Color::White));
    Game x("Circe", "White Ke2 Black Ka8 Re4");
    CHECK(movegen::in_check(x.pos, core::Color::White));
}

TEST_CASE("AntiCirce: the capturer is reborn, captures onto an occupied rebirth square are illegal", "[conditions]") {
    // Sg1*e2: the white knight is reborn on e2's colour square (e2 is
    // light: b1), which is empty. Qd4*d7: the queen would go to d1, held by
    // the white rook: illegal.
    Game g("AntiCirce", "White Ka1 Sg1 Qd4 Rd1 Black Kh8 Pe2 Pd7");
    CHECK(g.can("Sg1*e2[wSe2->b1]"));
    CHECK_FALSE(g.can("Qd4*d7"));
    CHECK_FALSE(g.can("Qd4*d7[wQd7->d1]"));
    // Calvet: capturing on one's own rebirth square is legal (the rook
    // takes on a1... a white rook's dark-square home is a1); Cheylan: illegal.
    Game c("AntiCirce", "White Kh1 Ra4 Black Ke8 Ba1");
    CHECK(c.can("Ra4*a1[wRa1->a1]"));  // reborn where it stands, as Popeye writes it
    Game y("AntiCirce Cheylan", "White Kh1 Ra4 Black Ke8 Ba1");
    CHECK_FALSE(y.can("Ra4*a1"));
    CHECK_FALSE(y.can("Ra4*a1[wRa1->a1]"));
}

TEST_CASE("AntiCirce: an attack whose rebirth square is blocked is not check", "[conditions]") {
    // The white queen b1 attacks a2, but taking the king would send her to
    // d1, where the white grasshopper stands: no check until it leaves.
    Game g("AntiCirce", "White Kh1 Qb1 Gd1 Black Ka2", core::Color::Black);
    CHECK_FALSE(movegen::in_check(g.pos, core::Color::Black));
    Game f("AntiCirce", "White Kh1 Qb1 Black Ka2", core::Color::Black);
    CHECK(movegen::in_check(f.pos, core::Color::Black));
}

TEST_CASE("MarsCirce: a piece captures from its rebirth square", "[conditions]") {
    // The queen f2 captures from d1 (empty): Qf2-d1*a1 and Qf2-d1*d5; the
    // bishop e5 on f2's diagonal cannot be taken from f2.
    Game g("MarsCirce", "White Kh8 Qf2 Black Ka8 Ra1 Pd5 Be3");
    CHECK(g.can("Qf2-d1*a1"));
    CHECK(g.can("Qf2-d1*d5"));
    CHECK_FALSE(g.can("Qf2*e3"));
    CHECK(g.can("Qf2-e2"));
}

TEST_CASE("AndernachChess and AntiAndernachChess change the mover's colour", "[conditions]") {
    Game a("AndernachChess", "White Ke1 Sd1 Black Ka8 Pc3");
    CHECK(a.can("Sd1*c3=b"));
    a.play("Sd1*c3=b");
    CHECK(a.pos.at(core::make_square(2, 2)).color == core::Color::Black);
    Game n("AntiAndernachChess", "White Ke1 Sd1 Black Ka8 Pc3");
    CHECK(n.can("Sd1-e3=b"));
    CHECK(n.can("Sd1*c3"));
    CHECK(n.can("Ke1-f1"));  // kings keep their colour
}

TEST_CASE("Take&MakeChess: a capture is completed by the captured piece's walk", "[conditions]") {
    // The rook b1 takes the knight b5 and must then leap like a knight from
    // b5 to an empty square (a3, c3, d4, d6, a7, c7); a capture with no such
    // leap does not exist.
    Game g("Take&MakeChess", "White Kh1 Rb1 Black Kh8 Sb5");
    for (const char* m : {"Rb1*b5-a3", "Rb1*b5-c3", "Rb1*b5-d4", "Rb1*b5-d6", "Rb1*b5-a7", "Rb1*b5-c7"})
        CHECK(g.can(m));
    CHECK_FALSE(g.can("Rb1*b5"));
}

TEST_CASE("AnnanChess: a piece moves like the friendly piece behind it", "[conditions]") {
    // The knight b2 stands on the rook b1: it moves as a rook (b3 … b8,
    // a2, c2 …), not as a knight.
    Game g("AnnanChess", "White Kh1 Sb2 Rb1 Black Kh8");
    CHECK(g.can("Sb2-b8"));
    CHECK(g.can("Sb2-a2"));
    CHECK_FALSE(g.can("Sb2-c4"));
}

TEST_CASE("conditions are refused by name in English, German and French", "[conditions]") {
    auto first_error = [](const std::string& text) {
        problem::ReadResult r = problem::read_popeye(text, "t.inp");
        return r.errors.empty() ? std::string() : r.errors[0].message;
    };
    CHECK(first_error("BeginProblem\nCondition Volage\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          "unsupported condition: Volage");
    CHECK(first_error(
              "AnfangProblem\nBedingung Wurmloecher e4\nForderung #2\nSteine Weiss Ke1 Schwarz Ke8\nEndeProblem\n") ==
          "unsupported condition: Wormholes");
    CHECK(first_error("DebutProbleme\nCondition CirceMalefique\nEnonce #2\nPieces Blanc Re1 Noir Re8\nFinProbleme\n") ==
          "unsupported condition: MirrorCirce");
    CHECK(first_error(
              "BeginProblem\nCondition Circe Parrain\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          "unsupported condition parameter: Circe Parrain");
    CHECK(first_error("BeginProblem\nCondition Circe AndernachChess\nStipulation #2\nPieces White Ke1 Black "
                      "Ke8\nEndProblem\n") == "unsupported combination of conditions: Circe with AndernachChess");
    // German names and parameters of implemented conditions.
    auto conds = [](const std::string& text) { return test::read_popeye_ok(text)[0].setup.conditions; };
    CHECK(conds("AnfangProblem\nBedingung Circe RexInklusive\nForderung #2\nSteine Weiss Ke1 Schwarz "
                "Ke8\nEndeProblem\n") == std::vector<conditions::ConditionSpec>{{"Circe", {"RexInclusive"}}});
    CHECK(conds("DebutProbleme\nCondition EchecsAndernach\nEnonce #2\nPieces Blanc Re1 Noir Re8\nFinProbleme\n") ==
          std::vector<conditions::ConditionSpec>{{"AndernachChess", {}}});
}

TEST_CASE("Circe: a kamikaze capturer is reborn, or vanishes when its square is taken", "[conditions][kamikaze]") {
    // Popeye's Circe Kamikaze: the kamikaze piece that captures is reborn
    // like an AntiCirce capturer, before what it took. 1.kBd3*e2: e2 is
    // light, so the white bishop is reborn on f1 and the black pawn on e7.
    // 1.kBd3*h7: h7 is light too (f1 again); the black pawn goes to h7.
    Game g("Circe", "White Ka1 White Kamikaze Bd3 Black Kh8 Pe2 Ph7");
    CHECK(g.can("kBd3*e2[wkBe2->f1][+bPe7]"));
    CHECK(g.can("kBd3*h7[wkBh7->f1][+bPh7]"));
    g.play("kBd3*e2[wkBe2->f1][+bPe7]");
    CHECK(g.pos.at(core::make_square(5, 0)).has(position::Attribute::Kamikaze));
    // With f1 taken (a white rook) the bishop vanishes, which Popeye does
    // not write: "kBd3*e2[+bPe7]".
    Game t("Circe", "White Ka1 Rf1 White Kamikaze Bd3 Black Kh8 Pe2");
    CHECK(t.can("kBd3*e2[+bPe7]"));
    t.play("kBd3*e2[+bPe7]");
    CHECK(t.pos.at(core::make_square(4, 1)).empty());
    // Without Circe it vanishes with its capture.
    Game o("", "White Ka1 White Kamikaze Bd3 Black Kh8 Pe2");
    CHECK(o.can("kBd3*e2[-wkBe2]"));
}
