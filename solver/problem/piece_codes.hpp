#pragma once
// Piece codes of Popeye's input languages for the kinds of the catalogue:
// English codes are the catalogue's own ("S" knight, "N" nightrider); German
// and French ones follow Popeye's tables ("T" Turm/tour, "L" Laeufer, "F"
// fou, …). The seed-game pieces SC, JW and JF, which Popeye lacks, keep their
// codes in every language.

#include <optional>
#include <string>
#include <string_view>

#include "pieces/catalogue.hpp"
#include "problem/language.hpp"

namespace dawson::problem {

// Kind of a code (case-insensitive), if Dawson has it.
std::optional<pieces::PieceKind> kind_of_code(Language l, std::string_view code);
// Code of a kind in a language, upper case ("NH", German "TH").
std::string code_of(Language l, pieces::PieceKind k);
// True when Popeye knows the code in that language but Dawson has no such
// kind, e.g. "LE" (leo) or "MA" (mao); German "LH", French "SF" are
// Dawson's (bishop-hopper), so false.
bool is_unsupported_popeye_code(Language l, std::string_view code);

}  // namespace dawson::problem
