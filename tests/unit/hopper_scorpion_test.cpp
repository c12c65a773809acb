// Hopper Chess with Scorpions (rule set "hopper-scorpion", rules.md §4.3):
// hand-analysed positions, each with the full list of legal moves.
//
// Reminders used in the analysis below:
// - A scorpion (HS, FEN 's') moves and captures like a pawn (step, double
//   step from its 2nd rank, diagonal captures, en passant, promotion to Q R
//   B S) and has two forward side steps (two files sideways, one rank
//   forward) that never capture.
// - The hopper move: any non-scorpion piece with a friendly piece directly
//   behind it (the springboard; for White one rank lower) runs forward
//   along its file over empty squares; the first piece met must be an
//   ENEMY SCORPION; it lands on the square just beyond (not on a friend).
//   It is an attack: it gives check and guards squares.
// - Scorpions attack diagonally forward only (like pawns).
// Knights are written S in Popeye notation, scorpions HS.

#include <catch2/catch.hpp>

#include "legal_moves.hpp"
#include "movegen/attacks.hpp"

namespace {

using dawson::test::legal_move_texts;
using dawson::test::sorted;
using Moves = std::vector<std::string>;

const char* const kVariant = "hopper-scorpion";

bool black_in_check(const std::string& fen) {
    auto pos = dawson::position::parse_fen(fen, *dawson::rules::find_rule_set(kVariant));
    return dawson::movegen::in_check(pos, dawson::core::Color::Black);
}

}  // namespace

TEST_CASE("hopper-scorpion: scorpion as springboard, no springboard, no hopper move", "[seed][hopper-scorpion]") {
    // White Kh1, Na4, Nc4, HSa3; Black Kh8, HSa6, HSc6. White to move.
    // Kh1: g1, g2, h2 (nothing black reaches them: the black scorpions
    //   attack b5 and d5 only). No springboard below h1: no hopper move.
    // HSa3: a4 is occupied by its own knight, no double step from the 3rd
    //   rank, nothing to capture on b4, side step to c4 blocked by its own
    //   knight: no move.
    // Na4: knight moves b6, c5, c3, b2; hopper move: springboard HSa3
    //   (a friendly scorpion), a5 empty, a6 an enemy scorpion, lands on
    //   the empty a7: Sa4-a7.
    // Nc4: knight moves a5, b6, b2, d6, d2, e5, e3 (a3 is its own
    //   scorpion). c3 is empty, so there is no springboard and no hopper
    //   move, although c5 is empty, c6 holds an enemy scorpion and c7 is
    //   empty.
    CHECK(legal_move_texts(kVariant, "7k/8/s1s5/8/N1N5/S7/8/7K w - - 0 1") ==
          sorted({"Kh1-g1", "Kh1-g2", "Kh1-h2", "Sa4-a7", "Sa4-b2", "Sa4-b6", "Sa4-c3", "Sa4-c5", "Sc4-a5", "Sc4-b2",
                  "Sc4-b6", "Sc4-d2", "Sc4-d6", "Sc4-e3", "Sc4-e5"}));
}

