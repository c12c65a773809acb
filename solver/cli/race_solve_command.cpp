#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli/race_command.hpp"
#include "race/solution.hpp"
#include "race/solution_report.hpp"

namespace dawson::cli {

int race_solve_command(const std::vector<std::string>& args) {
    const std::string_view cmd = "race:solve";
    ParsedArgs pa;
    if (auto rc = parse_command_line(cmd, args, pa)) return *rc;
    if (!pa.operands.empty()) return usage_error(cmd, "takes no operand (see dawson race solve --help)");
    const std::optional<race::Position> pos = race_position_option(cmd, pa);
    if (!pos) return BadInput;
    const std::optional<int> win = race_number(pa.str("win"), 1, 60);
    if (!win) return usage_error(cmd, "--win must be 1 … 60");
    const auto t0 = std::chrono::steady_clock::now();
    const race::Solution s = race::solve(*pos, *win, pa.common.threads, pa.common.hash_mb << 20);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    if (pa.common.format == "json")
        std::cout << race::solution_json(*pos, s).dump(2) << '\n';
    else
        race::write_solution_text(std::cout, *pos, s);
    std::cout << std::flush;
    std::fprintf(stderr, "time %.3f s\n", secs);
    return s.yes() ? Ok : Unsound;
}

}  // namespace dawson::cli
