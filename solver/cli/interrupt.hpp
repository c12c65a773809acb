#pragma once
// Ctrl-C and termination for the long-running subcommands (solve, check,
// list, bench): while an InterruptGuard lives, SIGINT and SIGTERM (sent by
// `timeout`, Slurm and service managers) raise its flag instead of killing
// the process; the search polls the flag (search::StopControl), finishes
// what it must, the command prints what it has and exits with 130. A signal
// handler can only reach static storage, so the flag is the one
// process-wide variable here; the guard restores the previous handlers when
// it goes.

#include <atomic>
#include <csignal>

namespace dawson::cli {

// Turns SIGINT and SIGTERM into a flag while it lives.
class InterruptGuard {
public:
    InterruptGuard();
    ~InterruptGuard();
    InterruptGuard(const InterruptGuard&) = delete;
    InterruptGuard& operator=(const InterruptGuard&) = delete;

    const std::atomic<bool>* flag() const;
    bool raised() const;

private:
    void (*previous_int_)(int);
    void (*previous_term_)(int);
};

}  // namespace dawson::cli
