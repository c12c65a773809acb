// Option PostKeyPlay in battle play: the given position is the one after
// the key, the defender moves first. Popeye's layout (output/plaintext/tree
// in Popeye's sources): a blank line and " threat:" (with the threat at the
// attacker's second move) or " zugzwang."; " +" instead, without the blank
// line, when the defender is in check; then every defence at "1..." with
// its continuations, a defence no attacker move answers followed by
// "refutes." in column 8. Help and series play: Popeye writes
// "PostKeyPlay not applicable - ignored" before the twin and solves as usual.
// The positions below are analysed by hand.

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "cli_test_util.hpp"

using dawson::testing::run_dawson;

namespace {

// The solution part of Popeye's output: from the stipulation line on,
// board lines dropped.
std::string after_board(const std::string& out) {
    const std::size_t at = out.find("+---a", out.find("+---a") + 1);
    return at == std::string::npos ? out : out.substr(out.find('\n', at) + 1);
}

}  // namespace

TEST_CASE("PostKeyPlay #2: threat, an answered defence and a refuting one", "[battle][postkey]") {
    // White Kb6 Rd1 Rh1, Black Ka8 Bh5; Black to move, White mates in 1.
    // Threat 2.Rd8# (b8 on the rank, a7 b7 by Kb6; Rh8 is blocked by Bh5).
    // 1...Bxd1 defeats it; the h-file is open: 2.Rh8#.
    // 1...Bg4 covers c8: 2.Rd8+ Bc8 and 2.Rh8+ Bc8, no mate: refutes.
    // 1...Kb8 Bg6 Bf7 Be8 Bf3 Be2 leave 2.Rd8# on: not shown.
    auto r = run_dawson({"solve", "--fen", "k7/8/1K6/7b/8/8/8/3R3R w - -", "--stip", "#2", "--option", "PostKeyPlay",
                         "--format", "popeye"});
    CHECK(r.code == 1);  // unsound
    CHECK(after_board(r.out) ==
          "  #2                          3 + 2\n"
          "\n"
          " threat:\n"
          "          2.Rd1-d8 #\n"
          "      1...Bh5*d1\n"
          "          2.Rh1-h8 #\n"
          "      1...Bh5-g4\n"
          "        refutes.\n"
          "\n"
          "solution finished.\n\n\n");
    // The verdict claims no key: a refuting defence makes the play fail.
    auto v = run_dawson({"solve", "--fen", "k7/8/1K6/7b/8/8/8/3R3R w - -", "--stip", "#2", "--option", "PostKeyPlay"});
    CHECK(v.out.find("verdict: unsound: 1 refutation\n  refuted by: 1...Bh5-g4\n") != std::string::npos);
    auto j = run_dawson({"solve", "--fen", "k7/8/1K6/7b/8/8/8/3R3R w - -", "--stip", "#2", "--option", "PostKeyPlay",
                         "--format", "json"});
    CHECK(j.out.find("\"post-key-play\"") != std::string::npos);
}

TEST_CASE("PostKeyPlay #2 in zugzwang", "[battle][postkey]") {
    // White Kf7 Rg1, Black Kh8 Ph6. A pass threatens nothing: 2.Rg8+ Kh7,
    // and h6 blocks the h-file: zugzwang. 1...h5 and 1...Kh7 both leave
    // White without a mate (2.Rg8+ Kh7 / 2.Rg7+ Kh8): both refute.
    auto r = run_dawson({"solve", "--fen", "7k/5K2/7p/8/8/8/8/6R1 w - -", "--stip", "#2", "--option", "PostKeyPlay",
                         "--format", "popeye"});
    CHECK(after_board(r.out) ==
          "  #2                          2 + 2\n"
          "\n"
          " zugzwang.\n"
          "      1...h6-h5\n"
          "        refutes.\n"
          "      1...Kh8-h7\n"
          "        refutes.\n"
          "\n"
          "solution finished.\n\n\n");
}

