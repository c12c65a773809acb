// The racing game against the oracle tables (tests/data/race, copied from
// shared/oracle/race): every perft row, and every win-in-n row through the
// library (the command line runs them in cli_race_test.cpp). Every row
// takes milliseconds (the whole of win.tsv 0.3 s in the release build), so
// none is tagged [slow].

#include <catch2/catch.hpp>

#include "race/perft.hpp"
#include "race/solution.hpp"
#include "race/win_search.hpp"
#include "race_test_util.hpp"
#include "search/transposition_table.hpp"

namespace {

using namespace dawson;

TEST_CASE("race perft: every row of the oracle table", "[race]") {
    int checked = 0;
    for (const auto& row : test::load_race_table("perft.tsv")) {
        INFO("perft.tsv:" << row.line << ": '" << row.position << "' depth " << row.number);
        race::Position pos = race::parse_position(row.position);
        CHECK(race::perft(pos, row.number) == std::stoull(row.expected));
        ++checked;
    }
    CHECK(checked == 64);
}

TEST_CASE("race perft: divide on 1 and 2 threads sums to the oracle count", "[race][threads]") {
    const race::Position pos = race::parse_position("..ww......b.bb...ww..... b 10/11 0/0 -");
    for (int threads : {1, 2}) {
        std::uint64_t total = 0;
        for (const auto& e : race::divide(pos, 4, threads)) total += e.nodes;
        CHECK(total == 84914);
    }
}

TEST_CASE("race solve: every row of the oracle table", "[race]") {
    int checked = 0;
    for (const auto& row : test::load_race_table("win.tsv")) {
        INFO("win.tsv:" << row.line << ": '" << row.position << "' win in " << row.number);
        const race::Position pos = race::parse_position(row.position);
        const race::Solution s = race::solve(pos, row.number, 0, 16 << 20);
        CHECK((s.yes() ? "yes" : "no") == row.expected);
        // The search alone (no table) agrees.
        search::TranspositionTable none(0);
        CHECK(race::WinSearch(none).wins(pos, row.number) == s.yes());
        ++checked;
    }
    CHECK(checked == 40);
}

}  // namespace
