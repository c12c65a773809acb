#pragma once
// Help play: h#n, h#n.5, h=n and every other goal, the help forms of the
// self and reflex ends (hs#n, hr#n) and reci-h#n (and exact-), with
// WhiteToPlay, SetPlay, Duplex, HalfDuplex, short solutions as Popeye
// reports them.

#include <functional>
#include <string>
#include <vector>

#include "position/position.hpp"
#include "problem/problem.hpp"
#include "search/line_path.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

TwinResult solve_help(const problem::Setup& setup, const SolveContext& ctx);

// Every help line of exactly `plies` half-moves from `pos` (its side to
// move plays first; the line ends as `st.end` says, with `st.goal`: a
// direct end's last move reaches the goal, a self or reflex end's last two
// moves are the end's move pair), in a deterministic order; at most `limit`
// of them (the first ones, searched on one thread). Adds to `stats`.
std::vector<Line> help_lines(const position::Position& pos, int plies, const stipulation::Stipulation& st,
                             const rules::RuleSet& rules, const SolveContext& ctx, SearchStats& stats,
                             std::size_t limit = kNoLimit);

// The end of a help line decided by another engine (help play followed by
// battle play, search/help_battle.hpp): `holds(pos)` is true when the play
// from `pos`, the position after the line, ends as stipulated; it is called
// from several threads at once. `key` names the test for the transposition
// table (its facts are "no line of k plies ends where `holds`").
struct HelpLeaf {
    std::function<bool(position::Position&)> holds;
    std::string key;
};

// Every help line of exactly `plies` half-moves from `pos` after which
// `leaf` holds, as help_lines finds them.
std::vector<Line> help_lines_to(const position::Position& pos, int plies, const HelpLeaf& leaf,
                                const rules::RuleSet& rules, const SolveContext& ctx, SearchStats& stats,
                                std::size_t limit = kNoLimit);

// Plies of a help stipulation's end: 1 (direct; reflex, whose last move is a
// direct goal move, the duty checked before), 2 (self, reciprocal).
int end_plies(const stipulation::Stipulation& st);

}  // namespace dawson::search
