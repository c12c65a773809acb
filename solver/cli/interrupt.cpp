#include "cli/interrupt.hpp"

namespace dawson::cli {

namespace {

std::atomic<bool> g_sigint{false};
static_assert(std::atomic<bool>::is_always_lock_free);

extern "C" void dawson_sigint_guard_handler(int) { g_sigint.store(true, std::memory_order_relaxed); }

}  // namespace

SigintGuard::SigintGuard() {
    g_sigint.store(false);
    previous_ = std::signal(SIGINT, dawson_sigint_guard_handler);
}

SigintGuard::~SigintGuard() { std::signal(SIGINT, previous_); }

const std::atomic<bool>* SigintGuard::flag() const { return &g_sigint; }

bool SigintGuard::raised() const { return g_sigint.load(std::memory_order_relaxed); }

}  // namespace dawson::cli
