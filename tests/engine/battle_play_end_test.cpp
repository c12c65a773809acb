// The end of self and reflex battle play where Popeye's regression test
// TESTS/battle_play.inp checks it, with the expected trees from its output
// REGRESSIONTESTS/battle_play.tst (Popeye 4.104):
// - set play: in self play, when every defender's move reaches the goal,
//   those moves end the play; in reflex play the defender's goal moves are
//   compulsory and are the only ones shown; also in s#1 and r#1;
// - tries in s#1: a first move's refutations are the defences that do not
//   reach the goal.

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

// Every line of the section of that kind, solutions one after another.
Lines section_lines(const search::TwinResult& r, search::SectionKind kind) {
    Lines out;
    for (const search::Section& sec : r.sections)
        if (sec.kind == kind)
            for (const search::Solution& sol : sec.solutions) {
                const auto lines = testing::lines_of(sec, sol);
                out.insert(out.end(), lines.begin(), lines.end());
            }
    return out;
}

}  // namespace

TEST_CASE("battle set play: s#1 with complete set play", "[battle][setplay]") {
    // Black's only move b3-b2 mates (c5 is blocked, the king has no square).
    auto r = solve_text("s#1", "Variation SetPlay", "White Ka1 Rc4 Ph3 Black Ka3 Pa2 Pb3 Pc5");
    CHECK(section_lines(r, search::SectionKind::SetPlay) == Lines{"      1...b3-b2 #"});
    CHECK(section_lines(r, search::SectionKind::Play) == Lines{"   1.h3-h4 !", "      1...b3-b2 #"});
}

TEST_CASE("battle set play: s#1 with incomplete set play is not given", "[battle][setplay]") {
    // Black also has Kb4 and c4, which do not mate: no set play.
    auto r = solve_text("s#1", "Variation SetPlay", "White Ka1 Rc3 Black Ka3 Pa2 Pb3 Pc5");
    CHECK(section_lines(r, search::SectionKind::SetPlay).empty());
    CHECK(section_lines(r, search::SectionKind::Play) == Lines{"   1.Rc3-c4 !", "      1...b3-b2 #"});
}

TEST_CASE("battle set play: s#2 with complete short set play", "[battle][setplay]") {
    auto r = solve_text("s#2", "SetPlay Variation NoThreat", "White Ka1 Rc4 Pg4 Black Ka3 Pa2 Pb3 Pc5 Pg5");
    CHECK(section_lines(r, search::SectionKind::SetPlay) == Lines{"      1...b3-b2 #"});
    CHECK(section_lines(r, search::SectionKind::Play) ==
          Lines{"   1.Rc4-e4 !", "      1...c5-c4", "          2.Re4*c4", "              2...b3-b2 #"});
}

TEST_CASE("battle set play: reflex play shows only the defender's compulsory mates", "[battle][setplay]") {
    SECTION("r#1 with set play") {
        auto r = solve_text("r#1", "SetPlay Variation", "White Ka1 Ph3 Black Ka3 Se1 Pa2");
        CHECK(section_lines(r, search::SectionKind::SetPlay) == Lines{"      1...Se1-c2 #"});
        CHECK(section_lines(r, search::SectionKind::Play) == Lines{"   1.h3-h4 !", "      1...Se1-c2 #"});
    }
    SECTION("r#2 with short set play and short solution") {
        // Black could also play f6-f5 and be mated later; it must mate now.
        auto r = solve_text("r#2", "SetPlay Variation", "White Ka1 Ph3 Black Ka3 Pa2 Pa4 Pb3 Pb4 Pf6");
        CHECK(section_lines(r, search::SectionKind::SetPlay) == Lines{"      1...b3-b2 #"});
        CHECK(section_lines(r, search::SectionKind::Play) == Lines{"   1.h3-h4 !", "      1...b3-b2 #"});
    }
}

TEST_CASE("battle tries: s#1 with tries, each refuted by a defence that does not mate", "[battle][tries]") {
    auto r = solve_text("s#1", "Try Variation", "White Ka1 Rc4 Bd3 Pe4 Black Ka3 Pb3");
    CHECK(section_lines(r, search::SectionKind::Play) == Lines{"   1.Bd3-b1 !", "      1...b3-b2 #"});
    Lines tries = section_lines(r, search::SectionKind::Tries);
    std::sort(tries.begin(), tries.end());
    Lines expected{
        "   1.Ka1-b1 ?", "    but", "      1...b3-b2 !",   "   1.Bd3-f1 ?",   "    but", "      1...b3-b2 + !",
        "   1.Bd3-e2 ?", "    but", "      1...b3-b2 + !", "   1.Rc4-a4 + ?", "    but", "      1...Ka3*a4 !",
        "   1.Rc4-d4 ?", "    but", "      1...b3-b2 + !", "   1.e4-e5 ?",    "    but", "      1...b3-b2 + !"};
    std::sort(expected.begin(), expected.end());
    CHECK(tries == expected);
}

TEST_CASE("battle tries: s#1, a try's defences that mate are shown before its refutation", "[battle][tries]") {
    // White Ka1 Rd4 Pd5, Black Ka3 Pa2 Pb3 Pc6. Black's king is boxed (a4
    // and b4 on the rook's rank, b2 the white king's) and b3-b2 mates (b1
    // is covered by a2, a2 and b2 by the king on a3). 1.d5*c6 leaves Black
    // only b3-b2#: the key. 1.d5-d6 leaves b3-b2# and c6-c5, one
    // refutation: a try, and Popeye shows its mating defence before "but"
    // (REGRESSIONS, AntiCirce s#1: "1.Qe3-b3 ? 1...Bd1*b3[bBb3->c8] # but
    // 1...Bd1-f3 !", popeye-regression 0308). 1.Rd4-a4+ leaves only
    // 1...Ka3*a4: a try without a mating defence. Every other white move
    // leaves c6-c5 and c6*d5, or more, unmated: two refutations or more.
    auto r = solve_text("s#1", "Try Variation", "White Ka1 Rd4 Pd5 Black Ka3 Pa2 Pb3 Pc6");
    CHECK(section_lines(r, search::SectionKind::Play) == Lines{"   1.d5*c6 !", "      1...b3-b2 #"});
    CHECK(section_lines(r, search::SectionKind::Tries) == Lines{"   1.Rd4-a4 + ?", "    but", "      1...Ka3*a4 !",
                                                                "   1.d5-d6 ?", "      1...b3-b2 #", "    but",
                                                                "      1...c6-c5 !"});
}
