// Popeye's structured stipulations (SStipulation, issue 14): the forms that
// are synonyms of traditional stipulations, "-" at the root, "m:m" as
// exact-, a da branch at the root (PostKeyPlay), the conditional right to
// move "?+?" (parry series), SStipulation as a twinning, and the refusals
// of what Dawson does not implement. Each synonym is the one Popeye's
// manual (py-engl.txt, "sstipulation") or the remark of a problem in
// Popeye's own test files (regress-all NNNN, TESTS/sstip*.inp) gives.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "problem/popeye_reader.hpp"
#include "solve_test_util.hpp"
#include "stipulation/structured.hpp"

using namespace dawson;
using testing::all_errors;
using testing::solution_lines;

namespace {

// The problem read from `text` (one problem, no errors).
problem::Problem read_one(const std::string& text) {
    problem::ReadResult r = problem::read_popeye(text, "t.inp");
    INFO(all_errors(r));
    REQUIRE(r.problems.size() == 1);
    return r.problems[0];
}

}  // namespace

TEST_CASE("SStipulation synonyms: the root's side, '-', m:m, hh, da, series forks and ?+?", "[stipulation][sstip]") {
    struct Case {
        const char* text;
        const char* traditional;
        bool post_key = false;
    };
    const Case cases[] = {
        {"black 4hh[#]", "h#2"},                    // manual: 4:4hh[#] is exact-h#2
        {"black 4:4hh[#]", "exact-h#2"},            // manual
        {"schwarz 2hh[#]", "h#1"},                  // regress 1815's remark
        {"schwarz 4hh[x]", "hx2"},                  // regress 1829's remark
        {"black - 7h[#]h", "h#3.5"},                // manual ("- 7h[#]h", White then to move)
        {"schwarz - 3:3h[#]h", "exact-h#1.5"},      // regress 1841 ("exact 3 Halbzuege")
        {"weiss - 1d[#]a", "s#1", true},            // regress 1812, the same with "-"
        {"white - 3d[==]a", "s==2", true},          // manual: s==2 option postkeyplay
        {"weiss - 5d[#]a", "s#3", true},            // regress 1839
        {"schwarz 1s[1h[#]h]", "ser-h#1"},          // regress 1818's remark
        {"schwarz 2s[1a[x]d]", "ser-hx2"},          // regress 1834's remark
        {"schwarz 2:2s[1a[x]d]", "exact-ser-hx2"},  // regress 1835
        {"weiss 2s[>1a[x]d]", "ser-rx2"},           // regress 1837's remark
        {"weiss 2s[1a[x]d]{!1a[x]d}", "ser-rx2"},   // regress 1836's remark
        {"weiss 2s[3s[1h[#]h]]", "2->ser-h#3"},     // regress 1838's remark
        {"weiss 3a[>1a[#]d]d", "semi-r#2"},         // regress 1824's remark
        {"weiss 3a[>1a[#]d]d{!1a[#]d}", "r#2"},     // regress 1825's remark
        {"white 3a[1a[#]d]d{!1a[#]d}", "r#2"},      // manual
        {"weiss 3:3a[#]d", "exact-#2"},             // regress 1840 b)
        {"white 7h[#]?+?h", "phser-#4"},            // manual
        {"white 15h[1d[#]a]?+?h", "phser-s#8"},     // manual
        {"black 15h[1a[#]d]?+?h", "pser-h#8"},      // manual
        {"black 13h[1h[#]h]?+?h", "pser-h#7"},      // regress 2507's remark
        {"white 13h[00]?+?h", "phser-007"},         // regress 2517 (castling goal)
        {"white 15a[#]?+?d", "pser-#8"},            // manual
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const auto r = stipulation::parse_structured(c.text);
        REQUIRE(r.stip);
        CHECK(stipulation::to_string(*r.stip) == c.traditional);
        CHECK(r.post_key_play == c.post_key);
    }
    const std::pair<const char*, const char*> refused[] = {
        // The side the form needs: a series helpmate's series side is Black,
        // a da root's defender is Black (White attacks).
        {"white 1s[1h[#]h]", "structured stipulation 1s[1h[#]h] with White to move"},
        {"white 1d[#]a", "structured stipulation 1d[#]a with White to move"},
        // regress 1811: Popeye numbers that play as a first move, "1.Tb4*b6 #".
        {"schwarz 1d[#]a",
         "structured stipulation 1d[#]a with the defender named at the root (written as \"white - 1d[#]a\" it is "
         "solved)"},
        {"black 10:12hh[#]", "structured stipulation minimal length 10:12 (only m:m, exact-, is implemented)"},
        {"black 1h[- 14hh[#]]h", "structured stipulation construct change of the side to move inside the play (-)"},
        {"white 1a[q]d", "structured stipulation leaf q"},
        {"white 3a[/1d[+]a{!+}]d", "structured stipulation construct negation (!)"},  // regress 2228
        {"black 5hh[/1d[x]a{!+}]", "structured stipulation 5hh[/1d[x]a{!+}] (not a synonym of a traditional one)"},
        {"schwarz 4h[=]h[#]", "structured stipulation 4h[=]h[#] (not a synonym of a traditional one)"},
    };
    for (const auto& [text, name] : refused) {
        INFO(text);
        const auto r = stipulation::parse_structured(text);
        CHECK_FALSE(r.stip);
        CHECK(r.unsupported == name);
    }
}

