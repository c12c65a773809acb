#pragma once
// Popeye's tree layout for battle play: each first move (key "!" or try "?")
// after a blank line, the threat or "zugzwang.", the defences and the
// continuations indented by move level, and a try's refutations after
// "but", each with the reflex goal moves it leaves the attacker (in the
// language given: report/vocabulary).

#include <ostream>
#include <string>
#include <vector>

#include "problem/language.hpp"
#include "search/battle.hpp"

namespace dawson::report {

// The lines of one first move (key or try) and everything below it.
std::vector<std::string> battle_lines(const search::AttackNode& first, problem::Language l);
// The lines of the set play.
std::vector<std::string> battle_set_play_lines(const std::vector<search::DefenceNode>& set_play, problem::Language l);
// The lines of the post-key play (BattleResult::post_key): " +" when the
// defender is in check, else " threat:" with the threat or " zugzwang."
// (when the threat was searched); then the defences as in set play, a
// refuting one followed by "refutes." (Popeye's column 8).
std::vector<std::string> battle_post_key_lines(const search::AttackNode& post_key, problem::Language l);

// The lines of the attacker's compulsory, failing goal moves of reflex play
// (BattleResult::compulsory_goals): "   1.Bg7-f8 # ?!?".
std::vector<std::string> battle_compulsory_goal_lines(const std::vector<search::AttackNode>& goals,
                                                      problem::Language l);

// Writes the set play and every first move of `result`, each block preceded
// by a blank line.
void write_battle_tree(std::ostream& os, const search::BattleResult& result, problem::Language l);

}  // namespace dawson::report
