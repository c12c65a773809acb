// The goals of Popeye (py-engl.txt, "stipulation") in the play types that
// test them on the move (x, ep, z, ~, …) rather than on the position after
// it, each with a hand analysis of a small position.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "problem/make_position.hpp"
#include "solve_test_util.hpp"
#include "stipulation/stipulation.hpp"

namespace {

using namespace dawson;
using Lines = std::vector<std::string>;

// Every printed line of every section, in order.
Lines all_lines(const search::TwinResult& r) {
    Lines out;
    for (const search::Section& sec : r.sections)
        for (const search::Solution& sol : sec.solutions) {
            const auto lines = testing::lines_of(sec, sol);
            out.insert(out.end(), lines.begin(), lines.end());
        }
    return out;
}

// White Kb6 Pc7 Pg4, Black Ka8 Ph7: the black king has no square (a7 and b7
// are the white king's, b8 the c7 pawn's), so Black must move its pawn.
const std::string kBoxed = "White Kb6 Pc7 Pg4 Black Ka8 Ph7";
// As kBoxed with the g-pawn on g5 and a white pawn on h6 blocking h7: Black's
// only move after 1.g5-g6 is 1...h7*g6.
const std::string kBlocked = "White Kb6 Pc7 Pg5 Ph6 Black Ka8 Ph7";

}  // namespace

TEST_CASE("battle play x2: the capture after a zugzwang key, by en passant too", "[goals][battle]") {
    // 1.g4-g5: Black's 1...h7-h6 is taken by 2.g5*h6, 1...h7-h5 by
    // 2.g5*h6 ep. No other first move works: a king move frees a square of
    // the black king or leaves the pawn's h6 unanswered (1.Kb6-a6 keeps the
    // box, but after 1...h7-h6 the g4 pawn takes nothing); c7-c8=Q/R mates
    // (no defence, no capture), c8=S/B frees b8.
    auto r = testing::solve_text("x2", "Variation", kBoxed);
    CHECK(all_lines(r) == Lines{"   1.g4-g5 ! zugzwang.", "      1...h7-h6", "          2.g5*h6 x", "      1...h7-h5",
                                "          2.g5*h6 ep. x"});
    // With Try: 1.Kb6-a6 keeps the box; only 1...h7-h6 refutes (1...h7-h5 2.g4*h5).
    auto t = testing::solve_text("x2", "Variation Try", kBoxed);
    CHECK(testing::tree_of(t, "   1.Kb6-a6") ==
          Lines{"   1.Kb6-a6 ? zugzwang.", "      1...h7-h5", "          2.g4*h5 x", "    but", "      1...h7-h6 !"});
}

TEST_CASE("battle play ep2: only the en passant capture reaches the goal", "[goals][battle]") {
    // After 1.g4-g5 h7-h6 the capture 2.g5*h6 is no en passant one: no key.
    auto r = testing::solve_text("ep2", "Variation", kBoxed);
    CHECK(r.status == search::TwinStatus::Solved);
    CHECK(all_lines(r).empty());
}

TEST_CASE("battle play zb42: the goal reached before the last move ends the play", "[goals][battle]") {
    // White Kc1 Pb2, Black Kh8: 1.b2-b4 reaches b4 at once (a key of length
    // 1); every other move threatens 2.b-pawn to b4 (nothing of Black's can
    // stop it): the four king moves that leave the pawn free and 1.b2-b3.
    auto r = testing::solve_text("zb42", "Variation", "White Kc1 Pb2 Black Kh8");
    CHECK(testing::tree_of(r, "   1.b2-b4") == Lines{"   1.b2-b4 z !"});
    CHECK(testing::tree_of(r, "   1.b2-b3") == Lines{"   1.b2-b3 ! threat:", "          2.b3-b4 z"});
    CHECK(testing::tree_of(r, "   1.Kc1-d2") == Lines{"   1.Kc1-d2 ! threat:", "          2.b2-b4 z"});
    CHECK(all_lines(r).size() == 11);  // 5 threats of two lines, the short key
}

TEST_CASE("self and reflex play sx1, rx1, sx2: the defender forced to capture", "[goals][battle]") {
    // 1.g5-g6 leaves Black 1...h7*g6 only. Other first moves leave Black
    // stalemated (the king moves that keep the box, c8=Q/R mating) or free
    // the black king (c8=S/B, the others): not forced. In reflex play White
    // has no capture of its own to avoid, and Black's capture is compulsory.
    for (const std::string stip : {"sx1", "rx1", "sx2"}) {
        INFO(stip);
        auto r = testing::solve_text(stip, "Variation", kBlocked);
        CHECK(all_lines(r) == Lines{"   1.g5-g6 !", "      1...h7*g6 x"});
    }
}

