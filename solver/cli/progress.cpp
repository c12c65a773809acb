#include "cli/progress.hpp"

#include <unistd.h>

#include <cmath>
#include <cstdio>

namespace dawson::cli {

std::string format_duration(double s) {
    char buf[32];
    if (s < 0) s = 0;
    if (s < 10)
        std::snprintf(buf, sizeof buf, "%.1fs", s);
    else if (s < 60)
        std::snprintf(buf, sizeof buf, "%.0fs", std::floor(s));
    else if (s < 3600) {
        const long t = static_cast<long>(s);
        std::snprintf(buf, sizeof buf, "%ldm%02lds", t / 60, t % 60);
    } else {
        const long t = static_cast<long>(s) / 60;
        std::snprintf(buf, sizeof buf, "%ldh%02ldm", t / 60, t % 60);
    }
    return buf;
}

double estimate_remaining(double done, double total, double elapsed) {
    if (done <= 0) return -1;
    if (done >= total) return 0;
    return elapsed / done * (total - done);
}

std::string format_count(double n) {
    char buf[32];
    if (n >= 1e9)
        std::snprintf(buf, sizeof buf, "%.1fG", n / 1e9);
    else if (n >= 1e6)
        std::snprintf(buf, sizeof buf, "%.1fM", n / 1e6);
    else if (n >= 1e4)
        std::snprintf(buf, sizeof buf, "%.0fk", n / 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.0f", n);
    return buf;
}

namespace {

std::string time_part(double elapsed, double remaining) {
    std::string s = format_duration(elapsed);
    if (remaining >= 0) s += ", ETA " + format_duration(remaining);
    return s;
}

}  // namespace

std::string collection_progress_line(std::size_t done, std::size_t total,
                                     const std::vector<std::pair<std::string, std::size_t>>& verdict_counts,
                                     double elapsed) {
    std::string s;
    s.append("[").append(std::to_string(done)).append("/").append(std::to_string(total)).append("] ");
    s.append(std::to_string(total ? done * 100 / total : 100)).append("%");
    bool first = true;
    for (const auto& [name, n] : verdict_counts) {
        if (n == 0) continue;
        s.append(first ? " " : ", ").append(name).append(" ").append(std::to_string(n));
        first = false;
    }
    s += " | " + time_part(elapsed, estimate_remaining(static_cast<double>(done), static_cast<double>(total), elapsed));
    return s;
}

std::string problem_progress_line(std::size_t root_done, std::size_t root_total, std::uint64_t nodes, double elapsed) {
    std::string s;
    if (root_total > 0) s = "root moves " + std::to_string(root_done) + "/" + std::to_string(root_total) + " | ";
    if (nodes > 0) s += format_count(elapsed > 0 ? static_cast<double>(nodes) / elapsed : 0) + " nodes/s | ";
    const double remaining =
        root_total > 0 ? estimate_remaining(static_cast<double>(root_done), static_cast<double>(root_total), elapsed)
                       : -1;
    return s + time_part(elapsed, remaining);
}

std::string batch_progress_line(std::size_t done, std::size_t total,
                                const std::vector<std::pair<std::string, std::size_t>>& verdict_counts, double elapsed,
                                const search::LiveProgress& live) {
    const std::uint64_t nodes = live.nodes.load(std::memory_order_relaxed);
    if (total == 1 && done == 0)
        return problem_progress_line(live.root_done.load(std::memory_order_relaxed),
                                     live.root_total.load(std::memory_order_relaxed), nodes, elapsed);
    std::string s = collection_progress_line(done, total, verdict_counts, elapsed);
    if (nodes > 0 && elapsed > 0) {
        const std::size_t bar = s.rfind(" | ");
        s.insert(bar, " | " + format_count(static_cast<double>(nodes) / elapsed) + " nodes/s");
    }
    return s;
}

bool progress_wanted(ProgressMode mode) {
    if (mode == ProgressMode::On) return true;
    if (mode == ProgressMode::Off) return false;
    return ::isatty(STDERR_FILENO) == 1;
}

ProgressDisplay::ProgressDisplay(std::ostream& err, bool enabled, std::function<std::string()> line,
                                 std::chrono::milliseconds interval)
    : err_(err), enabled_(enabled), line_(std::move(line)), interval_(interval) {
    if (!enabled_) return;
    thread_ = std::thread([this] {
        std::unique_lock lock(mutex_);
        while (!stopping_) {
            draw_locked();
            cv_.wait_for(lock, interval_, [this] { return stopping_; });
        }
    });
}

ProgressDisplay::~ProgressDisplay() { stop(); }

void ProgressDisplay::draw_locked() {
    err_ << '\r' << line_() << "\x1b[K" << std::flush;
    drawn_ = true;
}

void ProgressDisplay::clear_locked() {
    if (!drawn_) return;
    err_ << "\r\x1b[K" << std::flush;
    drawn_ = false;
}

void ProgressDisplay::print_above(std::ostream& out, std::string_view text) {
    if (!enabled_) {
        out << text << std::flush;
        return;
    }
    std::lock_guard lock(mutex_);
    clear_locked();
    out << text << std::flush;
    if (!stopping_) draw_locked();
}

void ProgressDisplay::stop() {
    if (!enabled_) return;
    {
        std::lock_guard lock(mutex_);
        if (stopping_) return;
        stopping_ = true;
        clear_locked();
    }
    cv_.notify_all();
    if (thread_.joinable()) thread_.join();
    std::lock_guard lock(mutex_);
    clear_locked();
}

}  // namespace dawson::cli
