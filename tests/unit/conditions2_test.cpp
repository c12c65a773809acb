// Fairy conditions II, hand-analysed: the choice rules (MustCapture,
// Maximummer, Minimummer, UltraSchachZwang), observation (Madrasi, Isardam,
// Patrouille, UltraPatrol), board geometry (GridChess, BichromChess, KoeKo,
// NewKoeko) and kings (VaultingKings, TransmutedKings,
// SuperTransmutingKing). Each case is a position where ignoring the
// condition changes the legal moves, the check status or the goal tests.
// (The whole behaviour is compared with Popeye in conditions_oracle.cmake.)

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"
#include "report/notation.hpp"
#include "search/goal_tests.hpp"

namespace {

using namespace dawson;

// A ConditionGame that also says whether a side is in check.
struct Game : test::ConditionGame {
    using ConditionGame::ConditionGame;
    bool in_check(core::Color c) const { return movegen::in_check(pos, c); }
};

using Moves = std::vector<std::string>;
constexpr core::Color kWhite = core::Color::White;
constexpr core::Color kBlack = core::Color::Black;

}  // namespace

TEST_CASE("MustCapture: the side must capture when it can", "[conditions2]") {
    // Black's only capture is Rh8*h2; White's is Rb1*b7.
    Game b("BlackMustCapture", "White Ke1 Ph2 Black Ka8 Rh8", kBlack);
    CHECK(b.legal() == Moves{"Rh8*h2"});
    Game o("", "White Ke1 Ph2 Black Ka8 Rh8", kBlack);
    CHECK(o.legal().size() > 1);
    // The condition binds Black alone.
    Game w("BlackMustCapture", "White Ke1 Rb1 Black Kh8 Pb7", kWhite);
    CHECK(w.legal().size() > 1);
    Game ww("WhiteMustCapture", "White Ke1 Rb1 Black Kh8 Pb7", kWhite);
    CHECK(ww.legal() == Moves{"Rb1*b7"});
    // With no capture at hand every move stays.
    Game n("BlackMustCapture", "White Ke1 Black Ka8", kBlack);
    CHECK(n.legal() == Moves{"Ka8-a7", "Ka8-b7", "Ka8-b8"});
}

TEST_CASE("Maximummer and Minimummer: the longest or shortest moves (dx² + dy²)", "[conditions2]") {
    // Rd1-d8 (7² = 49) is longer than Rd1-h1 (16) and every king move.
    Game x("WhiteMaximummer", "White Ka1 Rd1 Black Kh7", kWhite);
    CHECK(x.legal() == Moves{"Rd1-d8"});
    // Length 1: the rook's and the king's single orthogonal steps; Ka1-b2
    // (1² + 1² = 2) is longer.
    Game n("WhiteMinimummer", "White Ka1 Rd1 Black Kh7", kWhite);
    CHECK(n.legal() == Moves{"Ka1-a2", "Ka1-b1", "Rd1-c1", "Rd1-d2", "Rd1-e1"});
    // A knight's move (1 + 4 = 5) beats a king's diagonal step (2).
    Game b("BlackMaximummer", "White Ka1 Black Kh8 Sf8", kBlack);
    CHECK(b.legal() == Moves{"Sf8-d7", "Sf8-e6", "Sf8-g6", "Sf8-h7"});
    Game bn("BlackMinimummer", "White Ka1 Black Kh8 Sf8", kBlack);
    CHECK(bn.legal() == Moves{"Kh8-g8", "Kh8-h7"});
}

TEST_CASE("UltraSchachZwang: every move must check, mate is tested without the rule", "[conditions2]") {
    // Black's checking moves: Rb7-b1 and Rb7-e7.
    Game g("BlackUltraSchachZwang", "White Ke1 Black Ka8 Rb7", kBlack);
    CHECK(g.legal() == Moves{"Rb7-b1", "Rb7-e7"});
    // Not in check and no checking move: stalemate.
    Game s("BlackUltraSchachZwang", "White Ke1 Black Ka8", kBlack);
    CHECK(s.legal().empty());
    CHECK(search::is_stalemated(s.pos));
    Game so("", "White Ke1 Black Ka8", kBlack);
    CHECK_FALSE(search::is_stalemated(so.pos));
    // In check from h8 with king moves that do not check: not mate, as the
    // mate test ignores the rule, yet Black has no move to play.
    Game m("BlackUltraSchachZwang", "White Ke1 Rh8 Black Ka8", kBlack);
    CHECK(m.legal().empty());
    CHECK_FALSE(search::is_mated(m.pos));
    // White is not bound.
    Game w("BlackUltraSchachZwang", "White Ke1 Black Ka8", kWhite);
    CHECK(w.legal().size() == 5);
}

