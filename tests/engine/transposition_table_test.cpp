// The transposition table's growing prefix (issue 16): a small search
// touches a small table, and growing keeps what was stored.

#include "search/transposition_table.hpp"

#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

using dawson::search::TranspositionTable;

namespace {

// Distinct pseudo-random keys (splitmix64), as Zobrist keys are.
std::vector<std::uint64_t> keys(std::size_t n) {
    std::vector<std::uint64_t> v;
    std::uint64_t x = 12345;
    for (std::size_t i = 0; i < n; ++i) {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        v.push_back(z ^ (z >> 31));
    }
    return v;
}

}  // namespace

TEST_CASE("transposition table: starts with a small prefix and grows as it fills", "[tt]") {
    TranspositionTable tt(std::size_t{64} << 20);
    CHECK(tt.bytes() == std::size_t{64} << 20);
    const std::size_t first = TranspositionTable::kMinBuckets * 64;
    CHECK(tt.bytes_in_use() == first);
    // A prefix doubles when keys stored in empty slots fill about half of
    // its slots (4 a bucket; the keys are counted by a sample of one in 16,
    // taken by their low bits): 1.5 * kMinBuckets keys (3/8 of the slots)
    // do not double it, 2.5 * kMinBuckets keys (5/8, of which at most a few
    // percent meet a full bucket) do.
    const std::size_t below = 3 * TranspositionTable::kMinBuckets / 2;
    const std::vector<std::uint64_t> ks = keys(5 * TranspositionTable::kMinBuckets / 2);
    for (std::size_t i = 0; i < ks.size(); ++i) {
        if (i == below) CHECK(tt.bytes_in_use() == first);
        tt.store_none(ks[i], 1 + int(i % 60));
    }
    CHECK(tt.bytes_in_use() == 2 * first);
    // Growing moved the facts with it: nearly every fact is still found
    // (a few are lost where more than four keys met in one bucket of the
    // smaller prefix), and none is invented.
    std::size_t found = 0;
    for (std::size_t i = 0; i < ks.size(); ++i) {
        const int d = 1 + int(i % 60);
        found += tt.proven_none(ks[i], d);
        CHECK_FALSE(tt.proven_none(ks[i], d == 60 ? 1 : d + 1));
    }
    CHECK(found > ks.size() * 9 / 10);
}

TEST_CASE("transposition table: never grows past its size", "[tt]") {
    TranspositionTable tt(TranspositionTable::kMinBuckets * 64 * 2);
    for (std::uint64_t k : keys(40 * TranspositionTable::kMinBuckets)) tt.store_none(k, 3);
    CHECK(tt.bytes_in_use() == tt.bytes());
    TranspositionTable none(0);
    none.store_none(1, 1);
    CHECK_FALSE(none.proven_none(1, 1));
    CHECK(none.bytes_in_use() == 0);
}
