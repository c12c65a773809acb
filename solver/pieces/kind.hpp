#pragma once
// A piece kind: the index of its entry in the catalogue (catalogue.cpp).

#include <cstdint>

namespace dawson::pieces {

// Index of a kind in the catalogue. 0 means "no piece".
using PieceKind = std::uint8_t;

// The capacity of the catalogue: tables indexed by kind (bitboards per kind,
// Zobrist keys, compiled walks) have this many entries, and a KindSet this
// many bits. It holds Popeye's whole hopper family with the seed games'
// pieces and room to spare; catalogue.cpp checks at compile time that the
// catalogue fits. (Each Position carries a bitboard per possible kind, so
// the capacity is not larger than needed.)
inline constexpr int kMaxKinds = 128;

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

}  // namespace dawson::pieces
