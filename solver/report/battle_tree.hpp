#pragma once
// Popeye's tree layout for battle play: each first move (key "!" or try "?")
// after a blank line, the threat or "zugzwang.", the defences and the
// continuations indented by move level, and a try's refutations after
// "but".

#include <ostream>

#include "search/battle.hpp"

namespace dawson::report {

// Writes every first move of `result` (each preceded by a blank line).
void write_battle_tree(std::ostream& os, const search::BattleResult& result);

}  // namespace dawson::report