TEST_CASE("self play s~1: every first move after which the defender can move", "[goals][battle]") {
    // White Kb6 Rh1, Black Ka8: 1.Rh1-h8+ mates (a7, b7 are the king's):
    // no defence, no key. Every other rook move leaves Ka8-b8 (and a check
    // from a1 too); the king moves all leave the black king a square.
    auto r = testing::solve_text("s~1", "Variation", "White Kb6 Rh1 Black Ka8");
    const Lines lines = all_lines(r);
    // 13 of the rook's 14 moves (h8 mates), the king's 6 moves but a7, b7:
    // a5, b5, c5, a6, c6, c7.
    CHECK(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.starts_with("   1."); }) == 19);
    CHECK(testing::tree_of(r, "   1.Rh1-h8").empty());
    CHECK(testing::tree_of(r, "   1.Rh1-a1") == Lines{"   1.Rh1-a1 + !", "      1...Ka8-b8"});
}

TEST_CASE("battle play: goals refused by name where not established", "[goals][battle]") {
    CHECK(*stipulation::unsupported("exact-x2") == "exact- battle play with goal x");
    REQUIRE(stipulation::unsupported("s##2"));
    CHECK(*stipulation::unsupported("s##2") == "goal ## in battle play");
    REQUIRE(stipulation::unsupported("exact-##!2"));
    CHECK(*stipulation::unsupported("exact-##!2") == "goal ##! in battle play");
    CHECK_FALSE(stipulation::unsupported("##2"));
    CHECK_FALSE(stipulation::unsupported("x3"));
    CHECK_FALSE(stipulation::unsupported("semi-rze33"));
}

TEST_CASE("goal c81: the moved piece ends on its last rank", "[goals][c81]") {
    // White Kh1 Pb7, Black Kh5: the four promotions on b8 reach the 8th
    // rank; nothing else of White's can (the king is on the 1st).
    auto r = testing::solve_text("c811", "Variation", "White Kh1 Pb7 Black Kh5");
    CHECK(all_lines(r) ==
          Lines{"   1.b7-b8=Q c81 !", "   1.b7-b8=R c81 !", "   1.b7-b8=B c81 !", "   1.b7-b8=S c81 !"});
}

TEST_CASE("GoalIsEnd: the wrong side's goal move ends the play", "[goals][c81][goalisend]") {
    // White Kd5 Pb6, Black Kh8 Pg2, c812: 1.b6-b7 threatens the four
    // promotions on b8 (" + c81" where the queen or rook checks along the
    // 8th rank), which no black move stops: the key. With GoalIsEnd,
    // 1...g2-g1=Q (R, B, S) reaches Black's 1st rank, the goal for Black,
    // and ends the play: four refutations, no key (the king moves of White
    // need three moves to the 8th rank).
    const std::string pieces = "White Kd5 Pb6 Black Kh8 Pg2";
    auto plain = testing::solve_text("c812", "Variation", pieces);
    CHECK(testing::tree_of(plain, "   1.b6-b7") == Lines{"   1.b6-b7 ! threat:", "          2.b7-b8=Q + c81",
                                                         "          2.b7-b8=R + c81", "          2.b7-b8=B c81",
                                                         "          2.b7-b8=S c81"});
    CHECK(all_lines(testing::solve_text("c812", "Variation GoalIsEnd", pieces)).empty());
    // Help play, hc811 (White Kd5 Pb7, Black Kh8 Pg2): Black's seven moves
    // (three king moves, four promotions), each followed by White's four
    // promotions: 28 lines; with GoalIsEnd Black's promotions reach its
    // goal and end the line: the 12 after the king moves are left.
    const std::string help = "White Kd5 Pb7 Black Kh8 Pg2";
    CHECK(all_lines(testing::solve_text("hc811", "NoBoard", help)).size() == 28);
    const Lines ends = all_lines(testing::solve_text("hc811", "GoalIsEnd", help));
    CHECK(ends.size() == 12);
    CHECK(std::none_of(ends.begin(), ends.end(), [](const std::string& l) { return l.find("g2-g1") != l.npos; }));
}

TEST_CASE("goals !# and ##!: the move may leave the mover in check", "[goals][automate][countermate]") {
    // !#1, White Kh2 Pg2, Black Kc8 Ra1 Ra2 Ra3 (White stalemated: its king
    // has no square, the pawn is pinned): 1.g2-g4 opens the 2nd rank, and
    // the king's g1, h1, g3, h3 are the rooks'. 1.g2-g3 would block the
    // 3rd rank: Kh2-h3 escapes.
    auto a = testing::solve_text("!#1", "Variation", "White Kh2 Pg2 Black Kc8 Ra1 Ra2 Ra3");
    CHECK(all_lines(a) == Lines{"   1.g2-g4 !# !"});
    // ##!1, White Kc8 Rb8, Black Ka7 Qc5 Rd1: White is mated (b7 is the
    // black king's, c7 the queen's, d7 and d8 the rook's; no piece can
    // come between c5 and c8). 1.Kc8-b7 puts the kings side by side: Black
    // is checked and has no square (a6, b6, a8 are the white king's, b8 is
    // guarded by it), White too (a6, a8, b6 are the black king's, c6, c7,
    // c8 the queen's).
    auto c = testing::solve_text("##!1", "Variation", "White Kc8 Rb8 Black Ka7 Qc5 Rd1");
    CHECK(all_lines(c) == Lines{"   1.Kc8-b7 ##! !"});
    // A white knight on b4 can come between (Sb4-c6): White is not mated
    // before its move, so no countermate.
    CHECK(all_lines(testing::solve_text("##!1", "Variation", "White Kc8 Rb8 Sb4 Black Ka7 Qc5 Rd1")).empty());
}

