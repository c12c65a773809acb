#pragma once
// Search counters (nodes, table probes and hits) and the periodic clock
// check. Each task of the search counts into its own Counters (passed down
// the recursion, never shared between threads) and adds them to the
// CounterSet's atomic totals when it ends, so counting never contends and
// needs no thread-local storage.

#include <atomic>
#include <cstdint>

#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

struct Counters {
    std::uint64_t nodes = 0, tt_probes = 0, tt_hits = 0;
    std::uint64_t reported = 0;  // nodes already added to the live progress
};

class CounterSet {
public:
    explicit CounterSet(const SolveContext& ctx) : ctx_(ctx) {}

    // Counts a node; true when the search must stop (clock checked every
    // 4096 nodes of a task, the latched flag every node).
    bool tick(Counters& c) const {
        ++c.nodes;
        if ((c.nodes & 4095) == 0) {
            if (ctx_.progress) ctx_.progress->nodes.fetch_add(4096, std::memory_order_relaxed);
            c.reported += 4096;
            return ctx_.stop && ctx_.stop->poll();
        }
        return ctx_.stopped();
    }
    // Adds a finished task's counts to the totals. Small tasks never reach
    // 4096 nodes of their own, so the clock is also checked whenever the
    // total crosses a multiple of 4096.
    void merge(const Counters& c) {
        const std::uint64_t before = nodes_.fetch_add(c.nodes, std::memory_order_relaxed);
        if (ctx_.progress) ctx_.progress->nodes.fetch_add(c.nodes - c.reported, std::memory_order_relaxed);
        if ((before >> 12) != ((before + c.nodes) >> 12) && ctx_.stop) ctx_.stop->poll();
        probes_.fetch_add(c.tt_probes, std::memory_order_relaxed);
        hits_.fetch_add(c.tt_hits, std::memory_order_relaxed);
    }
    void add_to(SearchStats& s) const {
        s.nodes += nodes_.load(std::memory_order_relaxed);
        s.tt_probes += probes_.load(std::memory_order_relaxed);
        s.tt_hits += hits_.load(std::memory_order_relaxed);
    }

private:
    const SolveContext& ctx_;
    // The totals have a cache line of their own (the alignment also pads
    // the object's end), so that merging does not take from the other
    // threads the line of what the search reads at every node beside them
    // (LineSearch's fields: popeye-bench 0011 with two threads, 1.2 s ->
    // 1.0 s).
    alignas(64) std::atomic<std::uint64_t> nodes_{0}, probes_{0}, hits_{0};
};

}  // namespace dawson::search
