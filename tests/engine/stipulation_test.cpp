// Stipulations as play × end × goal (issue 14): reading and spelling every
// goal and play type, the constructs refused by name, and solving each new
// goal and play type, by hand analysis (explained in each test) or against
// Popeye 4.104's output (tests/data/popeye-stipulations, id named).

#include "stipulation/stipulation.hpp"

#include <catch2/catch.hpp>
#include <string>

#include "problem/popeye_reader.hpp"
#include "search/transposition_table.hpp"
#include "solve_test_util.hpp"
#include "stipulation/structured.hpp"

using namespace dawson;
using stipulation::End;
using stipulation::Form;
using stipulation::GoalKind;
using testing::all_errors;
using testing::make_setup;
using testing::solution_lines;

TEST_CASE("every goal and play type is read and spelt back as Popeye writes it", "[stipulation]") {
    for (const char* text : {"#2",       "h#2.5",      "ser-h#4",     "exact-h=3",
                             "hs#2",     "hs#2.5",     "hr#2",        "semi-r#2",
                             "reci-h#2", "ser-r#3",    "ser-s=3",     "h==2",
                             "h##2",     "#=2",        "hx2",         "h+2",
                             "ser-h~3",  "hzf82",      "h!=2",        "h002",
                             "hep2",     "h%2",        "reci-h(=)#2", "h#0.5",
                             "h=0.5",    "s==3",       "r#=2",        "ser-#=4",
                             "ser-hs#3", "2->ser-h#4", "1->ser-#5",   "3->exact-ser-s#2",
                             "pser-h#6", "phser-s#6",  "2->pser-h=3"}) {
        auto s = stipulation::parse(text);
        INFO(text);
        REQUIRE(s);
        CHECK(stipulation::to_string(*s) == text);
        CHECK_FALSE(stipulation::unsupported(text));
    }
    auto s = *stipulation::parse("HS#3");  // any case
    CHECK((s.form == Form::Help && s.end == End::Self && s.goal.kind == GoalKind::Mate && s.moves == 3));
    s = *stipulation::parse("semi-r#2");
    CHECK((s.form == Form::Battle && s.end == End::SemiReflex));
    s = *stipulation::parse("ser-r#3");
    CHECK((s.form == Form::Series && s.end == End::Reflex));
    s = *stipulation::parse("ser-hs#3");
    CHECK((s.form == Form::Series && s.end == End::HelpSelf && s.moves == 3 && s.intro == 0));
    s = *stipulation::parse("2->ser-h#4");
    CHECK((s.form == Form::Series && s.end == End::Help && s.moves == 4 && s.intro == 2));
    // reci-h without parentheses: both halves reach the stipulated goal (it
    // was read as reci-h(#)+2 once).
    s = *stipulation::parse("reci-h+2");
    CHECK((s.end == End::Reciprocal && s.reci_goal.kind == GoalKind::Check && s.goal.kind == GoalKind::Check));
    s = *stipulation::parse("reci-h(=)#2");
    CHECK((s.end == End::Reciprocal && s.reci_goal.kind == GoalKind::Stalemate && s.goal.kind == GoalKind::Mate));
    s = *stipulation::parse("hze72");
    CHECK((s.goal.kind == GoalKind::Target && s.goal.target == core::make_square(4, 6) && s.moves == 2));
    // "##" and "#=" are read before "#", "==" before "=".
    CHECK(stipulation::parse("h##2")->goal.kind == GoalKind::DoubleMate);
    CHECK(stipulation::parse("#=2")->goal.kind == GoalKind::MateOrStalemate);
    CHECK(stipulation::parse("h==2")->goal.kind == GoalKind::DoubleStalemate);
    // Malformed: no length, a half move outside help play, a bad square.
    for (const char* bad :
         {"hs#", "#2.5", "ser-h#2.5", "hzi92", "hs#0.5", "h#0", "reci-h(#2", "0->ser-#2", "100->ser-#2", "2->"}) {
        INFO(bad);
        CHECK_FALSE(stipulation::parse(bad));
    }
}

