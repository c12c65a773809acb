#pragma once
// Help play followed by battle play (Popeye's SStipulation
// "black 3h[4ad[#]]h", its "helpdirectmate"): the sides help each other for
// some half-moves, after which the side to move forces the end (a direct
// #n or a self s#n) against every defence. It is a composition of the two
// engines: the help search (search/help_engine.hpp) whose end is the battle
// search's proof of a forced win (search/battle_search.hpp).
//
// Popeye prints each path through the play as one line: the help moves in
// pairs numbered from 1, then the battle play numbered from 1 again, a key,
// one defence, a continuation, … down to the end:
//   "  1.Bf5*g6 e5-e6   2.Sh6-f5   1.Gf6-d6 + Sf5*d6   2.Sd2-c4 + Sd6*c4 #"
// What the battle play shows (search/help_battle.cpp): every attacker move
// that wins within the length (its own play at the shortest length it wins
// in), then every defence (no threats), each followed by every attacker move
// that wins in the fewest moves left; in self play a defence that reaches
// the goal ends its line.

#include <vector>

#include "position/position.hpp"
#include "problem/problem.hpp"
#include "search/battle_search.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

// The lines of the battle play from `pos` (the attacker to move), which
// wins within `k` moves, each a list of moves from `pos`, in generation order.
std::vector<std::vector<position::Move>> battle_lines(BattleSearch& search, const position::Position& pos, int k);

// Solves a twin whose stipulation is a help play followed by battle play
// (Stipulation::battle_after): one Play section, each line one Solution
// laid out as help play.
TwinResult solve_help_battle(const problem::Setup& setup, const SolveContext& ctx);

}  // namespace dawson::search
