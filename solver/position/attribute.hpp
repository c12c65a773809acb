#pragma once
// Piece attributes (Popeye's "piece specifications" besides the colours):
// one bit each in Piece::attrs, in Popeye's order, which is also the order
// of the attribute words (problem::keywords::attributes) and of the
// attribute lines under Popeye's diagram. A piece carries its attributes when it moves; the move-effects
// journal restores them with the piece.

#include <cstdint>

namespace dawson::position {

using Attributes = std::uint32_t;

enum class Attribute : std::uint8_t {
    Royal,
    Kamikaze,
    Paralysing,
    Chameleon,
    Jigger,
    Volage,
    Functionary,
    HalfNeutral,
    HurdleColourChanging,
    Protean,
    Magic,
    Uncapturable,
    Patrol,
    FrischAuf,
    Bul,
    Dob,
    Count
};

inline constexpr int kAttributeCount = static_cast<int>(Attribute::Count);

// A neutral piece (Popeye's third colour, no attribute word) is marked by
// the bit after the attributes' (Popeye too keeps a piece's colours and
// attributes in one set of flags): a piece's copies keep it with the
// attributes, and one test on Piece::attrs finds every special piece.
inline constexpr Attributes kNeutralBit = Attributes{1} << kAttributeCount;

// A piece's identity for the goals that follow pieces from the diagram
// (ct, <>, ctr, <>r, Kxy): its diagram square plus one in the bits
// kOriginMask, zero when it has none (position/piece.hpp: origin()). Only
// those goals' problems give their pieces one (problem::make_position), so
// no other problem carries it; a piece's copies (its moves, its rebirths, a
// promotion) keep it, and the key of a piece with one tells the origins apart.
inline constexpr int kOriginShift = 24;
inline constexpr Attributes kOriginMask = Attributes{0x7F} << kOriginShift;
constexpr Attributes bit(Attribute a) { return static_cast<Attributes>(1u << static_cast<unsigned>(a)); }
constexpr bool has(Attributes set, Attribute a) { return (set & bit(a)) != 0; }

}  // namespace dawson::position
