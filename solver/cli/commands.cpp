#include <iostream>

#include "cli/command.hpp"
#include "cli/perft_command.hpp"

namespace dawson::cli {

const std::vector<Command>& commands() {
    static const std::vector<Command> all{
        {"perft", "count legal move paths (move generator check)", perft_command},
    };
    return all;
}

int usage_error(std::string_view command, std::string_view what) {
    std::cerr << "dawson " << command << ": error: " << what << '\n';
    return BadInput;
}

}  // namespace dawson::cli
