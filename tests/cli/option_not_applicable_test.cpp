// Options Popeye ignores for some play, with its notice, checked against
// Popeye 4.104 (expected texts are its standard output for the same input,
// the banner and times dropped):
// - WhiteToPlay applies to help play of whole moves (h#2 is solved as
//   h#1.5, hs#2 as hs#1.5); battle play and help play with a half move get
//   "WhiteToPlay not applicable - ignored" before the diagram. Popeye
//   shortens series play by a move silently, with lines written as if the
//   opponent began: Dawson refuses that by name.
// - A notice is repeated before a later twin only when that twin changes
//   the stipulation.
// (PostKeyPlay in help and series play: battle_postkey_test.cpp; SetPlay
// in series play: series_set_play_test.cpp.)

#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_test_util.hpp"

using dawson::testing::run_dawson;
using dawson::testing::TempDir;

namespace {

// Popeye-format output of `problem` without the board's lines.
std::string solve_popeye(const std::string& problem) {
    TempDir dir;
    const std::string file = dir / "p.inp";
    std::ofstream(file) << problem;
    std::istringstream in(run_dawson({"solve", "--format", "popeye", file}).out);
    std::string line, out;
    while (std::getline(in, line))
        if (line.empty() || std::string("|+12345678").find(line[0]) == std::string::npos) out += line + "\n";
    return out;
}

// The solution lines ("  1...") sorted: Dawson's move order may differ from Popeye's.
std::vector<std::string> solution_lines(const std::string& text) {
    std::istringstream in(text);
    std::string line;
    std::vector<std::string> v;
    while (std::getline(in, line))
        if (line.rfind("  1", 0) == 0) v.push_back(line);
    std::sort(v.begin(), v.end());
    return v;
}

const char* const kPosition = "pieces white ka1 qd1 rh1 pb2 black ke8 pe7 ph7\n";

}  // namespace

TEST_CASE("WhiteToPlay in battle play and in help play with a half move: not applicable", "[options][whitetoplay]") {
    for (const char* stip : {"#2", "s#2", "r#2", "=2", "semi-r#2", "h#1.5", "hs#1.5", "reci-h#1.5"}) {
        INFO(stip);
        const std::string out =
            solve_popeye(std::string("begin\n") + kPosition + "stip " + stip + "\noption WhiteToPlay\nend\n");
        CHECK(out.rfind("WhiteToPlay not applicable - ignored\n\n\n", 0) == 0);
        CHECK(out.find("  " + std::string(stip) + " ") != std::string::npos);  // the stipulation as given
    }
    // Applicable: no notice.
    const std::string h = solve_popeye(std::string("begin\n") + kPosition + "stip h#2\noption WhiteToPlay\nend\n");
    CHECK(h.find("not applicable") == std::string::npos);
    CHECK(h.find("  h#1.5 ") != std::string::npos);
}

TEST_CASE("WhiteToPlay in a help play with a self end: hsx2 solved as hsx1.5", "[options][whitetoplay]") {
    const std::string out =
        solve_popeye("begin\npieces white kh1 qc7 pe4 pd4 sh3 black ka8 pe5 pg7\nstip hsx2\noption WhiteToPlay\nend\n");
    CHECK(out.find("  hsx1.5                      5 + 3\n") != std::string::npos);
    // Popeye's lines.
    std::vector<std::string> expected{
        "  1...e5*d4   2.Qc7-b8 + Ka8*b8 x", "  1...e5*d4   2.Qc7-a7 + Ka8*a7 x", "  1...e5*d4   2.Qc7-b7 + Ka8*b7 x",
        "  1...g7-g5   2.Sh3*g5 e5*d4 x",    "  1...g7-g5   2.Qc7-b8 + Ka8*b8 x", "  1...g7-g5   2.Qc7-a7 + Ka8*a7 x",
        "  1...g7-g5   2.Qc7-b7 + Ka8*b7 x", "  1...g7-g6   2.Sh3-g5 e5*d4 x",    "  1...g7-g6   2.Qc7-b8 + Ka8*b8 x",
        "  1...g7-g6   2.Qc7-a7 + Ka8*a7 x", "  1...g7-g6   2.Qc7-b7 + Ka8*b7 x"};
    std::sort(expected.begin(), expected.end());
    CHECK(solution_lines(out) == expected);
}

TEST_CASE("WhiteToPlay in series play is refused by name", "[options][whitetoplay]") {
    const std::string out =
        solve_popeye(std::string("begin\n") + kPosition + "stip ser-h#2\noption WhiteToPlay\nend\n");
    CHECK(out.find("unsupported option: WhiteToPlay with series play\n") != std::string::npos);
}

TEST_CASE("Duplex in battle play: White's play, then Black's", "[options][duplex]") {
    // BEISPIEL/maxi.inp, T. Linss, f-107 (popeye-regression 1572), s#7 with
    // Maximummer: the play 1.Rd4-d8+ ! (Black the longest mover), the
    // duplex half 1.Rh6-d6 ! Zugzwang. (White the longest mover, as in
    // HalfDuplex), each with Popeye's tree.
    const std::string out = solve_popeye(
        "AnfangProblem\nForderung s#7\nSteine Weiss Ke7 Td4 Schwarz Kb8 Th6\nBedingung Laengstzueger\n"
        "Option Varianten Duplex\nEndeProblem\n");
    const auto play = out.find("   1.Td4-d8 + !\n");
    const auto duplex = out.find("   1.Th6-d6 ! Zugzwang.\n");
    REQUIRE(play != std::string::npos);
    REQUIRE(duplex != std::string::npos);
    CHECK(play < duplex);
    CHECK(out.find("7...Te1-e8 #", duplex) != std::string::npos);
    // #1: White's mates (1.Qb6-b7 #, b7 guarded by the king), then the
    // duplex half, where Black's lone king mates nothing.
    const std::string two = solve_popeye("begin\nstip #1\noption Duplex\npieces white kc6 qb6 black ka8\nend\n");
    CHECK(two.find("1.Qb6-b7 # !") != std::string::npos);
    CHECK(two.find("the side to play can capture the king") == std::string::npos);
}