TEST_CASE("constructs Dawson does not implement are named", "[stipulation]") {
    const std::pair<const char*, const char*> cases[] = {
        {"dia4", "proof game (dia)"},
        {"dia", "proof game (dia)"},  // "dia 4": the length as a word of its own
        {"ser-dia9", "proof game (dia)"},
        {"a=>b4.5", "proof game (a=>b)"},
        {"a=>b", "proof game (a=>b)"},
        {"pser-#3", ""},
        {"pser-s#7", ""},
        {"phser-r#2", "parry series play with a reflex end (pser-r, phser-r)"},
        {"pser-h#6", ""},
        {"phser-s#6", ""},
        {"2->h#4", "introductory moves (m->) outside series play"},
        {"2->#3", "introductory moves (m->) outside series play"},
        {"1->ser-r#3", "introductory moves (m->) with ser-r"},
        {"2->pser-s#3", ""},
        {"h##!4", ""},
        {"h!#2", ""},
        {"ser-ct10", ""},
        {"ser-sctr2", ""},
        {"h<>3", ""},
        {"ser-h<>r5", ""},
        {"hc812", ""},
        {"sKa74", ""},
        {"x3", ""},
        {"exact-x3", "exact- battle play with goal x"},
        {"s##2", "goal ## in battle play"},
        {"s+2", "goal + in battle play"},  // + is a position goal, but …
        {"h##2", ""},
    };
    for (const auto& [text, name] : cases) {
        INFO(text);
        auto u = stipulation::unsupported(text);
        if (std::string(name).empty()) {
            CHECK_FALSE(u);
            continue;
        }
        if (std::string(text) == "s+2") {
            // … + is tested on the position after the move: battle play solves it.
            CHECK_FALSE(u);
            continue;
        }
        REQUIRE(u);
        CHECK(*u == name);
    }
    // The reader names them in its error, also with the length as a separate word.
    for (const auto& [stip, name] :
         std::vector<std::pair<std::string, std::string>>{{"dia 4", "proof game (dia)"},
                                                          {"a=>b 4.5", "proof game (a=>b)"},
                                                          {"phser-r#6", "parry series play with a reflex end"},
                                                          {"2->h#4", "introductory moves (m->) outside series play"},
                                                          {"hz~2", "unsupported stipulation: hz~2"}}) {
        problem::ReadResult r = problem::read_popeye(
            "BeginProblem\nStipulation " + stip + "\nPieces White Ke1 Black Ke8\nEndProblem\n", "t.inp");
        INFO(stip << "\n" << all_errors(r));
        CHECK(all_errors(r).find(name) != std::string::npos);
        CHECK(all_errors(r).find("t.inp:2:13: error:") != std::string::npos);
    }
}

TEST_CASE("The length as a word of its own: 'hze8 1.5', 'ser-s00 9', 'h# 2'", "[stipulation]") {
    // Popeye reads the length after the goal as the next word (regress
    // 0609 "stip hze8 1.5", captioned "hze81.5"; 0896 "ser-s00 9"); a word
    // with a length of its own keeps it ("#2 3": 3 is not part of it, and
    // "Stipulation h#" alone still lacks the number).
    const auto read = [](const std::string& stip) {
        return problem::read_popeye("BeginProblem\nStipulation " + stip + "\nPieces White Ke1 Black Ke8\nEndProblem\n",
                                    "t.inp");
    };
    for (const auto& [text, written] : std::vector<std::pair<std::string, std::string>>{
             {"hze8 1.5", "hze81.5"}, {"ser-s00 9", "ser-s009"}, {"h# 2", "h#2"}, {"ser-h= 12", "ser-h=12"}}) {
        const problem::ReadResult r = read(text);
        INFO(text << "\n" << all_errors(r));
        REQUIRE(r.problems.size() == 1);
        CHECK(stipulation::to_string(r.problems[0].setup.stip) == written);
    }
    CHECK(all_errors(read("#2 3")).find("t.inp:2:16: error:") != std::string::npos);
    CHECK(all_errors(read("h#")).find("missing number of moves in stipulation 'h#'") != std::string::npos);
}

