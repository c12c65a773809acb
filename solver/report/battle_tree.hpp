#pragma once
// Popeye's tree layout for battle play: each first move (key "!" or try "?")
// after a blank line, the threat or "zugzwang.", the defences and the
// continuations indented by move level, and a try's refutations after
// "but", each with the reflex goal moves it leaves the attacker (in the
// language given: report/vocabulary). The tree (search/result.hpp) holds
// moves and marks; the notation is written by replaying it from the
// position given, a threat after a pass by the defender as the engine
// played it (search/battle).

#include <string>
#include <vector>

#include "position/position.hpp"
#include "problem/language.hpp"
#include "search/result.hpp"

namespace dawson::report {

// The lines of one first move (key or try) and everything below it, played
// from `start` (the attacker to move).
std::vector<std::string> battle_lines(const position::Position& start, const search::AttackNode& first,
                                      problem::Language l);
// The lines of the set play (the defences of `set_play`, a root without a
// move), played from `start` (the defender to move).
std::vector<std::string> battle_set_play_lines(const position::Position& start, const search::AttackNode& set_play,
                                               problem::Language l);
// The lines of the post-key play (BattleResult::post_key) played from
// `start` (the defender to move): " +" when the defender is in check, else
// " threat:" with the threat or " zugzwang." (when the threat was
// searched); then the defences as in set play, a refuting one followed by
// "refutes." (Popeye's column 8).
std::vector<std::string> battle_post_key_lines(const position::Position& start, const search::AttackNode& post_key,
                                               problem::Language l);
// The line of an attacker's compulsory, failing goal move of reflex play
// (BattleResult::compulsory_goals) played from `start`: "   1.Bg7-f8 # ?!?".
std::vector<std::string> battle_failing_goal_lines(const position::Position& start, const search::AttackNode& goal,
                                                   problem::Language l);

}  // namespace dawson::report
