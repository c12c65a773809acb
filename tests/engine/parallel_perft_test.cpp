// The oneTBB perft driver (parallel::parallel_divide) must give the serial
// counts, root move by root move, whatever the number of threads.
// tools/test also runs these tests under ThreadSanitizer (their names start
// with "parallel"); see solver/core/tsan.hpp for how TSan is told about
// oneTBB's synchronisation.

#include "parallel/parallel_perft.hpp"

#include <catch2/catch.hpp>

#include "movegen/perft.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;

void check_parallel_matches_serial(const char* variant, const char* fen, int depth, std::uint64_t expected) {
    const rules::RuleSet& rs = *rules::find_rule_set(variant);
    auto pos = position::parse_fen(fen ? fen : rs.start_fen.c_str(), rs);
    auto serial = movegen::divide(pos, depth);
    for (int threads : {1, 2, 4}) {
        INFO(variant << " depth " << depth << " threads " << threads);
        auto parallel = parallel::parallel_divide(pos, depth, threads);
        REQUIRE(parallel.size() == serial.size());
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < serial.size(); ++i) {
            CHECK(parallel[i].move == serial[i].move);
            CHECK(parallel[i].nodes == serial[i].nodes);
            total += parallel[i].nodes;
        }
        CHECK(total == expected);
    }
}

}  // namespace

// Expected totals from the oracle (tests/data/perft/perft.tsv).
TEST_CASE("parallel perft: grasshopper start position, 1, 2 and 4 workers", "[parallel]") {
    check_parallel_matches_serial("grasshopper", nullptr, 3, 12578);
}

TEST_CASE("parallel perft: chess middlegame (kiwipete), 1, 2 and 4 workers", "[parallel]") {
    check_parallel_matches_serial("chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3,
                                  97862);
}

TEST_CASE("parallel perft: position unchanged and repeatable", "[parallel]") {
    const rules::RuleSet& rs = *rules::find_rule_set("grasshopper");
    auto pos = position::parse_fen(rs.start_fen, rs);
    const auto before = pos;
    auto a = parallel::parallel_divide(pos, 2, 2);
    auto b = parallel::parallel_divide(pos, 2, 2);
    CHECK(pos == before);
    REQUIRE(a.size() == b.size());
    for (std::size_t i = 0; i < a.size(); ++i) CHECK(a[i].nodes == b[i].nodes);
}
