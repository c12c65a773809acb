// Popeye's options that restrict battle play (py-engl.txt):
// - NonTrivial m n (self and reflex play): a defence after which the
//   attacker wins within n moves is trivial; before the defences of a node
//   with more than n+1 attacker moves in hand the defender may have one
//   non-trivial defence, plus the m extra ones the line may grant in all
//   (options/nontrivial.c of Popeye's source);
// - KeepMatingPiece: a line ends as failed when the side that must reach
//   the goal has only its king left.
// Popeye's own examples (BEISPIEL/nontriv.inp: s#21 and s#23 with
// KeepMatingPiece and NonTrivial 0 0; BEISPIEL/pieces.inp: r#9 with
// NonTrivial 1 1) are problems 0051, 0052 and 0060 of the
// popeye-suite-hoppers oracle.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "problem/popeye_reader.hpp"
#include "search/battle.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;
using Lines = std::vector<std::string>;

using testing::solve_text;

// The first line of each key, in order.
Lines keys(const search::TwinResult& r) {
    Lines out;
    for (const search::Section& sec : r.sections)
        if (sec.kind == search::SectionKind::Play)
            for (const search::Solution& sol : sec.solutions) out.push_back(testing::lines_of(sec, sol).front());
    return out;
}

// White Ka1 Rd4 Ph2 Pd5, Black Ka3 Pa2 Pb3 Pc6, s#2. Black's king is boxed
// (a4 and b4 on the rook's rank, b2 the white king's) and b3-b2 mates
// (Kb1 is covered by a2, a2 and b2 by the king on a3). Every waiting move
// of White that keeps the c-pawn's two moves (1.h3, 1.h4 and the rook's
// moves along the rank) wins: 1...c5 2.Rc4 (the pawn blocked) and 1...cxd5
// 2.a waiting move or Rd4 (the d-pawn blocked) force 2...b2#. After each
// such key Black has two defences that do not mate (c6-c5, c6*d5): with
// NonTrivial 0 0 at most one is allowed, so only 1.d6 (then c6-c5 alone)
// and 1.dxc6 (b3-b2# at once, a selfmate in one) remain. NonTrivial 1 0
// grants one extra non-trivial defence: every key is back.
const char* const kPieces = "White Ka1 Rd4 Ph2 Pd5 Black Ka3 Pa2 Pb3 Pc6";
const Lines kAllKeys{"   1.h2-h3 !",  "   1.h2-h4 !",  "   1.Rd4-c4 !", "   1.Rd4-e4 !", "   1.Rd4-f4 !",
                     "   1.Rd4-g4 !", "   1.Rd4-h4 !", "   1.d5-d6 !",  "   1.d5*c6 !"};

}  // namespace

TEST_CASE("NonTrivial 0 0: a key leaving the defender two non-trivial defences fails", "[battle][nontrivial]") {
    CHECK(keys(solve_text("s#2", "NoThreat", kPieces)) == kAllKeys);
    CHECK(keys(solve_text("s#2", "NoThreat NonTrivial 0 0", kPieces)) == Lines{"   1.d5-d6 !", "   1.d5*c6 !"});
}

TEST_CASE("NonTrivial 1 0: one extra non-trivial defence is granted", "[battle][nontrivial]") {
    CHECK(keys(solve_text("s#2", "NoThreat NonTrivial 1 0", kPieces)) == kAllKeys);
}

TEST_CASE("NonTrivial m n binds only nodes with more than n+1 attacker moves in hand", "[battle][nontrivial]") {
    // NonTrivial 0 1 in s#2: the defence node after the key has 2 moves in
    // hand, not more than n+1 = 2, so nothing is restricted.
    CHECK(keys(solve_text("s#2", "NoThreat NonTrivial 0 1", kPieces)) == kAllKeys);
}

