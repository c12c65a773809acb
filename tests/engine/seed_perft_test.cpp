// Perft of the seed games' start positions to depth 4: our own regression
// numbers. Depths 1-3 come from the oracle (tests/data/perft); the depth-4
// counts of hopper-scorpion and jumpalong are not in the oracle and were
// recorded from Dawson once depths 1-3 agreed with it. The grasshopper and
// grasshopper-boyer depth-4 counts are oracle rows too.

#include <catch2/catch.hpp>

#include "movegen/perft.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;

std::uint64_t start_perft(const char* variant, int depth) {
    const rules::RuleSet& rs = *rules::find_rule_set(variant);
    auto pos = position::parse_fen(rs.start_fen, rs);
    return movegen::perft(pos, depth);
}

}  // namespace

TEST_CASE("seed perft: hopper-scorpion start position, depths 1-3 (oracle)", "[perft][seed]") {
    CHECK(start_perft("hopper-scorpion", 1) == 32);
    CHECK(start_perft("hopper-scorpion", 2) == 1024);
    CHECK(start_perft("hopper-scorpion", 3) == 34421);
}

TEST_CASE("seed perft: hopper-scorpion start position, depth 4 (regression)", "[perft][seed][slow]") {
    CHECK(start_perft("hopper-scorpion", 4) == 1141771);
}

TEST_CASE("seed perft: jumpalong start position, depths 1-4", "[perft][seed]") {
    CHECK(start_perft("jumpalong", 1) == 18);
    CHECK(start_perft("jumpalong", 2) == 324);
    CHECK(start_perft("jumpalong", 3) == 7082);
    CHECK(start_perft("jumpalong", 4) == 154979);  // regression
}

TEST_CASE("seed perft: grasshopper start position, depths 1-4 (oracle)", "[perft][seed]") {
    CHECK(start_perft("grasshopper", 1) == 23);
    CHECK(start_perft("grasshopper", 2) == 529);
    CHECK(start_perft("grasshopper", 3) == 12578);
    CHECK(start_perft("grasshopper", 4) == 297982);
}

TEST_CASE("seed perft: grasshopper-boyer start position, depths 1-4 (oracle)", "[perft][seed][slow]") {
    CHECK(start_perft("grasshopper-boyer", 1) == 28);
    CHECK(start_perft("grasshopper-boyer", 2) == 782);
    CHECK(start_perft("grasshopper-boyer", 3) == 22314);
    CHECK(start_perft("grasshopper-boyer", 4) == 635298);
}
