// Jump-a-long Chess (rule set "jumpalong", rules.md §4.4): hand-analysed
// positions, each with the full list of legal moves.
//
// Reminder: a jump-a-long wazir (JW, FEN 'w') / fers (JF, FEN 'f') may go
// k steps along one orthogonal / diagonal direction when the k-1 squares
// before the destination are all occupied (pieces of either colour) and the
// destination is not friendly: empty (move) or enemy (capture). So in a
// run of pieces every enemy piece can be captured and the first empty
// square after the run can be reached. Pawns are orthodox; promotion to Q R
// B S JW JF. Knights are written S in Popeye notation.

#include <catch2/catch.hpp>

#include "legal_moves.hpp"
#include "movegen/attacks.hpp"

namespace {

using dawson::test::legal_move_texts;
using dawson::test::sorted;
using Moves = std::vector<std::string>;

const char* const kVariant = "jumpalong";

}  // namespace

TEST_CASE("jumpalong: the wazir runs over pieces of both colours", "[seed][jumpalong]") {
    // White Kh1, JWd4, Nf4, Pa4, Pb4, Pc4, Pd5; Black Kh8, Ne4, Pd6.
    // White to move. Black attacks: Ne4 c3 c5 d2 f2 f6 g3 g5; Pd6 c5 e5;
    // Kh8 g8 g7 h7.
    // Kh1: g1, g2, h2.
    // JWd4 north: d5 own pawn (no), d6 black pawn behind an occupied d5
    //   (capture), d7 behind d5 d6 (move), d8 not (d7 is empty).
    //   East: e4 black knight (capture), f4 own knight (no), g4 behind e4
    //   f4 (move), h4 not. South: d3 (move), then d2 not. West: c4, b4, a4
    //   are all its own pawns, then the edge: nothing.
    // Nf4: d3, e2, e6, g2, g6, h3, h5 (d5 is its own pawn).
    // Pd5 is blocked by d6 and has nothing to capture; a4, b4, c4 step.
    CHECK(legal_move_texts(kVariant, "7k/8/3p4/3P4/PPPWnN2/8/8/7K w - - 0 1") ==
          sorted({"Kh1-g1", "Kh1-g2", "Kh1-h2", "JWd4*d6", "JWd4-d7", "JWd4*e4", "JWd4-g4", "JWd4-d3", "Sf4-d3",
                  "Sf4-e2", "Sf4-e6", "Sf4-g2", "Sf4-g6", "Sf4-h3", "Sf4-h5", "a4-a5", "b4-b5", "c4-c5"}));
}

TEST_CASE("jumpalong: the fers jumps diagonally, capturing inside a run", "[seed][jumpalong]") {
    // White Ka1, JFc3, Pd2, Pe5; Black Kh8, Nf6, Pd4. White to move.
    // Black attacks: Nf6 d5 d7 e4 e8 g4 g8 h5 h7; Pd4 c3 e3; Kh8 g8 g7 h7.
    // Ka1: a2, b1, b2.
    // JFc3 north-east: d4 black pawn (capture), e5 own pawn (no), f6 black
    //   knight behind d4 e5 (capture), g7 behind d4 e5 f6 (move), h8 not
    //   (g7 empty). North-west: b4 (move), a5 not. South-east: d2 own pawn
    //   (no), e1 behind d2 (move). South-west: b2 (move), a1 not (b2 empty).
    // Pe5: e6, capture f6 (d6 empty). Pd2: d3; d4 is blocked for the double
    //   step; nothing to capture on e3 (c3 is its own).
    CHECK(legal_move_texts(kVariant, "7k/8/5n2/4P3/3p4/2F5/3P4/K7 w - - 0 1") ==
          sorted({"Ka1-a2", "Ka1-b1", "Ka1-b2", "JFc3*d4", "JFc3*f6", "JFc3-g7", "JFc3-b4", "JFc3-e1", "JFc3-b2",
                  "e5-e6", "e5*f6", "d2-d3"}));
}

TEST_CASE("jumpalong: check by a jump and its evasions", "[seed][jumpalong]") {
    // White Kh1, JWe3, Pe4, Pf4; Black Ke6, Nc5, Pe5. Black to move.
    // JWe3 going north: e4 own pawn (no), e5 black pawn behind e4
    // (capture), e6 behind e4 e5: the black king is in check by the jump.
    // White attacks otherwise: Pe4 d5 f5; Pf4 e5 g5; JWe3 d3 f3 e2.
    // - Ke6: d5, f5 attacked by Pe4; d6, d7, f6, f7 free; e7 free too: with
    //   e6 empty the run stops and the wazir reaches only e6.
    // - Pe5 (moving down): e4 is blocked; capturing f4 empties e5, after
    //   which the wazir's run ends on e5: the check is gone (d4 is empty).
    // - Nc5: capturing the pawn on e4 leaves e4 occupied (now by a black
    //   knight), so the run e4 e5 still reaches e6: illegal. No other
    //   knight move touches the e-file; nothing can take the wazir.
    const std::string fen = "8/8/4k3/2n1p3/4PP2/4W3/8/7K b - - 0 1";
    auto pos = dawson::position::parse_fen(fen, *dawson::rules::find_rule_set(kVariant));
    CHECK(dawson::movegen::in_check(pos, dawson::core::Color::Black));
    CHECK(legal_move_texts(kVariant, fen) == sorted({"Ke6-d6", "Ke6-d7", "Ke6-e7", "Ke6-f6", "Ke6-f7", "e5*f4"}));
}

