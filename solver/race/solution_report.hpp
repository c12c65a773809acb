#pragma once
// How `dawson race solve` shows a Solution: as text (a strategy tree in
// move-number notation, `1.20=26` for the winner, `1...*3` for a reply) or
// as JSON with the same content.

#include <nlohmann/json.hpp>
#include <ostream>

#include "race/position.hpp"
#include "race/solution.hpp"

namespace dawson::race {

// "yes" or "no", the first moves that win, "sound" or "cooked", and the
// strategy tree or the refutations.
void write_solution_text(std::ostream& os, const Position& pos, const Solution& s);
nlohmann::json solution_json(const Position& pos, const Solution& s);

// "white won" or "black won" for a finished game.
std::string finished_text(const Position& pos);

}  // namespace dawson::race
