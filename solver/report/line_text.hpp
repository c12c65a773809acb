#pragma once
// Popeye's text of a line of play (help or series, search/line_solution):
// the moves replayed from the section's origin, each written with its
// number and mark, e.g.
//   "  1.Rc3-d3 Qc2*d3 +   2.Kf5-e5 Qa3-d6 #"                (help)
//   "  1...DGh6*f8   2.Kh7-h8 Kh5-h6   3.CAe8-h7 Se5-g6 #"    (help, odd length)
//   "  1.Bg5-e7   2.EQg6-g8   3.Kf8*g7   4.Kg7-h8 Qd6-h6 #"   (series)
//   "  1...  ...  2.Ka6-b7 Re5-b5 +   3.…"                   (help set play after the pass)

#include <string>
#include <vector>

#include "position/position.hpp"
#include "problem/language.hpp"
#include "search/result.hpp"

namespace dawson::report {

// The notation of each move of the line `sol` (Layout Help, Series or
// HelpAfterPass) played from `root`, without marks. Piece codes are those
// of `language`.
std::vector<std::string> line_move_texts(const position::Position& root, const search::Solution& sol,
                                         problem::Language language);

// The printed line of `sol` played from `root`; " ?!?" ends it when the line
// fails (Solution::fails).
std::string line_text(const position::Position& root, const search::Solution& sol, problem::Language language);

}  // namespace dawson::report
