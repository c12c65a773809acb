#pragma once
// Game-independent drivers for independent tasks: run a function with a
// given number of worker threads, and run body(i) for i in [0, n) as oneTBB
// tasks. Each body writes only its own outputs (slot i of a vector, say),
// so results do not depend on the scheduling. The ThreadSanitizer
// annotations of core/tsan.hpp order each task after its spawner and
// the caller after every task.

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include <cstddef>

#include "core/tsan.hpp"

namespace dawson::core {

// Runs f() in a oneTBB arena of `threads` threads (<= 0: every core), so
// that the parallel drivers called inside use that many; returns f()'s
// result.
template <class F>
auto with_threads(int threads, F&& f) {
    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    return arena.execute(f);
}

// Calls body(i) for every i in [0, n), in parallel.
template <class Body>
void for_each_task(std::size_t n, Body&& body) {
    auto task = [&](std::size_t i) {
        tsan::task_begin();
        body(i);
        tsan::task_end();
    };
    tsan::before_tasks();
    tbb::parallel_for(std::size_t{0}, n, task);
    tsan::after_tasks();
}

}  // namespace dawson::core
