#pragma once
// The intended solution of a Popeye-format problem. Popeye rejects unknown
// keywords, so Dawson reads it from remarks, which Popeye accepts and prints:
//   Remark Intended: 1.Kf1-g2 Rb1-a1 2.Kg2*h1 Ra1-a3 3.Se1-g2 Ra3-h3 #
//   Remark Solutions: 2
// Each "Intended:" remark is one solution line (as Popeye prints it); a
// "Solutions:" remark gives the intended number of solutions. Both prefixes
// are matched without regard to case.

#include <optional>
#include <string>
#include <vector>

#include "problem/problem.hpp"

namespace dawson::problem {

std::optional<Intended> intended_from_remarks(const std::vector<std::string>& remarks);

}  // namespace dawson::problem
