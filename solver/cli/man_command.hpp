#pragma once
// `dawson man`: prints the manual page, built from the option table.

#include <string>
#include <vector>

namespace dawson::cli {

int man_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