TEST_CASE("hx0.5 and hze80.5: White's one move reaches the goal", "[stipulation][goal]") {
    // White Ka1 Rd1, Black Kh8 Pd5 Pg7: White's only capture is Rd1*d5
    // (d2-d4 empty; the king has nothing to take); no check, so " x".
    auto lines = solution_lines(testing::solve(make_setup("wKa1 wRd1 bKh8 bPd5 bPg7", "hx0.5")));
    CHECK(lines == std::vector<std::string>{"1...Rd1*d5 x"});
    // White Ka1 Re2, Black Kh7: only the rook reaches e8 (e3-e7 empty); e8
    // is not on a line with h7, so no check.
    lines = solution_lines(testing::solve(make_setup("wKa1 wRe2 bKh7", "hze80.5")));
    CHECK(lines == std::vector<std::string>{"1...Re2-e8 z"});
    // With the king on h8, Re8 checks along the 8th rank, and z does not
    // replace the check mark: " + z", as in popeye-stipulations 0037's
    // neighbours (e.g. "LIb5-f5 + z").
    lines = solution_lines(testing::solve(make_setup("wKa1 wRe2 bKh8", "hze80.5")));
    CHECK(lines == std::vector<std::string>{"1...Re2-e8 + z"});
}

TEST_CASE("hx1.5: a capture by White before its last move ends the line", "[stipulation][goal]") {
    // White Ka1 Rb2, Black Kh8 Pb5. hx1.5 is White, Black, White; its
    // short solution hx0.5 is 1...Rb2*b5 (the only capture). In the full
    // length, 1...Rb2*b5 reaches the goal early and is no line (Popeye:
    // popeye-stipulations 0068), so every 3-move line starts with a
    // non-capture, e.g. 1...Ka1-a2 2.b5-b4 Rb2*b4 x.
    auto lines = solution_lines(testing::solve(make_setup("wKa1 wRb2 bKh8 bPb5", "hx1.5")));
    CHECK(std::count(lines.begin(), lines.end(), "1...Rb2*b5 x") == 1);
    CHECK(std::count(lines.begin(), lines.end(), "1...Ka1-a2 2.b5-b4 Rb2*b4 x") == 1);
    int long_lines = 0;
    for (const auto& l : lines) {
        if (l == "1...Rb2*b5 x") continue;
        INFO(l);
        ++long_lines;
        CHECK(l.substr(0, l.find(' ')).find('*') == std::string::npos);
        CHECK(l.substr(l.size() - 2) == " x");
    }
    CHECK(long_lines > 0);
}

TEST_CASE("#=1: a mate and a stalemate both reach #=", "[stipulation][goal]") {
    // White Kb6 Qc1, Black Ka8. Qc1-c8 mates (a7, b7 are the king's, b8 the
    // queen's); Qc1-c7 stalemates (a7, b7, b8 all covered, no check). Both
    // are keys of #=1, marked " #=" as in popeye-stipulations 0042
    // ("1.Ka1*b1 #= !").
    auto keys = [](const search::TwinResult& r) {
        std::vector<std::string> k;
        for (const auto& sec : r.sections)
            for (const auto& sol : sec.solutions) k.push_back(testing::lines_of(sec, sol).front());
        return k;
    };
    auto k = keys(testing::solve(make_setup("wKb6 wQc1 bKa8", "#=1")));
    CHECK(std::count(k.begin(), k.end(), "   1.Qc1-c8 #= !") == 1);
    CHECK(std::count(k.begin(), k.end(), "   1.Qc1-c7 #= !") == 1);
    // #1 has the mate and not the stalemate.
    k = keys(testing::solve(make_setup("wKb6 wQc1 bKa8", "#1")));
    CHECK(std::count(k.begin(), k.end(), "   1.Qc1-c8 # !") == 1);
    for (const auto& l : k) CHECK(l.find("Qc1-c7") == std::string::npos);
}

TEST_CASE("h##2 popeye-stipulations 0047 and 0096: double mate, the mover checking itself", "[stipulation][goal]") {
    auto lines =
        solution_lines(testing::solve(make_setup("wKd1 wKAh1 wBHg5 wQh3 wDAd6 wLd2 bKh2 bGe1 bRa6 bQb4 "
                                                 "bPc3 bBHa1 bEQc1 bPf6",
                                                 "h##2")));
    CHECK(lines == std::vector<std::string>{"1.Kh2-g1 Kd1-e2 2.Qb4-e4 + Ke2-f1 ##"});
    // 0096: 1.Be1-h4 Qh1-g1 2.Qd5-e4+ mates White already, so 2...Qc5-b6
    // (which would leave both sides mated) is no double mate.
    lines = solution_lines(
        testing::solve(make_setup("wKf4 wQh1 wCAf8 wBb8 wQc5 wKAa3 bKa6 bQd5 bQa8 bGd8 bRLc8 bBe1", "h##2")));
    CHECK(lines == std::vector<std::string>{"1.Be1-h4 Qh1-b1 2.Qd5-e4 + Qb1-b5 ##",
                                            "1.Be1-h4 Qh1-b1 2.Qd5-e4 + Qb1-b6 ##",
                                            "1.Qd5-g2 Qh1-h7 2.Qa8-e4 + Qh7-a7 ##"});
}

