// Series play on hand-checked positions (orthodox pieces; the analysis is
// written next to each case). Short solutions come first, as Popeye prints.

#include <algorithm>
#include <catch2/catch.hpp>

#include "solve_test_util.hpp"

using namespace dawson;
using testing::make_setup;
using testing::solution_lines;

TEST_CASE("ser-#2: the last series move mates, earlier ones may not check", "[series]") {
    // 1.Ke5-e6 2.Qd4-h8#: the queen checks along the 8th rank, d8 and f8
    // are covered through e8, d7/e7/f7 by the king e6.
    auto r = testing::solve(make_setup("wKe5 wBa6 wQd4 bKe8", "ser-#2"));
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Ke5-e6 2.Qd4-h8 #"});
    CHECK(testing::lines_of(r.sections[0], r.sections[0].solutions[0])[0] == "  1.Ke5-e6   2.Qd4-h8 #");
}

TEST_CASE("ser-#2 Duplex and HalfDuplex: the other side plays the series", "[series][duplex]") {
    // The position of "ser-#2: the last series move mates" above (1.Ke5-e6
    // 2.Qd4-h8#) and its colour swap, mirrored top to bottom: with
    // HalfDuplex Black plays the series there, 1.Ke4-e3 2.Qd5-h1#. In the
    // original, Black's lone king cannot mate: its Duplex half is empty
    // (Popeye's BEISPIEL "ser-#6 Duplex": the play, then the other side's).
    auto s = make_setup("wKe5 wBa6 wQd4 bKe8", "ser-#2");
    s.options.duplex = true;
    auto r = testing::solve(s);
    REQUIRE(r.sections.size() == 2);
    CHECK(r.sections[0].kind == search::SectionKind::Play);
    CHECK(r.sections[0].solutions.size() == 1);
    CHECK(r.sections[1].kind == search::SectionKind::Duplex);
    CHECK(r.sections[1].solutions.empty());
    auto m = make_setup("bKe4 bBa3 bQd5 wKe1", "ser-#2");
    m.options.half_duplex = true;
    auto h = testing::solve(m);
    REQUIRE(h.sections.size() == 1);
    CHECK(h.sections[0].kind == search::SectionKind::Duplex);
    CHECK(solution_lines(h) == std::vector<std::string>{"1.Ke4-e3 2.Qd5-h1 #"});
}

TEST_CASE("ser-h#2: black plays two moves, then white mates", "[series]") {
    // 1.Kg7-f8 2.Kf8*e8 Rb3-b8#: the rook covers the 8th rank, the king e6
    // the 7th.
    auto r = testing::solve(make_setup("wKe6 wRb3 wSe8 bKg7", "ser-h#2"));
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Kg7-f8 2.Kf8*e8 Rb3-b8 #"});
}

TEST_CASE("ser-s#2: white's second move forces black to mate", "[series]") {
    // 1.Qh5-h2 (no check) 2.Qd6-a6+: a7, b7 are covered by the queen a6, b8
    // by the queen h2 along the opened diagonal; the only legal reply is
    // Re6*a6, which mates the king a4 (a-file by the rook a6, b-file by the
    // rook b1).
    auto r = testing::solve(make_setup("wKa4 wQh5 wQd6 bKa8 bRe6 bRb1", "ser-s#2"));
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Qh5-h2 2.Qd6-a6 + Re6*a6 #"});
}

TEST_CASE("ser-=2: the last series move stalemates", "[series]") {
    // 1.Rh5-h8 2.Rh8-g8=: the rooks g6/g8 and the king d7 take every square
    // around the king f7, which is not in check.
    auto r = testing::solve(make_setup("wKd7 wRg6 wRh5 bKf7", "ser-=2"));
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Rh5-h8 2.Rh8-g8 ="});
}

TEST_CASE("ser-h=2: a short solution in one series move", "[series]") {
    // 1.Kg1-h1 Qc2-f2=: the queen covers g1, g2, h2 but not h1.
    auto r = testing::solve(make_setup("wKe5 wQc2 bKg1", "ser-h=2"));
    CHECK(solution_lines(r) == std::vector<std::string>{"1.Kg1-h1 Qc2-f2 ="});
    // exact- drops it.
    auto e = testing::solve(make_setup("wKe5 wQc2 bKg1", "exact-ser-h=2"));
    CHECK(solution_lines(e).empty());
}

