// Perft against the oracle tables (tests/data/perft, copied from the shared
// oracle): every row up to a million nodes. Rows above 100 000 nodes are
// tagged [slow] (skipped in the sanitizer build); tools/perft-oracle runs
// every row, the largest ones included.

#include <catch2/catch.hpp>

#include "movegen/perft.hpp"
#include "oracle_table.hpp"
#include "position/fen.hpp"

namespace {

using dawson::test::load_perft_table;

constexpr std::uint64_t kSmall = 100'000;
constexpr std::uint64_t kLarge = 1'000'000;

// Checks every row of `table` for `variant` whose count lies in (low, high].
void check_rows(const std::string& table, const std::string& variant, std::uint64_t low, std::uint64_t high) {
    int checked = 0;
    for (const auto& row : load_perft_table(table)) {
        if (row.variant != variant || row.nodes <= low || row.nodes > high) continue;
        INFO(table << ":" << row.line << ": " << row.variant << " '" << row.fen << "' depth " << row.depth);
        auto pos = dawson::position::parse_fen(row.fen, dawson::test::rule_set_of(row.variant));
        CHECK(dawson::movegen::perft(pos, row.depth) == row.nodes);
        ++checked;
    }
    REQUIRE(checked > 0);
}

}  // namespace

TEST_CASE("perft oracle: chess", "[perft]") { check_rows("perft.tsv", "chess", 0, kLarge); }

TEST_CASE("perft oracle: grasshopper-std", "[perft]") { check_rows("perft.tsv", "grasshopper-std", 0, kLarge); }

TEST_CASE("perft oracle: grasshopper-boyer", "[perft]") { check_rows("perft.tsv", "grasshopper-boyer", 0, kLarge); }

TEST_CASE("perft oracle: hoppers up to 100k nodes", "[perft]") { check_rows("perft.tsv", "hoppers", 0, kSmall); }

TEST_CASE("perft oracle: hoppers 100k to 1M nodes", "[perft][slow]") {
    check_rows("perft.tsv", "hoppers", kSmall, kLarge);
}

TEST_CASE("perft oracle: hopper-scorpion", "[perft]") {
    check_rows("perft-seed-variants.tsv", "hopper-scorpion", 0, kLarge);
}

TEST_CASE("perft oracle: jumpalong", "[perft]") { check_rows("perft-seed-variants.tsv", "jumpalong", 0, kLarge); }
