// Differences from Popeye's own expected outputs (tests/data/popeye-regression,
// Popeye 4.104's REGRESSIONTESTS) that were Dawson's, each checked on the
// problem of that set where it showed.

#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "cli_test_util.hpp"

using dawson::testing::run_dawson;
using dawson::testing::TempDir;

namespace {

std::string solve_text(const std::string& problem) {
    TempDir dir;
    const std::string file = dir / "p.inp";
    std::ofstream(file) << problem;
    return run_dawson({"solve", "--format", "popeye", "--threads", "1", file}).out;
}

}  // namespace

// Popeye's EnPassant option gives the last move: its departure, the square it
// passed over and its arrival (py-engl.txt). BEISPIEL/ep.inp (set id 1033,
// P. Kahl & J. Mortensen, Die WELT 1967): after g7-g5, h5*g6 ep. is mate, the
// only mate: the white pawn takes on g6, so the black pawn on g5 leaves the
// fifth rank and the h-pawn's file, and nothing of Black's can take on g6 or
// interpose (REGRESSIONTESTS/ep.out: "1.h5*g6 ep. # !"). Dawson took the
// departure square g7 for the square passed over and found no mate.
TEST_CASE("EnPassant with departure, passed-over and arrival squares", "[popeye][enpassant]") {
    const std::string out = solve_text(
        "BeginProblem\nStipulation #1\nOption EnPassant g7g6g5\n"
        "Pieces White Kf7 Ph5 Black Kh7 Qd4 Re8h8 Bc8h6 Se4g8 Pd7e3e6f3f6g2g5h4\nEndProblem\n");
    CHECK(out.find("1.h5*g6 ep. # !") != std::string::npos);
    // Four squares (a move passing over two) would need two en passant
    // squares: refused by name.
    const dawson::testing::RunResult r = [] {
        TempDir dir;
        const std::string file = dir / "p.inp";
        std::ofstream(file) << "BeginProblem\nStipulation #1\nOption EnPassant a3b3c3d3\n"
                               "Pieces White Ke1 Black Ke8\nEndProblem\n";
        return run_dawson({"solve", file});
    }();
    CHECK(r.code == 2);
    CHECK(r.err.find("unsupported option: EnPassant with two squares passed over") != std::string::npos);
}

// MaxSolutions cut short in German: "Partielle Loesung" (output/message.c;
// BEISPIEL/annan.inp, set id 0721, M. Hanazawa, h#3 with MaxLoesungen 4).
TEST_CASE("Partial solution in German", "[popeye][maxsolutions]") {
    const std::string out = solve_text(
        "AnfangProblem\nForderung h#3\nBedingung Annan\nOption MaxLoesungen 4\n"
        "Forsyth 16/3tT3/3d4/8/3k4/1K6/8\nEndeProblem\n");
    CHECK(out.find("Partielle Loesung\n") != std::string::npos);
    CHECK(out.find("Loesung beendet") == std::string::npos);
}

// reci-h(=)#3 (BEISPIEL/h_alt.inp, set id 1147, T. Steudel, Problemkiste
// 1994): Black, to move at the end, stalemates White directly and helps White
// to mate. Popeye writes the direct half numbered from pair 1 with the
// reciprocal goal's mark (REGRESSIONTESTS/h_alt.out); Dawson wrote it as
// "1...e3-e2 … 3.Qg8-g3 Qe1*g3 #", the stipulation's goal and the numbering
// of a line that starts with the second half of a pair.
TEST_CASE("reci-h(=)#3: the direct half numbered from pair 1, with the stalemate mark", "[popeye][reci]") {
    const std::string out =
        solve_text("BeginProblem\nStipulation reci-h(=)#3\nPieces White Kh1 Pg7 Black Kf1 Pe3\nEndProblem\n");
    CHECK(out.find("  1.e3-e2 g7-g8=Q   2.e2-e1=Q Qg8-g3   3.Qe1-e2 Qg3-g1 #\n") != std::string::npos);
    CHECK(out.find("  1.e3-e2 g7-g8=Q   2.e2-e1=Q Qg8-g3   3.Qe1*g3 =\n") != std::string::npos);
    CHECK(out.find("1...") == std::string::npos);
}