TEST_CASE("regress 1812: 'weiss - 1d[#]a' is s#1 option PostKeyPlay, Black's defence mates", "[stipulation][sstip]") {
    // Popeye's output (REGRESSIONTESTS, regress-all/expected/1812.out):
    //    +
    //       1...Tb4*b6 #
    // Black's rook takes b6 and mates White's Ka3 (a4, b3, b4 covered, a2
    // and b2 White's own pawns).
    const problem::Problem p = read_one(
        "BeginProblem\nSStipulation white - 1d[#]a\nOption Variation\nPieces\n"
        "White Ka3 Qa8 Ba7 Sf8 Sh8 Pa2 Pb2 Pb6 Pd7 Pe2 Pf2 Pg2 Ph2\n"
        "Black Kc7 Qc1 Rb4 Rd8 Bd6 Bd1 Sc6 Pa6 Pc4 Pd5 Pe7 Pf7 Pg6 Ph7\nEndProblem\n");
    CHECK(stipulation::to_string(p.setup.stip) == "s#1");
    CHECK(p.setup.options.post_key_play);
    const search::TwinResult r = testing::solve(p.setup);
    REQUIRE(r.status == search::TwinStatus::Solved);
    std::vector<std::string> lines;
    for (const auto& sec : r.sections)
        for (const auto& sol : sec.solutions)
            for (const std::string& l : testing::lines_of(sec, sol)) lines.push_back(l);
    CHECK(std::find(lines.begin(), lines.end(), "      1...Rb4*b6 #") != lines.end());
}

TEST_CASE("regress 1815: 'schwarz 2hh[#]', Black's help move then White's mate", "[stipulation][sstip]") {
    // Popeye: 1.Kb7-a8 Sd5-b6 #, 1.Kb7-a8 Sd5-c7 # (the king in the corner,
    // a7 and b8 its own; b6 or c7 checks with the knight, Be4 covering
    // b7 along the diagonal).
    const problem::Problem p =
        read_one("BeginProblem\nSStipulation black 2hh[#]\nPieces White Be4 Sd5 Kh1 Black Kb7 Pa7 Rb8\nEndProblem\n");
    CHECK(solution_lines(testing::solve(p.setup)) ==
          std::vector<std::string>{"1.Kb7-a8 Sd5-b6 #", "1.Kb7-a8 Sd5-c7 #"});
}

TEST_CASE("SStipulation as a twinning: the synonym solved, the text written as Popeye writes it",
          "[stipulation][sstip]") {
    // regress 1840: "zwilling sforderung weiss 3:3a[#]d", Popeye's twin line
    // "b) Weiss 3:3a[#]d" (the side in the problem's language, no blanks).
    const problem::Problem p = read_one(
        "AnfangProblem\nSForderung weiss 1a[#]d\nSteine Weiss Kb6 Dc1 Schwarz Ka8\n"
        "Zwilling SForderung weiss 3 : 3a[#]d\nEndeProblem\n");
    CHECK(stipulation::to_string(p.setup.stip) == "#1");
    REQUIRE(p.twins.size() == 1);
    CHECK(stipulation::to_string(p.twins[0].setup.stip) == "exact-#2");
    // The text a twin's line shows.
    CHECK(p.twins[0].text.find("Weiss 3:3a[#]d") != std::string::npos);
}

