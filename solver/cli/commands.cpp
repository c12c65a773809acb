#include <iostream>

#include "cli/command.hpp"
#include "cli/perft_command.hpp"
#include "cli/solve_command.hpp"

namespace dawson::cli {

const std::vector<Command>& commands() {
    static const std::vector<Command> all{
        {"perft", "count legal move paths (move generator check)", perft_command},
        {"solve", "solve the problems of Popeye or Olive files", solve_command},
    };
    return all;
}

int usage_error(std::string_view command, std::string_view what) {
    std::cerr << "dawson " << command << ": error: " << what << '\n';
    return BadInput;
}

}  // namespace dawson::cli
