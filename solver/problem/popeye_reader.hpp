#pragma once
// Reader for Popeye's input language: BeginProblem … NextProblem … EndProblem,
// any number of problems per file, English, German or French keywords, with
// Popeye's abbreviation rule. See README.md ("Problem files") for what is
// supported; anything else is reported, per problem, as an error
// ("file:line:col: error: …") and the other problems are still read.

#include <optional>
#include <string>
#include <string_view>

#include "problem/read_result.hpp"

namespace dawson::problem {

// Reads every problem of `text`; `file_name` is used in diagnostics.
ReadResult read_popeye(std::string_view text, const std::string& file_name);

// The arguments of one Option command ("SetPlay", "Defence 1 Try",
// "NoCastling a1h1"), in English, added to `options`. Returns the first
// error (`file_name`:1:column), if any.
std::optional<Diagnostic> read_popeye_options(std::string_view text, const std::string& file_name, Options& options);

}  // namespace dawson::problem