TEST_CASE("Duplex or HalfDuplex with SetPlay in series play are refused by name", "[options][duplex]") {
    CHECK(solve_popeye(std::string("begin\n") + kPosition + "stip ser-#2\noption Duplex SetPlay\nend\n")
              .find("unsupported option: SetPlay with Duplex in series play\n") != std::string::npos);
    CHECK(solve_popeye(std::string("begin\n") + kPosition + "stip ser-#2\noption HalfDuplex SetPlay\nend\n")
              .find("unsupported option: SetPlay with HalfDuplex in series play\n") != std::string::npos);
}

TEST_CASE("A notice is repeated for a twin that changes the stipulation only", "[options][postkey][twin]") {
    const std::string out = solve_popeye(std::string("begin\n") + kPosition +
                                         "stip h#2\noption PostKeyPlay\ntwin move a1 a2\ntwin stipulation h#1\nend\n");
    // Popeye: before the diagram, and before c) (not before b)).
    CHECK(out.rfind("PostKeyPlay not applicable - ignored\n\n\n  h#2 ", 0) == 0);
    CHECK(out.find("Rh1*h7   2.e7-e5 Qd1-d8 #\n\nb) wKa1-->a2  \n") != std::string::npos);
    CHECK(out.find("#\nPostKeyPlay not applicable - ignored\n\nc) h#1  \n\n\nsolution finished.\n") !=
          std::string::npos);
    CHECK(solution_lines(out).size() == 10);
}

TEST_CASE("PostKeyPlay with SetPlay and Try (or Defence n): not applicable after the stipulation",
          "[options][postkey]") {
    // The position of battle_postkey_test.cpp's first case (White Kb6 Rd1
    // Rh1, Black Ka8 Bh5, after the key): Popeye's output.
    const std::string popeye =
        "  #2                          3 + 2\n"
        "SetPlay not applicable - ignored\n"
        "try play not applicable\n"
        "\n"
        " threat:\n"
        "          2.Rd1-d8 #\n"
        "      1...Bh5*d1\n"
        "          2.Rh1-h8 #\n"
        "      1...Bh5-g4\n"
        "        refutes.\n"
        "\n"
        "solution finished.\n\n\n";
    const std::string pieces = "begin\npieces white kb6 rd1 rh1 black ka8 bh5\nstip #2\n";
    std::string out = solve_popeye(pieces + "option SetPlay Try PostKeyPlay\nend\n");
    CHECK(out.substr(out.find("  #2 ")) == popeye);
    // Defence 1 is try play too; without SetPlay only the second notice.
    out = solve_popeye(pieces + "option Defence 1 PostKeyPlay\nend\n");
    std::string expected = popeye;
    expected.erase(expected.find("SetPlay"), std::string("SetPlay not applicable - ignored\n").size());
    CHECK(out.substr(out.find("  #2 ")) == expected);
}

// Popeye's REGRESSIONS (popeye-regression 0375, 0378): StopOnShortSolutions
// applies to help and series play only, and Threat n to battle play where a
// threat may be shorter than n + 1 moves; otherwise Popeye says so where the
// solution begins and solves without the option.
TEST_CASE("StopOnShortSolutions in battle play and Threat n too long: Popeye's notices", "[options][threat]") {
    const std::string stop = solve_popeye(std::string("begin\n") + kPosition + "stip #2\noption StopOnShort\nend\n");
    CHECK(stop.find("  #2 ") < stop.find("\nOption  StopOnShortSolutions  not supported with direct play.\n"));
    CHECK(stop.find("StopOnShortSolutions  not supported") != std::string::npos);
    // #3 with Threat 3: its threats are at most 2 moves long.
    const std::string three = solve_popeye(std::string("begin\n") + kPosition + "stip #3\noption Threat 3\nend\n");
    CHECK(three.find("\nOption \"Threat\" not applicable or indicated maximum threat length too big\n") !=
          std::string::npos);
    const std::string four = solve_popeye(std::string("begin\n") + kPosition + "stip #4\noption Threat 3\nend\n");
    CHECK(four.find("Threat\" not applicable") == std::string::npos);
    const std::string help = solve_popeye(std::string("begin\n") + kPosition + "stip h#2\noption Threat 1\nend\n");
    CHECK(help.find("Threat\" not applicable") != std::string::npos);
}

// NoBoard leaves out the title and the authors with the board (Popeye's
// output/plaintext/position.c; popeye-regression 0375, 0376).
TEST_CASE("NoBoard leaves out the title and the authors", "[options][noboard]") {
    const std::string out = solve_popeye(std::string("begin\ntitle A Title\nauthor An Author\n") + kPosition +
                                         "stip h#1\noption NoBoard\nend\n");
    CHECK(out.find("A Title") == std::string::npos);
    CHECK(out.find("An Author") == std::string::npos);
    const std::string board =
        solve_popeye(std::string("begin\ntitle A Title\nauthor An Author\n") + kPosition + "stip h#1\nend\n");
    CHECK(board.find("A Title") != std::string::npos);
    CHECK(board.find("An Author") != std::string::npos);
}
