#pragma once
// `dawson solve FILE…`: solves every problem of the files (help, series and,
// once its engine is in, battle play) and prints Popeye-style text with
// verdicts, Popeye's exact format, or JSON.

#include <string>
#include <vector>

namespace dawson::cli {

int solve_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