TEST_CASE("hs#2 popeye-stipulations 0064: help play into a selfmate in one", "[stipulation][play]") {
    auto lines = solution_lines(
        testing::solve(make_setup("wKe2 wDGe5 wQd5 wPd7 wSc2 wG2g2 wLId2 bKd8 bPc4 bBf5 bKAg3 bPf2", "hs#2")));
    CHECK(lines ==
          std::vector<std::string>{"1.DGe5-e3 f2-f1=R 2.Qd5-e6 + Bf5-d3 #", "1.Sc2-e3 f2-f1=R 2.Qd5-e6 + Bf5-d3 #"});
}

TEST_CASE("hr#2 popeye-stipulations 0031: help play into a reflexmate in one", "[stipulation][play]") {
    auto lines =
        solution_lines(testing::solve(make_setup("wKa5 wCGa3 wWEa7 wGg5 wSc2 bKa2 bLa6 bPe4 bBb8 bRHb4", "hr#2")));
    CHECK(lines == std::vector<std::string>{"1.Ka5*b4 Bb8-f4 2.CGa3-c5 Bf4-d2 #", "1.Ka5*b4 Ka2-b2 2.CGa3-d6 Bb8*d6 #",
                                            "1.Ka5*b4 Ka2-b2 2.CGa3-f8 Bb8-d6 #"});
}

TEST_CASE("hr#: Black's reflex duty holds at every Black move, ending the line early", "[stipulation][play]") {
    // White Ka1 Ph2, Black Ka3 Pa2 Pb3 Pg7. White's king has no move (a2 and
    // b2 are guarded by Ka3, b1 by the pawn a2), so White plays h2-h3 or
    // h2-h4. After either, Black can mate at once with b3-b2# (a1 attacked,
    // a2 and b2 guarded by Ka3, b1 by a2) and so must: each line ends there,
    // one move short of hr#2. The long lines 1.h2-h3 g7-g6 2.h3-h4 b3-b2 #
    // are no solutions, since Black's first move ignored its duty to mate
    // (Popeye, TESTS/help_play.inp problem 9, the same idea).
    auto lines = solution_lines(testing::solve(make_setup("wKa1 wPh2 bKa3 bPa2 bPb3 bPg7", "hr#2")));
    CHECK(lines == std::vector<std::string>{"1.h2-h3 b3-b2 #", "1.h2-h4 b3-b2 #"});
}

TEST_CASE("hr#: White able to mate at the start must, and fails (\" ?!?\")", "[stipulation][play]") {
    // White Kb6 Rh1, Black Ka8: 1.Rh1-h8 is mate (a7 and b7 are Kb6's, b8
    // the rook's). In hr# White must not be able to mate: it would have to,
    // so there is no solution, and Popeye writes the compulsory move marked
    // " ?!?" (TESTS/help_play.inp problem 11: "1.Qf6-d8 # ?!?").
    auto r = testing::solve(make_setup("wKb6 wRh1 bKa8", "hr#1"));
    REQUIRE(r.sections.size() == 1);
    CHECK(r.sections[0].solutions.empty());
    CHECK(report::compulsory_lines(r.sections[0], problem::Language::English) ==
          std::vector<std::string>{"  1.Rh1-h8 # ?!?"});
}

TEST_CASE("hr#3 popeye-regression 0355: White's duty not to mate holds at every White move", "[stipulation][play]") {
    // 1.a6-a7 b3-b2 2.Kc6-b7 b2*c1=Q 3.Kb7-a8 Qc1-c8 # ends in a reflexmate,
    // but after 1.a6-a7 b3-b2 White could mate with 2.a7-a8=Q #: the queen
    // checks down the a-file, which also covers a2 and a4, Sc1 guards b3,
    // Black's pawns fill b2 and b4. White would have to, so the line fails.
    // Only the lines with the king's move first remain (Popeye 4.104).
    auto lines = solution_lines(testing::solve(make_setup("wKc6 wSc1 wPd4 wPa6 bKa3 bPb3 bPb4 bPd5", "hr#3")));
    CHECK(lines == std::vector<std::string>{"1.Kc6-b7 b3-b2 2.Kb7-a8 b2*c1=Q 3.a6-a7 Qc1-c8 #",
                                            "1.Kc6-b7 b3-b2 2.a6-a7 b2*c1=Q 3.Kb7-a8 Qc1-c8 #"});
}

