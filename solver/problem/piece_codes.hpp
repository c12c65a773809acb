#pragma once
// Piece codes of Popeye's input languages for the kinds of the catalogue:
// English codes are the catalogue's own ("S" knight, "N" nightrider); German
// and French ones follow Popeye's piece table ("T" Turm/tour, "L" Laeufer,
// "F" fou, …). The seed-game pieces HS, JW and JF, which Popeye lacks, keep
// their codes in every language. A code of Popeye's table (or of its
// documents) for a walk Dawson lacks is "unsupported", never unknown.

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "pieces/catalogue.hpp"
#include "problem/language.hpp"

namespace dawson::problem {

// A walk of Popeye's piece table: its codes in English, German and French,
// and Popeye's name for it.
struct PopeyeWalk {
    std::string_view en, de, fr, name;
};
// Popeye 4.104's piece table, in Popeye's order.
std::span<const PopeyeWalk> popeye_walks();

// Kind of a code (case-insensitive), if Dawson has it.
std::optional<pieces::PieceKind> kind_of_code(Language l, std::string_view code);
// Code of a kind in a language, upper case ("NH", German "TH").
std::string code_of(Language l, pieces::PieceKind k);
// The kind's place in Popeye's piece table (its order of walks, in which
// Popeye lists PromOnly's kinds); Dawson's own kinds come after.
int popeye_order(pieces::PieceKind k);
// True when Popeye knows the code in that language but Dawson has no such
// kind, e.g. German "SC" (Schiff); German "LH", French "SF" are Dawson's
// (bishop-hopper), so false. Codes Popeye's documents list but its reader
// does not accept (English "SC" scarabeus and "AG", German "HC", French
// "AH" and "OH") count as Popeye's.
bool is_unsupported_popeye_code(Language l, std::string_view code);

}  // namespace dawson::problem