// #2 with SetPlay where White is in check (TESTS/battle_play.inp, set id
// 0041): after White's pass Black could capture the white king, so there is
// no set play; Popeye says so and solves the play (REGRESSIONTESTS/
// battle_play.tst: the message, then "1.Rc6*c5 ! zugzwang."). Dawson printed
// nothing for the set play.
TEST_CASE("battle SetPlay with the attacker in check: the side to play can capture the king", "[popeye][setplay]") {
    const std::string out = solve_text(
        "BeginProblem\nPieces White Ka6 Rc6 Black Kb8 Sc5\nStipulation #2\nOption SetPlay Variation\nEndProblem\n");
    const std::size_t message = out.find("\nthe side to play can capture the king\n");
    const std::size_t key = out.find("   1.Rc6*c5 ! zugzwang.\n");
    CHECK(message != std::string::npos);
    CHECK(key != std::string::npos);
    CHECK(message < key);
}

// StopOnShortSolutions: a search that stops after a short length with
// solutions is partial, and Popeye says so (TESTS, set ids 0322 and 0388).
// ser-#3 White Kh4 Pg2, Black Kh6 Pg6 Pg7 Ph7: 1.g2-g4 2.g4-g5# mates in two
// (the king h6 is boxed by its own pawns, g5 is covered by the king h4),
// so the search stops before the third move. Without the option the
// three-move solutions follow and the solution is finished.
TEST_CASE("StopOnShortSolutions stopping on a short solution: Partial solution", "[popeye][stoponshort]") {
    const std::string problem =
        "BeginProblem\nStipulation ser-#3\nOption StopOnShortSolutions\n"
        "Pieces White Kh4 Pg2 Black Kh6 Pg6 Pg7 Ph7\nEndProblem\n";
    const std::string out = solve_text(problem);
    CHECK(out.find("  1.g2-g4   2.g4-g5 #\n") != std::string::npos);
    CHECK(out.find("Partial solution\n") != std::string::npos);
    CHECK(out.find("solution finished") == std::string::npos);
    std::string full = problem;
    full.replace(full.find("Option StopOnShortSolutions\n"), 28, "");
    const std::string all = solve_text(full);
    CHECK(all.find("solution finished") != std::string::npos);
    CHECK(all.find("Partial solution") == std::string::npos);
}

// A twin's messages follow its label in Popeye's REGRESSIONTESTS (set id
// 0592, REGRESSIONS/4_75_to_4_77.inp: "a) \nboth sides need a king" for each
// twin; 0338: "k) +wSa7  +bBb2  \n\nthe side to play can capture the king").
// Dawson wrote "both sides need a king" once above the first label and
// "the side to play can capture the king" before the label.
TEST_CASE("messages of a twin follow its label", "[popeye][twins]") {
    std::string out = solve_text(
        "BeginProblem\nPieces White Ka1 Bb1 Pa2 Qd2 Black Bc3\nStipulation ~1\n"
        "Twin Substitute Q B\nEndProblem\n");
    CHECK(out.find("a) \nboth sides need a king\n") != std::string::npos);
    CHECK(out.find("b) Q ==> B  \nboth sides need a king\n") != std::string::npos);
    // h#2: in b) the bishop on b2 checks the white king on a1, and Black is
    // to play.
    out = solve_text(
        "BeginProblem\nStipulation h#2\nPieces White Ka1 Black Kh1\n"
        "Twin Add White Sa7 Black Bb2\nEndProblem\n");
    CHECK(out.find("b) +wSa7  +bBb2  \n\nthe side to play can capture the king\n") != std::string::npos);
    CHECK(out.find("both sides need a king") == std::string::npos);
}

