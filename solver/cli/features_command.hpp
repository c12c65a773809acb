#pragma once
// `dawson features`: prints the feature matrix (docs/features.md).

#include <string>
#include <vector>

namespace dawson::cli {

int features_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
