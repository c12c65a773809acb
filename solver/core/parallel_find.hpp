#pragma once
// A cancellable parallel search for a witness: is there an i in [0, n) for
// which body(i) holds? This is the AND node of a battle-play search (does
// some defence refute?), split over oneTBB tasks. As soon as one body
// succeeds, the others are told to give up: the tasks not yet started are
// skipped (the node's task_group_context is cancelled) and the running ones
// see their CancelScope raised, which the search polls and answers by
// throwing Cancelled.
//
// Scopes nest as the searches do: a body may start a parallel_find of its
// own, whose scope has the body's scope as parent, and a raised scope stops
// everything below it. A parallel_find whose work was cut short without a
// success (an ancestor gave up, or a sibling threw) has no answer: it
// throws Cancelled itself, so that no caller ever takes an unfinished search
// for a failed one (and, say, stores that in a transposition table).
//
// ThreadSanitizer cannot see oneTBB's internal synchronisation (the system's
// libtbb is not instrumented), so TSan builds use two std::threads instead
// (see below).

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_group.h>

#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>

namespace dawson::core {

// Thrown out of a body whose scope (or an ancestor's) was raised.
struct Cancelled {};

// One parallel_find's "give up" flag, linked to the enclosing ones.
class CancelScope {
public:
    explicit CancelScope(const CancelScope* parent = nullptr) : parent_(parent) {}

    void raise() { raised_.store(true, std::memory_order_relaxed); }
    // True when this scope or an enclosing one is raised.
    bool cancelled() const {
        for (const CancelScope* s = this; s; s = s->parent_)
            if (s->raised_.load(std::memory_order_relaxed)) return true;
        return false;
    }

private:
    const CancelScope* parent_;
    std::atomic<bool> raised_{false};
};

// Calls body(i, scope) for i in [0, n), in parallel, until one returns true;
// returns that i (the first to succeed in time, not always the smallest), or
// nothing when none does. Bodies must poll scope.cancelled() in long work
// and throw Cancelled when it is set. Throws Cancelled when the search was
// cut short from outside without a success; other exceptions of a body
// propagate.
template <class Body>
std::optional<std::size_t> parallel_find(std::size_t n, const CancelScope* parent, Body&& body) {
    CancelScope scope(parent);
    const CancelScope& view = scope;  // what the bodies see: they may not raise it
#if defined(__SANITIZE_THREAD__)
    // The outermost parallel_find of a thread runs its bodies on std::threads,
    // which TSan understands, so the bodies' sharing is still checked under
    // real concurrency; nested ones run in their thread.
    static thread_local bool inside = false;
    if (inside || n < 2) {
        for (std::size_t i = 0; i < n; ++i)
            if (body(i, view)) return i;
        return std::nullopt;
    }
    std::atomic<std::size_t> next{0}, found{n};
    std::exception_ptr error;
    std::mutex error_mutex;
    auto run = [&] {
        inside = true;
        for (std::size_t i; !scope.cancelled() && (i = next.fetch_add(1)) < n;) {
            try {
                if (body(i, view)) {
                    std::size_t none = n;
                    found.compare_exchange_strong(none, i);
                    scope.raise();
                }
            } catch (const Cancelled&) {
            } catch (...) {
                const std::lock_guard<std::mutex> lock(error_mutex);
                if (!error) error = std::current_exception();
                scope.raise();
            }
        }
        inside = false;
    };
    std::thread helper(run);
    run();
    helper.join();
    if (error) std::rethrow_exception(error);
    if (found.load() < n) return found.load();
    if (scope.cancelled()) throw Cancelled{};
    return std::nullopt;
#else
    std::atomic<std::size_t> found{n};
    tbb::task_group_context ctx;
    tbb::parallel_for(
        std::size_t{0}, n, std::size_t{1},
        [&](std::size_t i) {
            if (scope.cancelled()) return;
            try {
                if (body(i, view)) {
                    std::size_t none = n;
                    found.compare_exchange_strong(none, i, std::memory_order_relaxed);
                    scope.raise();
                    ctx.cancel_group_execution();
                }
            } catch (const Cancelled&) {
                // This scope or an ancestor gave up; decided below.
            }
        },
        tbb::simple_partitioner{}, ctx);
    const std::size_t f = found.load(std::memory_order_relaxed);
    if (f < n) return f;
    if (scope.cancelled() || ctx.is_group_execution_cancelled()) throw Cancelled{};
    return std::nullopt;
#endif
}

}  // namespace dawson::core
