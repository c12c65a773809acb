// The texts of the progress line (durations, estimates, the collection and
// the one-problem lines) and the display's behaviour when disabled.

#include <catch2/catch.hpp>
#include <sstream>

#include "cli/progress.hpp"

using namespace dawson::cli;

TEST_CASE("durations are short and readable", "[cli][progress]") {
    CHECK(format_duration(0) == "0.0s");
    CHECK(format_duration(0.44) == "0.4s");
    CHECK(format_duration(9.96) == "10.0s");
    CHECK(format_duration(42.7) == "42s");
    CHECK(format_duration(185) == "3m05s");
    CHECK(format_duration(7620) == "2h07m");
    CHECK(format_duration(-3) == "0.0s");
}

TEST_CASE("the estimate is linear in the work done", "[cli][progress]") {
    CHECK(estimate_remaining(0, 10, 5) < 0);            // nothing done: no estimate
    CHECK(estimate_remaining(2, 10, 4) == Approx(16));  // 2 s each, 8 left
    CHECK(estimate_remaining(10, 10, 4) == 0);
}

TEST_CASE("counts are abbreviated", "[cli][progress]") {
    CHECK(format_count(999) == "999");
    CHECK(format_count(12345) == "12k");
    CHECK(format_count(1.25e6) == "1.2M");
    CHECK(format_count(3.4e9) == "3.4G");
}

TEST_CASE("collection progress: done of total, verdict counts, elapsed and ETA", "[cli][progress]") {
    CHECK(collection_progress_line(12, 40, {{"sound", 10}, {"cooked", 2}, {"count", 0}}, 6.0) ==
          "[12/40] 30% sound 10, cooked 2 | 6.0s, ETA 14s");
    CHECK(collection_progress_line(0, 5, {}, 1.0) == "[0/5] 0% | 1.0s");
}

TEST_CASE("one-problem progress: root moves, nodes per second, elapsed and ETA", "[cli][progress]") {
    CHECK(problem_progress_line(7, 28, 2'400'000, 2.0) == "root moves 7/28 | 1.2M nodes/s | 2.0s, ETA 6.0s");
    CHECK(problem_progress_line(0, 0, 500, 1.0) == "500 nodes/s | 1.0s");
}

TEST_CASE("a disabled display prints through and draws nothing", "[cli][progress]") {
    std::ostringstream err, out;
    {
        ProgressDisplay d(err, false, [] { return std::string("x"); });
        d.print_above(out, "line\n");
    }
    CHECK(out.str() == "line\n");
    CHECK(err.str().empty());
}

TEST_CASE("an enabled display draws the line, keeps printed lines apart and erases itself", "[cli][progress]") {
    std::ostringstream err, out;
    {
        ProgressDisplay d(
            err, true, [] { return std::string("[1/2]"); }, std::chrono::milliseconds(5));
        d.print_above(out, "result\n");
        d.stop();
    }
    CHECK(out.str() == "result\n");
    const std::string e = err.str();
    CHECK(e.find("\r[1/2]\x1b[K") != std::string::npos);
    CHECK(e.size() >= 4);
    CHECK(e.substr(e.size() - 4) == "\r\x1b[K");  // erased at the end
}
