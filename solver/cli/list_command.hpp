#pragma once
// `dawson list COLLECTION… --html OUT | --latex OUT | --markdown OUT`:
// solves every problem of the collection and writes solution listings.

#include <string>
#include <vector>

namespace dawson::cli {

int list_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
