// Battle-play keys as Popeye shows them (issue 17, items 18 and 19):
// - a key that works in fewer moves than stipulated is shown at the
//   shortest length at which it works: the threat or "zugzwang." and the
//   variations of that length (Popeye's continuation solver solves the play
//   after an attacker's move with the length it needs); a try keeps the full
//   length;
// - in reflex play (r#n) an attacker that can mate at once must, and fails:
//   those moves are shown marked " ?!?", at the root instead of keys and
//   after a try's refutation as the reason it refutes.
// Expected trees are Popeye 4.104's (the oracle sets in tests/data and
// Popeye's own regression test TESTS/battle_play.inp with its output
// REGRESSIONTESTS/battle_play.tst) or hand analysis written out here.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "problem/popeye_reader.hpp"
#include "search/battle.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;

problem::Setup read_setup(const std::string& text) {
    problem::ReadResult r = problem::read_popeye(text, "test.inp");
    REQUIRE(r.ok());
    REQUIRE(r.problems.size() == 1);
    return r.problems.front().setup;
}

std::vector<std::string> first_lines(const search::TwinResult& r, search::SectionKind kind) {
    std::vector<std::string> out;
    for (const search::Section& sec : r.sections)
        if (sec.kind == kind)
            for (const search::Solution& sol : sec.solutions) out.push_back(testing::lines_of(sec, sol).front());
    return out;
}

// Black's knight on e8 moves, and each move lets 2.Sc7 mate: the zugzwang
// of Popeye's TESTS/battle_play.inp "#1.5" (wKb6 Sd5 Pa7, bKa8 Se8, Option
// PostKeyPlay), whose output is this tree.
const std::vector<std::string> kKnightZugzwang = {
    "      1...Se8-d6", "          2.Sd5-c7 #", "      1...Se8-f6", "          2.Sd5-c7 #",
    "      1...Se8-c7", "          2.Sd5*c7 #", "      1...Se8-g7", "          2.Sd5-c7 #",
};

std::vector<std::string> with_first(const std::string& first, const std::vector<std::string>& rest) {
    std::vector<std::string> v{first};
    v.insert(v.end(), rest.begin(), rest.end());
    return v;
}

}  // namespace

TEST_CASE("battle keys: a #3 key that mates in 2 by zugzwang shows the zugzwang, not the 2-move threat",
          "[battle][keys]") {
    // White Kb6 Sd5 Pa7 Ph2, Black Ka8 Se8. Black's king has no move (a7 is
    // guarded by the king, b7 too, b8 by the pawn), so only the knight moves,
    // and after any knight move 2.Sc7 (2.Sxc7) mates. 1.h3 and 1.h4 pass:
    // each mates in 2 (zugzwang) and is shown so in a #3, although after
    // either White would also have 2-move threats (2.h4/2.h5, 2.Ka6); the #3
    // tree is the #2 tree. 1.Ka6 (threat 2.Sb6#; 1...Sc7+ 2.Sxc7#) is a key
    // of length 2 with a threat of length 1, the same at either length.
    const std::string text =
        "BeginProblem\nStipulation #3\nOption Variation\n"
        "Pieces White Kb6 Sd5 Pa7 Ph2 Black Ka8 Se8\nEndProblem\n";
    auto r = testing::solve(read_setup(text));
    REQUIRE(r.status == search::TwinStatus::Solved);
    CHECK(r.solution_count() == 3);
    CHECK(testing::tree_of(r, "   1.h2-h3 ") == with_first("   1.h2-h3 ! zugzwang.", kKnightZugzwang));
    CHECK(testing::tree_of(r, "   1.h2-h4 ") == with_first("   1.h2-h4 ! zugzwang.", kKnightZugzwang));
    CHECK(testing::tree_of(r, "   1.Kb6-a6 ") ==
          std::vector<std::string>{"   1.Kb6-a6 ! threat:", "          2.Sd5-b6 #", "      1...Se8-c7 +",
                                   "          2.Sd5*c7 #"});

    SECTION("with Try the key is still shown at its shortest length") {
        auto s = read_setup(text);
        s.options.try_play = true;
        auto t = testing::solve(s);
        CHECK(testing::tree_of(t, "   1.h2-h3 ") == with_first("   1.h2-h3 ! zugzwang.", kKnightZugzwang));
    }
}