TEST_CASE("hopper-scorpion: king as springboard, hop capturing, no landing on a friend", "[seed][hopper-scorpion]") {
    // White Ke3, Ne4, Nb4, Nb7, HSb3; Black Kh8, Re7, HSe6, HSb6. White to
    // move. Black attacks: HSe6 d5, f5; HSb6 a5, c5; Re7 d7 c7 b7, f7 g7 h7,
    // e8 (its file down is closed by its own HSe6); Kh8 g8 g7 h7. No black
    // piece has a springboard (the square above it is empty or off board).
    // Ke3: d2, d3, d4, e2, f2, f3, f4 (none attacked; e4 is its own
    //   knight). No springboard on e2: no hopper move.
    // Ne4: knight moves c3, c5, d2, d6, f2, f6, g3, g5; hopper move with
    //   the KING as springboard: e5 empty, e6 enemy scorpion, lands on e7
    //   capturing the rook: Se4*e7.
    // Nb4: knight moves a2, a6, c2, c6, d3, d5; hopper move: springboard
    //   HSb3, b5 empty, b6 enemy scorpion, but b7 holds a WHITE knight:
    //   no landing on a friend, no hopper move.
    // Nb7: knight moves a5, c5, d6, d8; b6 below it is black, so no
    //   springboard.
    // HSb3: b4 is blocked, no double step from the 3rd rank, a4/c4 hold
    //   nothing to capture; side step to d4 (empty): HSb3-d4.
    CHECK(legal_move_texts(kVariant, "7k/1N2r3/1s2s3/8/1N2N3/1S2K3/8/8 w - - 0 1") ==
          sorted({"Ke3-d2", "Ke3-d3", "Ke3-d4", "Ke3-e2", "Ke3-f2", "Ke3-f3", "Ke3-f4", "Se4-c3", "Se4-c5",
                  "Se4-d2", "Se4-d6", "Se4-f2", "Se4-f6", "Se4-g3", "Se4-g5", "Se4*e7", "Sb4-a2", "Sb4-a6",
                  "Sb4-c2", "Sb4-c6", "Sb4-d3", "Sb4-d5", "Sb7-a5", "Sb7-c5", "Sb7-d6", "Sb7-d8", "HSb3-d4"}));
}

TEST_CASE("hopper-scorpion: the king hops, no hop over a friendly scorpion or an enemy non-scorpion",
          "[seed][hopper-scorpion]") {
    // White Kg2, Ng1, Nc4, Na4, HSa3, HSc3, HSc6; Black Kh8, Na6, HSg4.
    // White to move. Black attacks: HSg4 f3, h3; Na6 b8, c7, c5, b4;
    // Kh8 g8, g7, h7; no black hopper move (no springboards).
    // Kg2: f1, f2, g3, h1, h2 (f3 and h3 are attacked by HSg4); hopper
    //   move with Ng1 as springboard: g3 empty, g4 enemy scorpion, lands on
    //   g5, which no black piece attacks: Kg2-g5.
    // Ng1: e2, f3, h3.
    // HSc3: c4 blocked, b4/d4 empty (no capture); side step a4 blocked by
    //   its own knight, side step e4: HSc3-e4.
    // Nc4: a5, b6, b2, d6, d2, e5, e3 (a3 is its own); hopper move:
    //   springboard HSc3, c5 empty, but c6 is a FRIENDLY scorpion: none.
    // HSc6: c7; side steps a7 and e7; nothing to capture on b7/d7.
    // HSa3: a4 blocked, nothing on b4, side step c4 blocked: no move.
    // Na4: b6, c5, b2 (c3 is its own); hopper move: springboard HSa3, a5
    //   empty, a6 holds an enemy KNIGHT, not a scorpion: none.
    CHECK(legal_move_texts(kVariant, "7k/8/n1S5/8/N1N3s1/S1S5/6K1/6N1 w - - 0 1") ==
          sorted({"Kg2-f1", "Kg2-f2",  "Kg2-g3",  "Kg2-g5",  "Kg2-h1", "Kg2-h2", "Sg1-e2", "Sg1-f3",
                  "Sg1-h3", "HSc3-e4", "Sc4-a5",  "Sc4-b2",  "Sc4-b6", "Sc4-d2", "Sc4-d6", "Sc4-e3",
                  "Sc4-e5", "HSc6-a7", "HSc6-c7", "HSc6-e7", "Sa4-b2", "Sa4-b6", "Sa4-c5"}));
}

