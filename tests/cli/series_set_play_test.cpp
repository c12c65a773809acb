// Option SetPlay in series play (issue 17 item 26). The series side passes
// at once and the opponent plays the end as after the series side's last
// move: ser-h White's goal move, ser-s Black's forced one, ser-r Black's
// compulsory one, each written "1...". A direct end (ser-#, ser-=, ser-x,
// …) has no set play: Popeye writes "SetPlay not applicable - ignored"
// after the stipulation (after the twin's label) and solves as usual. The
// expected texts are Popeye 4.104's output for the same input files (its
// standard output; the time dropped).

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

// Solves `problem` (Popeye's input language) and returns Popeye-format
// output from the stipulation line on (the board dropped).
std::string solve_popeye(const std::string& problem, const std::vector<std::string>& extra = {}) {
    TempDir dir;
    const std::string file = dir / "p.inp";
    std::ofstream(file) << problem;
    std::vector<std::string> args{"solve", "--format", "popeye", file};
    args.insert(args.end(), extra.begin(), extra.end());
    const std::string out = run_dawson(args).out;
    const std::size_t at = out.find("+---a", out.find("+---a") + 1);
    return at == std::string::npos ? out : out.substr(out.find('\n', at) + 1);
}

std::string verdict_of(const std::string& problem) {
    TempDir dir;
    const std::string file = dir / "p.inp";
    std::ofstream(file) << problem;
    const std::string out = run_dawson({"solve", file}).out;
    const std::size_t at = out.find("verdict: ");
    return at == std::string::npos ? "" : out.substr(at, out.find('\n', at) - at);
}

// The lines of each blank-separated block sorted: Dawson's move order may
// differ from Popeye's inside a block, the blocks themselves may not.
std::string sorted_blocks(const std::string& text) {
    std::istringstream in(text);
    std::string line, out;
    std::vector<std::string> block;
    auto flush = [&] {
        std::sort(block.begin(), block.end());
        for (const std::string& l : block) out += l + "\n";
        block.clear();
    };
    while (std::getline(in, line)) {
        if (line.empty()) {
            flush();
            out += "\n";
        } else {
            block.push_back(line);
        }
    }
    flush();
    return out;
}

const char* const kPawns = "pieces white kh1 qc7 pe4 pd4 black ka8 pe5\n";

}  // namespace

TEST_CASE("SetPlay ser-h=5: White's stalemate at once (Steudel, Popeye's hpint.out)", "[series][setplay]") {
    // Theodor Steudel, Problemkiste 93, 6/1994 (Popeye's
    // REGRESSIONTESTS/hpint.out): after a black pass 1.Kd1-e2 stalemates.
    const std::string p = "begin\npieces white kd1 sf1 black kg1 bh1h2 rg2 pf2g3\nstip ser-h=5\noption SetPlay\nend\n";
    CHECK(solve_popeye(p) ==
          "  ser-h=5                     2 + 6\n"
          "\n"
          "  1...Kd1-e2 =\n"
          "\n"
          "  1.Kg1*f1   2.Rg2-g1   3.g3-g2   4.Bh2-f4   5.Bf4-d2 Kd1*d2 =\n"
          "\n"
          "solution finished.\n\n\n");
    // Set play is not a solution.
    CHECK(verdict_of(p) == "verdict: count: 1 solution");
}

TEST_CASE("SetPlay ser-hx2 with set play only: no solution, none with the series side in check", "[series][setplay]") {
    // Black (Ka8, Pe5) has no move: no play; after its pass White captures.
    const std::string p = std::string("begin\n") + kPawns + "stip ser-hx2\noption SetPlay\nend\n";
    CHECK(solve_popeye(p) ==
          "  ser-hx2                     4 + 2\n"
          "\n"
          "  1...d4*e5 x\n"
          "  1...Qc7*e5 x\n"
          "\n"
          "\n"
          "solution finished.\n\n\n");
    CHECK(verdict_of(p) == "verdict: no-solution");
    // With Ra1 checking Ka8, White could capture the king after a pass:
    // Popeye says so on standard error only and prints no set play (Black
    // has no move out of check either).
    CHECK(solve_popeye("begin\npieces white kh1 qc7 pe4 pd4 ra1 black ka8 pe5\nstip ser-hx2\noption SetPlay\nend\n") ==
          "  ser-hx2                     5 + 2\n"
          "\n"
          "\n"
          "solution finished.\n\n\n");
}