// h=1 with set play and Duplex (set id 0601, REGRESSIONS/4_79_to_4_81.inp):
// wKd1 Pa2, bKb3. Black starts: legal, no solution. The set play (White
// first) and the duplex half (White first) can both take the king on b3:
// Popeye says so twice. Dawson took the duplex half's illegality for the
// twin's and said it once.
TEST_CASE("Duplex: a half whose side to play can capture the king says so, the other half stands", "[popeye][duplex]") {
    const std::string out = solve_text(
        "BeginProblem\nPieces White Kd1 Pa2 Black Kb3\nStipulation h=1\nOption SetPlay Duplex\nEndProblem\n");
    const std::string m = "the side to play can capture the king";
    const auto first = out.find(m);
    REQUIRE(first != std::string::npos);
    CHECK(out.find(m, first + m.size()) != std::string::npos);
    CHECK(out.find("solution finished") != std::string::npos);
}

// A chameleon pawn promotes to a chameleon piece of the kind chosen, which
// does not change again with that move (set id 0488, REGRESSIONS/
// 4_63_to_4_65.inp: "1.cPb7-b8=cB !" … four moves). Dawson changed the
// promotee at once ("=cB=cR"), so the piece on b8 was of the wrong kind.
TEST_CASE("Chameleon: a chameleon pawn's promotee keeps the kind chosen", "[popeye][chameleon]") {
    const std::string out =
        solve_text("BeginProblem\nPieces White Chameleon Pb7\nStipulation ~1\nOption NoWk NoBk\nEndProblem\n");
    for (const char* m : {"1.cPb7-b8=cQ !", "1.cPb7-b8=cS !", "1.cPb7-b8=cR !", "1.cPb7-b8=cB !"})
        CHECK(out.find(m) != std::string::npos);
    CHECK(out.find("=cB=") == std::string::npos);
}

// Popeye changes an arriving chameleon before a Circe rebirth and writes it
// so: "1...cLd7*c8=cT[+wcDd1] +" (set id 0908, BEISPIEL/cham.inp, P. A.
// Petkow, Europa-Rochade 1990). Dawson wrote "cLd7*c8[+wcDd1]=cT".
TEST_CASE("Chameleon under Circe: the change is written before the rebirth", "[popeye][chameleon]") {
    const std::string out = solve_text(
        "AnfangProblem\nForderung #2\nOption Varianten\nBedingung Circe\n"
        "Steine Weiss Ka7 Bc7e5f4d2 Ld6 Sa5c3 Schwarz Lg8 Th7 Kd4 Bf5f3d3b3 Schwarz Cham Ld7\nEndeProblem\n");
    CHECK(out.find("1...cLd7*c8=cT[+wcDd1] +") != std::string::npos);
    CHECK(out.find("[+wcDd1]=cT") == std::string::npos);
}

// Circe with kamikaze pieces: a kamikaze pawn capturing onto its last rank
// promotes and is reborn as the promotee on that piece's Circe square
// (set id 0923, BEISPIEL/circe.inp, R. List & M. Ott, BCPS 1981, 1st Prize:
// "1...kBd2*c1=kD[skDc1->d8][+wkDd1]", and =kL ->f8, =kS ->b8, =kT ->h8).
// Dawson let it vanish unpromoted, as without Circe, and found other mates.
TEST_CASE("Circe with kamikaze: a kamikaze pawn's capture onto the last rank promotes, then the promotee is reborn",
          "[popeye][kamikaze]") {
    const std::string out = solve_text(
        "AnfangProblem\nForderung #2\nOption Varianten\nBedingung Circe\n"
        "Steine Weiss Kh2 Schwarz Kd7 Weiss Kamikaze Dh1 Ta8c8 Lb4d3 Sc6 "
        "Schwarz Kamikaze Ta3 Lg4 Ba7b3d2e2e5e6\nEndeProblem\n");
    for (const char* m : {"1...kBd2*c1=kD[skDc1->d8][+wkDd1]", "1...kBd2*c1=kL[skLc1->f8][+wkDd1]",
                          "1...kBd2*c1=kS[skSc1->b8][+wkDd1]", "1...kBd2*c1=kT[skTc1->h8][+wkDd1] +"})
        CHECK(out.find(m) != std::string::npos);
    CHECK(out.find("kBd2*c1[") == std::string::npos);
}