TEST_CASE("battle keys: a selfmate key shown at its shortest length (popeye-random 0140 as s#4)", "[battle][keys]") {
    // popeye-random 0140 is an s#3 whose one key 1.Qb5 works in 3 moves; as
    // s#4 it is the same key, and Popeye shows it as in the s#3 (its output,
    // tests/data/popeye-random/expected/0140.out), not with the 3-move
    // threats (2.Qc6/2.Qd7 c3 3.Qb5/3.Qd7 c2 4.Gd3+ b2#) of the s#4.
    // (Continuations in Dawson's generation order; Popeye's lists 2.Qd7 first.)
    auto r =
        testing::solve(read_setup("BeginProblem\nStipulation s#4\nOption Variation\n"
                                  "Pieces White Ka1 Qe5 Gb1 Black Ka3 Pc4 Pb3 Pb4 LIf8\nEndProblem\n"));
    CHECK(testing::tree_of(r, "   1.Qe5-b5 ") ==
          std::vector<std::string>{
              "   1.Qe5-b5 ! zugzwang.", "      1...c4-c3", "          2.Qb5-c6 zugzwang.", "              2...c3-c2",
              "                  3.Gb1-d3 +", "                      3...b3-b2 #", "          2.Qb5-d7 zugzwang.",
              "              2...c3-c2", "                  3.Gb1-d3 +", "                      3...b3-b2 #"});
}

TEST_CASE("battle keys: a reflexmate key shown at its shortest length (popeye-conditions 0142 as r#3)",
          "[battle][keys]") {
    // popeye-conditions 0142 (r#2, BlackUltraSchachZwang): its key 1.Kh7 is
    // a zugzwang of length 2 (expected/0142.out); as r#3 Popeye shows it
    // the same way.
    auto r =
        testing::solve(read_setup("BeginProblem\nStipulation r#3\nCondition BlackUltraSchachZwang\n"
                                  "Option Variation\nPieces White Kg6 Za7 RLh2 Sf6 KHe4 FEc1\n"
                                  "Black Kh4 Sg2 Be7 Qe1 DGf1\nEndProblem\n"));
    CHECK(testing::tree_of(r, "   1.Kg6-h7 ") == std::vector<std::string>{"   1.Kg6-h7 ! zugzwang.",
                                                                          "      1...Qe1*e4 +", "          2.Kh7-h6",
                                                                          "              2...Be7-f8 #"});
}

TEST_CASE("battle keys: r#n where White can mate at once shows that mate marked ?!? and no key", "[battle][keys]") {
    // Popeye's TESTS/battle_play.inp "r#1, but White must deliver mate",
    // "r#2, …" and "r#3, but White must deliver mate immediately"
    // (REGRESSIONTESTS/battle_play.tst: "   1.Bg7-f8 # ?!?"): 1.Bf8 mates
    // (the a3 king: a2, a4, b3 its own pawns, b2 and b4 on the bishop's
    // diagonals, … after Bf8 the f8-a3 diagonal checks), so White must play
    // it and the reflexmate fails.
    for (const char* stip : {"r#1", "r#2", "r#3"}) {
        INFO(stip);
        auto r = testing::solve(read_setup(std::string("BeginProblem\nStipulation ") + stip +
                                           "\nPieces White Ka1 Bg7 Black Ka3 Pa2 Pa4 Pb3\nEndProblem\n"));
        REQUIRE(r.status == search::TwinStatus::Solved);
        CHECK(r.solution_count() == 0);
        REQUIRE(r.sections.size() == 1);
        CHECK(r.sections[0].kind == search::SectionKind::Play);
        CHECK(r.sections[0].message.empty());
        CHECK(report::compulsory_lines(r.sections[0], problem::Language::English) ==
              std::vector<std::string>{"   1.Bg7-f8 # ?!?"});
    }
    // semi-r#: White need not mate ("semi-r#2 with short solution; White
    // needn't deliver mate immediately": 1.Bh6! b2#).
    auto semi = testing::solve(
        read_setup("BeginProblem\nStipulation semi-r#2\nPieces White Ka1 Bg7 Black Ka3 Pa2 Pa4 Pb3\nEndProblem\n"));
    CHECK(semi.sections[0].message.empty());
    CHECK(semi.sections[0].compulsory.empty());
    CHECK(semi.solution_count() > 0);
}