TEST_CASE("Madrasi: pieces of one kind observing each other are paralysed", "[conditions2]") {
    // The rooks a7 and e7 observe each other: neither moves, and the black
    // rook does not check the king e1, which may go to e2.
    Game g("Madrasi", "White Ke1 Ra7 Black Ka8 Re7", kWhite);
    CHECK_FALSE(g.in_check(kWhite));
    CHECK_FALSE(g.can("Ra7-b7"));
    CHECK(g.can("Ke1-e2"));
    CHECK_FALSE(g.can("Ra7*e7"));
    Game o("", "White Ke1 Ra7 Black Ka8 Re7", kWhite);
    CHECK(o.in_check(kWhite));
    CHECK(o.can("Ra7*e7"));
}

TEST_CASE("Isardam: no move may leave two pieces of one kind observing each other", "[conditions2]") {
    // Rd1-d5 would face the black rook h5.
    Game g("Isardam", "White Ke1 Rd1 Black Ka8 Rh5", kWhite);
    CHECK_FALSE(g.can("Rd1-d5"));
    CHECK(g.can("Rd1-d4"));
    // Type A: Ra1*a8 would leave the rook facing the black rook h8, so the
    // rook a1 does not check; TypeB checks as usual.
    Game a("Isardam", "White Kc3 Ra1 Black Ka8 Rh8", kBlack);
    CHECK_FALSE(a.in_check(kBlack));
    Game b("Isardam TypeB", "White Kc3 Ra1 Black Ka8 Rh8", kBlack);
    CHECK(b.in_check(kBlack));
    // A pawn's double step past an enemy pawn that may take it en passant
    // leaves the two observing each other (Popeye's TESTS, popeye-regression
    // 1466): d2-d4 is illegal beside the pawn e4, and d2-d3 too (d3 and e4
    // take each other); without the pawn on e4 both are legal.
    Game ep("Isardam", "White Ka1 Pd2 Black Kh8 Pe4", kWhite);
    CHECK_FALSE(ep.can("d2-d4"));
    CHECK_FALSE(ep.can("d2-d3"));
    Game far("Isardam", "White Ka1 Pd2 Black Kh8 Pf4", kWhite);
    CHECK(far.can("d2-d4"));
    CHECK(far.can("d2-d3"));
}

TEST_CASE("Patrouille and UltraPatrol: only supported pieces capture, or move", "[conditions2]") {
    // The rook d1 is unsupported with the king on h1, supported with it on c2.
    Game g("Patrouille", "White Kh1 Rd1 Black Ka8 Pd5", kWhite);
    CHECK_FALSE(g.can("Rd1*d5"));
    CHECK(g.can("Rd1-d4"));
    Game s("Patrouille", "White Kc2 Rd1 Black Ka8 Pd5", kWhite);
    CHECK(s.can("Rd1*d5"));
    // An unsupported rook gives no check.
    Game c("Patrouille", "White Kh2 Ra1 Black Ka8", kBlack);
    CHECK_FALSE(c.in_check(kBlack));
    Game cs("Patrouille", "White Kb2 Ra1 Black Ka8", kBlack);
    CHECK(cs.in_check(kBlack));
    // UltraPatrol: the unsupported rook does not move at all; the king,
    // supported by the rook along the first rank, does.
    Game u("UltraPatrol", "White Kh1 Rd1 Black Ka8", kWhite);
    CHECK(u.legal() == Moves{"Kh1-g1", "Kh1-g2", "Kh1-h2"});
    // A paralysed piece supports nothing (Popeye validates the supporting
    // observation; REGRESSIONS/4_61_to_4_63.inp, regress 0440, with pawns):
    // the rook a1 supports d1 along the first rank until the black
    // paralysing rook a8 paralyses it.
    Game m("Patrouille", "White Kh1 Ra1 Rd1 Black Kh8 Pd5", kWhite);
    CHECK(m.can("Rd1*d5"));
    Game mp("Patrouille", "White Kh1 Ra1 Rd1 Black Kh8 Pd5 Black Paralysing Ra8", kWhite);
    CHECK_FALSE(mp.can("Rd1*d5"));
    CHECK(mp.can("Rd1-d4"));
}

