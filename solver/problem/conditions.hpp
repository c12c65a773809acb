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
// A condition as a problem file in `language` gives it: its name and
// parameters in that language ("NeuKoeko", "Madrasi RexInklusive").
std::string condition_words(const conditions::ConditionSpec& c, Language language);
// A condition as Popeye writes it in `language`, below the diagram and in
// a twin's text ("TransmutierendeKoenige", "SingleBox    Type3"): its
// words, and the parameter it takes by default where none is given.
std::string condition_text(const conditions::ConditionSpec& c, Language language);
// The English spelling of a condition parameter word (RexInclusive,
// Cheylan, TypeB, …) in `language`.
std::optional<std::string> condition_parameter(std::string_view token, Language language);

// The side a condition without a colour (plain Maximummer,
// UltraSchachZwang) applies to, Popeye's "restricted side", as Popeye 4.104
// binds it: Black in battle play (#n, s#n, r#n, semi-r#n), in help play
// (h#n, h#n.5, hs#n, hr#n, reci-h#n, also with WhiteToPlay) and in series
// play (ser-#n, ser-s#n, ser-r#n), White in ser-h#n; HalfDuplex swaps the
// side. A Duplex binds Black in its play and White in its duplex half
// (duplex_half). Nothing where it is not established: Duplex and
// HalfDuplex in series play, WhiteToPlay in series play.
std::optional<core::Color> defending_side(const Setup& setup);

// The setup of a Duplex's second half (the play with the colours swapped)
// when the two halves have different rules, a condition binding the
// defending side: the setup as HalfDuplex, its rules resolved for it.
// Nothing when the halves share the setup's rules.
std::optional<Setup> duplex_half(const Setup& setup);

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
