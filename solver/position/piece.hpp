#pragma once
// A piece on the board: its kind, colour and attributes (Royal, Kamikaze,
// …; position/attribute.hpp). An empty square holds kind None.

#include "core/types.hpp"
#include "pieces/catalogue.hpp"
#include "position/attribute.hpp"

namespace dawson::position {

struct Piece {
    pieces::PieceKind kind = pieces::kind::None;
    core::Color color = core::Color::White;
    Attributes attrs = 0;

    constexpr bool empty() const { return kind == pieces::kind::None; }
    constexpr bool has(Attribute a) const { return position::has(attrs, a); }
    friend constexpr bool operator==(Piece, Piece) = default;
};

}  // namespace dawson::position