TEST_CASE("CapZug: help play, then the hidden da branch '/1d[G]a{!+}' or '/2da[G]{!+}'", "[stipulation][sstip]") {
    // Read and spelt back (Popeye's manual: "black - 5h[/1d[x]a{!+}]h" is
    // help CapZug in 2.5; regress 2022-2032 "6hh[/2da[#]{!+}]").
    for (const char* text : {"black 8hh[/1d[x]a{!+}]", "black 6hh[/2da[#]{!+}]", "black -5h[/1d[x]a{!+}]h",
                             "black 4:4hh[/2da[#]{!+}]", "white 5h[/1d[#]a{!+}]h"}) {
        INFO(text);
        const auto r = stipulation::parse_structured(text);
        REQUIRE(r.stip);
        REQUIRE(r.stip->battle_after);
        CHECK(r.stip->battle_after->hidden_defence == (std::string(text).find("2da") != std::string::npos ? 2 : 1));
        CHECK(stipulation::to_string(*r.stip) == std::string(text).substr(std::string(text).find(' ') + 1));
    }
    // regress 2225 (Pacurar & Tüngler, WCCC 2010 CapZug tourney): White Ka5
    // Pa2 Pb3, Black Kb7 Pa7 Pb5, "black 8hh[/1d[x]a{!+}]", option SetPlay.
    // Popeye's output, the set play first (White starts, 7 half-moves):
    //   1...Ka5-b4   2.Kb7-a6 Kb4-c5   3.Ka6-a5 a2-a4   4.a7-a6 a4*b5
    //   1.b5-b4 Ka5-b5   2.a7-a6 + Kb5-c4   3.Kb7-b6 a2-a3   4.Kb6-a5 Kc4-c5
    //   1.Kb7-c6 Ka5-a6   2.b5-b4 Ka6*a7   3.Kc6-b5 Ka7-b7   4.Kb5-a5 a2-a4
    // After the second line Black (Ka5 Pa6 Pb4) is not in check (Kc5 is
    // two files off) and has one move, b4*a3, a capture: a4 is Pb3's, b5
    // and b6 Kc5's, a6 holds its own pawn and b4-b3 is blocked.
    const problem::Problem p = read_one(
        "BeginProblem\nSStipulation black 8hh[/1d[x]a{!+}]\nPieces White Ka5 Pa2 Pb3 Black Kb7 Pa7 Pb5\n"
        "Option SetPlay\nEndProblem\n");
    const search::TwinResult r = testing::solve(p.setup);
    REQUIRE(r.status == search::TwinStatus::Solved);
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections[0].kind == search::SectionKind::SetPlay);
    std::vector<std::string> set, play;
    for (const auto& sol : r.sections[0].solutions) set.push_back(testing::lines_of(r.sections[0], sol).front());
    for (const auto& sol : r.sections[1].solutions) play.push_back(testing::lines_of(r.sections[1], sol).front());
    CHECK(set == std::vector<std::string>{"  1...Ka5-b4   2.Kb7-a6 Kb4-c5   3.Ka6-a5 a2-a4   4.a7-a6 a4*b5"});
    std::sort(play.begin(), play.end());
    CHECK(play == std::vector<std::string>{"  1.Kb7-c6 Ka5-a6   2.b5-b4 Ka6*a7   3.Kc6-b5 Ka7-b7   4.Kb5-a5 a2-a4",
                                           "  1.b5-b4 Ka5-b5   2.a7-a6 + Kb5-c4   3.Kb7-b6 a2-a3   4.Kb6-a5 Kc4-c5"});
}

