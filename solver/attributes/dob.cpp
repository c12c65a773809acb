// Dob (Popeye 4.104): after the hop, the hurdle moves without capturing,
// with its own walk and side (attributes/hurdle_movement.hpp).

#include "attributes/attribute.hpp"
#include "attributes/hurdle_movement.hpp"

namespace dawson::attributes {

AttributeDef dob() {
    return {position::Attribute::Dob, "after the hop, the hurdle moves with its own walk, without capturing",
            [](rules::RuleSet& r) { install_hurdle_movement(position::Attribute::Dob, r); }};
}

}  // namespace dawson::attributes
