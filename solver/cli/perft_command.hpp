#pragma once
#include <string>
#include <vector>

namespace dawson::cli {
// `dawson perft --variant V (--fen F | --start) --depth N [--divide] [--threads T]`
int perft_command(const std::vector<std::string>& args);
}  // namespace dawson::cli
