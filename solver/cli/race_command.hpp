#pragma once
// `dawson race SUBCOMMAND`: Crispin's Grasshopper, the racing game, with
// its own subcommands (named "race:perft", … in the option table).

#include <optional>
#include <string>
#include <vector>

#include "cli/options.hpp"
#include "race/position.hpp"

namespace dawson::cli {

// `dawson race (perft | solve | check) ...`
int race_command(const std::vector<std::string>& args);

// `dawson race perft (--position P | --start) --depth N [--divide] [--threads T]`
int race_perft_command(const std::vector<std::string>& args);
// `dawson race solve (--position P | --start) --win N [--format json] [--threads T]`
int race_solve_command(const std::vector<std::string>& args);
// `dawson race check FILE... [--win N] [--threads T]`
int race_check_command(const std::vector<std::string>& args);

// The position of --position or --start (exactly one); nullopt after
// reporting the error.
std::optional<race::Position> race_position_option(std::string_view command, const ParsedArgs& pa);
// A whole number from `text` in [low, high]; nullopt when it is not one.
std::optional<int> race_number(const std::string& text, int low, int high);

}  // namespace dawson::cli