TEST_CASE("battle keys: an r#2 try refuted because White must then mate shows that mate marked ?!?", "[battle][keys]") {
    // White Kg4 Qb4 Rc4 Sg7, Black Ka1 Pd5 Pg5 Se4. 1.Qa3+ leaves the king
    // only b1 (a2 and b2 on the queen's lines); then 2.Rc1 mates (a1 along
    // the rank, c1 guarded by the queen, a2/b2/c2 covered), so White must
    // play it and fails: 1...Kb1 is the one refutation, and Popeye shows the
    // compulsory mate after it, as in its regression test "no variations,
    // but tries" (REGRESSIONTESTS/battle_play.tst: "1...Ke3*d4 !" followed by
    // "2.Sd2-f3 # ?!?").
    auto s = read_setup(
        "BeginProblem\nStipulation r#2\nOption Try\n"
        "Pieces White Kg4 Qb4 Rc4 Sg7 Black Ka1 Pd5 Pg5 Se4\nEndProblem\n");
    auto r = testing::solve(s);
    REQUIRE(r.status == search::TwinStatus::Solved);
    CHECK(testing::tree_of(r, "   1.Qb4-a3 ") ==
          std::vector<std::string>{"   1.Qb4-a3 + ?", "    but", "      1...Ka1-b1 !", "          2.Rc4-c1 # ?!?"});
    // A refutation that leaves no mate has nothing after it.
    CHECK(testing::tree_of(r, "   1.Qb4-b1 ") ==
          std::vector<std::string>{"   1.Qb4-b1 + ?", "    but", "      1...Ka1*b1 !"});
    CHECK(first_lines(r, search::SectionKind::Play).empty());
}

TEST_CASE("battle threats: a pawn's double-step threat played by another piece is the same threat",
          "[battle][threat]") {
    // Popeye's REGRESSIONS (John M. Rice, Andernach 1993; popeye-regression
    // 0714): after 1.Be3-g5 White threatens 2.e2-e4#. Under Andernach chess
    // 1...Qb2*e2 turns the black queen white on e2, and 2.Qe2-e4 mates as
    // the threat did: Popeye knows a threat's move by what it moves from
    // where to where, so the threat is not defeated and the defence is not
    // shown. The captures on e2 by the bishop, knight and rook are shown:
    // the bishop and the knight cannot go from e2 to e4, and the rook's
    // Re2-e4 does not mate (Popeye shows these three).
    const problem::Setup s = read_setup(
        "BeginProblem\nStipulation #2\nCondition AndernachChess\nOption Variation\n"
        "Pieces White Ke7 Be3 Sf6 Sf7 Pe2 Black Kf5 Qb2 Rh2 Ba1 Bg4 Sc1 Pb4 Pe6 Pg6\nEndProblem\n");
    const search::TwinResult r = testing::solve(s);
    CHECK(testing::tree_of(r, "   1.Be3-g5") == std::vector<std::string>{"   1.Be3-g5 ! threat:", "          2.e2-e4 #",
                                                                         "      1...Sc1*e2=w", "          2.Se2-g3 #",
                                                                         "      1...Rh2*e2=w", "          2.Re2-e5 #",
                                                                         "      1...Bg4*e2=w", "          2.Be2-g4 #"});
}
