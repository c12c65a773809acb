#pragma once
// Bul and Dob (Popeye 4.104, pieces/attributes/bul.c): after a Bul or Dob
// hopper hops, its hurdle makes a move that does not capture: with the
// hopper's walk, as a piece of the hopper's side (Bul), or with its own walk
// and side (Dob). A hop whose hurdle cannot move is illegal. Each way the
// hurdle can move is a move of its own, the hurdle's arrival carried in
// Move::aux; Popeye writes it "bGg4-e6[wCAf5->d7]". A check is a capture of
// the king that can be played, hurdle move included: a hop onto the king
// whose hurdle can move (observation Narrower: the hop must attack). The
// fast filters see the hurdle's move as a relocation (MoveRule).
// A pawn hurdle that arrives on its last rank promotes (one move for each
// kind, in Move::latent_promo of the hop: "bGd5*b7[wPc6->c8=S]"); a Dob
// pawn's double step is a move to its arrival square like another.

#include <memory>

#include "movegen/move_rule.hpp"
#include "position/attribute.hpp"
#include "position/move_hook.hpp"
#include "rules/rule_set.hpp"

namespace dawson::attributes {

// Installs the hurdle movement of attribute `a` (Bul or Dob).
void install_hurdle_movement(position::Attribute a, rules::RuleSet& rules);

}  // namespace dawson::attributes