TEST_CASE("'>' before the battle branch ends the help play where the battle play holds", "[stipulation][sstip]") {
    // regress 1828 and 1831 (White Pf3 Pg3 Pg2 Ph4, Black Pa6 Pf4 Ph5, no
    // kings). Without ">", "weiss 3h[1a[x]d]h" goes on after 1.g3-g4,
    // where Black could capture at once (Popeye's 7 lines, regress 1828);
    // with it, every line through such a position is cut: after 1.g3-g4
    // (h5*g4 possible) only the capture itself stays, and 1.g3*f4 a6-a5
    // 2.g2-g4 h5*g4 x (after 1.g3*f4 Black has no capture: the pawn a6 and
    // h5 have nothing to take). Popeye (regress 1831) prints exactly:
    //   1.g3-g4 h5*g4 x
    //   1.g3*f4 a6-a5   2.g2-g4 h5*g4 x
    // With 3:3 only the long line stays (regress 1832).
    const std::string pieces = "\nPieces White Pf3 Pg3 Pg2 Ph4 Black Pa6 Pf4 Ph5\nOption NoWk NoBk\nEndProblem\n";
    auto lines = [&](const std::string& stip) {
        std::vector<std::string> l =
            solution_lines(testing::solve(read_one("BeginProblem\nSStipulation " + stip + pieces).setup));
        std::sort(l.begin(), l.end());
        return l;
    };
    CHECK(lines("white 3h[1a[x]d]h").size() == 7);
    CHECK(lines("white 3h[>1a[x]d]h") == std::vector<std::string>{"1.g3*f4 a6-a5 2.g2-g4 h5*g4 x", "1.g3-g4 h5*g4 x"});
    CHECK(lines("white 3:3h[>1a[x]d]h") == std::vector<std::string>{"1.g3*f4 a6-a5 2.g2-g4 h5*g4 x"});
    const auto r = stipulation::parse_structured("white 3:3h[>1a[x]d]h");
    REQUIRE(r.stip);
    CHECK(stipulation::to_string(*r.stip) == "3:3h[>1a[x]d]h");
}

TEST_CASE("Negated leaf '!G' in direct play: the move must miss the goal", "[stipulation][sstip]") {
    // Hand analysis: White Kb6 Rh1, Black Ka8. White's legal moves: the rook
    // along the first rank (a1-g1, 7) and the h-file (h2-h8, 7), the king
    // to a5, b5, c5, a6, c6, c7 (a7 and b7 touch Ka8): 20. Only Rh1-h8 mates
    // (a7 and b7 the king's, b8 the rook's); Rh1-a1 checks but Kb8 escapes.
    // So "1a[#]d" has the one key Rh8 and "1a[!#]d" the other 19, marked
    // with the check only (Popeye: "1.Tg6-c6 + !", regress 1820).
    const std::string pieces = "\nPieces White Kb6 Rh1 Black Ka8\nEndProblem\n";
    const auto lines = [&](const std::string& stip) {
        return solution_lines(testing::solve(read_one("BeginProblem\nSStipulation " + stip + pieces).setup));
    };
    CHECK(lines("white 1a[#]d") == std::vector<std::string>{"1.Rh1-h8 # !"});
    const std::vector<std::string> negated = lines("white 1a[!#]d");
    CHECK(negated.size() == 19);
    CHECK(std::find(negated.begin(), negated.end(), "1.Rh1-a1 + !") != negated.end());
    CHECK(std::find(negated.begin(), negated.end(), "1.Kb6-c7 !") != negated.end());
    CHECK(std::none_of(negated.begin(), negated.end(), [](const std::string& l) { return l.find("h8") != l.npos; }));
    // "!#" in a leaf is the negation, never the automate (no "!#" in
    // Popeye's structured language); negation only in direct play.
    const auto r = stipulation::parse_structured("white 1a[!#]d");
    REQUIRE(r.stip);
    CHECK(r.stip->goal.kind == stipulation::GoalKind::Mate);
    CHECK(r.stip->goal.negated);
    CHECK(stipulation::parse_structured("black 2hh[!#]").unsupported ==
          "structured stipulation negated leaf !# outside direct play (Na[!G]d)");
    CHECK(stipulation::parse_structured("white 1a[!##]d").unsupported == "structured stipulation leaf !##");
}

