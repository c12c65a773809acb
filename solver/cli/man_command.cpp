#include "cli/man_command.hpp"

#include <iostream>

#include "cli/command.hpp"
#include "cli/options.hpp"

namespace dawson::cli {

int man_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("man", args, pa)) return *rc;
    if (!pa.operands.empty()) return usage_error("man", "takes no operand");
    print_man_page(std::cout);
    return Ok;
}

}  // namespace dawson::cli
