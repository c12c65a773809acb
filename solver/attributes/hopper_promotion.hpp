#pragma once
// Popeye's hopper-specific promotions (Popeye 4.104, pieces/walks/hoppers.c):
// while HurdleColourChanging, Bul or Dob pieces stand in the diagram, a
// pawn's promotion into a kind is offered once for each combination of
// those three attributes that a piece of that kind has in the diagram
// (none, hcc, bul, dob, hcc+bul, hcc+dob), the orthodox kinds always
// without them. A kind that stands in the diagram only as a Bul
// grasshopper is offered only as one ("b2-b1=G=b"), and one that stands
// both plain and hurdle-colour-changing twice ("h7-h8=G", "h7-h8=G=hcc").
//
// A promotion with attributes is a Normal move with a promotion kind, no
// latent pawn and Move::latent_promo set to the index of its combination
// (1 to 5, hopper_promotion_attributes()); its move hook adds them to the
// promoted piece. A Bul or Dob hurdle pawn's promotion (the hurdle's kind
// in Move::latent_promo of the hop, attributes/hurdle_movement.hpp) is
// offered only into the kinds offered without attributes.

#include <span>

#include "position/attribute.hpp"
#include "position/move.hpp"
#include "position/piece.hpp"
#include "rules/rule_set.hpp"

namespace dawson::attributes {

// The attributes of combination `index` (0 to 5; 0: none).
position::Attributes hopper_promotion_attributes(int index);

// True when `m` is a pawn's promotion whose piece gains attributes.
bool is_attribute_promotion(const position::Move& m);

// Installs the rule and hook when `diagram` (the pieces of the diagram) has
// a HurdleColourChanging, Bul or Dob piece.
void install_hopper_promotions(std::span<const position::Piece> diagram, rules::RuleSet& rules);

}  // namespace dawson::attributes