TEST_CASE("regress 1821: 'weiss 3:3a[!#]d', White does not mate in exactly 2", "[stipulation][sstip]") {
    // Popeye's output (regress-all/expected/1821.out, Option Try): the tries
    // 1.Sf1-d2 + (1...Tc2*d2 !), 1.b7*c8=D/S/T + (1...Tc2-c6 + !) and the
    // key 1.b7*c8=L + ! with 1...Tc2-c6 + 2.Lc8-e6.
    const problem::Problem p = read_one(
        "BeginProblem\nSStipulation white 3:3a[!#]d\nOption Variation Try\nPieces\n"
        "White Kf6 Rh3 Rh4 Ba8 Bb8 Sb6 Sf1 Pa7 Pb7 Pc7 Pe3 Pf2 Pg3 Ph2 Ph5\n"
        "Black Ke4 Qh7 Ra6 Rc2 Bg4 Sc8 Pd3 Pf3 Ph6\nEndProblem\n");
    const search::TwinResult r = testing::solve(p.setup);
    CHECK(testing::tree_of(r, "   1.b7*c8=B") ==
          std::vector<std::string>{"   1.b7*c8=B + !", "      1...Rc2-c6 +", "          2.Bc8-e6"});
    CHECK(solution_lines(r) == std::vector<std::string>{"1...Rc2*d2 !", "1...Rc2-c6 +", "1...Rc2-c6 + !",
                                                        "1...Rc2-c6 + !", "1...Rc2-c6 + !", "1.Sf1-d2 + ?",
                                                        "1.b7*c8=B + !", "1.b7*c8=Q + ?", "1.b7*c8=R + ?",
                                                        "1.b7*c8=S + ?", "2.Bc8-e6", "but", "but", "but", "but"});
}

TEST_CASE("regress 0599: 'white 1a[!x&#]d', mate without capture", "[stipulation][sstip]") {
    // White Kh6 Qb1, Black Kh8 Ph7. The mates in one: Qb1-b8 # (g8 the
    // queen's, g7 the king's, h7 Black's own pawn) and Qb1*h7 # (the queen
    // protected by Kh6, g8 and g7 covered); Qb1-b2 + lets Kg8 out. Without
    // the capture only Qb8 stays, which Popeye prints as "1.Qb1-b8 # !".
    const std::string pieces = "\nPieces White Kh6 Qb1 Black Kh8 Ph7\nEndProblem\n";
    const auto lines = [&](const std::string& stip) {
        return solution_lines(testing::solve(read_one("BeginProblem\nSStipulation " + stip + pieces).setup));
    };
    CHECK(lines("white 1a[#]d") == std::vector<std::string>{"1.Qb1*h7 # !", "1.Qb1-b8 # !"});
    CHECK(lines("white 1a[!x&#]d") == std::vector<std::string>{"1.Qb1-b8 # !"});
    CHECK(lines("white 1a[#&!x]d") == std::vector<std::string>{"1.Qb1-b8 # !"});
    // Two goals both to be reached (Popeye prints each line once per goal,
    // regress 0441) or both missed are refused, and so is a goal tested on
    // the move in exact- play.
    CHECK(stipulation::parse_structured("black 4hh[x&=]").unsupported == "structured stipulation leaf x&=");
    CHECK(stipulation::parse_structured("white 1a[x&#]d").unsupported == "structured stipulation leaf x&#");
    CHECK(stipulation::parse_structured("white 1a[!x&!#]d").unsupported == "structured stipulation leaf !x&!#");
    CHECK(stipulation::parse_structured("white 3:3a[!x&#]d").unsupported ==
          "structured stipulation leaf !x&# in exact- play (a goal tested on the move)");
}

