#pragma once
// The verdict of a battle-play problem (#n, =n, s#n, r#n): sound with
// exactly one key (or the intended one, when the file names it), cooked
// with more keys (listed), no solution without a key; plus the duals of
// each key's play: several attacker continuations after the same defence.
// A dual is major after a first-level defence whose variation has the full
// length, minor elsewhere (short variations, later moves).

#include <optional>
#include <string>
#include <vector>

#include "problem/problem.hpp"
#include "report/verdict.hpp"
#include "search/result.hpp"

namespace dawson::report {

// True when the twin was solved as battle play (its stipulation is neither
// help nor series play).
bool is_battle(const search::TwinResult& t);

// Duals found in one key's tree (the lines of a battle-play key, report/solution_text), each
// described as "1.Key 1...Defence: 2.A / 2.B".
struct Duals {
    std::vector<std::string> major, minor;
};
Duals find_duals(const std::vector<std::string>& tree_lines);

// Verdict over the twins of a battle-play problem; `intended` from the
// file, whose keys may be written in any of notations(twin, input).
Verdict judge_battle(const std::vector<search::TwinResult>& twins, const std::optional<problem::Intended>& intended,
                     problem::Language input = problem::Language::English);

}  // namespace dawson::report
