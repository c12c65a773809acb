// Help play followed by battle play (SStipulation "black 3h[4ad[#]]h",
// Popeye's "helpdirectmate", issue 14): reading the structured form, solving
// it (by hand analysis, explained in each test, or against Popeye's output
// for suite problem 0114) and the forms still refused by name.

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "problem/popeye_reader.hpp"
#include "report/solution_text.hpp"
#include "solve_test_util.hpp"
#include "stipulation/structured.hpp"

using namespace dawson;
using stipulation::End;
using testing::all_errors;
using testing::make_setup;
using testing::solution_lines;

namespace {

// A setup of `pieces` whose stipulation is the structured `sstip`.
problem::Setup structured_setup(const std::string& pieces, const std::string& sstip) {
    problem::Setup s = make_setup(pieces, "#1");
    const stipulation::StructuredResult r = stipulation::parse_structured(sstip);
    REQUIRE(r.stip);
    s.stip = *r.stip;
    return s;
}

}  // namespace

TEST_CASE("SStipulation help play followed by battle play is read and spelt back", "[stipulation][help-battle]") {
    struct Case {
        const char* text;
        bool white_starts;
        End end;
        int battle_moves, help_moves;
        bool half;
    };
    // "Nh[…]h": N odd help half-moves, the fork after the starter's moves;
    // "Nhh[…]": N even. "Ma[G]d" is a direct #(M+1)/2, "Mad[G]" an s#M/2.
    for (const Case& c : {Case{"black 3h[4ad[#]]h", false, End::Self, 2, 1, true},
                          Case{"black 3h[3a[#]d]h", false, End::Direct, 2, 1, true},
                          Case{"white 4hh[1a[=]d]", true, End::Direct, 1, 2, false}}) {
        INFO(c.text);
        const auto r = stipulation::parse_structured(c.text);
        REQUIRE(r.stip);
        REQUIRE(r.stip->battle_after);
        CHECK(r.stip->form == stipulation::Form::Help);
        CHECK(r.stip->battle_after->white_starts == c.white_starts);
        CHECK(r.stip->battle_after->end == c.end);
        CHECK(r.stip->battle_after->moves == c.battle_moves);
        CHECK(r.stip->moves == c.help_moves);
        CHECK(r.stip->half == c.half);
        CHECK(stipulation::to_string(*r.stip) == std::string(c.text).substr(std::string(c.text).find(' ') + 1));
    }
}

TEST_CASE("SStipulation help play followed by battle play: the forms Dawson does not solve are named",
          "[stipulation][help-battle]") {
    const std::pair<const char*, const char*> refused[] = {
        // The help branch's parity must fit its form (3hh, 4h…h) and the
        // battle branch's its own (4a…d is no direct play, 3ad no self play).
        {"black 3hh[3a[#]d]", "structured stipulation 3hh[3a[#]d] (not a synonym of a traditional one)"},
        {"black 4h[3a[#]d]h", "structured stipulation 4h[3a[#]d]h (not a synonym of a traditional one)"},
        {"black 3h[4a[#]d]h", "structured stipulation 3h[4a[#]d]h (not a synonym of a traditional one)"},
        {"black 3h[3ad[#]]h", "structured stipulation 3h[3ad[#]]h (not a synonym of a traditional one)"},
        // Battle play beginning with the defence (da) is not implemented.
        {"black 4hh[2da[#]]", "structured stipulation 4hh[2da[#]] (not a synonym of a traditional one)"},
        // The battle branch takes only the goals battle play takes.
        {"black 3h[4ad[##]]h", "structured stipulation 3h[4ad[##]]h: goal ## in battle play"},
        // Constraints other than in direct play (suite 0075's "2ad[1a[+]d{+}]" is solved).
        {"black 4hh[1s[1s[#]]{+}]", "structured stipulation construct constraint ({…})"},  // regress 0443
    };
    for (const auto& [text, name] : refused) {
        INFO(text);
        const auto r = stipulation::parse_structured(text);
        CHECK_FALSE(r.stip);
        CHECK(r.unsupported == name);
    }
    // Options that do not apply are refused by name when solving.
    problem::Setup s = structured_setup("wKb6 wRd1 bKa8 bPa5", "black 1h[1a[#]d]h");
    s.options.set_play = true;
    const search::TwinResult r = testing::solve(s);
    CHECK(r.status == search::TwinStatus::Unsupported);
    CHECK(r.message == "unsupported option: SetPlay with help play followed by battle play");
}

