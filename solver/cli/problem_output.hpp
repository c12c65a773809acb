#pragma once
// What `dawson solve` prints for one solved problem in the text and popeye
// formats or with --quiet, and when a problem makes the run exit with 1;
// shared by solve and by `dawson merge` of a split solve, which prints what
// one run prints. (The json format collects report::problem_json of every
// problem into one report::run_json document.)

#include <optional>
#include <string>
#include <vector>

#include "problem/encoding.hpp"
#include "problem/problem.hpp"
#include "search/result.hpp"

namespace dawson::cli {

// How a problem is printed.
struct OutputStyle {
    std::string format = "text";  // text or popeye (json: see above)
    bool quiet = false;           // one verdict line instead
    // The language asked for (--language); none: the problem's own.
    std::optional<problem::Language> language;
    // The input's encoding: popeye echoes Latin-1 input as Latin-1.
    problem::Encoding encoding = problem::Encoding::Utf8;
};

// The bytes printed for problem `p` of `file`, solved into `twins`.
std::string problem_output(const std::string& file, const problem::Problem& p,
                           const std::vector<search::TwinResult>& twins, const OutputStyle& style);

// True when the problem makes solve exit with 1: unsound, cooked, without
// solution, illegal, or left unsolved by the time limit.
bool problem_fails(const problem::Problem& p, const std::vector<search::TwinResult>& twins);

}  // namespace dawson::cli
