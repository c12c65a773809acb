#pragma once
// A fairy condition: how a problem names it, and how it changes play. A
// problem gives its conditions as ConditionSpecs (Popeye's English name and
// parameter words); each implemented condition is one ConditionDef, written
// in its own file of this folder and listed once in conditions/list.inc.
// Installing a condition adds its hooks to a rule set: a MoveHook
// (position/move_hook.hpp) for what a move does besides its walk, a
// MoveRule (movegen/move_rule.hpp) for which moves exist and what observes
// what. Conditions combine through those interfaces alone: no condition's
// code knows another.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/types.hpp"
#include "rules/rule_set.hpp"

namespace dawson::position {
class Position;
}

namespace dawson::conditions {

// A condition as written in a problem, in canonical English spelling:
// "AntiCirce" with parameters {"Cheylan"}.
struct ConditionSpec {
    std::string name;
    std::vector<std::string> params;

    // "AntiCirce Cheylan": the name and parameters, blank-separated.
    std::string text() const;
    bool has(std::string_view param) const;
    friend bool operator==(const ConditionSpec&, const ConditionSpec&) = default;
};

// One implemented condition.
struct ConditionDef {
    std::string_view name;                        // Popeye's English name
    std::vector<std::string_view> params;         // parameter words it accepts (English)
    std::vector<std::string_view> combines_with;  // conditions it may be given with
    std::string_view summary;                     // one line, for the documentation
    // Adds the condition's hooks (or rule flags) to `rules`.
    void (*install)(const ConditionSpec& spec, rules::RuleSet& rules);
    // A condition that applies to the stipulation's defending side (plain
    // Maximummer and UltraSchachZwang: Popeye's "restricted side") sets this
    // instead of `install`; it is given that side.
    void (*install_on_defender)(const ConditionSpec& spec, core::Color defender, rules::RuleSet& rules) = nullptr;
    // True when the parameters are piece kinds, written as Popeye's English
    // piece codes ("PromOnly Q S"), instead of parameter words.
    bool takes_kinds = false;
    // True when the condition is refused with the goal check (+): under
    // ChecklessChess Popeye lets a goal move check without mating.
    bool refuses_check_goal = false;
    // How Popeye's diagram writes the parameters: the blanks before each,
    // and the parameter it shows when none is given ("SingleBox    Type1").
    std::string_view param_separator = " ";
    std::string_view default_param = {};
    // For a condition that cannot be played from every position: why not
    // from `pos` (an "unsupported …" message), or nothing.
    std::optional<std::string> (*refuses)(const ConditionSpec& spec, const position::Position& pos) = nullptr;
    // True when the parameters are squares ("Imitator f5", "Hole a1 b2"),
    // kept as square names in the order given.
    bool takes_squares = false;
    // The character the diagram shows on those squares ('I' for an
    // imitator; a blank for a hole), or 0 when it shows the squares as
    // usual; and whether the diagram lists the condition under the board
    // (Popeye does not list Hole).
    char board_mark = 0;
    bool listed = true;
    // What the condition puts on the board besides the pieces (holes,
    // imitators), on the position made from the diagram or a twin.
    void (*place)(const ConditionSpec& spec, position::Position& pos) = nullptr;
    // True when the condition asks whether pieces observe a square by their
    // walks (Madrasi, Isardam, Patrouille, UltraPatrol). How the borrowed
    // walks of orphans and friends observe is not established there, so
    // Dawson refuses such a condition with them.
    bool observes_by_walks = false;
    // With takes_kinds: the list may be empty (VaultingKings).
    bool kinds_optional = false;
};

}  // namespace dawson::conditions