TEST_CASE("hsx2 popeye-regression 0156: a self end reached early ends the line", "[stipulation][play]") {
    // White dummies (pieces without moves) on a4 b3 b4 c3 and Ph3, no
    // kings, Black Pa5 (blocked by a4). After 1.h3-h4 Black's only move is
    // a5*b4, a capture: the self end holds after one move pair, so the play
    // stops there (Popeye's "stop solving when the goal is reached"); the
    // line 1.h3-h4 a5*b4 2.h4-h5 b4*c3 x is no solution.
    auto lines = solution_lines(testing::solve(make_setup("wDUa4 wDUb3 wDUb4 wDUc3 wPh3 bPa5", "hsx2")));
    CHECK(lines == std::vector<std::string>{"1.h3-h4 a5*b4 x"});
}

TEST_CASE("semi-r#2 popeye-stipulations 0065: the defender must mate, the attacker need not", "[stipulation][play]") {
    auto r = testing::solve(make_setup("wKf8 wPg7 wRHf7 wBLb7 wGf3 bKd8 bDGd6 bQe6 bSf5 bNHa8 bPb2", "semi-r#2"));
    std::vector<std::string> keys;
    for (const auto& sec : r.sections)
        for (const auto& sol : sec.solutions) keys.push_back(testing::lines_of(sec, sol).front());
    std::sort(keys.begin(), keys.end());
    CHECK(keys == std::vector<std::string>{"   1.Gf3-f6 !", "   1.RHf7-a7 !", "   1.RHf7-f4 !", "   1.RHf7-h7 !"});
}

TEST_CASE("ser-r#: a series side that can mate at once must (popeye-stipulations 0074)", "[stipulation][play]") {
    auto r = testing::solve(make_setup("wKf4 wDAd2 wRc4 wQa3 bKb1 bBHa1 bGb7 bPf7 bPe2", "ser-r#3"));
    REQUIRE(r.sections.size() == 1);
    CHECK(r.sections[0].solutions.empty());
    CHECK(r.sections[0].message.empty());
    CHECK(report::compulsory_lines(r.sections[0], problem::Language::English) ==
          std::vector<std::string>{"  1.Qa3-b2 # ?!?", "  1.Rc4-c1 # ?!?"});
}

TEST_CASE("reci-h#1 needs both halves", "[stipulation][play]") {
    // White Ka1, Black Kc2 Qd5 (Black to move): Black mates directly
    // (Qd5-a5#: a2 on the file, b1 and b2 the king's) but White, a lone
    // king, can never mate: no reciprocal helpmate, although the direct
    // half exists.
    auto r = testing::solve(make_setup("wKa1 bKc2 bQd5", "reci-h#1"));
    CHECK(r.status == search::TwinStatus::Solved);
    CHECK(solution_lines(r).empty());
}

TEST_CASE("the play type options Dawson does not implement are refused by name", "[stipulation]") {
    for (const char* opt : {"NullMoves", "TrivialTriesAvoid"}) {
        problem::ReadResult r = problem::read_popeye(
            std::string("BeginProblem\nStipulation s#2\nPieces White Ke1 Black Ke8\nOption ") + opt + "\nEndProblem\n",
            "t.inp");
        const std::string name = std::string(opt).substr(0, std::string(opt).find(' '));
        INFO(opt << "\n" << all_errors(r));
        REQUIRE(r.entries.size() == 1);
        CHECK(r.entries[0].unsupported);
        CHECK(all_errors(r).find("unsupported option: " + name) != std::string::npos);
    }
}

