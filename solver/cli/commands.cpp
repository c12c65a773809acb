#include <iostream>

#include "cli/bench_command.hpp"
#include "cli/check_command.hpp"
#include "cli/command.hpp"
#include "cli/features_command.hpp"
#include "cli/list_command.hpp"
#include "cli/man_command.hpp"
#include "cli/merge_command.hpp"
#include "cli/perft_command.hpp"
#include "cli/race_command.hpp"
#include "cli/solve_command.hpp"

namespace dawson::cli {

const std::vector<Command>& commands() {
    static const std::vector<Command> all{
        {"solve", "solve the problems of Popeye or Olive files", solve_command},
        {"check", "check whole collections: verdicts, summary, reports, shards", check_command},
        {"list", "write solution listings: HTML, LaTeX, Markdown", list_command},
        {"merge", "join shard reports, or the parts of a split solve, into one", merge_command},
        {"bench", "solve a fixed list of problems: node count signature and speed", bench_command},
        {"perft", "count legal move paths (move generator check)", perft_command},
        {"race", "Crispin's Grasshopper, the racing game: perft, solve, check", race_command},
        {"features", "what Dawson implements of Popeye's manual, and what it refuses", features_command},
        {"man", "print the manual page", man_command},
    };
    return all;
}

std::string command_title(std::string_view command) {
    std::string s(command);
    for (char& c : s)
        if (c == ':') c = ' ';
    return s;
}

int usage_error(std::string_view command, std::string_view what) {
    std::cerr << "dawson " << command_title(command) << ": error: " << what << '\n';
    return BadInput;
}

}  // namespace dawson::cli
