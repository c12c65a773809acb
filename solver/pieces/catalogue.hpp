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

#include "pieces/kind.hpp"
#include "pieces/kind_set.hpp"
#include "pieces/walk.hpp"

namespace dawson::pieces {

// One entry of the catalogue.
struct PieceType {
    std::string_view code;  // Popeye's English code, upper case ("G", "NH")
    std::string_view name;  // English name
    char fen = 0;           // default FEN letter (lower case), 0 when none
    Walk walk;
    // Royal by kind (king, poseidon, sting): the piece stands in for its
    // side's king, as a piece with the attribute Royal does; a side has one
    // royal piece at most, and no pawn promotes to a royal kind.
    bool royal = false;
};

// The entry of a kind (one of all_kinds()).
const PieceType& type(PieceKind k);
// All kinds, None excluded, in catalogue order.
std::span<const PieceKind> all_kinds();
// Kind by Popeye code, case-insensitive ("g2", "NH").
std::optional<PieceKind> find_by_code(std::string_view code);
// Kind by a catalogue name, case-insensitive ("grasshopper").
std::optional<PieceKind> find_by_name(std::string_view name);

// True when the kind moves like a pawn (pawn, scorpion, marine pawn): it
// promotes and has no hopper move in Hopper Chess.
bool is_pawn_like(PieceKind k);
// True when the kind borrows the walks of the pieces observing it (orphan,
// friend: pieces::Motion::Orphan, Friend).
bool is_borrowing_kind(PieceKind k);
// True when the kind has no walk and is not royal (the dummy): it never
// moves nor attacks. No pawn promotes to it unless PromOnly names it, as in
// Popeye.
inline bool is_walkless(PieceKind k) { return type(k).walk.count == 0 && !type(k).royal; }
// True when the kind is royal (PieceType::royal).
inline bool is_royal(PieceKind k) { return type(k).royal; }

}  // namespace dawson::pieces
