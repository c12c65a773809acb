#pragma once
// Writes a solved problem the way Popeye 4.104 does (--format popeye), and
// the default text format: the same plus a verdict line per twin and per
// problem.
//
// Layout: the header (report/diagram), then per twin (when twinned) a blank
// line and "b) <twinning text>", then per section a blank line and its
// solution lines, then a blank line and "solution finished." (or, when the
// search was stopped early, "solving interrupted."). An illegal or
// unsupported twin prints its message instead of solutions, followed by
// Popeye's "problem ignored" when Popeye refuses the twin outright (more
// than one king of a colour). Popeye's messages and phrases are those of
// TextOptions::language (report/vocabulary), the solutions' notation that
// of each twin (TwinResult::language, report/solution_text).

#include <ostream>
#include <vector>

#include "problem/problem.hpp"
#include "search/result.hpp"

namespace dawson::report {

struct TextOptions {
    bool verdicts = false;                                    // the default text format: add verdict lines
    problem::Language language = problem::Language::English;  // of the diagram, messages and phrases
};

void write_popeye(std::ostream& out, const problem::Problem& p, const std::vector<search::TwinResult>& twins,
                  const TextOptions& opts);

}  // namespace dawson::report