TEST_CASE("goal Kxy: the moved piece stands next to the diagram's piece of xy, its only neighbour", "[goals][kiss]") {
    // Kc51, White Kh1 Qd1, Black Ka8 Rc5: the rook of c5 has no neighbour,
    // so a white piece kisses it by moving next to it. The queen reaches
    // three of its neighbours, on the d-file (d2-d5 empty): d4, d5 (which
    // checks a8 along c6-b7) and d6; her diagonals d1-a4 and d1-h5 and the
    // 1st rank pass none, and the king of h1 is too far. Three keys.
    auto r = testing::solve_text("kc51", "Variation", "White Kh1 Qd1 Black Ka8 Rc5");
    CHECK(testing::solution_lines(r) == Lines{"1.Qd1-d4 !", "1.Qd1-d5 + !", "1.Qd1-d6 !"});
    // With a black pawn on b6 the rook is not naked: no kiss on d4 or d6,
    // nor on d5 (b6 too is c5's neighbour). No key.
    auto clothed = testing::solve_text("kc51", "Variation", "White Kh1 Qd1 Black Ka8 Rc5 Pb6");
    CHECK(testing::solution_lines(clothed).empty());
    // Kd41: no piece stood on d4 in the diagram, so nothing can be kissed
    // (Popeye remembers the identity of the piece of the diagram's square).
    CHECK(testing::solution_lines(testing::solve_text("kd41", "Variation", "White Kh1 Qd1 Black Ka8 Rc5")).empty());
}

TEST_CASE("goal ct: the moved piece returns to its diagram square", "[goals][circuit]") {
    // ser-ct2, White Kh1 Ra1, Black Kh8: White's second move must take a
    // piece back to its diagram square, so the first moves it away and the
    // second back: the rook to a2-a7 or b1-g1 (12; a8 would check h8,
    // which series play forbids before the last move) and back, the king
    // to g1, g2 or h2 and back (3). 15 lines.
    auto r = testing::solve_text("ser-ct2", "NoBoard", "White Kh1 Ra1 Black Kh8");
    const Lines lines = testing::solution_lines(r);
    CHECK(lines.size() == 15);
    CHECK(std::count(lines.begin(), lines.end(), "1.Ra1-a2 2.Ra2-a1") == 1);
    CHECK(std::count(lines.begin(), lines.end(), "1.Kh1-g2 2.Kg2-h1") == 1);
}

TEST_CASE("pieces with their diagram squares: the key tells two origins apart", "[goals][circuit]") {
    // The rooks of a1 and h1 swapped: the same board, another position for
    // ct and <> (the table must not take one for the other).
    const auto setup = testing::popeye_setup("<>2", "NoBoard", "White Kd2 Ra1 Rh1 Black Kd8");
    REQUIRE(setup);
    position::Position a = problem::make_position(*setup);
    CHECK(position::origin(a.at(core::make_square(0, 0))) == core::make_square(0, 0));
    position::Position b = a;
    const position::Piece ra = b.at(core::make_square(0, 0)), rh = b.at(core::make_square(7, 0));
    b.remove(core::make_square(0, 0));
    b.remove(core::make_square(7, 0));
    b.put(core::make_square(0, 0), position::with_origin(ra, core::make_square(7, 0)));
    b.put(core::make_square(7, 0), position::with_origin(rh, core::make_square(0, 0)));
    CHECK(a.key() != b.key());
    // Other goals' problems carry no diagram squares: the same board, the same key.
    const auto mate = testing::popeye_setup("#2", "NoBoard", "White Kd2 Ra1 Rh1 Black Kd8");
    REQUIRE(mate);
    const position::Position m = problem::make_position(*mate);
    CHECK(position::origin(m.at(core::make_square(0, 0))) == core::NoSquare);
}

TEST_CASE("ser-s##!1 and hs##!1: the mated side's forced countermate is a self end", "[goals][help]") {
    // Popeye's regress 0374 b) (and 0049 as ser-s/hs): White Ka7 Qa5,
    // Black Kc8 Rb8, dummies d7 d8. After 1.Qa5-c5 + Black is mated (b7
    // touches Ka7, d7 and d8 its own dummies, b8 its rook, nothing
    // interposes on c6 or c7); its one move is Kc8-b7, which leaves it in
    // check and checks Ka7 in turn: a countermate ##!, and forced. Before,
    // only legal replies counted, so Black had none and both problems were
    // reported without a solution (a silent wrong answer).
    for (const char* stip : {"ser-s##!1", "hs##!1"}) {
        INFO(stip);
        const search::TwinResult r = testing::solve_text(stip, "Variation", "White Ka7 Qa5 Black Kc8 Rb8 DUd7 DUd8");
        CHECK(testing::solution_lines(r) == Lines{"1.Qa5-c5 + Kc8-b7 ##!"});
    }
}
