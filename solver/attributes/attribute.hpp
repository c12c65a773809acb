#pragma once
// A piece attribute as Dawson implements it: which attribute, and how it
// changes play. Each implemented attribute is one AttributeDef, written in
// its own file of this folder and listed once in attributes/list.inc. Like a
// condition (conditions/condition.hpp), it installs hooks into a rule set: a
// MoveHook (position/move_hook.hpp) for what a move of an attributed piece
// does besides its walk, a MoveRule (movegen/move_rule.hpp) for which moves
// exist and what observes what. The hooks find the attributed pieces on the
// board (position::Piece::attrs). An attribute that needs no hook (Royal:
// Position::king() is the royal piece) installs nothing.

#include <string_view>

#include "position/attribute.hpp"
#include "rules/rule_set.hpp"

namespace dawson::attributes {

struct AttributeDef {
    position::Attribute attribute;
    std::string_view summary;  // one line, for the documentation
    // Adds the attribute's hooks to `rules` (null: none needed).
    void (*install)(rules::RuleSet& rules);
    // As ConditionDef::observes_by_walks (Paralysing, Patrol): refused with
    // orphans and friends.
    bool observes_by_walks = false;
};

}  // namespace dawson::attributes
