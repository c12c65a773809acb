#pragma once
// Reader for Popeye's input language: BeginProblem … NextProblem … EndProblem,
// any number of problems per file, English, German or French keywords, with
// Popeye's abbreviation rule. See README.md ("Problem files") for what is
// supported; anything else is reported, per problem, as an error
// ("file:line:col: error: …") and the other problems are still read.

#include <string>
#include <string_view>

#include "problem/read_result.hpp"

namespace dawson::problem {

// Reads every problem of `text`; `file_name` is used in diagnostics.
ReadResult read_popeye(std::string_view text, const std::string& file_name);

}  // namespace dawson::problem
