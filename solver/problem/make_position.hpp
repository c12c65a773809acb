#pragma once
// Builds the Position a solver starts from out of a Setup.
//
// Side to move (Popeye's conventions):
//   direct, self and reflex play (#n, s#n, r#n, =n, …)   White
//   help play h#n, h=n                                   Black
//   help play h#n.5                                      White
//   help play with Option WhiteToPlay                    White (Popeye then
//                                                        solves h#(n-1).5)
//   series ser-#n, ser-s#n, ser-r#n, ser-=n …            White
//   series help ser-h#n, ser-h=n                         Black
// Castling rights: a king on e1 (e8) with a rook on a1/h1 (a8/h8) of its
// colour may castle on that side, unless Option NoCastling names the king's
// or the rook's square. En passant: Option EnPassant gives the square the
// last double step passed over (the first one given is used).
//
// The Position refers to setup.rules: the Setup must outlive it.

#include "position/position.hpp"
#include "problem/problem.hpp"

namespace dawson::problem {

core::Color side_to_move(const Setup& setup);
std::uint8_t castling_rights(const Setup& setup);
position::Position make_position(const Setup& setup);

// The stipulation Popeye actually solves: with Option WhiteToPlay a help
// stipulation h#n becomes h#(n-1).5 (Popeye prints "h#3.5" for h#4); any
// other setup keeps its stipulation.
stipulation::Stipulation effective_stipulation(const Setup& setup);

}  // namespace dawson::problem
