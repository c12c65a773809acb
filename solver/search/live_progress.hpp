#pragma once
// What a running search shows of itself, for the progress line of the
// command line (cli/progress): nodes visited so far (in steps of 4096 per
// thread, counted by CounterSet) and, at the root of the current search,
// how many of its moves are done. Engines only add to it; a null pointer in
// SolveContext means nobody watches, and costs one test per 4096 nodes.

#include <atomic>
#include <cstddef>
#include <cstdint>

namespace dawson::search {

struct LiveProgress {
    std::atomic<std::uint64_t> nodes{0};
    std::atomic<std::size_t> root_total{0};
    std::atomic<std::size_t> root_done{0};

    // A search begins at the root with `n` moves to try.
    void begin_root(std::size_t n) {
        root_done.store(0, std::memory_order_relaxed);
        root_total.store(n, std::memory_order_relaxed);
    }
    void root_move_done() { root_done.fetch_add(1, std::memory_order_relaxed); }
    void reset() {
        nodes.store(0, std::memory_order_relaxed);
        begin_root(0);
    }
};

}  // namespace dawson::search
