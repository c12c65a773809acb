#pragma once
// The progress line on standard error: redrawn in place ("\r", erase to end
// of line) a few times a second by a background thread, only when standard
// error is a terminal or --progress asks for it. Lines printed to standard
// output while it runs go through print_above(), which clears the progress
// line first and draws it again after, so the two never mix on a terminal.
// The texts are made by pure functions (tested in tests/cli_progress_test).

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "cli/options.hpp"
#include "search/live_progress.hpp"

namespace dawson::cli {

// "0.4s", "42s", "3m05s", "2h07m".
std::string format_duration(double seconds);

// The estimated time left when `done` of `total` took `elapsed` seconds;
// negative when nothing is done yet (no estimate).
double estimate_remaining(double done, double total, double elapsed);

// "[12/40] 30% sound 10, cooked 1 | 3.2s, ETA 7s" for a collection.
std::string collection_progress_line(std::size_t done, std::size_t total,
                                     const std::vector<std::pair<std::string, std::size_t>>& verdict_counts,
                                     double elapsed);

// "root moves 7/23 | 1.2M nodes/s | 3.2s, ETA 7s" for one problem; without
// root moves (total 0): "1.2M nodes/s | 3.2s".
std::string problem_progress_line(std::size_t root_done, std::size_t root_total, std::uint64_t nodes, double elapsed);

// The line of a batch (check, list): with one problem, the one-problem
// line; with more, the collection line and the speed:
// "[12/40] 30% sound 10 | 1.2M nodes/s | 6.0s, ETA 14s".
std::string batch_progress_line(std::size_t done, std::size_t total,
                                const std::vector<std::pair<std::string, std::size_t>>& verdict_counts, double elapsed,
                                const search::LiveProgress& live);

// "1.2M", "340k", "999".
std::string format_count(double n);

// Whether to show progress: On always, Off never, Auto when stderr is a
// terminal.
bool progress_wanted(ProgressMode mode);

class ProgressDisplay {
public:
    using Clock = std::chrono::steady_clock;

    // Draws `line()` on `err` every `interval` while alive, if `enabled`.
    ProgressDisplay(std::ostream& err, bool enabled, std::function<std::string()> line,
                    std::chrono::milliseconds interval = std::chrono::milliseconds(250));
    ~ProgressDisplay();
    ProgressDisplay(const ProgressDisplay&) = delete;
    ProgressDisplay& operator=(const ProgressDisplay&) = delete;

    // Prints `text` (ending in a newline) to `out` without mixing it with
    // the progress line.
    void print_above(std::ostream& out, std::string_view text);
    // Stops drawing and erases the line.
    void stop();
    bool enabled() const { return enabled_; }

private:
    void draw_locked();
    void clear_locked();

    std::ostream& err_;
    bool enabled_;
    std::function<std::string()> line_;
    std::chrono::milliseconds interval_;
    std::mutex mutex_;
    std::condition_variable cv_;
    bool stopping_ = false;
    bool drawn_ = false;
    std::thread thread_;
};

}  // namespace dawson::cli