TEST_CASE("SStipulation: the synonyms of traditional stipulations are solved, other constructs named",
          "[stipulation]") {
    // The synonyms listed in Popeye's manual (py-engl.txt, "Branch types",
    // "Fork into a branch").
    const std::pair<const char*, const char*> synonyms[] = {
        {"white 5s[#]", "ser-#5"},       {"white 3a[+]d", "+2"},   {"white 4ad[#]", "s#2"},
        {"white 5h[=]h", "h=2.5"},       {"Black 4h[#]h", "h#2"},  {"white 3a[1a[#]d]d", "semi-r#2"},
        {"white 6s[1d[#]a]", "ser-s#6"}, {"weiss 3a[#=]d", "#=2"},
    };
    for (const auto& [text, traditional] : synonyms) {
        INFO(text);
        auto r = stipulation::parse_structured(text);
        REQUIRE(r.stip);
        CHECK(stipulation::to_string(*r.stip) == traditional);
    }
    const std::pair<const char*, const char*> refused[] = {
        {"white 1h[#]h & 2hh[#]", "structured stipulation construct and (&)"},
        {"white 4ad[#] | 3h[#]h", "structured stipulation construct or (|)"},
        {"white !3a[#]d", "structured stipulation construct negation (!)"},
        {"white 3h[>4ad[##]]h", "structured stipulation 3h[>4ad[##]]h: goal ## in battle play"},
        {"white 3a[2da[#]]d", "structured stipulation 3a[2da[#]]d (not a synonym of a traditional one)"},
        {"white 4h[#]h", "structured stipulation 4h[#]h with White to move"},  // h#2: Black starts
        {"5s[#]", "structured stipulation without the side to move: 5s[#]"},
        {"white 5s[dia]", "structured stipulation leaf dia"},
    };
    for (const auto& [text, name] : refused) {
        INFO(text);
        auto r = stipulation::parse_structured(text);
        CHECK_FALSE(r.stip);
        CHECK(r.unsupported == name);
    }
    // Read from a file: solved as the synonym, or the construct named.
    problem::ReadResult r = problem::read_popeye(
        "BeginProblem\nSStipulation white 3a[#]d\nPieces White Kb6 Qc1 Black Ka8\nEndProblem\n", "t.inp");
    INFO(all_errors(r));
    REQUIRE(r.problems.size() == 1);
    CHECK(stipulation::to_string(r.problems[0].setup.stip) == "#2");
    for (const auto& [stip, message] : std::vector<std::pair<std::string, std::string>>{
             {"white 1h[#]h & 2hh[#]", "t.inp:2:1: error: unsupported structured stipulation construct and (&)"},
             {"white 4ad[##]",
              "t.inp:2:1: error: unsupported structured stipulation 4ad[##]: goal ## in battle play"}}) {
        r = problem::read_popeye("BeginProblem\nSStipulation " + stip + "\nPieces White Kb6 Black Ka8\nEndProblem\n",
                                 "t.inp");
        INFO(all_errors(r));
        CHECK(all_errors(r).find(message) != std::string::npos);
    }
}

TEST_CASE("a twin may change the play type: Twin Stipulation hs#2", "[stipulation][play]") {
    // popeye-stipulations 0064's position read from a file, twinned to h#1:
    // a) is the hs#2 with its two solutions (as Popeye); b) is read as help
    // play ending in a direct mate.
    const std::string text =
        "BeginProblem\nStipulation hs#2\n"
        "Pieces White Ke2 DGe5 Qd5 Pd7 Sc2 G2g2 LId2 Black Kd8 Pc4 Bf5 KAg3 Pf2\n"
        "Twin Stipulation h#1\nEndProblem\n";
    problem::ReadResult r = problem::read_popeye(text, "t.inp");
    INFO(all_errors(r));
    REQUIRE(r.problems.size() == 1);
    const auto& p = r.problems[0];
    CHECK(stipulation::to_string(p.setup.stip) == "hs#2");
    REQUIRE(p.twins.size() == 1);
    auto lines = solution_lines(testing::solve(p.setup));
    CHECK(lines.size() == 2);
    const auto& b = p.twins[0].setup.stip;
    CHECK((b.form == Form::Help && b.end == End::Direct && b.moves == 1));
    CHECK(testing::solve(p.twins[0].setup).status == search::TwinStatus::Solved);
}