TEST_CASE("regress 1847: 'weiss 4a[#=]d[#=]', a leaf after each move, is s#=2 option Quodlibet",
          "[stipulation][sstip]") {
    // The manual: "4a[#=]d[#=]  s#=2 option quodlibet". Popeye's output
    // (regress-all/expected/1847.out): 1.Dc1-e1 ! Zugzwang, with 1...e2*f1=T
    // 2.De1*g3 #= (White's own mate, the quodlibet's direct end) and
    // 1...e2*f1=S 2.De1-f2 + 2...Kg1*f2 #= 2...g3*f2 #= (Black forced).
    const problem::Problem p = read_one(
        "BeginProblem\nSStipulation white 4a[#=]d[#=]\nOption Variation\nPieces\n"
        "White Kh4 Qc1 Bf1 Pf3 Ph3 Pf4 Pg5\nBlack Kg1 Rh1 Pe2 Ph2 Pg3 Pf5 Pg6\nEndProblem\n");
    CHECK(stipulation::to_string(p.setup.stip) == "s#=2");
    CHECK(p.setup.options.quodlibet);
    const std::vector<std::string> lines = solution_lines(testing::solve(p.setup));
    for (const char* l : {"2.Qe1*g3 #=", "2...Kg1*f2 #=", "2...g3*f2 #=", "2...Qf1*e1 #=", "2.Bf1*e2 #="}) {
        INFO(l);
        CHECK(std::find(lines.begin(), lines.end(), l) != lines.end());
    }
    CHECK(testing::tree_of(testing::solve(p.setup), "   1.Qc1-e1").size() == 14);
}

TEST_CASE("regress 1830: 'schwarz 4h{!x}h[x]', Black's help moves must not capture: hx2 option GoalIsEnd",
          "[stipulation][sstip]") {
    // The remark of regress 1830: "d.h. forderung hx2 option ZielIstEnde".
    // Popeye's output: the three lines below; plain hx2 has a fourth,
    // 1.g6*f5 a3-a4 2.g7-g5 h4*g5 x, whose first move is Black's capture.
    const std::string pieces = "\nPieces White Pa3 Pf5 Ph4 Black Pf6 Pg6 Pg7 Ph5\nOption NoWk NoBk\nEndProblem\n";
    const problem::Problem p = read_one("BeginProblem\nSStipulation schwarz 4h{!x}h[x]" + pieces);
    CHECK(stipulation::to_string(p.setup.stip) == "hx2");
    CHECK(p.setup.options.goal_is_end);
    CHECK(solution_lines(testing::solve(p.setup)) == std::vector<std::string>{"1.g6-g5 a3-a4 2.g7-g6 f5*g6 x",
                                                                              "1.g6-g5 a3-a4 2.g7-g6 h4*g5 x",
                                                                              "1.g6-g5 h4*g5 x"});
    CHECK(solution_lines(testing::solve(read_one("BeginProblem\nStipulation hx2" + pieces).setup)).size() == 4);
    CHECK(stipulation::parse_structured("schwarz 4:4h{!x}h[x]").unsupported ==
          "structured stipulation 4h{!x}h[x] with a minimal length");
}

