// `dawson solve --fen FEN --stip STIP [--variant V] [--option WORDS]`: one
// position from the command line, without a problem file. The positions are
// analysed by hand below; errors give one "--fen:1:col: error: …" (or
// --stip, --option) line, nothing on stdout, and exit status 2.

#include <catch2/catch.hpp>
#include <string>

#include "cli_test_util.hpp"

namespace {

using dawson::testing::run_dawson;

// The solution part of Popeye's output: from the stipulation line on.
std::string after_board(const std::string& out) {
    const std::size_t at = out.find("+---a---b---c---d---e---f---g---h---+\n  ");
    return at == std::string::npos ? out : out.substr(at + 38);
}

}  // namespace

TEST_CASE("solve --fen: a #1 checked by hand", "[cli]") {
    // White Ke6 Ra1, Black Ke8, White to move, #1. 1.Ra1-a8 checks along
    // the 8th rank; the king's squares d8 f8 are on it, d7 e7 f7 are the
    // white king's: mate. No other move checks (on the e-file Ke6 shields
    // e8 from the rook), so this is the only key, and the problem is sound.
    auto r = run_dawson({"solve", "--fen", "4k3/8/4K3/8/8/8/8/R7 w - -", "--stip", "#1", "--format", "popeye"});
    CHECK(r.code == 0);
    CHECK(r.err.empty());
    CHECK(after_board(r.out) ==
          "  #1                          2 + 1\n"
          "\n"
          "   1.Ra1-a8 # !\n"
          "\n"  // Popeye 4.104 ends each tree with a blank line, then one more
          "\n"
          "solution finished.\n"
          "\n"
          "\n");
    r = run_dawson({"solve", "--fen", "4k3/8/4K3/8/8/8/8/R7", "--stip", "#1", "--quiet"});
    CHECK(r.code == 0);
    CHECK(r.out == "--fen#1  #1  sound\n");
}

TEST_CASE("solve --fen: an h#1 checked by hand, with set play", "[cli]") {
    // Black Ka8, White Kc7 Rh1, h#1 (Black moves first). Kc7 guards b7 and
    // b8, so Black's only move is 1.Ka8-a7; then Rh1-a1 checks on the
    // a-file, which also holds a6 and a8, while Kc7 holds b6 b7 b8: mate.
    // The only other check along the 7th rank (Rh1-h7) is blocked by Kc7.
    // Set play (White moves at once): 1...Rh1-a1 # mates Ka8 the same way
    // (a7 on the a-file, b7 b8 by Kc7).
    auto r = run_dawson(
        {"solve", "--fen", "k7/2K5/8/8/8/8/8/7R b", "--stip", "h#1", "--format", "popeye", "--option", "SetPlay"});
    CHECK(r.code == 0);
    CHECK(after_board(r.out) ==
          "  h#1                         2 + 1\n"
          "\n"
          "  1...Rh1-a1 #\n"
          "\n"
          "  1.Ka8-a7 Rh1-a1 #\n"
          "\n"
          "solution finished.\n"
          "\n"
          "\n");
    // The same position in a file gives the same output.
    dawson::testing::TempDir tmp;
    std::ofstream(tmp / "h1.inp") << "BeginProblem\nStipulation h#1\nOption SetPlay\nPieces White Kc7 Rh1\n"
                                     "Black Ka8\nEndProblem\n";
    auto f = run_dawson({"solve", tmp / "h1.inp", "--format", "popeye"});
    CHECK(f.code == 0);
    CHECK(f.out == r.out);
}

TEST_CASE("solve --fen --variant: the variant's letters", "[cli]") {
    // In Boyer's Grasshopper Chess 'g' is the grasshopper; with Ga1 instead
    // of the rook of the #1 above, 1.Ga1-a8 is no check (a grasshopper
    // needs a hurdle), nor is any other move: no solution, exit status 1.
    auto r = run_dawson({"solve", "--fen", "4k3/8/4K3/8/8/8/8/G7", "--stip", "#1", "--variant", "grasshopper-boyer",
                         "--format", "popeye"});
    CHECK(r.code == 1);
    CHECK(r.err.empty());
    CHECK(r.out.find("  #1                          2 + 1\n") != std::string::npos);
    // Chess has no letter g.
    r = run_dawson({"solve", "--fen", "4k3/8/4K3/8/8/8/8/G7", "--stip", "#1", "--variant", "chess"});
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "--fen:1:19: error: unknown piece letter 'G' for variant chess\n");
}

TEST_CASE("solve --fen: errors are one line and exit status 2", "[cli]") {
    struct Case {
        std::vector<std::string> args;
        std::string err;
    };
    const std::vector<Case> cases{
        {{"--fen", "4k3/8/4K3/8/8/8/8/RY6", "--stip", "#1"},
         "--fen:1:20: error: unknown piece letter 'Y' for variant problem\n"},
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7/8", "--stip", "#1"}, ""},  // too many ranks: any --fen:1: error
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7", "--stip", "#"}, "--stip:1:1: error: cannot recognize the stipulation '#'\n"},
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7 b", "--stip", "#1"},
         "--fen:1:22: error: the stipulation #1 starts with White, not with Black\n"},
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7", "--stip", "#1", "--option", "SetPlay Bogus"},
         "--option:1:9: error: could not recognize option 'Bogus'\n"},
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7", "--stip", "#1", "--variant", "nope"},
         "dawson solve: error: unknown variant 'nope' (chess, grasshopper, grasshopper-boyer, hopper-scorpion, "
         "jumpalong, hoppers, problem)\n"},
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7"}, "dawson solve: error: --fen needs --stip (see dawson solve --help)\n"},
        {{"--stip", "#1", "a.inp"}, "dawson solve: error: --stip needs --fen\n"},
        {{"--fen", "4k3/8/4K3/8/8/8/8/R7", "--stip", "#1", "a.inp"},
         "dawson solve: error: give either --fen or problem files, not both\n"},
    };
    for (const Case& c : cases) {
        std::vector<std::string> args{"solve"};
        args.insert(args.end(), c.args.begin(), c.args.end());
        INFO(c.args.front() + " " + c.args[1]);
        auto r = run_dawson(args);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        if (c.err.empty()) {
            CHECK(r.err.rfind("--fen:1:", 0) == 0);
            CHECK(dawson::testing::count_lines(r.err) == 1);
        } else {
            CHECK(r.err == c.err);
        }
    }
}