TEST_CASE("NichtTrivial is the German name of NonTrivial", "[battle][nontrivial]") {
    problem::ReadResult r = problem::read_popeye(
        "AnfangProblem\nForderung s#2\nOption ohnedrohung nichttrivial 0 0\nSteine Weiss Ka1 Td4 Bh2 Bd5 "
        "Schwarz Ka3 Ba2 Bb3 Bc6\nEndeProblem\n",
        "test.inp");
    REQUIRE(r.ok());
    REQUIRE(r.problems.size() == 1);
    REQUIRE(r.problems.front().setup.options.non_trivial);
    CHECK(r.problems.front().setup.options.non_trivial->max_nontrivial == 0);
    CHECK(keys(testing::solve(r.problems.front().setup)) == Lines{"   1.d5-d6 !", "   1.d5*c6 !"});
}

TEST_CASE("KeepMatingPiece: the same keys, lines without a black piece to mate with cut off", "[battle][keepmating]") {
    // s#2 as above: Black mates only with its b-pawn, so every line in which
    // White captures Black's last piece but the king fails anyway; the option
    // cuts those lines off before they are searched (fewer nodes) and
    // leaves the solution as it is.
    const search::TwinResult plain = solve_text("s#2", "NoThreat", kPieces);
    const search::TwinResult keep = solve_text("s#2", "NoThreat KeepMatingPiece", kPieces);
    CHECK(keys(keep) == keys(plain));
    // White Kb6 Rd1, Black Ka8 Rd8, #3 with KeepMatingPiece: the key
    // 1.Rd1*d8# mates at once (a7 and b7 are the king's, b8 the rook's).
    // After White's other first moves that leave the rook on the d-file,
    // 1...Rd8*d1 leaves White a lone king, which cannot mate: with the
    // option those lines are cut at once instead of searched.
    const search::TwinResult k2 = solve_text("#3", "NoThreat KeepMatingPiece", "White Kb6 Rd1 Black Ka8 Rd8");
    const search::TwinResult p2 = solve_text("#3", "NoThreat", "White Kb6 Rd1 Black Ka8 Rd8");
    CHECK(keys(p2) == Lines{"   1.Rd1*d8 # !"});
    CHECK(keys(k2) == keys(p2));
    CHECK(k2.stats.nodes < p2.stats.nodes);
}

TEST_CASE("NonTrivial and KeepMatingPiece are refused by name where they are not implemented", "[battle][nontrivial]") {
    struct Case {
        const char* stip;
        const char* option;
        const char* message;
    };
    for (const Case& c : {Case{"#2", "NonTrivial 0 0", "unsupported option: NonTrivial with direct play"},
                          Case{"semi-r#2", "NonTrivial 0 0", "unsupported option: NonTrivial with semi-reflex play"},
                          Case{"r#2", "KeepMatingPiece", "unsupported option: KeepMatingPiece with reflex play"},
                          Case{"h#2", "KeepMatingPiece", "unsupported option: KeepMatingPiece with help play"},
                          Case{"ser-s#2", "NonTrivial 0 0", "unsupported option: NonTrivial with series play"}}) {
        INFO(c.stip << " " << c.option);
        const search::TwinResult r = solve_text(c.stip, c.option, "White Ka1 Rd4 Black Ka3 Pa2");
        CHECK(r.status == search::TwinStatus::Unsupported);
        CHECK(r.message == c.message);
    }
}

