#pragma once
// A piece on the board: its kind, colour and attributes (Royal, Kamikaze,
// …; position/attribute.hpp). An empty square holds kind None. A neutral
// piece (Popeye's third colour, kNeutralBit in attrs) belongs to both
// sides: either may move it or capture it, and it attacks both kings; its
// `color` is then White.

#include "core/types.hpp"
#include "pieces/catalogue.hpp"
#include "position/attribute.hpp"

namespace dawson::position {

struct Piece {
    pieces::PieceKind kind = pieces::kind::None;
    core::Color color = core::Color::White;
    Attributes attrs = 0;  // the attribute bits, and kNeutralBit

    constexpr bool empty() const { return kind == pieces::kind::None; }
    constexpr bool neutral() const { return (attrs & kNeutralBit) != 0; }
    constexpr bool has(Attribute a) const { return position::has(attrs, a); }
    friend constexpr bool operator==(Piece, Piece) = default;
};

// The diagram square of `p` (attribute.hpp: kOriginMask), NoSquare when it
// has none.
constexpr core::Square origin(Piece p) {
    const Attributes o = (p.attrs & kOriginMask) >> kOriginShift;
    return o == 0 ? core::NoSquare : static_cast<core::Square>(o - 1);
}
// `p` with the diagram square `s`.
constexpr Piece with_origin(Piece p, core::Square s) {
    p.attrs = (p.attrs & ~kOriginMask) | (static_cast<Attributes>(s + 1) << kOriginShift);
    return p;
}

}  // namespace dawson::position
