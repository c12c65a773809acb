#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/race_command.hpp"
#include "race/notation.hpp"
#include "race/perft.hpp"
#include "race/solution_report.hpp"

namespace dawson::cli {

int race_perft_command(const std::vector<std::string>& args) {
    const std::string_view cmd = "race:perft";
    ParsedArgs pa;
    if (auto rc = parse_command_line(cmd, args, pa)) return *rc;
    if (!pa.operands.empty()) return usage_error(cmd, "takes no operand (see dawson race perft --help)");
    const std::optional<race::Position> pos = race_position_option(cmd, pa);
    if (!pos) return BadInput;
    const std::optional<int> depth = race_number(pa.str("depth"), 1, 20);
    if (!depth) return usage_error(cmd, "--depth must be 1 … 20");
    const auto t0 = std::chrono::steady_clock::now();
    const std::vector<race::DivideEntry> entries = race::divide(*pos, *depth, pa.common.threads);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    std::uint64_t total = 0;
    for (const race::DivideEntry& e : entries) {
        total += e.nodes;
        if (pa.has("divide")) std::cout << race::move_text(e.move) << ' ' << e.nodes << '\n';
    }
    if (pos->finished()) std::cout << "game finished: " << race::finished_text(*pos) << '\n';
    std::cout << "nodes " << total << '\n' << std::flush;
    // The time goes to standard error: standard output is the same for any
    // thread count.
    std::fprintf(stderr, "time %.3f s\nleaves/s %.0f\n", secs, secs > 0 ? total / secs : 0.0);
    return pos->finished() ? Unsound : Ok;
}

}  // namespace dawson::cli
