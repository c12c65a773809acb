#pragma once
// The table of conditions: every condition name and parameter word Popeye
// knows, in English, German and French (so that a condition Dawson lacks is
// refused by name in any language), and the implemented conditions with
// their hooks.

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "conditions/condition.hpp"

namespace dawson::position {
class Position;
}

namespace dawson::conditions {

// One word in Popeye's three input languages.
struct Names {
    std::string_view en, de, fr;
    // 0 English, 1 German, 2 French (the order of problem::Language).
    std::string_view in(int language) const { return language == 1 ? de : language == 2 ? fr : en; }
};

// Popeye 4.104's condition names, and Dawson's own (HopperMove,
// NoPawnDoubleStep), in Popeye's order.
std::span<const Names> condition_names();
// Popeye's parameter words of conditions (RexInclusive, Cheylan, TypeB, …).
std::span<const Names> parameter_names();

// The implemented conditions, in the order of conditions/list.inc.
std::span<const ConditionDef> implemented_conditions();
const ConditionDef* find_implemented(std::string_view english_name);

// Why a problem's conditions cannot be played together, or nothing when
// they can: every pair must be listed in combines_with.
std::optional<std::string> check_combination(std::span<const ConditionSpec> specs);

// Why the conditions cannot be played from `pos` (a diagram or a twin),
// "unsupported …" (ConditionDef::refuses), or nothing.
std::optional<std::string> refusal(std::span<const ConditionSpec> specs, const position::Position& pos);

// Puts what the conditions place on the board besides the pieces (holes,
// imitators: ConditionDef::place) on `pos`.
void place(std::span<const ConditionSpec> specs, position::Position& pos);

// True when one of the conditions applies to the stipulation's defending
// side (ConditionDef::install_on_defender) and so needs it to be installed.
bool needs_defender(std::span<const ConditionSpec> specs);

// Installs the conditions' hooks into `rules`, in order (they must have
// passed check_combination), and records their identities. `defender` is
// the stipulation's defending side; it must be known when needs_defender().
void install(std::span<const ConditionSpec> specs, std::optional<core::Color> defender, rules::RuleSet& rules);

}  // namespace dawson::conditions
