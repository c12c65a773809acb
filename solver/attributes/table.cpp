#include "attributes/table.hpp"

#include <string>
#include <vector>

#include "attributes/hopper_promotion.hpp"

namespace dawson::attributes {

#define ATTRIBUTE(f) AttributeDef f();
#include "attributes/list.inc"
#undef ATTRIBUTE

std::span<const AttributeDef> implemented_attributes() {
    static const std::vector<AttributeDef> all{
#define ATTRIBUTE(f) f(),
#include "attributes/list.inc"
#undef ATTRIBUTE
    };
    return all;
}

bool implemented(position::Attribute a) {
    for (const AttributeDef& d : implemented_attributes())
        if (d.attribute == a) return true;
    return false;
}

namespace {

void install_one(position::Attribute a, rules::RuleSet& rules) {
    for (const AttributeDef& d : implemented_attributes()) {
        if (d.attribute != a) continue;
        if (d.install) d.install(rules);
        rules.condition_ids.push_back("attribute " + std::to_string(static_cast<int>(a)));
    }
}

}  // namespace

void install(position::Attributes present, std::span<const position::Piece> diagram, rules::RuleSet& rules) {
    for (int i = 0; i < position::kAttributeCount; ++i) {
        const auto a = static_cast<position::Attribute>(i);
        if (position::has(present, a) && a != position::Attribute::Magic) install_one(a, rules);
    }
    install_hopper_promotions(diagram, rules);
    // Magic's colour changes come after every other effect of a move (in
    // Popeye's order of the move's effects, stipulation/move.c, too): its
    // hook is the last (Position::journal_flip).
    if (position::has(present, position::Attribute::Magic)) install_one(position::Attribute::Magic, rules);
}

}  // namespace dawson::attributes