TEST_CASE("SetPlay ser-sx1 and ser-rx2: Black's forced and compulsory captures", "[series][setplay]") {
    // After White's pass Black's only move is 1...e5*d4 (Ka8 is walled in by Qc7).
    CHECK(sorted_blocks(solve_popeye(std::string("begin\n") + kPawns + "stip ser-sx1\noption SetPlay\nend\n")) ==
          sorted_blocks("  ser-sx1                     4 + 2\n"
                        "\n"
                        "  1...e5*d4 x\n"
                        "\n"
                        "  1.Kh1-g2 e5*d4 x\n"
                        "  1.Kh1-g1 e5*d4 x\n"
                        "  1.Kh1-h2 e5*d4 x\n"
                        "  1.Qc7-b6 e5*d4 x\n"
                        "  1.Qc7-b8 + Ka8*b8 x\n"
                        "  1.Qc7-a7 + Ka8*a7 x\n"
                        "  1.Qc7-b7 + Ka8*b7 x\n"
                        "\n"
                        "solution finished.\n\n\n"));
    // Reflex: the set play comes before White's own captures marked "?!?".
    CHECK(solve_popeye(std::string("begin\n") + kPawns + "stip ser-rx2\noption SetPlay\nend\n") ==
          "  ser-rx2                     4 + 2\n"
          "\n"
          "  1...e5*d4 x\n"
          "\n"
          "  1.d4*e5 x ?!?\n"
          "  1.Qc7*e5 x ?!?\n"
          "\n"
          "solution finished.\n\n\n");
}

TEST_CASE("SetPlay ser-#2 and ser-=2: not applicable, in each twin", "[series][setplay]") {
    CHECK(solve_popeye(std::string("begin\n") + kPawns + "stip ser-#2\noption SetPlay\ntwin move h1 h2\nend\n") ==
          "  ser-#2                      4 + 2\n"
          "\n"
          "a) \n"
          "SetPlay not applicable - ignored\n"
          "\n"
          "\n"
          "b) wKh1-->h2  \n"
          "SetPlay not applicable - ignored\n"
          "\n"
          "\n"
          "solution finished.\n\n\n");
    const std::string out = solve_popeye(std::string("begin\n") + kPawns + "stip ser-=2\noption SetPlay\nend\n");
    CHECK(out.rfind("  ser-=2                      4 + 2\nSetPlay not applicable - ignored\n\n  1.", 0) == 0);
    CHECK(out.find("  1.Qc7*e5   2.Qe5-c7 =\n") != std::string::npos);
}

TEST_CASE("MaxSolutions counts the set play apart from the play", "[series][help][setplay]") {
    // Popeye (MaxSolutions 1): "1...d4*e5 x", then "1.e5*d4 Qc7*g7 x",
    // then "Partial solution"; the same in ser-hx2 and hx2.
    for (const char* stip : {"ser-hx2", "hx2"}) {
        INFO(stip);
        const std::string out =
            solve_popeye(std::string("begin\npieces white kh1 qc7 pe4 pd4 sh3 black ka8 pe5 pg7\n") + "stip " + stip +
                         "\noption SetPlay MaxSolutions 1\nend\n");
        CHECK(out.find("\n\n  1...d4*e5 x\n\n  1.e5*d4 Qc7*g7 x\n") != std::string::npos);
        std::size_t lines = 0;
        for (std::size_t at = out.find("\n  1"); at != std::string::npos; at = out.find("\n  1", at + 1)) ++lines;
        CHECK(lines == 2);
    }
}
