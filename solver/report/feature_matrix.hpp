#pragma once
// The feature matrix (problem/features.hpp) as Markdown: a summary, then
// one table per category. docs/features.md is this text.

#include <ostream>
#include <vector>

#include "problem/features.hpp"

namespace dawson::report {

void write_feature_matrix(std::ostream& out, const std::vector<problem::Feature>& rows);

}  // namespace dawson::report
