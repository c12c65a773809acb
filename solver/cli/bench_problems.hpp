#pragma once
// The fixed problem list of `dawson bench`, as one Popeye input text.

#include <string_view>

namespace dawson::cli {

std::string_view bench_problems();

}  // namespace dawson::cli
