#pragma once
// Search counters (nodes, table probes and hits) and the periodic clock
// check. Each task of the search counts into its own Counters (passed down
// the recursion, never shared between threads) and adds them, when it
// ends, to the CounterSet's totals of the thread that ran it, so counting
// never contends.

#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <vector>

#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

struct Counters {
    std::uint64_t nodes = 0, tt_probes = 0, tt_hits = 0;
    std::uint64_t reported = 0;  // nodes already added to the live progress
};

class CounterSet {
public:
    explicit CounterSet(const SolveContext& ctx)
        : ctx_(ctx), slots_(static_cast<std::size_t>(std::max(1, tbb::this_task_arena::max_concurrency()))) {}

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
    // Adds a finished task's counts to the totals of the thread running
    // it. Small tasks never reach 4096 nodes of their own, so the clock is
    // also checked whenever that thread's total crosses a multiple of 4096.
    void merge(const Counters& c) {
        Slot& s = mine();
        const std::uint64_t before = s.nodes.load(std::memory_order_relaxed);
        add(s.nodes, c.nodes);
        add(s.probes, c.tt_probes);
        add(s.hits, c.tt_hits);
        if (ctx_.progress) {
            // Shown in steps of 4096 per thread, as tick does.
            const std::uint64_t u = s.unreported.load(std::memory_order_relaxed) + c.nodes - c.reported;
            s.unreported.store(u < 4096 ? u : 0, std::memory_order_relaxed);
            if (u >= 4096) ctx_.progress->nodes.fetch_add(u, std::memory_order_relaxed);
        }
        if ((before >> 12) != ((before + c.nodes) >> 12) && ctx_.stop) ctx_.stop->poll();
    }
    void add_to(SearchStats& st) const {
        for (const Slot& s : slots_) {
            st.nodes += s.nodes.load(std::memory_order_relaxed);
            st.tt_probes += s.probes.load(std::memory_order_relaxed);
            st.tt_hits += s.hits.load(std::memory_order_relaxed);
        }
    }

private:
    // One thread's totals, and its nodes not yet added to the live
    // progress, on a cache line of their own: with tasks of a few nodes
    // each (help play where the goal bounds settle most nodes), counts
    // shared by all threads moved their line between the cores at every
    // task (intelligent 0079 h=5 with two threads: 28 % of the time in
    // merge). Only the thread of the slot writes it (the thread indices of
    // one arena differ), so its counts need no locked instructions; they
    // are atomics for add_to, which may read them while tasks still run.
    struct alignas(64) Slot {
        std::atomic<std::uint64_t> nodes{0}, probes{0}, hits{0}, unreported{0};
    };
    static void add(std::atomic<std::uint64_t>& a, std::uint64_t n) {
        a.store(a.load(std::memory_order_relaxed) + n, std::memory_order_relaxed);
    }
    Slot& mine() {
        const int i = tbb::this_task_arena::current_thread_index();
        return slots_[static_cast<std::size_t>(i < 0 ? 0 : i) % slots_.size()];
    }

    const SolveContext& ctx_;
    std::vector<Slot> slots_;
};

}  // namespace dawson::search
