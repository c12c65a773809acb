// exact- battle play (Dawson issue 14): every line must take the full
// length. The attacker's goal reached before its last move ends nothing (a
// mate or stalemate then leaves the defender without a move, and the
// attacker's move fails), and a defence after which the attacker can only
// reach the goal sooner refutes. Popeye's outputs for exact-#1 … #4
// (popeye-regression 1880-1882), exact-r#3 (0071) and exact-=1 … 3
// (popeye-suite-hoppers 0013) are checked by the oracle tests; the trees
// here are hand analysed.
//
// The positions: White Kf7 Bc1 Ph6, Black Kh8 Ph7 and a black a-pawn.
// - Black's king is boxed in while White's king stays on f7 or f8: g8 and
//   g7 are guarded by the king (g7 by the pawn h6 too), h7 holds its own
//   pawn, which the pawn h6 blocks. Black's only moves are then the
//   a-pawn's.
// - White's only piece that can check is the bishop (the pawn h6 is
//   blocked, a king gives no check), on the dark squares. The one diagonal
//   through h8 is a1-h8, so with the black king on h8 every check is the
//   bishop's on b2 … g7, and it mates when g8 is guarded and the bishop can
//   not be taken. A king on g8 (a light square) cannot be checked at all.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "problem/popeye_reader.hpp"
#include "search/battle.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;

search::TwinResult solve_exact(const std::string& stip, const std::string& options, const std::string& pawn) {
    return testing::solve_text(stip, options, "White Kf7 Bc1 Ph6 Black Kh8 Ph7 P" + pawn);
}

}  // namespace

TEST_CASE("exact battle: an exact-#3 has no key that mates in 2, though #3 has five", "[battle][exact]") {
    // Black pawn a3: 1...a2 and 2...a1=Q. As #3, 1.Bd2, 1.Be3, 1.Bf4 and
    // 1.Bg5 (each a2 2.B to c3/d4/e5/f6 #) and 1.Kf8 (a2 2.Bb2 #) mate in 2;
    // 1.Bb2+ fails to 1...axb2, 1.Bxa3 stalemates.
    // As exact-#3 there is no key: Black answers anything with 1...a2
    // (legal, since a first-move check by the bishop on the diagonal either
    // mates, too early, or is 1.Bb2+ axb2, after which White's king and pawn
    // cannot mate; with White's king off f7/f8, 1...Kg8 also refutes), then
    // - a check on the diagonal at move 2 mates (the goal too early) or,
    //   with White's king gone from f7/f8, is met by 2...Kg8;
    // - any other move allows 2...a1=Q: the queen sees the whole diagonal,
    //   so it takes a bishop checking from b2 … g7 at move 3; White's king
    //   could stand between only on f6, where 2...a1=Q checks it (and
    //   2...Kg8 is free too); a king gone from f7/f8 lets Black's king out
    //   to g8.
    const search::TwinResult normal = solve_exact("#3", "Variation NoThreat", "a3");
    REQUIRE(normal.status == search::TwinStatus::Solved);
    CHECK(normal.solution_count() == 5);
    CHECK(testing::tree_of(normal, "   1.Bc1-d2 ") ==
          std::vector<std::string>{"   1.Bc1-d2 !", "      1...a3-a2", "          2.Bd2-c3 #"});

    const search::TwinResult exact = solve_exact("exact-#3", "Variation NoThreat", "a3");
    REQUIRE(exact.status == search::TwinStatus::Solved);
    CHECK(exact.solution_count() == 0);
}

TEST_CASE("exact battle: a defence that allows only a quicker mate refutes an exact-#3 try", "[battle][exact]") {
    // The same position with Try: 1.Bd2 would mate in 2 (1...a2 2.Bc3#), so
    // in exact-#3 1...a2 refutes: the mate it allows comes a move early, and
    // any waiting move allows 2...a1=Q (see the case above). 1...a2 is
    // Black's only move, so it is the one refutation.
    const search::TwinResult r = solve_exact("exact-#3", "Try", "a3");
    REQUIRE(r.status == search::TwinStatus::Solved);
    CHECK(testing::tree_of(r, "   1.Bc1-d2 ") ==
          std::vector<std::string>{"   1.Bc1-d2 ?", "    but", "      1...a3-a2 !"});
}

TEST_CASE("exact battle: the exact-#3 tree leaves out the continuations that mate early", "[battle][exact]") {
    // Black pawn a4: 1...a3 2...a2 leaves the promotion too late, so 1.Bd2
    // is a key. After 1...a3 (Black's only move) White must not mate at
    // once: 2.Bc3# is left out. Every bishop move that keeps a square of the
    // diagonal in reach does (c1→b2, e1→c3, e3→d4, b4→c3, f4→e5, a5→c3,
    // g5→f6; the pawn on a2 guards only b1), and so does 2.Kf8 (g8 and g7
    // stay guarded; 3.Bc3#). 2.Ke6/Ke7/Ke8/Kf6 free g8: 2...Kg8. After each
    // continuation 2...a2 is forced and the mate is the one listed (the only
    // move to the diagonal). In #3 the same key would be shown at its
    // shortest length, 1...a3 2.Bc3#.
    const search::TwinResult r = solve_exact("exact-#3", "Variation NoThreat", "a4");
    REQUIRE(r.status == search::TwinStatus::Solved);
    const std::vector<std::pair<std::string, std::string>> lines = {
        {"Bd2-c1", "Bc1-b2"}, {"Bd2-e1", "Be1-c3"}, {"Bd2-e3", "Be3-d4"}, {"Bd2-b4", "Bb4-c3"},
        {"Bd2-f4", "Bf4-e5"}, {"Bd2-a5", "Ba5-c3"}, {"Bd2-g5", "Bg5-f6"}, {"Kf7-f8", "Bd2-c3"}};
    std::vector<std::string> expected = {"   1.Bc1-d2 !", "      1...a4-a3"};
    for (const auto& [second, mate] : lines) {
        expected.push_back("          2." + second);
        expected.push_back("              2...a3-a2");
        expected.push_back("                  3." + mate + " #");
    }
    CHECK(testing::tree_of(r, "   1.Bc1-d2 ") == expected);

    const search::TwinResult normal = solve_exact("#3", "Variation NoThreat", "a4");
    CHECK(testing::tree_of(normal, "   1.Bc1-d2 ") ==
          std::vector<std::string>{"   1.Bc1-d2 !", "      1...a4-a3", "          2.Bd2-c3 #"});
}

TEST_CASE("exact battle: Threat and Quodlibet with exact- are refused by name", "[battle][exact]") {
    CHECK(solve_exact("exact-#3", "Threat 1", "a4").message == "unsupported option: Threat with exact- battle play");
    const search::TwinResult q = testing::solve_text("exact-s#2", "Quodlibet", "White Kf7 Bc1 Ph6 Black Kh8 Ph7 Pa4");
    CHECK(q.status == search::TwinStatus::Unsupported);
    CHECK(q.message == "unsupported option: Quodlibet with exact- battle play");
}
