#pragma once
// A piece on the board: its kind and colour. An empty square holds kind None.

#include "core/types.hpp"
#include "pieces/catalogue.hpp"

namespace dawson::position {

struct Piece {
    pieces::PieceKind kind = pieces::kind::None;
    core::Color color = core::Color::White;

    constexpr bool empty() const { return kind == pieces::kind::None; }
    friend constexpr bool operator==(Piece, Piece) = default;
};

}  // namespace dawson::position