TEST_CASE("hopper-scorpion: check given by a hopper move and its evasions", "[seed][hopper-scorpion]") {
    // White Ka1, Rd1, Ne3, HSe2; Black Ke7, HSe6, Nc4. Black to move.
    // Ne3 has HSe2 as springboard: e4, e5 empty, e6 a black scorpion, it
    // lands on e7: the black king is in check by the hopper move.
    // White attacks otherwise: Rd1 the whole d-file (d2 … d8) and c1 b1,
    // e1 … h1; Ne3 c2 c4 d1 d5 f1 f5 g2 g4; HSe2 d3 f3; Ka1 a2 b1 b2.
    // Evasions:
    // - Ke7: d6, d7, d8 are on the rook's file; e8, f6, f7, f8 are free.
    //   On e8 the king is no longer hit: the hop lands on e7.
    // - HSe6 (black, moving down): e5, after which the hop lands on e6;
    //   side steps c5 and g5 take the hurdle off the file, and the first
    //   piece the knight would meet is the king, not a scorpion. No
    //   double step (e6 is not its 2nd rank), nothing to capture on d5/f5.
    // - Nc4: captures the checker (Sc4*e3) or blocks on e5 (a knight is no
    //   hurdle); its other moves (a3, a5, b2, b6, d2, d6) leave the check.
    const std::string fen = "8/4k3/4s3/8/2n5/4N3/4S3/K2R4 b - - 0 1";
    CHECK(black_in_check(fen));
    CHECK(legal_move_texts(kVariant, fen) ==
          sorted({"Ke7-e8", "Ke7-f6", "Ke7-f7", "Ke7-f8", "HSe6-c5", "HSe6-e5", "HSe6-g5", "Sc4*e3", "Sc4-e5"}));
}

TEST_CASE("hopper-scorpion: moves illegal because of a hopper-move check", "[seed][hopper-scorpion]") {
    // White Ke2, Ne4, HSd3, HSe3; Black Ke8, Bd8, Nd7, Ne7. White to move.
    // Black hopper moves (moving down, springboard one rank above):
    // - Ne7 on Ke8: e6, e5 empty, e4 a white knight (not a scorpion): no
    //   hop now. Were e4 empty, it would pass e4, hop over the white
    //   scorpion e3 and land on e2, the white king: Ne4 is pinned.
    // - Nd7 on Bd8: d6, d5, d4 empty, d3 a white scorpion, lands on d2:
    //   d2 is attacked.
    // Other black attacks: Ne7 c6 c8 d5 f5 g6 g8; Nd7 b6 b8 c5 e5 f6 f8;
    // Bd8 c7 b6 a5; Ke8 f7 f8.
    // Ke2: d1, e1, f1, f2, f3; d2 is attacked by the hop; d3 and e3 are
    //   its own. No springboard on e1.
    // Ne4: every knight move leaves the e-file and exposes the king to the
    //   hop; its own hopper move (springboard HSe3) finds the black knight
    //   e7 first: no move.
    // HSe3: e4 blocked, d4/f4 empty; side steps c4 and g4 (the e-file
    //   stays closed by Ne4).
    // HSd3: d4 (the hop then lands on d3), side steps b4, f4; c4 empty,
    //   e4 its own: no capture. No double step from the 3rd rank.
    CHECK(legal_move_texts(kVariant, "3bk3/3nn3/8/8/4N3/3SS3/4K3/8 w - - 0 1") ==
          sorted({"Ke2-d1", "Ke2-e1", "Ke2-f1", "Ke2-f2", "Ke2-f3", "HSe3-c4", "HSe3-g4", "HSd3-b4", "HSd3-d4",
                  "HSd3-f4"}));
}