TEST_CASE("Quodlibet: in s#2 the attacker's direct mates answer the defences too", "[battle][quodlibet]") {
    // H.P. Rehm, Schwalbe 1968, Popeye's BEISPIEL/quod.inp (the tree of
    // REGRESSIONTESTS/quod.out in English). Without the option there is no
    // s#2: after 1.Qh5*h6 neither 1...c4-c3 nor 1...e6-e5 can be answered by
    // a move forcing Black to mate; with it 2.Qh6-f4 # and 2.Qh6-d2 # do.
    const char* const pieces = "White Ka1 Qh5 Bb1 Pa2 Black Kd4 Bh8 Ph6 Pe6 Pd5 Pc5 Pc4";
    CHECK(keys(solve_text("s#2", "Variation", pieces)).empty());
    const search::TwinResult r = solve_text("s#2", "Variation Quodlibet", pieces);
    Lines lines;
    for (const search::Section& sec : r.sections)
        if (sec.kind == search::SectionKind::Play)
            for (const search::Solution& sol : sec.solutions)
                for (const std::string& l : testing::lines_of(sec, sol)) lines.push_back(l);
    CHECK(lines == Lines{"   1.Qh5*h6 ! threat:", "          2.Qh6-e3 +", "              2...Kd4*e3 #",
                         "      1...c4-c3", "          2.Qh6-f4 #", "      1...Kd4-c3", "          2.Qh6-d2 +",
                         "              2...Kc3*d2 #", "      1...Kd4-e5", "          2.Qh6-f4 +",
                         "              2...Ke5*f4 #", "      1...e6-e5", "          2.Qh6-d2 #"});
}

TEST_CASE("Quodlibet is refused by name where it is not implemented", "[battle][quodlibet]") {
    for (const char* stip : {"#2", "r#2", "h#2"}) {
        INFO(stip);
        const search::TwinResult r = solve_text(stip, "Quodlibet", "White Ka1 Rd4 Black Ka3 Pa2");
        CHECK(r.status == search::TwinStatus::Unsupported);
        CHECK(r.message.find("unsupported option: Quodlibet with ") == 0);
    }
}

namespace {

// Every line of the section of that kind, whitespace trimmed.
Lines trimmed_lines(const search::TwinResult& r, search::SectionKind kind) {
    Lines out;
    for (const search::Section& sec : r.sections)
        if (sec.kind == kind)
            for (const search::Solution& sol : sec.solutions)
                for (const std::string& l : testing::lines_of(sec, sol))
                    out.push_back(l.substr(l.find_first_not_of(' ')));
    return out;
}

}  // namespace

TEST_CASE("MatesIn1: in s#n the defences that mate at once are shown", "[battle][matesin1]") {
    // Georg Thomas, Springaren (FIDE Album 1945-1955 no. 1188), Popeye's
    // BEISPIEL/selfref.inp with its output REGRESSIONTESTS/selfref.out:
    // s#2 with set play. Its set play shows 1...Sh1-f2 # and 1...Lf5*g4 #,
    // Black's mates of White at once, which Popeye shows only with
    // MatesIn1, and the six other bishop moves, each answered by a white
    // move after which 2...Sh1-f2 # is forced (1...Lf5-e4 2.Dg4*e4, …).
    const char* pieces = "White Kd1 Qg4 Re8 Bb1 Se7 Sf8 Pb6 Pd4 Pg2 Black Kd6 Bc1 Bf5 Sh1 Pb2 Pd2 Pd3 Pg3";
    const Lines with =
        trimmed_lines(solve_text("s#2", "SetPlay Variation MatesIn1", pieces), search::SectionKind::SetPlay);
    const Lines without = trimmed_lines(solve_text("s#2", "SetPlay Variation", pieces), search::SectionKind::SetPlay);
    CHECK(std::count(with.begin(), with.end(), "1...Sh1-f2 #") == 1);
    CHECK(std::count(with.begin(), with.end(), "1...Bf5*g4 #") == 1);
    CHECK(std::count(without.begin(), without.end(), "1...Sh1-f2 #") == 0);
    CHECK(std::count(without.begin(), without.end(), "1...Bf5*g4 #") == 0);
    // The six other defences, each with its continuation, in both.
    CHECK(with.size() == 2 + 6 * 3);
    CHECK(without.size() == 6 * 3);
}

TEST_CASE("MatesIn1 is refused by name outside self play", "[battle][matesin1]") {
    for (const char* stip : {"#2", "r#2", "h#2", "ser-s#2", "exact-s#2"}) {
        INFO(stip);
        const search::TwinResult r = solve_text(stip, "MatesIn1", "White Ke1 Black Ke8");
        CHECK(r.status == search::TwinStatus::Unsupported);
        CHECK(r.message.find("MatesIn1") != std::string::npos);
    }
}
