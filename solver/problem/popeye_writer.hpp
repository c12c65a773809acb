#pragma once
// Prints Problems back as Popeye input, in the problem's language, so that
// reading the text again gives the same Problem (tests/problem_roundtrip_test).
// Several problems are joined with NextProblem.

#include <string>
#include <vector>

#include "problem/problem.hpp"

namespace dawson::problem {

std::string write_popeye(const Problem& problem);
std::string write_popeye(const std::vector<Problem>& problems);

}  // namespace dawson::problem
