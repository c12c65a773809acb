#pragma once
// Per-thread search counters (nodes, table probes and hits) and the
// periodic clock check, summed into SearchStats at the end of a search.
// Each worker thread gets its own copy, so counting never contends.

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <cstdint>

#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

struct Counters {
    std::uint64_t nodes = 0, tt_probes = 0, tt_hits = 0;
};

class CounterSet {
public:
    explicit CounterSet(const SolveContext& ctx) : ctx_(ctx) {}

    // Counts a node; true when the search must stop (clock checked every
    // 4096 nodes of a thread, the latched flag every node).
    bool tick(Counters& c) const {
        ++c.nodes;
        if ((c.nodes & 4095) == 0) {
            if (ctx_.progress) ctx_.progress->nodes.fetch_add(4096, std::memory_order_relaxed);
            return ctx_.stop && ctx_.stop->poll();
        }
        return ctx_.stopped();
    }
    Counters& local() { return per_thread_.local(); }
    void add_to(SearchStats& s) const {
        for (const Counters& c : per_thread_) {
            s.nodes += c.nodes;
            s.tt_probes += c.tt_probes;
            s.tt_hits += c.tt_hits;
        }
    }

private:
    const SolveContext& ctx_;
    tbb::enumerable_thread_specific<Counters> per_thread_;
};

}  // namespace dawson::search
