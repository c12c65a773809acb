#pragma once
// Reading condition words, and the resolution of a Setup's rule set from
// its pieces and conditions. The conditions themselves, their names in
// Popeye's three languages and their parameters are in solver/conditions/.

#include <optional>
#include <string>
#include <string_view>

#include "problem/language.hpp"
#include "problem/problem.hpp"

namespace dawson::problem {

// The English name of the Popeye (or Dawson) condition that `token` names
// in `language`, by Popeye's abbreviation rule; nothing when it names none.
std::optional<std::string> condition_name(std::string_view token, Language language);
// A condition as Popeye writes it in `language`, below the diagram and in
// a twin's text ("TransmutierendeKoenige", "SingleBox    Type3").
std::string condition_text(const conditions::ConditionSpec& c, Language language);
// The English spelling of a condition parameter word (RexInclusive,
// Cheylan, TypeB, …) in `language`.
std::optional<std::string> condition_parameter(std::string_view token, Language language);

// The side a condition without a colour (plain Maximummer,
// UltraSchachZwang) applies to, Popeye's "restricted side": Black in battle
// play ending directly or in a selfmate (#n, s#n) and in help play ending
// directly (h#n, h#n.5, h=n, …); nothing where Dawson does not establish it
// (reflex and semi-reflex play, series play, hs, hr, reci-h, Duplex,
// HalfDuplex, WhiteToPlay).
std::optional<core::Color> defending_side(const Setup& setup);

// Sets setup.rules: the problem rule set for the kinds on the board
// (promotion to Q, S, R, B and every other non-pawn, non-king kind present,
// either colour), then the hooks of setup.conditions. Returns why the
// conditions cannot be installed ("unsupported …": a condition of the
// defending side with a stipulation whose defending side is not known).
[[nodiscard]] std::optional<std::string> resolve_rules(Setup& setup);

// Why setup.conditions cannot be played from the setup's position
// ("unsupported …", conditions::refusal), or nothing. The rules must have
// been resolved.
std::optional<std::string> condition_refusal(const Setup& setup);

}  // namespace dawson::problem