TEST_CASE("x1 and ~1: a goal tested on the move in a direct one-mover", "[stipulation][goal]") {
    auto keys = [](const search::TwinResult& r) {
        std::vector<std::string> k;
        for (const auto& sec : r.sections)
            for (const auto& sol : sec.solutions) k.push_back(testing::lines_of(sec, sol).front());
        return k;
    };
    // White Ka1 Rd1, Black Kh8 Pd5 Pg7: the only capture is Rd1*d5.
    CHECK(keys(testing::solve(make_setup("wKa1 wRd1 bKh8 bPd5 bPg7", "x1"))) ==
          std::vector<std::string>{"   1.Rd1*d5 x !"});
    // White Ka1 Rd1, Black Kh8: every legal move is a key of ~1: the
    // king's a2, b1, b2 (3), the rook's d2-d8 (7) and b1, c1, e1, f1, g1,
    // h1 (6; a1 is the king's): 16.
    auto k = keys(testing::solve(make_setup("wKa1 wRd1 bKh8", "~1")));
    CHECK(k.size() == 16);
    // ~ has no mark of its own; a check keeps its " +" (Rd1-d8+).
    CHECK(std::count(k.begin(), k.end(), "   1.Rd1-d8 + !") == 1);
    CHECK(std::count(k.begin(), k.end(), "   1.Ka1-b2 !") == 1);
    // Longer battle play with such a goal is solved (goals_test.cpp).
    CHECK_FALSE(stipulation::unsupported("x2"));
}

TEST_CASE("1->ser-h#3: White's introductory move, then the series helpmate, short lengths included",
          "[stipulation][play]") {
    // Bjorn Enemark, from Popeye's REGRESSIONS/4_85_to_4_87.inp; Popeye's
    // output (REGRESSIONTESTS/4_85_to_4_87.reg), in its order: after the
    // introduction 1.Sb5-d4 the ser-h#2 comes before the ser-h#3s, and the
    // series moves are numbered from 1 again.
    auto r = testing::solve(make_setup("wKc2 wSb5 bKa1 bRb3 bSd3", "1->ser-h#3"));
    REQUIRE(r.sections.size() == 1);
    std::vector<std::string> lines;
    for (const auto& sol : r.sections[0].solutions) lines.push_back(testing::lines_of(r.sections[0], sol).front());
    CHECK(lines == std::vector<std::string>{"  1.Sb5-d4   1.Sd3-c1   2.Sc1-a2 Sd4*b3 #",
                                            "  1.Sb5-d4   1.Rb3-a3   2.Sd3-b2   3.Ra3-a2 Sd4-b3 #",
                                            "  1.Sb5-d4   1.Sd3-b2   2.Rb3-a3   3.Ra3-a2 Sd4-b3 #"});
}

TEST_CASE("1->ser-#1: Black's introductory move, then White's mate", "[stipulation][play]") {
    // White Ka3 Rb1, Black Kh8 Pf7 Pg7 Ph7. Black moves first, then White
    // mates in one series move; only Rb1-b8 can give check on the back rank.
    // Kh8-g8: Rb8+ and f8, h8 are on the rook's line, f7-h7 Black's: mate.
    // f7-f6, f7-f5: Rb8+ and g8 is the rook's: mate. g7-g6/g5: Kg7 escapes;
    // h7-h6/h5: Kh7 escapes. So three lines, Black's move numbered 1 and
    // White's numbered 1 again, as in Popeye's "1.Sb5-d4   1.Sd3-c1".
    auto lines = solution_lines(testing::solve(make_setup("wKa3 wRb1 bKh8 bPf7 bPg7 bPh7", "1->ser-#1")));
    CHECK(lines == std::vector<std::string>{"1.Kh8-g8 1.Rb1-b8 #", "1.f7-f5 1.Rb1-b8 #", "1.f7-f6 1.Rb1-b8 #"});
}

TEST_CASE("ser-hs#1: Black's series move, then White's move that forces Black to mate", "[stipulation][play]") {
    // popeye-stipulations 0064 is an hs#2 with Popeye's solution
    // 1.DGe5-e3 f2-f1=R 2.Qd5-e6 + Bf5-d3 #. After 1.DGe5-e3, Black to
    // move, ser-hs#1 is Black's one move followed by the hs# end (White's
    // move, Black forced to mate): the last three plies of that solution,
    // the only hs#1.5 there. Popeye numbers the series side's forced mate
    // as its next move (stip.out, ser-hs#5: "5.De8-e5 Se4-g3 +   6.De5*g3 #").
    const std::string pieces = "wKe2 wDGe3 wQd5 wPd7 wSc2 wG2g2 wLId2 bKd8 bPc4 bBf5 bKAg3 bPf2";
    CHECK(solution_lines(testing::solve(make_setup(pieces, "hs#1.5"))) ==
          std::vector<std::string>{"1...f2-f1=R 2.Qd5-e6 + Bf5-d3 #"});
    CHECK(solution_lines(testing::solve(make_setup(pieces, "ser-hs#1"))) ==
          std::vector<std::string>{"1.f2-f1=R Qd5-e6 + 2.Bf5-d3 #"});
}

