// MarineChess and UltramarineChess (conditions/marine_chess.cpp),
// hand-analysed: the marine pieces take the orthodox pieces' roles in
// promotion, castling and Circe's rebirth. (Popeye's EXAMPLES/marine.inp,
// suite problems 0128, 0130 and 0133, compares them with Popeye.)

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"

namespace {

using namespace dawson;
using Game = test::ConditionGame;
constexpr core::Color kWhite = core::Color::White;

core::Square sq(const char* name) { return core::make_square(name[0] - 'a', name[1] - '1'); }
pieces::PieceKind code(const char* c) { return *pieces::find_by_code(c); }

// The first legal move whose text starts with `prefix`, played.
void play_prefix(Game& g, const std::string& prefix) {
    for (const std::string& m : g.legal())
        if (m.rfind(prefix, 0) == 0) return g.play(m);
    FAIL("no legal move " << prefix);
}

}  // namespace

TEST_CASE("MarineChess: a pawn promotes to the marine pieces", "[conditions][marine]") {
    // Without the condition the pawn d7 promotes to Q, R, B, S. Under
    // MarineChess the marine pieces stand in for them: SI, TR, ND, MS (no
    // other kinds on the board), and no longer Q.
    Game o("", "White Ka1 Pd7 Black Kh8", kWhite);
    CHECK(o.can("d7-d8=Q"));
    CHECK_FALSE(o.can("d7-d8=SI"));
    Game m("MarineChess", "White Ka1 Pd7 Black Kh8", kWhite);
    for (const char* p : {"d7-d8=SI", "d7-d8=TR", "d7-d8=ND", "d7-d8=MS"}) CHECK(m.can(p));
    CHECK_FALSE(m.can("d7-d8=Q"));
    CHECK_FALSE(m.can("d7-d8=S"));
    // An orthodox kind on the board stays a promotion (the rook b6).
    Game r("MarineChess", "White Ka1 Pd7 Black Kh8 Rb6", kWhite);
    CHECK(r.can("d7-d8=R"));
    CHECK_FALSE(r.can("d7-d8=Q"));
}

TEST_CASE("MarineChess: the king castles with a triton", "[conditions][marine]") {
    // The triton h1 plays the rook: 0-0 under MarineChess, not without it;
    // an orthodox rook h1 castles only without the condition.
    Game t("MarineChess", "White Ke1 TRh1 Black Ka8", kWhite);
    CHECK(t.can("0-0"));
    Game n("", "White Ke1 TRh1 Black Ka8", kWhite);
    CHECK_FALSE(n.can("0-0"));
    Game r("MarineChess", "White Ke1 Rh1 Black Ka8", kWhite);
    CHECK_FALSE(r.can("0-0"));
    Game o("", "White Ke1 Rh1 Black Ka8", kWhite);
    CHECK(o.can("0-0"));
    // UltramarineChess: the poseidon e1 plays the king.
    Game u("UltramarineChess", "White POe1 TRh1 Black Ka8", kWhite);
    CHECK(u.can("0-0"));
    Game v("MarineChess", "White POe1 TRh1 Black Ka8", kWhite);
    CHECK_FALSE(v.can("0-0"));
}

TEST_CASE("MarineChess: Circe reborns a marine piece on its role's square", "[conditions][marine]") {
    // The sirene e5 taken by the pawn d4: under Circe alone a fairy piece,
    // reborn on its file's promotion square (Black: e1); with MarineChess
    // the sirene is the queen, reborn on d8.
    Game c("Circe", "White Ka1 Pd4 Black Kh8 SIe5", kWhite);
    play_prefix(c, "d4*e5");
    CHECK(c.pos.at(sq("e1")).kind == code("SI"));
    Game m("MarineChess Circe", "White Ka1 Pd4 Black Kh8 SIe5", kWhite);
    play_prefix(m, "d4*e5");
    CHECK(m.pos.at(sq("d8")).kind == code("SI"));
    CHECK(m.pos.at(sq("e1")).empty());
}
