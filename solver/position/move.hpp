#pragma once
// A move: departure, arrival, kind of move, promotion kind, one auxiliary
// square (the locust's captured square, the double grasshopper's
// intermediate square), the square a capture is made from when that is
// not the departure square and a promotion of a pawn elsewhere on the
// board (SingleBox's latent pawns). Eight bytes, cheap to copy and compare.

#include <cstdint>

#include "core/types.hpp"
#include "pieces/catalogue.hpp"

namespace dawson::position {

enum class MoveType : std::uint8_t {
    Normal,      // move or capture on `to` (promotion when promo != None)
    DoubleStep,  // pawn-like two-square advance: sets the en passant square
    EnPassant,   // pawn-like capture of the piece that just double-stepped
    CastleShort,
    CastleLong,
    Locust,  // captures on `aux`, lands on `to`
    // A promotion (with or without capture on `to`) whose piece becomes a
    // chameleon as well (Popeye, when the board has chameleons: "h7-h8=B=c").
    ChameleonPromotion,
};
inline constexpr MoveType kLastMoveType = MoveType::ChameleonPromotion;  // for readers of stored moves

struct Move {
    core::Square from = core::NoSquare;
    core::Square to = core::NoSquare;
    MoveType type = MoveType::Normal;
    pieces::PieceKind promo = pieces::kind::None;
    // (A pawn's move to its last rank with aux == to and no promotion kind
    // is a promotion to an imitator, condition Imitator.)
    core::Square aux = core::NoSquare;
    // A capture made as if from another square (MarsCirce: the capturer's
    // rebirth square), NoSquare otherwise. Only the notation reads it: the
    // piece leaves `from` and ends on `to` all the same.
    core::Square via = core::NoSquare;
    // A latent pawn (SingleBox Type2, Type3: a pawn standing on its last
    // rank) promoted to `latent_promo` with this move, NoSquare otherwise.
    // A move hook makes the change; when the latent pawn is the moving
    // piece itself (Type3), `promo` says what arrives.
    core::Square latent = core::NoSquare;
    pieces::PieceKind latent_promo = pieces::kind::None;

    friend constexpr bool operator==(const Move&, const Move&) = default;
};

}  // namespace dawson::position