TEST_CASE("GridChess: every move and every check leaves its 2x2 cell", "[conditions2]") {
    Game g("GridChess", "White Ka1 Rd1 Black Kh8", kWhite);
    CHECK_FALSE(g.can("Rd1-c1"));
    CHECK_FALSE(g.can("Rd1-d2"));
    CHECK(g.can("Rd1-b1"));
    CHECK(g.can("Rd1-d3"));
    // The rook c1 and the king c2 share a cell: no check.
    Game c("GridChess", "White Kh8 Rc1 Black Kc2", kBlack);
    CHECK_FALSE(c.in_check(kBlack));
    Game o("", "White Kh8 Rc1 Black Kc2", kBlack);
    CHECK(o.in_check(kBlack));
}

TEST_CASE("BichromChess: moves change their square colour", "[conditions2]") {
    // d1 is light, d2 dark, d3 light.
    Game b("BichromChess", "White Ka1 Rd1 Black Kh8", kWhite);
    CHECK(b.can("Rd1-d2"));
    CHECK_FALSE(b.can("Rd1-d3"));
    Game o("", "White Ka1 Rd1 Black Kh8", kWhite);
    CHECK(o.can("Rd1-d3"));
}

TEST_CASE("MonochromChess: moves keep their square colour, short castling only", "[conditions2]") {
    // d1 is light, d2 dark, d3 light.
    Game m("MonochromChess", "White Ka1 Rd1 Black Kh8", kWhite);
    CHECK_FALSE(m.can("Rd1-d2"));
    CHECK(m.can("Rd1-d3"));
    // The king's e1-g1 keeps its colour: short castling is allowed; long
    // castling (e1-c1, the rook a1-d1 changes colour) is neither
    // monochrome nor bichrome in Popeye and so is not.
    Game c("MonochromChess", "White Ke1 Ra1 Rh1 Black Ke8", kWhite);
    CHECK(c.can("0-0"));
    CHECK_FALSE(c.can("0-0-0"));
    Game b("BichromChess", "White Ke1 Ra1 Rh1 Black Ke8", kWhite);
    CHECK_FALSE(b.can("0-0"));
    CHECK_FALSE(b.can("0-0-0"));
    // A pawn's single step changes colour, its double step and captures
    // keep it.
    Game p("MonochromChess", "White Ka1 Pe2 Pc3 Black Kh8 Pd4", kWhite);
    CHECK_FALSE(p.can("e2-e3"));
    CHECK(p.can("e2-e4"));
    CHECK_FALSE(p.can("c3-c4"));
    CHECK(p.can("c3*d4"));
    // The rook d1 and the king d8 stand on squares of two colours: no check.
    Game k("MonochromChess", "White Ka1 Rd1 Black Kd8", kBlack);
    CHECK_FALSE(k.in_check(kBlack));
    Game o("", "White Ka1 Rd1 Black Kd8", kBlack);
    CHECK(o.in_check(kBlack));
    // Both conditions at once are refused (Popeye: "monochrom + bichrom
    // chess gives no sense"); the German and French names are read.
    const problem::ReadResult r = problem::read_popeye(
        "BeginProblem\nCondition MonochromChess BichromChess\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n",
        "t.inp");
    REQUIRE_FALSE(r.errors.empty());
    CHECK(r.errors[0].message == "unsupported combination of conditions: MonochromChess with BichromChess");
    for (const char* text : {"AnfangProblem\nBedingung MonochromesSchach\nForderung #2\nSteine Weiss Ke1 Schwarz "
                             "Ke8\nEndeProblem\n",
                             "DebutProbleme\nCondition Monochromatique\nEnonce #2\nPieces Blanc Re1 Noir "
                             "Re8\nFinProbleme\n"})
        CHECK(test::read_popeye_ok(text)[0].setup.conditions ==
              std::vector<conditions::ConditionSpec>{{"MonochromChess", {}}});
}

