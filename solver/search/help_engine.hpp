#pragma once
// Help play: h#n, h#n.5, h=n (and exact-), with WhiteToPlay, SetPlay,
// Duplex, HalfDuplex, short solutions as Popeye reports them.

#include <vector>

#include "position/position.hpp"
#include "problem/problem.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

TwinResult solve_help(const problem::Setup& setup, const SolveContext& ctx);

// Every help line of exactly `plies` half-moves from `pos` (its side to
// move plays first, the side making the last move reaches `goal` against the
// other), in a deterministic order; at most `limit` of them (the first ones,
// searched on one thread). Adds to `stats`.
std::vector<std::vector<position::Move>> help_lines(const position::Position& pos, int plies, stipulation::Goal goal,
                                                    const rules::RuleSet& rules, const SolveContext& ctx,
                                                    SearchStats& stats, std::size_t limit = kNoLimit);

}  // namespace dawson::search