TEST_CASE("PostKeyPlay #2 with the defender in check, a sound one", "[battle][postkey]") {
    // White Kc6 Rh8, Black Ka8 in check: " +" and no threat. 1...Ka7 (b7,
    // b8 covered) is the only move; 2.Ra8+ Kxa8, 2.Rh7+ Ka8/Kb8: refutes.
    auto r = run_dawson({"solve", "--fen", "k6R/8/2K5/8/8/8/8/8 w - -", "--stip", "#2", "--option", "PostKeyPlay",
                         "--format", "popeye"});
    CHECK(after_board(r.out) ==
          "  #2                          2 + 1\n"
          " +\n"
          "      1...Ka8-a7\n"
          "        refutes.\n"
          "\n"
          "solution finished.\n\n\n");
    // White Kb6 Rd1, Black Ka8: threat 2.Rd8#; 1...Kb8 does not defeat it;
    // no defence is shown and none refutes: sound.
    auto v = run_dawson({"solve", "--fen", "k7/8/1K6/8/8/8/8/3R4 w - -", "--stip", "#2", "--option", "PostKeyPlay"});
    CHECK(v.out.find(" threat:\n          2.Rd1-d8 #\n\nsolution finished.") != std::string::npos);
    CHECK(v.out.find("verdict: sound") != std::string::npos);
}

TEST_CASE("PostKeyPlay in help play: not applicable, ignored", "[battle][postkey]") {
    const std::string input =
        "BeginProblem\n"
        "Pieces White Kb6 Rd1 Black Ka8\n"
        "Stipulation h#1\n"
        "Option PostKeyPlay\n"
        "Twin Stipulation h#2\n"
        "EndProblem\n";
    auto r = run_dawson({"solve", "-", "--format", "popeye"}, input);
    REQUIRE(r.code == 0);
    // Before the diagram for twin a), before the label for twin b).
    CHECK(r.out.rfind("PostKeyPlay not applicable - ignored\n\n\n+---a", 0) == 0);
    CHECK(r.out.find("PostKeyPlay not applicable - ignored\n\nb)") != std::string::npos);
    CHECK(r.out.find("  1.Ka8-b8 Rd1-d8 #\n") != std::string::npos);
}

TEST_CASE("PostKeyPlay s#3 in zugzwang equals Popeye's play after the key", "[battle][postkey]") {
    // popeye-random 0140 (s#3, Option Variation): Popeye's tree after its
    // key 1.Qe5-b5 ! zugzwang. Played from the position after the key with
    // PostKeyPlay the same play follows (1...b3-b2 mates White at once: the
    // goal, no defence). Order aside (Popeye's normaliser sorts siblings).
    const std::string input =
        "BeginProblem\n"
        "Stipulation s#3\n"
        "Option PostKeyPlay\n"
        "Pieces White Ka1 Qb5 Gb1\n"
        "       Black Ka3 Pc4 Pb3 Pb4 LIf8\n"
        "EndProblem\n";
    auto r = run_dawson({"solve", "-", "--format", "popeye"}, input);
    std::vector<std::string> got, popeye{
                                      " zugzwang.",
                                      "      1...c4-c3",
                                      "          2.Qb5-d7 zugzwang.",
                                      "              2...c3-c2",
                                      "                  3.Gb1-d3 +",
                                      "                      3...b3-b2 #",
                                      "          2.Qb5-c6 zugzwang.",
                                      "              2...c3-c2",
                                      "                  3.Gb1-d3 +",
                                      "                      3...b3-b2 #",
                                  };
    std::istringstream in(after_board(r.out));
    std::string line;
    std::getline(in, line);  // the stipulation
    while (std::getline(in, line) && line != "solution finished.")
        if (!line.empty()) got.push_back(line);
    std::sort(got.begin(), got.end());
    std::sort(popeye.begin(), popeye.end());
    CHECK(got == popeye);
    CHECK(r.code == 0);  // sound
}