// A twin's Remark is written before its label, after the twin before it
// (set id 0418, REGRESSIONS/4_61_to_4_63.inp: "…144\nDit is een grote
// test\n\nb) wuSa3-->g5"). Dawson did not write it at all.
TEST_CASE("a twin's remark is written before its label", "[popeye][twins]") {
    const std::string out = solve_text(
        "BeginProblem\nPieces White Bb8 Kc8 White Uncapturable Sa3 Black Ka8 Sh1\nStipulation #2\n"
        "Twin Move a3 g5\nRemark Dit is een grote test\nEndProblem\n");
    const auto remark = out.find("Dit is een grote test\n\nb) wuSa3-->g5");
    REQUIRE(remark != std::string::npos);
    CHECK(out.find("1.uSa3-b5 !") < remark);
}

// Option Intelligent where Popeye's intelligent mode does not apply (a goal
// other than # or =, two goals, or a defending side): Popeye says so and
// solves as without it (set id 0390, REGRESSIONS/4_55_to_4_57.inp, h#=2).
// Dawson said nothing. An h#2 takes the option silently.
TEST_CASE("Intelligent: Popeye's notice where its intelligent mode does not apply", "[popeye][intelligent]") {
    const std::string notice = "Intelligent Mode only with h#/=, ser-#/= and ser-h#/=";
    for (const char* stip : {"h#=2", "s#2", "hs#2", "#2", "h==2"}) {
        INFO(stip);
        const std::string out = solve_text(std::string("BeginProblem\nStipulation ") + stip +
                                           "\nOption Intelligent NoWk NoBk\nEndProblem\n");
        CHECK(out.find(notice) != std::string::npos);
    }
    for (const char* stip : {"h#2", "h=2", "ser-#3", "ser-h=3", "reci-h#2"}) {
        INFO(stip);
        const std::string out = solve_text(std::string("BeginProblem\nStipulation ") + stip +
                                           "\nOption Intelligent\nPieces White Ke1 Black Ke8\nEndProblem\n");
        CHECK(out.find(notice) == std::string::npos);
    }
}

// PostKeyPlay on an empty board (set id 0377, REGRESSIONS/4_55_to_4_57.inp,
// "#2, NoWk NoBk Try PostKey"): no key is played, Black has no move, and
// Popeye looks for the threat all the same: "try play not applicable" and
// " zugzwang.". Dawson took the missing defences for a key's mate and wrote
// nothing.
TEST_CASE("PostKeyPlay: a defender without moves still gets the threat search", "[popeye][postkey]") {
    const std::string out = solve_text("BeginProblem\nStipulation #2\nOption NoWk NoBk Try PostKeyPlay\nEndProblem\n");
    const auto note = out.find("try play not applicable");
    REQUIRE(note != std::string::npos);
    CHECK(out.find("zugzwang.", note) != std::string::npos);
}

// Input errors Popeye reports ("input-error: …") and reads past, solving what
// it could read (set ids 0447, REGRESSIONS/4_61_to_4_63.inp; 0594,
// 4_75_to_4_77.inp; 0665, 4_89_to_4_91.inp). Dawson stops at each with
// file:line:col and solves nothing (exit 2); tools/popeye-regression leaves
// such problems out as "input error".
TEST_CASE("input errors Popeye reads past stop Dawson, with the place", "[popeye][errors]") {
    const std::pair<const char*, const char*> cases[] = {
        {"BeginProblem\nPieces White Se5 Rf3 Ke1 Black Rb8 Kd8 Rf8 Sf6\nStipulation\nOption Variation NoBoard\n"
         "EndProblem\n",
         "p.inp:4:1: error: missing stipulation before 'Option'"},
        {"BeginProblem\nstipulation #1\npieces white Ka2 Xb1 black Ke8\nEndProblem\n",
         "p.inp:3:18: error: unknown piece code 'X' in 'Xb1'"},
        {"BeginProblem\npieces ka1\nstip ~1\noption enpassant a5b5c5d5e5\nEndProblem\n",
         "p.inp:2:8: error: expected a colour (White or Black), found 'ka1'"},
    };
    for (const auto& [text, error] : cases) {
        TempDir dir;
        const std::string file = dir / "p.inp";
        std::ofstream(file) << text;
        const dawson::testing::RunResult r = run_dawson({"solve", "--threads", "1", file});
        INFO(r.err);
        CHECK(r.code == 2);
        CHECK(r.err.find(dir / error) != std::string::npos);
    }
}