TEST_CASE("jumpalong: filling a run square exposes the king, landing on a friend", "[seed][jumpalong]") {
    // White Ke5, Nd4, JWa1, Pa3; Black Kh8, JWe8, Pe7, Pa2. White to move.
    // Black JWe8 going south: e7 own pawn (no), e6 behind e7 (reached, so
    // attacked), e5 not while e6 is empty. Were a white piece to stand on
    // e6, the run e7 e6 would reach the white king on e5.
    // Other black attacks: JWe8 d8 f8; Pe7 d6 f6; Pa2 b1; Kh8 g8 g7 h7.
    // Ke5: d5, e4, f4, f5; not d6, f6 (pawn e7), not e6 (the jump reaches
    //   e6); d4 is its own knight.
    // Nd4: b3, b5, c2, c6, e2, f3, f5; Nd4-e6 is illegal because it fills
    //   the run and the wazir then jumps e7 e6 to the king.
    // JWa1 north: a2 black pawn (capture), a3 own pawn (no landing on a
    //   friend), a4 behind a2 a3 (move), a5 not. East: b1 (move).
    // Pa3: a4 (b4 empty).
    CHECK(legal_move_texts(kVariant, "4w2k/4p3/8/4K3/3N4/P7/p7/W7 w - - 0 1") ==
          sorted({"Ke5-d5", "Ke5-e4", "Ke5-f4", "Ke5-f5", "Sd4-b3", "Sd4-b5", "Sd4-c2", "Sd4-c6", "Sd4-e2", "Sd4-f3",
                  "Sd4-f5", "JWa1*a2", "JWa1-a4", "JWa1-b1", "a3-a4"}));
}

TEST_CASE("jumpalong: castling refused by a jump attack, promotion, en passant", "[seed][jumpalong]") {
    // White Ke1, Ra1, Rh1, Pa2, Pb7, Pe5, Pg2, Ph2 (castling KQ); Black Kh8,
    // JFh3, Pd5, which has just moved d7-d5 (en passant square d6).
    // White to move. Black JFh3 south-west: g2 a white pawn (attacked), f1
    // behind g2 (attacked): 0-0 would cross f1 and is refused. North-west:
    // g4. Other black attacks: Pd5 c4 e4; Kh8 g8 g7 h7.
    // Ke1: d1, d2, e2, f2 (f1 attacked); 0-0-0 (d1, c1 free, b1 empty).
    // Ra1: b1, c1, d1. Rh1: g1, f1. Pa2: a3, a4. Ph2: blocked by the fers.
    // Pg2: g3, g4, capture on h3. Pb7: b8 promoting to Q R B S JW JF.
    // Pe5: e6 and e5*d6 en passant.
    CHECK(legal_move_texts(kVariant, "7k/1P6/8/3pP3/8/7f/P5PP/R3K2R w KQ d6 0 1") ==
          sorted({"Ke1-d1",  "Ke1-d2",  "Ke1-e2",  "Ke1-f2",   "0-0-0",    "Ra1-b1", "Ra1-c1",   "Ra1-d1",
                  "Rh1-f1",  "Rh1-g1",  "a2-a3",   "a2-a4",    "g2-g3",    "g2-g4",  "g2*h3",    "b7-b8=Q",
                  "b7-b8=R", "b7-b8=B", "b7-b8=S", "b7-b8=JW", "b7-b8=JF", "e5-e6",  "e5*d6 ep."}));
    // With the pawn on g3 instead of g2 the fers reaches g2 only: 0-0 is legal.
    const Moves g3 = legal_move_texts(kVariant, "7k/1P6/8/3pP3/8/6Pf/P6P/R3K2R w KQ - 0 1");
    CHECK(std::count(g3.begin(), g3.end(), "0-0") == 1);
}

TEST_CASE("jumpalong: black wazir captures inside runs, black promotion", "[seed][jumpalong]") {
    // White Ka1, Nd3, Pc5, Pd4; Black Kh8, JWd5, Pb5, Pd6, Pd7, Pg2.
    // Black to move. White attacks: Nd3 b2 b4 c1 e1 f2 f4 c5 e5; Pc5 b6 d6;
    // Pd4 c5 e5; Ka1 a2 b1 b2.
    // Kh8: g8, g7, h7.
    // JWd5 south: d4 white pawn (capture), d3 white knight behind d4
    //   (capture), d2 behind d4 d3 (move), d1 not. North: d6, d7 own
    //   pawns (no), d8 behind them (move). East: e5 (move), f5 not.
    //   West: c5 white pawn (capture), b5 own pawn (no), a5 behind c5 b5
    //   (move).
    // Pd6: d5 is its own wazir; captures c5 (e5 empty). Pd7: blocked.
    // Pb5: b4 (a4, c4 empty). Pg2: g1 promoting to Q R B S JW JF (f1, h1
    //   empty: no capture).
    CHECK(legal_move_texts(kVariant, "7k/3p4/3p4/1pPw4/3P4/3N4/6p1/K7 b - - 0 1") ==
          sorted({"Kh8-g8", "Kh8-g7", "Kh8-h7", "JWd5*d4", "JWd5*d3", "JWd5-d2", "JWd5-d8", "JWd5-e5", "JWd5*c5",
                  "JWd5-a5", "d6*c5", "b5-b4", "g2-g1=Q", "g2-g1=R", "g2-g1=B", "g2-g1=S", "g2-g1=JW", "g2-g1=JF"}));
}
