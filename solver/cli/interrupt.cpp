#include "cli/interrupt.hpp"

namespace dawson::cli {

namespace {

std::atomic<bool> g_interrupt{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void dawson_interrupt_guard_handler(int) { g_interrupt.store(true, std::memory_order_relaxed); }

}  // namespace

InterruptGuard::InterruptGuard() {
    g_interrupt.store(false);
    previous_int_ = std::signal(SIGINT, dawson_interrupt_guard_handler);
    previous_term_ = std::signal(SIGTERM, dawson_interrupt_guard_handler);
}

InterruptGuard::~InterruptGuard() {
    std::signal(SIGINT, previous_int_);
    std::signal(SIGTERM, previous_term_);
}

const std::atomic<bool>* InterruptGuard::flag() const { return &g_interrupt; }

bool InterruptGuard::raised() const { return g_interrupt.load(std::memory_order_relaxed); }

}  // namespace dawson::cli
