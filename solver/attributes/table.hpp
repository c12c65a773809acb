#pragma once
// The implemented piece attributes (attributes/list.inc) and the hooks a
// diagram's attributes add to its rule set.

#include <span>

#include "attributes/attribute.hpp"
#include "position/piece.hpp"

namespace dawson::attributes {

std::span<const AttributeDef> implemented_attributes();
bool implemented(position::Attribute a);

// Installs the hooks of the attributes in `present` (Attributes bits of the
// pieces of a diagram) into `rules`, in Popeye's order of the attributes,
// and records them in the rule set's identity; then the hopper-specific
// promotions that the diagram's pieces (`diagram`) call for
// (attributes/hopper_promotion.hpp).
void install(position::Attributes present, std::span<const position::Piece> diagram, rules::RuleSet& rules);

}  // namespace dawson::attributes
