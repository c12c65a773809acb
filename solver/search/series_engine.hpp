#pragma once
// Series play: ser-#n, ser-=n (the series side reaches the goal with its
// last move), ser-h#n, ser-h=n (then the other side reaches the goal in one
// move), ser-s#n (then the other side is forced to mate), ser-hs#n (then
// the other side plays a move after which the series side is forced to
// mate), m->ser-… (first the other side's m introductory series moves),
// exact- variants, short solutions from one series move up.

#include "problem/problem.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

TwinResult solve_series(const problem::Setup& setup, const SolveContext& ctx);

}  // namespace dawson::search
