#include "cli/race_command.hpp"

#include <iostream>

#include "cli/command.hpp"
#include "race/notation.hpp"

namespace dawson::cli {

namespace {

// The subcommands of `dawson race`.
struct RaceSubcommand {
    std::string_view name;
    int (*run)(const std::vector<std::string>& args);
};

const RaceSubcommand kRaceSubcommands[] = {
    {"perft", race_perft_command},
    {"solve", race_solve_command},
    {"check", race_check_command},
};

}  // namespace

int race_command(const std::vector<std::string>& args) {
    if (args.empty() || args[0].starts_with('-')) {
        // Only --help, --version and their errors: the table's rows for "race".
        ParsedArgs pa;
        if (auto rc = parse_command_line("race", args, pa)) return *rc;
        print_command_help(std::cerr, "race");
        return BadInput;
    }
    for (const RaceSubcommand& s : kRaceSubcommands)
        if (args[0] == s.name) return s.run(std::vector<std::string>(args.begin() + 1, args.end()));
    return usage_error("race", "unknown subcommand '" + args[0] + "' (want perft, solve or check)");
}

std::optional<race::Position> race_position_option(std::string_view command, const ParsedArgs& pa) {
    if (pa.has("position") == pa.has("start")) {
        usage_error(command, "give exactly one of --position and --start");
        return std::nullopt;
    }
    try {
        return race::parse_position(pa.has("start") ? std::string(race::kStartText) : pa.str("position"));
    } catch (const race::PositionError& e) {
        usage_error(command, std::string("bad position: ") + e.what());
        return std::nullopt;
    }
}

std::optional<int> race_number(const std::string& text, int low, int high) {
    int n = 0;
    if (!parse_number(text, n) || n < low || n > high) return std::nullopt;
    return n;
}

}  // namespace dawson::cli
