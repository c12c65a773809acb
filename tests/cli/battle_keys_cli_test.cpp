// Battle-play keys in `dawson solve` output (issue 17, items 18 and 19):
// the reflexmate whose attacker must mate at once (Popeye's " ?!?" line in
// place of keys), and a key shown at the shortest length at which it works.
// The engine-level cases and their analysis are in
// tests/engine/battle_keys_test.cpp.

#include <catch2/catch.hpp>
#include <string>

#include "cli_test_util.hpp"

using dawson::testing::run_dawson;

namespace {

// From the stipulation line on.
std::string from_stipulation(const std::string& out, const std::string& stip) {
    const std::size_t at = out.find("  " + stip + " ");
    return at == std::string::npos ? out : out.substr(at);
}

}  // namespace

TEST_CASE("solve r#2: White must mate at once, Popeye's ?!? line and no solution", "[cli][battle][keys]") {
    // Popeye's TESTS/battle_play.inp "r#2, but White must deliver mate
    // immediately" (White Ka1 Bg7, Black Ka3 Pa2 Pa4 Pb3); its output
    // (REGRESSIONTESTS/battle_play.tst) has the one line "   1.Bg7-f8 # ?!?".
    auto r = run_dawson({"solve", "--fen", "8/6B1/8/8/p7/kp6/p7/K7", "--stip", "r#2", "--format", "popeye"});
    CHECK(r.code == 1);  // no solution
    CHECK(from_stipulation(r.out, "r#2") ==
          "  r#2                         2 + 4\n"
          "\n"
          "   1.Bg7-f8 # ?!?\n"
          "\n"
          "solution finished.\n"
          "\n"
          "\n");
}

TEST_CASE("solve #3: a key that mates in 2 by zugzwang is shown as in a #2", "[cli][battle][keys]") {
    // White Kb6 Sd5 Pa7 Ph2, Black Ka8 Se8: after 1.h3 every knight move
    // lets 2.Sc7 mate (the black king has no move); Popeye shows the #2
    // tree, not 1.h3's 2-move threats (2.h4, 2.Ka6) of the #3.
    auto r = run_dawson(
        {"solve", "--fen", "k3n3/P7/1K6/3N4/8/8/7P/8", "--stip", "#3", "--option", "Variation", "--format", "popeye"});
    const std::string out = from_stipulation(r.out, "#3");
    CHECK(out.find("   1.h2-h3 ! zugzwang.\n"
                   "      1...Se8-d6\n"
                   "          2.Sd5-c7 #\n") != std::string::npos);
    CHECK(out.find("threat:\n          2.h3-h4") == std::string::npos);
}
