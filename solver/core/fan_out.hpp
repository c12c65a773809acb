#pragma once
// Splitting a search node's children over oneTBB tasks with deterministic
// results. Each child writes into its own output vector; the vectors are
// concatenated in child order afterwards, so the result is the same bytes
// whatever the number of threads or the scheduling. Nested fan-outs (below
// the root, at every node deep enough to be worth a task) let idle threads
// steal work from uneven subtrees. Callers give every task its own copy of
// the position.

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <thread>
#include <vector>

namespace dawson::core {

// Calls body(i, out_i) for i in [0, n), in parallel when `parallel` is set,
// and appends out_0, out_1, … to `out` in that order.
template <class T, class Body>
void fan_out(std::size_t n, bool parallel, std::vector<T>& out, Body&& body) {
    if (!parallel || n < 2) {
        for (std::size_t i = 0; i < n; ++i) body(i, out);
        return;
    }
    std::vector<std::vector<T>> parts(n);
#if defined(__SANITIZE_THREAD__)
    // ThreadSanitizer cannot see the synchronisation inside the system's
    // (uninstrumented) libtbb and reports its fork/join as races. TSan
    // builds run the outermost fork/join on std::threads, which it
    // understands, so our own code in `body` is still checked under real
    // concurrency; nested fan-outs run in their thread (short-lived threads
    // would reuse thread ids, and with them per-thread slots, without any
    // ordering TSan could see).
    static thread_local bool inside = false;
    if (inside) {
        for (std::size_t i = 0; i < n; ++i) body(i, parts[i]);
    } else {
        const std::size_t workers =
            std::min<std::size_t>(n, static_cast<std::size_t>(std::max(1, tbb::this_task_arena::max_concurrency())));
        std::atomic<std::size_t> next{0};
        auto run = [&] {
            inside = true;
            for (std::size_t i; (i = next.fetch_add(1)) < n;) body(i, parts[i]);
            inside = false;
        };
        std::vector<std::thread> pool;
        for (std::size_t w = 1; w < workers; ++w) pool.emplace_back(run);
        run();
        for (std::thread& t : pool) t.join();
    }
#else
    tbb::parallel_for(
        std::size_t{0}, n, std::size_t{1}, [&](std::size_t i) { body(i, parts[i]); }, tbb::simple_partitioner{});
#endif
    for (auto& p : parts)
        for (auto& x : p) out.push_back(std::move(x));
}

// fan_out for a node whose size is not known in advance: calls
// body(i, out, false) for i in [0, n) in turn, on the caller's own
// position, until `grown()` says the node has cost enough to be worth
// tasks; with `parallel` set, the rest are then fanned out, as
// body(i, out_i, true) (the third argument, "copied": each task works on
// its own copy of the position). The outputs come in child order either
// way. Most nodes deep in a search end (settled by a table, or with few
// children) before they grow, and so cost no task at all.
template <class T, class Grown, class Body>
void fan_out_grown(std::size_t n, bool parallel, std::vector<T>& out, Grown&& grown, Body&& body) {
    std::size_t i = 0;
    for (; i < n && !(parallel && grown()); ++i) body(i, out, false);
    if (i == n) return;
    fan_out(n - i, true, out, [&](std::size_t j, std::vector<T>& part) { body(i + j, part, true); });
}

}  // namespace dawson::core
