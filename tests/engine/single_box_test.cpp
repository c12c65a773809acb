// SingleBox (solver/conditions/single_box.cpp). Type1: the expected
// solutions are Popeye's (its regression examples EXAMPLES/sbtype1.inp with
// REGRESSIONTESTS/sbtype1.ref), each a position where ignoring the
// condition changes the solutions; the rest is hand analysis, written out
// at each case. Type2 and Type3 are compared with Popeye in
// conditions_oracle.cmake and, with Popeye's own examples of latent pawns,
// in singlebox_oracle.cmake; here their promotions, latent pawns (hand
// analysis), checks and refusals.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
#include "problem/popeye_reader.hpp"
#include "problem_test_util.hpp"
#include "report/notation.hpp"
#include "solve_test_util.hpp"

using namespace dawson;

namespace {

problem::Problem read(const std::string& condition, const std::string& stip, const std::string& pieces) {
    return test::read_popeye_ok("BeginProblem\nStipulation " + stip + "\n" +
                                (condition.empty() ? "" : "Condition " + condition + "\n") + "Pieces " + pieces +
                                "\nEndProblem\n")[0];
}

std::vector<std::string> solve(const std::string& condition, const std::string& stip, const std::string& pieces) {
    const problem::Problem p = read(condition, stip, pieces);
    return testing::solution_lines(testing::solve(p.setup));
}

// The legal moves of the side `side`, written as Popeye does, sorted.
std::vector<std::string> legal(const std::string& condition, const std::string& pieces, core::Color side) {
    return test::ConditionGame(condition, pieces, side).legal();
}

bool has(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

bool black_in_check(const std::string& condition, const std::string& pieces) {
    const problem::Problem p = read(condition, "#2", pieces);
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(core::Color::Black);
    return movegen::in_check(pos, core::Color::Black);
}

std::string first_error(const std::string& text) {
    const problem::ReadResult r = problem::read_popeye(text, "t.inp");
    return r.errors.empty() ? std::string() : r.errors[0].message;
}

using Lines = std::vector<std::string>;

}  // namespace

TEST_CASE("SingleBox Type1: a pawn promotes only to an officer its side has lost", "[solve][singlebox]") {
    // Popeye, "can't promote to bishop": with two bishops on the board
    // a8=B (as mating as a8=Q: the diagonal a8-h1, g1 and h2 covered by the
    // bishops) is illegal.
    const std::string bishops = "White Ka1 Bb6 Bb8 Pa7 Black Kh1";
    CHECK(solve("SingleBox Type1", "#1", bishops) == Lines{"1.a7-a8=Q # !"});
    CHECK(solve("", "#1", bishops) == Lines{"1.a7-a8=B # !", "1.a7-a8=Q # !"});
    // Popeye, "can't promote to knight": black has both knights, so only
    // d1=R blocks d1 (a queen or bishop on d1 would capture the knight f3).
    // Without the condition d1=S (which does not reach f3) mates too.
    const std::string knights = "White Kh8 Sd4 Sg5 Black Ke1 Sf1 Sf2 Pd2";
    CHECK(solve("SingleBox Type1", "h#1", knights) == Lines{"1.d2-d1=R Sg5-f3 #"});
    // The default type is Type1.
    CHECK(solve("SingleBox", "h#1", knights) == Lines{"1.d2-d1=R Sg5-f3 #"});
    CHECK(solve("", "h#1", knights) == Lines{"1.d2-d1=R Sg5-f3 #", "1.d2-d1=S Sg5-f3 #"});
}

TEST_CASE("SingleBox Type1: a pawn that could not promote on the king's square does not check", "[solve][singlebox]") {
    // Popeye, "no check if pawn can't promote due to single box type 1":
    // white has all its officers, so b7*a8 has no legal promotion and the
    // pawn b7 does not check the king a8. The stalemate 1.Bb8-d6 = is the
    // only solution (without the condition black is in check and there is
    // no stalemate at all).
    const std::string pieces = "White Ka1 Qc5 Rc4 Re6 Bb8 Bc6 Sd4 Se4 Pb7 Black Ka8 Qd5 Pe5";
    CHECK_FALSE(black_in_check("SingleBox Type1", pieces));
    CHECK(black_in_check("", pieces));
    CHECK(solve("SingleBox Type1", "=1", pieces) == Lines{"1.Bb8-d6 = !"});
    // With a knight lost, b7*a8=S is legal: check.
    CHECK(black_in_check("SingleBox Type1", "White Ka1 Qc5 Rc4 Re6 Bb8 Bc6 Sd4 Pb7 Black Ka8 Qd5 Pe5"));
}

TEST_CASE("SingleBox Type1: from a position outside the box no move is legal", "[solve][singlebox]") {
    // Three white rooks: every move leaves the box exceeded, except the
    // capture of the third rook... which only black could make: Rc8*c1
    // brings white back to two rooks.
    const std::string pieces = "White Ka1 Rc1 Rd2 Re3 Black Kh8 Rc8";
    CHECK(legal("SingleBox Type1", pieces, core::Color::White).empty());
    CHECK(legal("SingleBox Type1", pieces, core::Color::Black) == Lines{"Rc8*c1"});
}

TEST_CASE("SingleBox Type2 and Type3: promotion to lost officers or to any fairy kind", "[solve][singlebox]") {
    // White keeps its queen: b8=Q is illegal; R, B, S (lost) and the
    // grasshopper (a fairy kind, which Popeye does not count) are legal.
    // Staying a pawn on b8 is illegal while officers are lost.
    for (const char* type : {"SingleBox Type2", "SingleBox Type3"}) {
        const auto v = legal(type, "White Ka1 Qd1 Gh3 Pb7 Black Kh8", core::Color::White);
        CHECK_FALSE(has(v, "b7-b8=Q"));
        CHECK_FALSE(has(v, "b7-b8"));
        for (const char* m : {"b7-b8=R", "b7-b8=B", "b7-b8=S", "b7-b8=G"}) CHECK(has(v, m));
    }
    CHECK(has(legal("", "White Ka1 Qd1 Gh3 Pb7 Black Kh8", core::Color::White), "b7-b8=Q"));
}

TEST_CASE("SingleBox Type2 and Type3: a pawn stays a pawn on its last rank only while no officer is lost",
          "[solve][singlebox]") {
    // White has all its officers: a7-a8 as a pawn (Popeye writes no
    // promotion) is its only move with the pawn; Type1 has no such move.
    const std::string full = "White Kh2 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa7 Black Kh8";
    for (const char* type : {"SingleBox Type2", "SingleBox Type3"}) {
        const auto v = legal(type, full, core::Color::White);
        CHECK(has(v, "a7-a8"));
        for (const char* m : {"a7-a8=Q", "a7-a8=R", "a7-a8=B", "a7-a8=S"}) CHECK_FALSE(has(v, m));
    }
    const auto type1 = legal("SingleBox Type1", full, core::Color::White);
    CHECK(std::none_of(type1.begin(), type1.end(), [](const std::string& m) { return m.rfind("a7", 0) == 0; }));
}

TEST_CASE("SingleBox Type2: the other side's move promotes a latent pawn", "[solve][singlebox]") {
    // White's latent pawn a8 (legal: white has all its officers). Black's
    // Rd8*d1 takes the queen, and the latent pawn becomes the queen with
    // that move; a move that takes nothing promotes nothing.
    const std::string pieces = "White Ka3 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa8 Black Kg7 Rd8";
    const auto v = legal("SingleBox Type2", pieces, core::Color::Black);
    CHECK(has(v, "Rd8*d1[a8=Q]"));
    CHECK_FALSE(has(v, "Rd8*d1"));
    CHECK(has(v, "Rd8-d2"));
    // The same capture with the black king on g8: the new queen would check
    // it along the 8th rank, so the capture is illegal (without the
    // promotion the latent pawn would be illegal).
    const auto h8 =
        legal("SingleBox Type2", "White Ka3 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa8 Black Kg8 Rd8", core::Color::Black);
    CHECK_FALSE(has(h8, "Rd8*d1[a8=Q]"));
    CHECK_FALSE(has(h8, "Rd8*d1"));
    CHECK(has(legal("", "White Ka3 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa8 Black Kg8 Rd8", core::Color::Black), "Rd8*d1"));
    // Type3: the capture promotes nothing; White's next move must.
    CHECK(has(legal("SingleBox Type3", pieces, core::Color::Black), "Rd8*d1"));
}

TEST_CASE("SingleBox Type3: every move of the latent pawn's side promotes it", "[solve][singlebox]") {
    // White lost its queen: each white move carries a8=Q, written before
    // the move, and the latent pawn may move as the queen itself.
    const auto v = legal("SingleBox Type3", "White Ka3 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa8 Black Kh7", core::Color::White);
    REQUIRE_FALSE(v.empty());
    CHECK(std::all_of(v.begin(), v.end(), [](const std::string& m) { return m.rfind("[a8=Q]", 0) == 0; }));
    CHECK(has(v, "[a8=Q]Ka3-b4"));
    CHECK(has(v, "[a8=Q]Qa8-g8"));
    // Two lost officers, two choices for each move.
    const auto two = legal("SingleBox Type3", "White Ka3 Ra1 Bc1 Bf1 Sb1 Sg1 Pa8 Black Kh7", core::Color::White);
    CHECK(has(two, "[a8=Q]Ka3-b4"));
    CHECK(has(two, "[a8=R]Ka3-b4"));
    CHECK_FALSE(has(two, "Ka3-b4"));
    // Castling carries the promotion too.
    const auto castle = legal("SingleBox Type3", "White Ke1 Rh1 Pa8 Black Kh7", core::Color::White);
    CHECK(has(castle, "[a8=R]0-0"));
    CHECK(has(castle, "[a8=Q]0-0"));
    CHECK_FALSE(has(castle, "0-0"));
}

TEST_CASE("SingleBox Type3: a latent pawn checks as every officer its side has lost", "[solve][singlebox]") {
    // White has lost everything but its king: the latent pawn e8 checks
    // along the file (as a queen or rook) and as a knight.
    CHECK(black_in_check("SingleBox Type3", "White Ka1 Pe8 Black Ke1"));
    CHECK(black_in_check("SingleBox Type3", "White Ka1 Pe8 Black Kd6"));
    CHECK_FALSE(black_in_check("SingleBox Type3", "White Ka1 Pe8 Black Kd5"));
    // With both knights on the board it is no knight.
    CHECK_FALSE(black_in_check("SingleBox Type3", "White Ka1 Sa2 Sa3 Pe8 Black Kd6"));
    CHECK(black_in_check("SingleBox Type3", "White Ka1 Sa2 Sa3 Pe8 Black Kb5"));
    // With both bishops and the queen it checks only along lines of a rook.
    CHECK_FALSE(black_in_check("SingleBox Type3", "White Ka1 Qa2 Ba3 Bb3 Pe8 Black Kb5"));
    CHECK(black_in_check("SingleBox Type3", "White Ka1 Qa2 Ba3 Bb3 Pe8 Black Ke2"));
    // Type2: a latent pawn is a pawn; it checks nothing.
    CHECK_FALSE(black_in_check("SingleBox Type2", "White Ka1 Pe8 Black Ke1"));
    CHECK_FALSE(black_in_check("", "White Ka1 Pe8 Black Ke1"));
}

TEST_CASE("SingleBox: what Dawson does not play is refused by name", "[singlebox]") {
    auto problem = [](const std::string& condition, const std::string& pieces) {
        return "BeginProblem\nCondition " + condition + "\nStipulation #2\nPieces " + pieces + "\nEndProblem\n";
    };
    // Popeye refuses fairy pieces with Type1.
    CHECK(first_error(problem("SingleBox Type1", "White Ke1 Gd4 Black Ke8")) ==
          "unsupported: SingleBox Type1 with fairy pieces (Popeye refuses them)");
    // Type2 and Type3: other pawn-like kinds (which Popeye lets stay
    // latent too) and piece attributes.
    CHECK(first_error(problem("SingleBox Type2", "White Ke1 HSd4 Black Ke8")) ==
          "unsupported: SingleBox Type2 with pawn-like pieces other than the pawn");
    CHECK(first_error(problem("SingleBox Type3", "White Ke1 Black Ke8 White Kamikaze Rd4")) ==
          "unsupported: SingleBox Type3 with piece attributes");
    // … also in a twin.
    CHECK(first_error("BeginProblem\nCondition SingleBox Type3\nStipulation #2\nPieces White Ke1 Black "
                      "Ke8\nTwin Add Black HSh1\nEndProblem\n") ==
          "unsupported: SingleBox Type3 with pawn-like pieces other than the pawn");
    // Latent pawns are played: a side with all its officers and a pawn, a
    // pawn on its last rank.
    CHECK(first_error(problem("SingleBox Type2", "White Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa2 Black Ke8")).empty());
    CHECK(first_error(problem("SingleBox Type3", "White Ke1 Black Ke8 Pa1")).empty());
    // German and French names.
    CHECK(test::read_popeye_ok("AnfangProblem\nBedingung NurPartiesatzSteine Typ2\nForderung #2\nSteine Weiss Ke1 "
                               "Schwarz Ke8\nEndeProblem\n")[0]
              .setup.conditions == std::vector<conditions::ConditionSpec>{{"SingleBox", {"Type2"}}});
    CHECK(test::read_popeye_ok(
              "DebutProbleme\nCondition SingleBox Type3\nEnonce #2\nPieces Blanc Re1 Noir Re8\nFinProbleme\n")[0]
              .setup.conditions == std::vector<conditions::ConditionSpec>{{"SingleBox", {"Type3"}}});
}
