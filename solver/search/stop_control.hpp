#pragma once
// When a search must stop early: a deadline (--max-time, Option MaxTime) and
// an interrupt flag raised from outside (Ctrl-C). Shared by every worker
// thread of one solve; once a stop is seen it latches, so all threads wind
// down and the reason stays readable afterwards.

#include <atomic>
#include <chrono>
#include <optional>

namespace dawson::search {

enum class StopReason : int { None = 0, TimeLimit = 1, Interrupted = 2 };

class StopControl {
public:
    using Clock = std::chrono::steady_clock;

    // `interrupt` (may be null) is polled; it is owned by the caller, e.g. a
    // flag set by a SIGINT handler.
    explicit StopControl(const std::atomic<bool>* interrupt = nullptr) : interrupt_(interrupt) {}

    // Start a new time budget (nullopt: none).
    void arm(std::optional<double> seconds) {
        reason_.store(0, std::memory_order_relaxed);
        has_deadline_ = seconds.has_value();
        if (seconds)
            deadline_ =
                Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(*seconds));
    }

    // Cheap test for the hot path: reads the latched flag and the interrupt.
    bool stopped() const {
        if (reason_.load(std::memory_order_relaxed) != 0) return true;
        if (interrupt_ && interrupt_->load(std::memory_order_relaxed)) {
            latch(StopReason::Interrupted);
            return true;
        }
        return false;
    }
    // Also looks at the clock (call every few thousand nodes).
    bool poll() const {
        if (stopped()) return true;
        if (has_deadline_ && Clock::now() >= deadline_) {
            latch(StopReason::TimeLimit);
            return true;
        }
        return false;
    }
    StopReason reason() const { return static_cast<StopReason>(reason_.load(std::memory_order_relaxed)); }

private:
    void latch(StopReason r) const {
        int expected = 0;
        reason_.compare_exchange_strong(expected, static_cast<int>(r), std::memory_order_relaxed);
    }

    const std::atomic<bool>* interrupt_;
    mutable std::atomic<int> reason_{0};
    bool has_deadline_ = false;
    Clock::time_point deadline_{};
};

}  // namespace dawson::search
