#pragma once
// Turning a line of moves (help or series play) into a Solution: Popeye's
// notation, move numbers and marks, and the printed line, e.g.
//   "  1.Rc3-d3 Qc2*d3 +   2.Kf5-e5 Qa3-d6 #"                (help)
//   "  1...DGh6*f8   2.Kh7-h8 Kh5-h6   3.CAe8-h7 Se5-g6 #"    (help, odd length)
//   "  1.Bg5-e7   2.EQg6-g8   3.Kf8*g7   4.Kg7-h8 Qd6-h6 #"   (series)

#include <span>

#include "position/position.hpp"
#include "problem/language.hpp"
#include "search/result.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

enum class LineStyle {
    Help,    // moves in pairs; an odd number of moves starts with "1..."
    Series,  // the first `numbered` moves numbered 1, 2, …; the rest follow the last number
};

// Plays `moves` from `root` (its side to move plays first; a series side's
// moves are played with the side to move reset to it) and renders them.
// The last move gets the goal's mark (" #", " + x", …); earlier moves get
// " +" when they leave the opponent in check. Piece codes are those of `language`.
Solution render_line(const position::Position& root, std::span<const position::Move> moves, LineStyle style,
                     int numbered, const stipulation::Goal& goal, problem::Language language);

}  // namespace dawson::search
