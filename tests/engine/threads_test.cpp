// Thread safety of the engine: several searches at once, each on its own
// Position, sharing only the immutable tables (catalogue, walk tables, rule
// sets). The parallel drivers rely on this. tools/test runs these tests
// under ThreadSanitizer (their names start with "threads:"); they use
// std::thread, which TSan understands fully.

#include <catch2/catch.hpp>
#include <thread>
#include <vector>

#include "movegen/generate.hpp"
#include "movegen/perft.hpp"
#include "position/fen.hpp"
#include "report/notation.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;

struct Job {
    const char* variant;
    const char* fen;  // nullptr: the variant's start position
    int depth;
    std::uint64_t nodes;  // from the perft oracle tables
};

// Oracle counts (tests/data/perft): small enough for TSan's slowdown.
const std::vector<Job> kJobs{
    {"grasshopper", nullptr, 3, 12578},
    {"grasshopper-boyer", nullptr, 3, 22314},
    {"hopper-scorpion", nullptr, 3, 34421},
    {"jumpalong", nullptr, 3, 7082},
    {"chess", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039},
};

// Runs every job on each of `threads` threads at once; each thread parses
// its own positions, so the FEN reader and the rule set lookup run
// concurrently too.
std::vector<std::vector<std::uint64_t>> run_concurrently(int threads) {
    std::vector<std::vector<std::uint64_t>> results(threads);
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t)
        pool.emplace_back([t, &results] {
            for (const auto& job : kJobs) {
                const rules::RuleSet& rs = *rules::find_rule_set(job.variant);
                auto pos = position::parse_fen(job.fen ? job.fen : rs.start_fen.c_str(), rs);
                results[t].push_back(movegen::perft(pos, job.depth));
            }
        });
    for (auto& th : pool) th.join();
    return results;
}

}  // namespace

TEST_CASE("threads: perft on four threads at once gives the oracle counts", "[threads]") {
    auto results = run_concurrently(4);
    for (const auto& per_thread : results) {
        REQUIRE(per_thread.size() == kJobs.size());
        for (std::size_t i = 0; i < kJobs.size(); ++i) {
            INFO(kJobs[i].variant << " depth " << kJobs[i].depth);
            CHECK(per_thread[i] == kJobs[i].nodes);
        }
    }
}

TEST_CASE("threads: move generation and notation from two threads on copies of one position", "[threads]") {
    const rules::RuleSet& rs = *rules::find_rule_set("hopper-scorpion");
    const auto root = position::parse_fen(rs.start_fen, rs);
    std::vector<std::string> texts[2];
    std::vector<std::thread> pool;
    for (int t = 0; t < 2; ++t)
        pool.emplace_back([t, &root, &texts] {
            for (int round = 0; round < 20; ++round) {
                position::Position pos = root;
                movegen::MoveList ml;
                movegen::generate_legal(pos, ml);
                texts[t].clear();
                for (const auto& m : ml)
                    texts[t].push_back(report::move_text(pos, m, dawson::problem::Language::English));
            }
        });
    for (auto& th : pool) th.join();
    CHECK(texts[0] == texts[1]);
    CHECK(texts[0].size() == 32);  // perft(1) of the start position, from the oracle
}
