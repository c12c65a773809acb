// core::parallel_find, the AND node of the parallel battle search: it
// finds a witness when there is one and none when there is none, gives up
// the other bodies once one succeeds, never answers a search cut short from
// outside (it throws Cancelled instead), and lets other exceptions through.
// tools/test runs these tests under ThreadSanitizer too.

#include "core/parallel_find.hpp"

#include <oneapi/tbb/task_arena.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <stdexcept>

namespace {

using dawson::core::Cancelled;
using dawson::core::CancelScope;
using dawson::core::parallel_find;

// Busy work that gives up when its scope is raised, like a search polling.
bool spin_until_cancelled(const CancelScope& scope, int rounds) {
    for (int r = 0; r < rounds; ++r)
        if (scope.cancelled()) throw Cancelled{};
    return false;
}

}  // namespace

TEST_CASE("parallel_find finds a witness or none", "[parallel]") {
    tbb::task_arena arena(2);
    arena.execute([] {
        // Witnesses are the multiples of 7 in [0, 100): whichever is found
        // first, it is one of them.
        auto f = parallel_find(100, nullptr, [](std::size_t i, const CancelScope&) { return i > 0 && i % 7 == 0; });
        REQUIRE(f.has_value());
        CHECK(*f % 7 == 0);
        CHECK(*f > 0);
        // No witness: every body runs and the answer is "none".
        std::atomic<int> ran{0};
        auto none = parallel_find(50, nullptr, [&](std::size_t, const CancelScope&) {
            ran.fetch_add(1);
            return false;
        });
        CHECK_FALSE(none.has_value());
        CHECK(ran.load() == 50);
        CHECK_FALSE(parallel_find(0, nullptr, [](std::size_t, const CancelScope&) { return true; }).has_value());
    });
}

TEST_CASE("parallel_find gives up the other bodies after a success", "[parallel]") {
    tbb::task_arena arena(2);
    arena.execute([] {
        // Body 0 succeeds at once; the others spin until cancelled (they
        // would spin for a very long time otherwise), so the call can only
        // return because the success raised the scope.
        auto f = parallel_find(64, nullptr, [](std::size_t i, const CancelScope& scope) {
            return i == 0 ? true : spin_until_cancelled(scope, 1 << 30);
        });
        REQUIRE(f.has_value());
        CHECK(*f == 0);
    });
}

TEST_CASE("a parallel_find cut short from outside throws Cancelled", "[parallel]") {
    tbb::task_arena arena(2);
    arena.execute([] {
        // An enclosing search has given up (its scope is raised): the inner
        // search must not answer "none", which a caller could take for a
        // proven failure and store; it throws Cancelled. The bodies poll
        // their scope as the battle search does.
        CancelScope outer;
        outer.raise();
        CHECK_THROWS_AS(
            parallel_find(8, &outer, [](std::size_t, const CancelScope& s) { return spin_until_cancelled(s, 1000); }),
            Cancelled);
        // A scope raised further up counts too.
        CancelScope grand;
        CancelScope parent(&grand);
        grand.raise();
        CHECK(parent.cancelled());
        CHECK_THROWS_AS(
            parallel_find(8, &parent, [](std::size_t, const CancelScope& s) { return spin_until_cancelled(s, 1000); }),
            Cancelled);
        // A success found before the cut is still an answer.
        CancelScope quiet;
        auto f = parallel_find(4, &quiet, [](std::size_t i, const CancelScope&) { return i == 2; });
        REQUIRE(f.has_value());
        CHECK(*f == 2);
    });
}

TEST_CASE("parallel_find lets a body's exception through", "[parallel]") {
    tbb::task_arena arena(2);
    arena.execute([] {
        CHECK_THROWS_AS(parallel_find(16, nullptr,
                                      [](std::size_t i, const CancelScope&) -> bool {
                                          if (i == 5) throw std::runtime_error("stop");
                                          return false;
                                      }),
                        std::runtime_error);
    });
}