TEST_CASE("hopper-scorpion: castling refused because a hopper move attacks f1", "[seed][hopper-scorpion]") {
    // White Ke1, Ra1, Rh1, HSa2, HSf2, HSh2 (castling KQ); Black Kh8, Bf5,
    // Nf4. White to move.
    // Black Nf4 has Bf5 as springboard: f3 empty, f2 a white scorpion, it
    // lands on f1, so f1 is attacked and 0-0 is refused (the king would
    // cross f1). Other black attacks: Nf4 d3 d5 e2 e6 g2 g6 h3 h5; Bf5 e4
    // d3 c2 b1, g4 h3, e6 d7 c8, g6 h7; Kh8 g8 g7 h7.
    // Ke1: d1, d2 (e2 attacked by the knight, f1 by the hop, f2 its own);
    //   0-0-0: e1, d1, c1 unattacked, b1 empty (b1 attacked by the bishop
    //   does not matter).
    // Ra1: b1, c1, d1. Rh1: g1, f1.
    // HSa2: a3, a4, side step c3. HSf2: f3 (double step blocked by Nf4),
    //   side steps d3, h3; nothing on e3/g3. HSh2: h3, h4, side step f3.
    const Moves expected =
        sorted({"Ke1-d1", "Ke1-d2", "0-0-0", "Ra1-b1", "Ra1-c1", "Ra1-d1", "Rh1-f1", "Rh1-g1", "HSa2-a3", "HSa2-a4",
                "HSa2-c3", "HSf2-d3", "HSf2-f3", "HSf2-h3", "HSh2-f3", "HSh2-h3", "HSh2-h4"});
    CHECK(legal_move_texts(kVariant, "7k/8/8/5b2/5n2/8/S4S1S/R3K2R w KQ - 0 1") == expected);
    // Without the springboard f5 the hop is gone and 0-0 is legal.
    const Moves without = legal_move_texts(kVariant, "7k/8/8/8/5n2/8/S4S1S/R3K2R w KQ - 0 1");
    CHECK(std::count(without.begin(), without.end(), "0-0") == 1);
}

TEST_CASE("hopper-scorpion: scorpion side steps never capture, promotion by side step", "[seed][hopper-scorpion]") {
    // White Ka1, HSc7, HSg2; Black Kh8, Rd8, Ne8, Ne3, Nh3. White to move.
    // Black attacks: Rd8 the d-file and c8 b8 a8; Ne8 c7 d6 f6 g7; Ne3 c2 c4
    // d1 d5 f1 f5 g2 g4; Nh3 f2 f4 g1 g5; Kh8 g8 g7 h7. No black hopper move
    // (nothing stands above a black piece on its file).
    // Ka1: a2, b1, b2.
    // HSc7: c8 with promotion to Q R B S; side step to a8, promoting (a
    //   scorpion promotes on reaching the last rank by a side step too);
    //   side step to e8 refused: a side step never captures; capture on d8
    //   promoting; b8 is empty: no capture there.
    // HSg2: g3, double step g4, capture h3; side step to e3 refused (a
    //   black knight stands there); f3 is empty.
    CHECK(legal_move_texts(kVariant, "3rn2k/2S5/8/8/8/4n2n/6S1/K7 w - - 0 1") ==
          sorted({"Ka1-a2", "Ka1-b1", "Ka1-b2", "HSc7-c8=Q", "HSc7-c8=R", "HSc7-c8=B", "HSc7-c8=S", "HSc7-a8=Q",
                  "HSc7-a8=R", "HSc7-a8=B", "HSc7-a8=S", "HSc7*d8=Q", "HSc7*d8=R", "HSc7*d8=B", "HSc7*d8=S", "HSg2-g3",
                  "HSg2-g4", "HSg2*h3"}));
}

TEST_CASE("hopper-scorpion: en passant, scorpion takes scorpion", "[seed][hopper-scorpion]") {
    // White Kh1, HSc5, HSe5; Black Kh8, HSd5, which has just moved d7-d5
    // (en passant square d6). White to move.
    // Kh1: g1, g2, h2 (the black scorpion attacks c4 and e4 only).
    // HSc5: c6, side steps a6 and e6, en passant capture on d6 (b6 empty).
    // HSe5: e6, side steps c6 and g6, en passant capture on d6 (f6 empty).
    CHECK(legal_move_texts(kVariant, "7k/8/8/2SsS3/8/8/8/7K w - d6 0 1") ==
          sorted({"Kh1-g1", "Kh1-g2", "Kh1-h2", "HSc5-a6", "HSc5-c6", "HSc5-e6", "HSc5*d6 ep.", "HSe5-c6", "HSe5-e6",
                  "HSe5-g6", "HSe5*d6 ep."}));
}
