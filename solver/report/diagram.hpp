#pragma once
// Popeye's problem header: the author/origin/award/title lines (centred),
// the board and the captions below it (stipulation and piece counts,
// conditions, Duplex), exactly as Popeye 4.104 lays them out, with the piece
// codes and condition names of the language given.

#include <string>

#include "problem/language.hpp"
#include "problem/problem.hpp"

namespace dawson::report {

// Text centred in Popeye's board width (37 columns).
std::string centred(const std::string& text);

// The board of `setup` ("\n+---a---b--- … " down to the lower border).
std::string popeye_board(const problem::Setup& setup, problem::Language l);

// The attribute lines under Popeye's diagram ("Royal c2", "Kamikaze d5"),
// each centred and ended by a newline; empty without attributes.
std::string attribute_lines(const problem::Setup& setup, problem::Language l);

// The whole header of a problem: meta lines, board (unless NoBoard),
// captions. `stip_text` is the stipulation as solved ("h#1.5" for h#2 with
// WhiteToPlay).
std::string popeye_header(const problem::Problem& p, const std::string& stip_text, problem::Language l);
// Popeye warns (and solves on) when a side has neither a king nor a royal
// piece (a neutral one is both sides'), unless NoWk / NoBk says so: "both
// sides need a king", under the diagram, or after each twin's label.
bool lacks_king(const problem::Setup& s);

}  // namespace dawson::report
