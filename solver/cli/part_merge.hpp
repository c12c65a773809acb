#pragma once
// Putting the parts of a split solve back together: the solutions every
// part found, put into the frame of the result (the problem solved as part
// 0, which does only what every part does: the sections, their origins,
// messages and notices), in the order one run finds them, then cut as one
// run cuts them (MaxSolutions, StopOnShortSolutions). The result is that
// of one run, its statistics aside (nodes added up, the longest time).

#include <string>
#include <vector>

#include "cli/solve_part.hpp"
#include "problem/problem.hpp"
#include "search/result.hpp"

namespace dawson::cli {

// The twins of `p` from the frame `frame` and the parts (every part of the
// split, in any order). A twin a part left unsolved (time limit,
// interrupt) is merged with that status and ends the result, as in one
// run. Empty and `error` set when a part does not fit the frame.
std::vector<search::TwinResult> merge_parts(std::vector<search::TwinResult> frame, const std::vector<SolvePart>& parts,
                                            const problem::Problem& p, std::string& error);

}  // namespace dawson::cli