TEST_CASE("series: a check before the last move is not allowed", "[series]") {
    // ser-#2 with wKg6 Ra1 Rb2 bKh8: 1.Ra1-a8+ would check, so the mates in
    // two all keep the first move quiet; the mate in one 1.Ra1-a8# is a
    // short solution.
    auto r = testing::solve(make_setup("wKg6 wRa1 bKh8", "ser-#2"));
    auto lines = solution_lines(r);
    REQUIRE(!lines.empty());
    CHECK(std::count(lines.begin(), lines.end(), "1.Ra1-a8 #") == 1);
    for (const auto& l : lines)
        if (l.find("2.") != std::string::npos) CHECK(l.find(" + ") == std::string::npos);
}

// pser-: the parries are defences. A series check works only when every
// parry has a continuation, and each parry gets its line.
// EXAMPLES/pseries.inp (D. Meinking, StrateGems 2009; regress 2510,
// Popeye's output): pser-#3, 1.Qe1-g3 + and the king's three parries, each
// answered: Ke5-d4 2.Qg3-e1 3.Qe1-a1 #, Ke5-e6 2.Qg3-c7 3.Ba6-c8 #, Ke5-f5
// 2.Ba6-f1 3.Bf1-h3 #. Read as phser-#3 (help parries) the same position
// has two more lines, from checks some parry of which has no continuation.
TEST_CASE("pser-#: every parry of a series check must be answered", "[series][parry]") {
    const char* pieces = "wKg1 wQe1 wBa6 bKe5 bSg7 bSg8 bPa3 bPc5 bPd5 bPe3 bPe4 bPf6";
    auto r = testing::solve(make_setup(pieces, "pser-#3"));
    auto lines = solution_lines(r);
    std::sort(lines.begin(), lines.end());
    CHECK(lines == std::vector<std::string>{"1.Qe1-g3 + Ke5-d4 2.Qg3-e1 3.Qe1-a1 #",
                                            "1.Qe1-g3 + Ke5-e6 2.Qg3-c7 3.Ba6-c8 #",
                                            "1.Qe1-g3 + Ke5-f5 2.Ba6-f1 3.Bf1-h3 #"});
    CHECK(solution_lines(testing::solve(make_setup(pieces, "phser-#3"))).size() == 5);
    // EXAMPLES/pseries.inp, regress 2505 ("parry move at end of series"):
    // 1.Rh4*h7 + and its only parry Qg8*h7 (the king may not take, the
    // queen h3 guards h7), then 2.Qh3*h7 #.
    CHECK(solution_lines(testing::solve(make_setup("wKh1 wQh3 wRh4 wBf5 bKh8 bQg8 bPh7", "pser-#2"))) ==
          std::vector<std::string>{"1.Rh4*h7 + Qg8*h7 2.Qh3*h7 #"});
}

// pser-s=: a parry that reaches the goal ends the play as the series side
// wants (REGRESSIONS, regress 0655, B. Enemark, twin pser-s=2, Popeye's
// output): 1.Qg6-c6 + and Black's three parries: Kc7*c6 = at once (White,
// without a king, has nothing left: stalemated), and Kb8 / Kd8, each
// answered by the queen's check on the seventh rank, whose capture is
// Black's only move and the stalemate.
TEST_CASE("pser-s=: a parry reaching the goal ends the line", "[series][parry]") {
    auto s = make_setup("wQg6 bKc7", "pser-s=2");
    s.options.no_wk = true;
    auto lines = solution_lines(testing::solve(s));
    std::sort(lines.begin(), lines.end());
    CHECK(lines == std::vector<std::string>{"1.Qg6-c6 + Kc7*c6 =", "1.Qg6-c6 + Kc7-b8 2.Qc6-b7 + Kb8*b7 =",
                                            "1.Qg6-c6 + Kc7-d8 2.Qc6-d7 + Kd8*d7 ="});
}
