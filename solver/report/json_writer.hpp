#pragma once
// The JSON report of `dawson solve --format json`, one document per run:
//   { "dawson": version, "problems": [ … ], "errors": [ … ] }
// Each problem: file, index, line, stipulation, twins (label, twinning
// text, stipulation, status, message, sections of solutions with their
// moves and Popeye text, verdict, statistics), verdict and statistics.
// The schema is docs/schema/solve.schema.json; keep the two in step.

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "problem/problem.hpp"
#include "search/result.hpp"

namespace dawson::report {

nlohmann::json problem_json(const problem::Problem& p, const std::vector<search::TwinResult>& twins);

// The whole run: the problems and the input errors (as "file:line:col:
// error: …" strings).
nlohmann::json run_json(const std::vector<nlohmann::json>& problems, const std::vector<std::string>& errors);

}  // namespace dawson::report