TEST_CASE("black 1h[1a[#]d]h: Black's help move, then White's mate in one, numbered on as help play",
          "[stipulation][help-battle]") {
    // White Kb6 Rd1, Black Ka8 Pa5, Black to move. Black's king has b8 only
    // (a7, b7 are Kb6's); the pawn plays a5-a4. Then White mates in one:
    // - after 1.Ka8-b8: Rd1-d8 # (the rook checks along the eighth rank and
    //   covers a8 and c8; a7, b7, c7 are Kb6's). No other move mates: the
    //   rook on the b-file is blocked by Kb6, the king cannot check.
    // - after 1.a5-a4: Rd1-d8 # again (a8 in check, b8 the rook's, a7 and b7
    //   the king's); Rd1-a1 checks nothing, the pawn a4 blocking the file.
    // Popeye prints each as one line. A direct play of one move is not
    // numbered from 1 again (as a longer battle play is, suite 0114): it is
    // the pair's second half, as in regress 1828 ("weiss 3h[1a[x]d]h":
    // "1.g3-g4 h5*g4 x", "1.g3-g4 h5*g4   2.g2-g3 f4*g3 x").
    const search::TwinResult r = testing::solve(structured_setup("wKb6 wRd1 bKa8 bPa5", "black 1h[1a[#]d]h"));
    REQUIRE(r.status == search::TwinStatus::Solved);
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Ka8-b8 Rd1-d8 #", "1.a5-a4 Rd1-d8 #"});
    REQUIRE(r.sections.size() == 1);
    REQUIRE(!r.sections[0].solutions.empty());
    // Black's moves in generation order: the pawn's first.
    CHECK(testing::lines_of(r.sections[0], r.sections[0].solutions[0]).front() == "  1.a5-a4 Rd1-d8 #");
}

TEST_CASE("black 3h[1a[#]d]h: the fork after each of Black's moves, the short help play first",
          "[stipulation][help-battle]") {
    // The same position with three help half-moves: the battle play may
    // begin after Black's first move (the two lines above) or after its
    // second. The short lines come first, as in help play (Black's moves in
    // generation order, the pawn's first); each longer one is three help
    // moves and a mate.
    const search::TwinResult r = testing::solve(structured_setup("wKb6 wRd1 bKa8 bPa5", "black 3h[1a[#]d]h"));
    REQUIRE(r.status == search::TwinStatus::Solved);
    REQUIRE(r.sections.size() == 1);
    const auto& sols = r.sections[0].solutions;
    REQUIRE(sols.size() > 2);
    CHECK(testing::lines_of(r.sections[0], sols[0]).front() == "  1.a5-a4 Rd1-d8 #");
    CHECK(testing::lines_of(r.sections[0], sols[1]).front() == "  1.Ka8-b8 Rd1-d8 #");
    for (std::size_t i = 2; i < sols.size(); ++i) {
        CHECK(sols[i].moves.size() == 4);
        CHECK(sols[i].moves[3].number == 2);  // the mate, the second half of pair 2
        CHECK(sols[i].moves[3].mark == search::Mark::Mate);
    }
    // e.g. 1.a5-a4 Rd1-c1 2.a4-a3 (Black's king stays boxed in) 1.Rc1-c8 #.
    const std::vector<std::string> lines = solution_lines(r);
    CHECK(std::count(lines.begin(), lines.end(), "1.a5-a4 Rd1-c1 2.a4-a3 Rc1-c8 #") == 1);
}

TEST_CASE("suite 0114 (Rothmann, HDM 2004): black 3h[4ad[#]]h, a defence that selfmates ends its line",
          "[stipulation][help-battle]") {
    // Popeye's output (tests/data/popeye-suite-hoppers/expected/0114.norm):
    // after 1.Sh6-g8 Gg6-g3 2.Sg8*f6 White's s#2 key 1.Gg3-d3 + has two
    // defences: Gd1*d3 mates White at once (the self goal reached early,
    // which ends the line) and Bf5*d3, after which 2.Sd2-c4 + forces
    // Bd3*c4 #.
    problem::ReadResult rr = problem::read_popeye(
        "BeginProblem\nSStipulation black 3h[4ad[#]]h\n"
        "Pieces White Kd8 Bc8 Sd2 Pc7 Pd7 Pe5 Pe7 Gf6 Gg6 Black Ka3 Bf5 Sh6 Pa2 Pa4 Pb2 Pb3 Pb4 Pe3 Pg4 Gd1\n"
        "EndProblem\n",
        "t.inp");
    INFO(all_errors(rr));
    REQUIRE(rr.problems.size() == 1);
    const search::TwinResult r = testing::solve(rr.problems[0].setup, 2);
    CHECK(solution_lines(r) ==
          std::vector<std::string>{"1.Bf5*g6 e5-e6 2.Sh6-f5 1.Gf6-d6 + Sf5*d6 2.Sd2-c4 + Sd6*c4 #",
                                   "1.Sh6-g8 Gg6-g3 2.Sg8*f6 1.Gg3-d3 + Bf5*d3 2.Sd2-c4 + Bd3*c4 #",
                                   "1.Sh6-g8 Gg6-g3 2.Sg8*f6 1.Gg3-d3 + Gd1*d3 #"});
}