// Series play: an en passant right stays through the other side's pass
// until the series side's next move (set id 0472, REGRESSIONS/
// 4_63_to_4_65.inp, ser-zd53 under Madrasi: wPd2 Ph3, bPe4). After 1.d2-d4
// the black pawn e4 may take d4 en passant, so it observes it and d4 is
// paralysed: 2.d4-d5 is no move, in Popeye's output neither after 1.d2-d4
// nor after 1.h3-h4 2.d2-d4. Dawson let the right lapse with the pass and
// found both lines. Popeye's only solution waits a move: 1.d2-d4 2.h3-h4
// 3.d4-d5 z.
TEST_CASE("series play: an en passant right stays through the pass", "[popeye][series][enpassant]") {
    const std::string out = solve_text(
        "BeginProblem\nStipulation ser-zd53\nPieces White Pd2 Ph3 Black Pe4\nCondition Madrasi\n"
        "Option NoWk NoBk\nEndProblem\n");
    CHECK(out.find("1.d2-d4 2.d4-d5 z") == std::string::npos);
    CHECK(out.find("2.d2-d4 3.d4-d5 z") == std::string::npos);
    CHECK(out.find("1.d2-d4   2.h3-h4   3.d4-d5 z") != std::string::npos);
    CHECK(out.find("solution finished") != std::string::npos);
}

// A royal Berolina pawn's diagonal double step d7-f5 passes e6, where the
// white Berolina pawn on e5 captures straight forward: it would take the
// royal pawn en passant, so the double step is a self-check
// (TESTS/royal.inp, set id 0460: "4.51 to 4.63 played 1.rBPd7-f5 in spite
// of the self-check"; REGRESSIONTESTS: only d7-c6 and d7-b5, each answered
// by e5-d6 or e5-f6; d7-e6 steps onto the pawn's capture square). Dawson
// looked for the en passant victim on the file of the square passed over.
TEST_CASE("A royal Berolina pawn's double step can be a self-check by en passant", "[popeye][royal]") {
    const std::string out =
        solve_text("BeginProblem\npieces black royal bpd7 white bpe5\nstip h~1\noption nowk\nEndProblem\n");
    CHECK(out.find("1.rBPd7-f5") == std::string::npos);
    CHECK(out.find("1.rBPd7-e6") == std::string::npos);
    CHECK(out.find("1.rBPd7-b5 BPe5-d6") != std::string::npos);
    CHECK(out.find("1.rBPd7-c6 BPe5-f6") != std::string::npos);
}

// Under Circe a capture whose victim is reborn wins no piece (goal %):
// BEISPIEL/stip.inp, set id 1893 (M. Olausson, Problemkiste 1992, ser-%4,
// Circe; REGRESSIONTESTS/stip.out, twin a): 3.Ke8*d7 brings the rook back on a8
// and is no goal; the series goes on to 4.nBb7*a8=nD (and =nS, =nT, =nL),
// where the rook, captured on its own rebirth square, is not reborn.
TEST_CASE("Circe: a capture whose victim is reborn wins no piece (goal %)", "[popeye][goal]") {
    const std::string out = solve_text(
        "BeginProblem\nstipulation ser-%4\ncondition circe\npieces white kg8 black ka4 rd7h1 neutral pb7\n"
        "EndProblem\n");
    CHECK(out.find("3.Ke8*d7[+bRa8] %") == std::string::npos);
    CHECK(out.find("3.Ke8*d7[+bRa8]   4.nPb7*a8=nQ + %") != std::string::npos);
    CHECK(out.find("1.nPb7-b8=nB   2.nBb8-d6   3.nBd6-f8   4.Kg8*f8 %") != std::string::npos);
}

