// Bul (Popeye 4.104): after the hop, the hurdle moves without capturing,
// with the hopper's walk, as a piece of the hopper's side
// (attributes/hurdle_movement.hpp).

#include "attributes/attribute.hpp"
#include "attributes/hurdle_movement.hpp"

namespace dawson::attributes {

AttributeDef bul() {
    return {position::Attribute::Bul, "after the hop, the hurdle moves with the hopper's walk, without capturing",
            [](rules::RuleSet& r) { install_hurdle_movement(position::Attribute::Bul, r); }};
}

}  // namespace dawson::attributes
