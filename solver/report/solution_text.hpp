#pragma once
// The text of a solution as Popeye prints it, written from the result model
// (search/result.hpp): the solution's moves are replayed from its section's
// origin and written in the twin's language (TwinResult::language), so a
// move's notation shows what its conditions did (rebirths, colour changes)
// exactly as when it was played. Every writer (report/popeye_writer,
// json_writer, jsonl_report, listing) and the verdicts read solutions
// through here; rendering happens once per solution written, never in the
// search.

#include <string>
#include <vector>

#include "problem/language.hpp"
#include "search/result.hpp"

namespace dawson::report {

// The lines of `sol`, a solution of section `s`: one line of play (help,
// series), or a battle tree, indentation included, one string per output
// line.
std::vector<std::string> solution_lines(const search::Section& s, const search::Solution& sol, problem::Language l);

// The notation of each move of sol.moves (without marks).
std::vector<std::string> move_texts(const search::Section& s, const search::Solution& sol, problem::Language l);

// The lines of the section's compulsory, failing moves (Section::compulsory),
// each ending in " ?!?"; Popeye prints them where a message goes.
std::vector<std::string> compulsory_lines(const search::Section& s, problem::Language l);

// The solution lines of every section of `t` (set play, tries and all), in
// order, in the twin's language.
std::vector<std::string> twin_lines(const search::TwinResult& t);

}  // namespace dawson::report
