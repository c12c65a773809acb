#pragma once
// Splitting a search node's children over oneTBB tasks with deterministic
// results. Each child writes into its own output vector; the vectors are
// concatenated in child order afterwards, so the result is the same bytes
// whatever the number of threads or the scheduling. Nested fan-outs (below
// the root, at every node deep enough to be worth a task) let idle threads
// steal work from uneven subtrees. Callers give every task its own copy of
// the position.

#include <oneapi/tbb/parallel_for.h>

#include <cstddef>
#include <vector>

namespace dawson::parallel {

// Calls body(i, out_i) for i in [0, n), in parallel when `parallel` is set,
// and appends out_0, out_1, … to `out` in that order.
template <class T, class Body>
void fan_out(std::size_t n, bool parallel, std::vector<T>& out, Body&& body) {
    if (!parallel || n < 2) {
        for (std::size_t i = 0; i < n; ++i) body(i, out);
        return;
    }
    std::vector<std::vector<T>> parts(n);
    tbb::parallel_for(
        std::size_t{0}, n, std::size_t{1}, [&](std::size_t i) { body(i, parts[i]); }, tbb::simple_partitioner{});
    for (auto& p : parts)
        for (auto& x : p) out.push_back(std::move(x));
}

}  // namespace dawson::parallel