TEST_CASE("Constraint {C} in direct play: C holds before each attacking move of its branch", "[stipulation][sstip]") {
    // popeye-suite-hoppers 0075 (BEISPIEL/sford.inp, "Kreuzschach in 2
    // Zuegen"): White Kh1 Ra2, Black Kh7 Gh8 Pg4; "2ad[1a[+]d{+}]": a free
    // move pair, then White's check, which Black's defence must have
    // answered with check ({+} before White's second move). Popeye: 1.Ta2-h2
    // + ! and each of the four defences checks (Kg6, Kg7, Kg8 unmask Gh8
    // over Rh2 onto Kh1; Gh6 is the check itself), followed by a check.
    // Without the constraint many keys give check in two (exact-+2).
    const std::string pieces = "\nPieces White Kh1 Ra2 Black Kh7 Gh8 Pg4\nEndProblem\n";
    const auto solve = [&](const std::string& stip, const std::string& options) {
        return testing::solve(read_one("BeginProblem\nSStipulation " + stip + "\n" + options + pieces).setup);
    };
    const search::TwinResult r = solve("white 2ad[1a[+]d{+}]", "Option Variation");
    CHECK(testing::tree_of(r, "   1.Ra2-h2") ==
          std::vector<std::string>{"   1.Ra2-h2 + !", "      1...Kh7-g6 +", "          2.Rh2-h6 +",
                                   "      1...Kh7-g7 +", "          2.Rh2-h7 +", "      1...Kh7-g8 +",
                                   "          2.Rh2*h8 +", "      1...Gh8-h6 +", "          2.Rh2*h6 +"});
    CHECK(solution_lines(r).size() == 9);
    CHECK(solution_lines(solve("white 3:3a[+]d", "")).size() > 1);
    // A defence that does not check refutes: 1.Ra2-a6 is answered by g3,
    // Kg7, Kg8 and Gh6, none of them a check (Kg6 and Kh6 are on the
    // rook's rank); 1.Ra2-a7+ by Kg6, Kh6 and Kg8 (Gh6 leaves the check).
    const search::TwinResult tries = solve("white 2ad[1a[+]d{+}]", "Option Try Defence 4");
    CHECK(testing::tree_of(tries, "   1.Ra2-a6") ==
          std::vector<std::string>{"   1.Ra2-a6 ?", "    but", "      1...g4-g3 !", "      1...Kh7-g7 !",
                                   "      1...Kh7-g8 !", "      1...Gh8-h6 !"});
    CHECK(testing::tree_of(tries, "   1.Ra2-a7") == std::vector<std::string>{"   1.Ra2-a7 + ?", "    but",
                                                                             "      1...Kh7-g6 !", "      1...Kh7-h6 !",
                                                                             "      1...Kh7-g8 !"});
    // Negated, {!+}: the key's four checking defences now refute it.
    CHECK(testing::tree_of(solve("white 2ad[1a[+]d{!+}]", "Option Try Defence 4"), "   1.Ra2-h2") ==
          std::vector<std::string>{"   1.Ra2-h2 + ?", "    but", "      1...Kh7-g6 + !", "      1...Kh7-g7 + !",
                                   "      1...Kh7-g8 + !", "      1...Gh8-h6 + !"});
}

TEST_CASE("Constraint {C} in 'Na[G]d{C}' holds in the diagram too (py-engl.txt)", "[stipulation][sstip]") {
    // White Kg1 Ra1, Black Kg8 Pf7 Pg7 Ph7: 1.Ra1-a8 # is the one mate in
    // one. White is not in check in the diagram, so "1a[#]d{+}" has no
    // solution ("the problem has thus no solution if the constraint is
    // violated in the diagram") and "1a[#]d{!+}" and "3a[#]d{!+}" keep it.
    const std::string pieces = "\nPieces White Kg1 Ra1 Black Kg8 Pf7 Pg7 Ph7\nEndProblem\n";
    const auto lines = [&](const std::string& stip) {
        return solution_lines(testing::solve(read_one("BeginProblem\nSStipulation " + stip + pieces).setup));
    };
    CHECK(lines("white 1a[#]d{+}").empty());
    CHECK(lines("white 1a[#]d{!+}") == std::vector<std::string>{"1.Ra1-a8 # !"});
    CHECK(lines("white 3a[#]d{!+}") == std::vector<std::string>{"1.Ra1-a8 # !"});
    // Written back in the structured form (the caption, Popeye's spelling).
    const auto text = [](const std::string& s) {
        const auto r = stipulation::parse_structured(s);
        return r.stip ? stipulation::to_string(*r.stip) : r.unsupported;
    };
    CHECK(text("white 2ad[1a[+]d{+}]") == "2ad[1a[+]d{+}]");
    CHECK(text("white 3a[#]d{!+}") == "3a[#]d{!+}");
    CHECK(text("white 3:3a[#]d{=}") == "3:3a[#]d{=}");
    // A goal of the move has no move to test before the first one.
    CHECK(text("white 3a[#]d{x}") ==
          "structured stipulation constraint {x} (only a goal tested on the position, possibly negated)");
    CHECK(text("black 3a[#]d{+}") == "structured stipulation 3a[#]d{+} with Black to move");
    CHECK(text("white 4a[#]d{+}") == "structured stipulation 4a[#]d{+} (not a synonym of a traditional one)");
    CHECK(text("white 4ad[1a[+]d{+}]") == "structured stipulation construct constraint ({…})");
    // The caption of the solution: the side in the problem's language, as Popeye.
    CHECK(read_one("BeginProblem\nSStipulation white 3a[#]d{!+}" + pieces).structured_stipulation ==
          "White 3a[#]d{!+}");
}
