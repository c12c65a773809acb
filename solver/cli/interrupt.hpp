#pragma once
// Ctrl-C for the long-running subcommands (check, list, bench): while a
// SigintGuard lives, SIGINT raises its flag instead of killing the process;
// the search polls the flag (search::StopControl), finishes what it must and
// the command exits with 130. A signal handler can only reach static
// storage, so the flag is the one process-wide variable here; the guard
// restores the previous handler when it goes.

#include <atomic>
#include <csignal>

namespace dawson::cli {

class SigintGuard {
public:
    SigintGuard();
    ~SigintGuard();
    SigintGuard(const SigintGuard&) = delete;
    SigintGuard& operator=(const SigintGuard&) = delete;

    const std::atomic<bool>* flag() const;
    bool raised() const;

private:
    void (*previous_)(int);
};

}  // namespace dawson::cli
