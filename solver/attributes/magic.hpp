#pragma once
// Magic (attributes/magic.cpp): how Popeye names the lines along which a
// magic piece of each kind observes, for the problem reader's refusals.

#include "pieces/catalogue.hpp"

namespace dawson::attributes {

// The kind of line a magic piece's view follows (Popeye's identify_line).
enum class MagicLine : std::uint8_t {
    Pseudo,       // a leaper's or pawn's: the two squares
    Straight,     // a rider's, lion's, hopper's: the line's two ends
    Combined,     // a rider and leaper: Pseudo for a leap, else Straight
    EquiHopper,   // Straight along queen lines, Pseudo over the others
    Double,       // a double hopper's: the square between the hops, the first hop's direction
    NoViews,      // a walk Popeye's table lacks: no views, the magic does nothing
    Unsupported,  // not known here (Dawson refuses it as a magic piece)
};
MagicLine magic_line(pieces::PieceKind k);

// Kinds Popeye refuses in a problem with magic pieces (magic_is_piece_supported).
bool magic_refused_by_popeye(pieces::PieceKind k);

}  // namespace dawson::attributes
