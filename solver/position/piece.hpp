#pragma once
// A piece on the board: its kind, colour and attributes (Royal, Kamikaze,
// …; position/attribute.hpp). An empty square holds kind None. A neutral
// piece (Popeye's third colour) belongs to both sides: either may move it
// or capture it, and it attacks both kings; its `color` is then White.

#include "core/types.hpp"
#include "pieces/catalogue.hpp"
#include "position/attribute.hpp"

namespace dawson::position {

struct Piece {
    pieces::PieceKind kind = pieces::kind::None;
    core::Color color = core::Color::White;
    Attributes attrs = 0;
    bool neutral = false;

    constexpr bool empty() const { return kind == pieces::kind::None; }
    // Does the piece belong to side c (its colour, or neutral)?
    constexpr bool belongs_to(core::Color c) const { return neutral || color == c; }
    constexpr bool has(Attribute a) const { return position::has(attrs, a); }
    friend constexpr bool operator==(Piece, Piece) = default;
};

}  // namespace dawson::position