// EnPassant f7e6d5: a Berolina pawn's diagonal double step, the piece to
// take on d5, off the file of e6. The white Berolina pawn captures straight
// forward onto e6 and takes it (REGRESSIONS/4_63_to_4_65.inp, set id 0464,
// "en passant key by Berolina pawn": "1.BPe5*e6 ep. !"). Dawson looked for
// the victim on e5, the square beyond e6 on its file.
TEST_CASE("EnPassant after a Berolina pawn's diagonal double step", "[popeye][enpassant]") {
    const std::string out = solve_text(
        "BeginProblem\npieces white bpe5 black bpd5\nstip ep1\noption enpassant f7e6d5 nowk nobk\nEndProblem\n");
    CHECK(out.find("1.BPe5*e6 ep. !") != std::string::npos);
}

// A half-neutral king (V. Crisan, Quartz 1996/7; BEISPIEL/halbneut.inp,
// set id 1172; REGRESSIONTESTS/halbneut.out: two solutions). White's
// half-neutral king turns neutral when it moves and so becomes Black's king
// too, which that move mates (neutral pieces guard for White as well):
// - 1...Bf1-d3 2.nSe3-c4 hnKe1-d1=nh #: the rook h1 checks along the first
//   rank; c1 and e1 are on it, Bd3 takes c2 and e2, the knight c4 d2;
// - 1...Bf1-h3 2.nSe3-g4 0-0=nh #: the rook f1 checks the king g1; f1 is
//   guarded by Bh3, g2 too, h1 by the rook once g1 is left, f2 and h2 by
//   the knight g4, and no black piece attacks g1 or what the king crossed.
// Dawson missed both: a move of a half-neutral king can check though the
// opponent has no king before it, and a king with an attribute castles.
TEST_CASE("A half-neutral king's move mates it as Black's king, castling too", "[popeye][neutral]") {
    const std::string out = solve_text(
        "AnfangProblem\nford h#2\nopti weiss ohnesk\nstei weis halb ke1\nstei weis th1 lf1\nstei neut se3\n"
        "EndeProblem\n");
    CHECK(out.find("1...Lf1-d3   2.nSe3-c4 hnKe1-d1=nh #") != std::string::npos);
    CHECK(out.find("1...Lf1-h3   2.nSe3-g4 0-0=nh #") != std::string::npos);
}

// WhiteMaximummer with the goal ## (TESTS/maxi.inp, set id 0196: "don't
// ignore the longest move just because of self-check if it reaches the
// goal"; REGRESSIONTESTS/maxi.tst: 1.Rh8-h2 c2-c4 ##). After 1.Rh8-h2 the
// pawn c2 is pinned against the king b2; its double step c2-c4 (length 4,
// White's longest move) opens the rook's line to the king and checks the
// black king b5: both kings are mated. A self-check that misses the goal
// stays out of the choice.
TEST_CASE("WhiteMaximummer chooses a longest move that reaches ## with self-check", "[popeye][maximummer]") {
    const std::string out = solve_text(
        "BeginProblem\npieces black kb5 rh1h8 bb4 pa6a5c6 white kb2 pb3c5c2d4\nstipulation h##1\n"
        "cond whitemaxi\nEndProblem\n");
    CHECK(out.find("1.Rh8-h2 c2-c4 ##") != std::string::npos);
}

// Auto-stalemate with a paralysing piece (BEISPIEL/paralys.inp, set id
// 1651, "special stalemate rule in auto-stalemate"; REGRESSIONTESTS:
// "1.Kc2-d3 != !"). On d3 the white king stands beside the black pawn e4,
// which attacks it, and on the line of the black paralysing rook h3, which
// paralyses it; the pawn d2 is blocked. Every mobile white piece is
// paralysed ("suffocation"), which Popeye counts as stalemate, so the
// move into check stalemates White. Dawson took it for an illegal move.
TEST_CASE("Auto-stalemate: a move into check that leaves the mover suffocated by paralysis", "[popeye][goal]") {
    const std::string out = solve_text(
        "AnfangProblem\nsteine weiss kc2 bd2\n       schwarz bc4e4\n       schwarz paralysierend th3\n"
        "forderung !=1\nEndeProblem\n");
    CHECK(out.find("1.Kc2-d3 != !") != std::string::npos);
    // Kc2-b3 is a move into check (the pawn c4) too, but the pawn d2 can
    // then move: no suffocation, no stalemate.
    CHECK(out.find("1.Kc2-b3") == std::string::npos);
}
