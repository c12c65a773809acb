#include "cli/features_command.hpp"

#include <iostream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "problem/features.hpp"
#include "report/feature_matrix.hpp"

namespace dawson::cli {

int features_command(const std::vector<std::string>& args) {
    ParsedArgs pa;
    if (auto rc = parse_command_line("features", args, pa)) return *rc;
    if (!pa.operands.empty()) return usage_error("features", "takes no operand");
    report::write_feature_matrix(std::cout, problem::feature_matrix());
    return Ok;
}

}  // namespace dawson::cli