TEST_CASE("KoeKo and NewKoeko: contact after the move", "[conditions2]") {
    // KoeKo: only Rd1-b1 ends next to a piece (the king a1).
    Game k("KoeKo", "White Ka1 Rd1 Black Kh8", kWhite);
    CHECK(k.legal() == Moves{"Rd1-b1"});
    // NewKoeko: the rook d1, next to nothing, must end next to nothing.
    Game n("NewKoeko", "White Ka1 Rd1 Black Kh8", kWhite);
    CHECK_FALSE(n.can("Rd1-b1"));
    CHECK(n.can("Rd1-d5"));
    CHECK(n.can("Ka1-a2"));
}

TEST_CASE("conditions II combine as Popeye allows", "[conditions2]") {
    for (const char* c : {"Circe Madrasi", "AntiCirce Isardam", "GridChess Patrouille", "Madrasi RexInclusive"})
        test::read_popeye_ok(std::string("BeginProblem\nCondition ") + c +
                             "\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n");
}

TEST_CASE("VaultingKings and TransmutedKings: a king in check takes other walks", "[conditions2]") {
    // In check from e8, the king vaults over f2 to g3 as an equihopper;
    // not in check, or without the condition, it does not.
    Game v("VaultingKings", "White Ke1 Pf2 Black Ka8 Re8", kWhite);
    CHECK(v.can("Ke1-g3"));
    CHECK(v.can("Ke1-d2"));
    Game n("VaultingKings", "White Ke1 Pf2 Black Ka8 Rd8", kWhite);
    CHECK_FALSE(n.can("Ke1-g3"));
    Game o("", "White Ke1 Pf2 Black Ka8 Re8", kWhite);
    CHECK_FALSE(o.can("Ke1-g3"));
    // With a list of kinds ("VaultingKings S", popeye-regression 2652) the
    // checked king moves as those, here a knight (e1-f3, e1-g2), and not as
    // an equihopper.
    Game s("VaultingKings S", "White Ke1 Pf2 Black Ka8 Re8", kWhite);
    CHECK(s.can("Ke1-f3"));
    CHECK(s.can("Ke1-g2"));
    CHECK(s.can("Ke1-d2"));
    CHECK_FALSE(s.can("Ke1-g3"));
    // Checked by a rook, the king moves only as a rook.
    Game t("TransmutedKings", "White Ke1 Black Ka8 Re8", kWhite);
    CHECK(t.can("Ke1-a1"));
    CHECK(t.can("Ke1*e8"));
    CHECK_FALSE(t.can("Ke1-d2"));
    Game to("", "White Ke1 Black Ka8 Re8", kWhite);
    CHECK(to.can("Ke1-d2"));
    CHECK_FALSE(to.can("Ke1-a1"));
}

TEST_CASE("SuperTransmutingKing: a checked king moves as the checker and becomes it", "[conditions2]") {
    // In check from the rook e8, White may only move the king as a rook;
    // the knight g1 keeps still, and the king becomes a white rook.
    Game g("WhiteSuperTransmutingKing", "White Ke1 Sg1 Black Ka8 Re8", kWhite);
    movegen::MoveList ml;
    movegen::generate_legal(g.pos, ml);
    REQUIRE(ml.size() > 0);
    const position::Move* to_a1 = nullptr;
    for (const auto& m : ml) {
        CHECK(m.from == core::make_square(4, 0));
        if (m.to == core::make_square(0, 0)) to_a1 = &m;
    }
    REQUIRE(to_a1 != nullptr);
    g.pos.make(*to_a1);
    CHECK(g.pos.at(core::make_square(0, 0)) == position::Piece{pieces::kind::Rook, kWhite});
    CHECK(g.pos.king(kWhite) == core::NoSquare);
    // Not in check, everything moves as usual.
    Game n("WhiteSuperTransmutingKing", "White Ke1 Sg1 Black Ka8 Rd8", kWhite);
    CHECK(n.can("Sg1-f3"));
}
