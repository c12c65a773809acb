#pragma once
// The implemented piece attributes (attributes/list.inc) and the hooks a
// diagram's attributes add to its rule set.

#include <span>

#include "attributes/attribute.hpp"

namespace dawson::attributes {

std::span<const AttributeDef> implemented_attributes();
bool implemented(position::Attribute a);

// Installs the hooks of the attributes in `present` (Attributes bits of the
// pieces of a diagram) into `rules`, in Popeye's order of the attributes,
// and records them in the rule set's identity.
void install(position::Attributes present, rules::RuleSet& rules);

}  // namespace dawson::attributes
