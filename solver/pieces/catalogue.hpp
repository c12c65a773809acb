#pragma once
// The catalogue of piece kinds: for each kind its Popeye code, English name,
// default FEN letter and walk. Adding a hopper or leaper is one entry in
// catalogue.cpp plus its tests; nothing else in the engine names kinds,
// except the few roles the orthodox rules need (king, rook, pawn, …) below.

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

#include "pieces/walk.hpp"

namespace dawson::pieces {

// Index of a kind in the catalogue. 0 means "no piece".
using PieceKind = std::uint8_t;

// Kinds the orthodox rules refer to by role.
namespace kind {
inline constexpr PieceKind None = 0;
inline constexpr PieceKind King = 1;
inline constexpr PieceKind Queen = 2;
inline constexpr PieceKind Rook = 3;
inline constexpr PieceKind Bishop = 4;
inline constexpr PieceKind Knight = 5;
inline constexpr PieceKind Pawn = 6;
}  // namespace kind

// One entry of the catalogue.
struct PieceType {
    std::string_view code;  // Popeye's English code, upper case ("G", "NH")
    std::string_view name;  // English name
    char fen = 0;           // default FEN letter (lower case), 0 when none
    Walk walk;
};

inline constexpr int kKindCount = 40;

// The entry of a kind (kind must be 1 … kKindCount-1).
const PieceType& type(PieceKind k);
// All kinds, None excluded, in catalogue order.
std::span<const PieceKind> all_kinds();
// Kind by Popeye code, case-insensitive ("g2", "NH").
std::optional<PieceKind> find_by_code(std::string_view code);
// Kind by a catalogue name, case-insensitive ("grasshopper").
std::optional<PieceKind> find_by_name(std::string_view name);

// True when the kind moves like a pawn (pawn, scorpion): it promotes and has
// no hopper move in Hopper Chess.
bool is_pawn_like(PieceKind k);

}  // namespace dawson::pieces