TEST_CASE("pser-h#6 and 2->pser-h#3: Black's checks parried by White's help moves", "[stipulation][play]") {
    // Popeye's EXAMPLES/pseries.inp with its output (REGRESSIONTESTS/pseries.ref):
    // Dan Meinking, StrateGems 47, 2009, no. 2, and the test for an
    // introductory series (White's two moves, then the pser-h#3, a parry
    // checking back and an en passant mate).
    // (with a table, as `dawson solve`: 6.6 s without it)
    search::TranspositionTable tt(16 << 20);
    auto lines = solution_lines(testing::solve(make_setup("wKh6 wSd5 bKg1 bPg2 bPg3 bPh2 bPh3", "pser-h#6"), 1, &tt));
    CHECK(lines == std::vector<std::string>{"1.h2-h1=Q 2.Kg1-h2 3.Qh1-c1 + Sd5-f4 4.Qc1-c6 + Sf4-e6 5.Qc6-c1 + "
                                            "Se6-g5 6.Qc1-h1 Sg5-f3 #"});
    search::TranspositionTable tt2(16 << 20);
    lines = solution_lines(
        testing::solve(make_setup("wKc1 wRa1 wBa2 wPd5 wPh4 bKh7 bBd8 bSf2 bPf7 bPh6", "2->pser-h#3"), 1, &tt2));
    CHECK(lines ==
          std::vector<std::string>{"1.Ba2-c4 2.Ra1-a8 1.Bd8-g5 + h4*g5 2.Sf2-d3 + Bc4*d3 + 3.f7-f5 g5*f6 ep. #"});
}

TEST_CASE("exact-s#2: a defence that selfmates early refutes", "[stipulation][play]") {
    // Popeye's BEISPIEL/stip.inp, "sofortiges selbstmatt vermeiden", with
    // Popeye's output (REGRESSIONTESTS/stip.out): Black's 1...a5*b4 #
    // (the pawn checks Ka3; a2, b2 are White's, b3 and a4/b4 guarded) ends
    // the play after one move, which exact- forbids, so it refutes 1.h2-h4
    // instead of ending the play in White's favour; no key.
    problem::Setup s = make_setup("wKa3 wQd1 wPa2 wPa4 wPb4 wPh2 bKc3 bPa5 bPc4 bPg6", "exact-s#2");
    s.options.try_play = s.options.variation = s.options.no_threat = true;
    auto r = testing::solve(s);
    std::vector<std::string> all;
    for (const auto& sec : r.sections)
        for (const auto& sol : sec.solutions)
            for (const auto& l : testing::lines_of(sec, sol)) all.push_back(l);
    const std::vector<std::string> h4 = {"   1.h2-h4 ?",      "      1...g6-g5",
                                         "          2.h4*g5", "              2...a5*b4 #",
                                         "    but",           "      1...a5*b4 # !"};
    auto at = std::search(all.begin(), all.end(), h4.begin(), h4.end());
    std::string joined;
    for (const auto& l : all) joined += l + "\n";
    INFO(joined);
    CHECK(at != all.end());
    for (const auto& l : all) CHECK((l.find(" !") == std::string::npos || l.find("...") != std::string::npos));
}

TEST_CASE("ser-sx2: an opponent forced to capture ends the series there", "[stipulation][play]") {
    // Popeye's TESTS/series_play.inp "stop solving when the goal is
    // reached", with its output (REGRESSIONTESTS/series_play.tst): after
    // 1.h3-h4 Black's only move is Ka8*a7 (b8 and b7 are the pawns'), so
    // the series ends there; 1.h3-h4 2.h4-h5 Ka8*a7 x is no solution.
    auto lines = solution_lines(testing::solve(make_setup("wPh3 wPa6 wPa7 bKa8", "ser-sx2")));
    CHECK(lines == std::vector<std::string>{"1.h3-h4 Ka8*a7 x"});
}
