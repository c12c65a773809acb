// SingleBox (solver/conditions/single_box.cpp). Type1: the expected
// solutions are Popeye's (its regression examples EXAMPLES/sbtype1.inp with
// REGRESSIONTESTS/sbtype1.ref), each a position where ignoring the
// condition changes the solutions; the rest is hand analysis, written out
// at each case. Type2 and Type3 are compared with Popeye in
// conditions_oracle.cmake; here their promotions and their refusals.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

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
    const problem::Problem p = read(condition, "#2", pieces);
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(side);
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::vector<std::string> v;
    for (const auto& m : ml) v.push_back(report::move_text(pos, m, problem::Language::English));
    std::sort(v.begin(), v.end());
    return v;
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

TEST_CASE("SingleBox: what Dawson does not play is refused by name", "[singlebox]") {
    auto problem = [](const std::string& condition, const std::string& pieces) {
        return "BeginProblem\nCondition " + condition + "\nStipulation #2\nPieces " + pieces + "\nEndProblem\n";
    };
    // Popeye refuses fairy pieces with Type1.
    CHECK(first_error(problem("SingleBox Type1", "White Ke1 Gd4 Black Ke8")) ==
          "unsupported: SingleBox Type1 with fairy pieces (Popeye refuses them)");
    // Type2 and Type3 where a latent pawn can arise: a side with all its
    // officers and a pawn, or a pawn on its last rank.
    CHECK(first_error(problem("SingleBox Type2", "White Ke1 Qd1 Ra1 Rh1 Bc1 Bf1 Sb1 Sg1 Pa2 Black Ke8")) ==
          "unsupported: SingleBox Type2 where latent pawns can arise (a side with 8 or more officers and pawns)");
    CHECK(first_error(problem("SingleBox Type3", "White Ke1 Black Ke8 Pa1")) ==
          "unsupported: SingleBox Type3 with a latent pawn (a pawn on its last rank)");
    // … also in a twin.
    CHECK(first_error("BeginProblem\nCondition SingleBox Type3\nStipulation #2\nPieces White Ke1 Black "
                      "Ke8\nTwin Add Black Ph1\nEndProblem\n") ==
          "unsupported: SingleBox Type3 with a latent pawn (a pawn on its last rank)");
    // German and French names.
    CHECK(test::read_popeye_ok("AnfangProblem\nBedingung NurPartiesatzSteine Typ2\nForderung #2\nSteine Weiss Ke1 "
                               "Schwarz Ke8\nEndeProblem\n")[0]
              .setup.conditions == std::vector<conditions::ConditionSpec>{{"SingleBox", {"Type2"}}});
    CHECK(test::read_popeye_ok(
              "DebutProbleme\nCondition SingleBox Type3\nEnonce #2\nPieces Blanc Re1 Noir Re8\nFinProbleme\n")[0]
              .setup.conditions == std::vector<conditions::ConditionSpec>{{"SingleBox", {"Type3"}}});
}
