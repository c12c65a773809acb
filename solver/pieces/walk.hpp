#pragma once
// How a piece moves, as data. A walk is a short list of components; each
// component is one movement primitive (leap, ride, hop, …) applied along a
// set of vectors. The move generator and the attack detector interpret these
// primitives; they never switch on a piece kind.

#include <array>
#include <cstdint>
#include <initializer_list>

#include "core/types.hpp"

namespace dawson::pieces {

// The movement primitives. Each names one way of moving along the component's
// vectors (every vector is used with all its reflections and rotations).
enum class Motion : std::uint8_t {
    Leap,            // one jump by the vector (move or capture)
    Ride,            // repeated steps over empty squares, may capture the first piece
    Hop,             // grasshopper family: over the first piece (hurdle), land `land` squares beyond
    Lion,            // over one hurdle, then like a rider beyond it
    Kangaroo,        // over two hurdles, land just beyond the second
    ContraHop,       // hurdle adjacent to the mover, then like a rider beyond it
    Locust,          // captures by hopping an enemy hurdle, landing just beyond on an empty square
                     // (with adjacent_hurdle: the hurdle one vector away, as the marine leapers)
    EquiHop,         // hurdle exactly midway between departure and arrival
    DoubleHop,       // two grasshopper hops in one move
    JumpAlong,       // step, or jump over a run of occupied squares to the first square after it
    Pawn,            // the orthodox pawn (direction and ranks depend on colour)
    Scorpion,        // pawn plus forward non-capturing (2,1) side steps
    RideMove,        // a rider's non-capturing moves only (Chinese and marine riders)
    LeapMove,        // a leaper's non-capturing moves only (marine leapers)
    Cannon,          // captures only: over one hurdle, the first piece beyond it (Chinese riders)
    AngleHop,        // over the first piece (hurdle), then one queen step turned by an angle of `angles`
    Mao,             // knight leap through the orthogonally adjacent square, which must be empty
    Moa,             // knight leap through the diagonally adjacent square, which must be empty
    NonStopEquiHop,  // hurdle exactly midway, the squares between need not be empty
    KangarooLion,    // over two hurdles, then like a rider beyond the second
    EdgeRide,        // queen-like rider whose arrival and departure differ in lying on the board's edge
    // The radial hoppers (no vectors: `land` 0 uses the orthogonal and
    // diagonal distances only, 1 every distance; a "radial group" is every
    // vector of one length, e.g. (3,4) and (0,5)):
    TreeHop,  // over a hurdle one vector of a group away, then one vector of that group from it
    LeafHop,  // a leap by a vector, when another vector of its group leads to a hurdle
    // Over the first piece (queen lines) or a piece one vector away
    // (adjacent_hurdle), then as far again turned by 90 degrees, over empty
    // squares:
    EagleEquiHop,
    NonStopEagleEquiHop,  // over any piece on the line, then as far again turned by 90 degrees
    // To the midpoint between it and the first piece (queen lines) or one
    // vector with a hurdle two vectors away (adjacent_hurdle); captures the
    // first piece when the next stands as far beyond it:
    EquiStop,
    NonStopEquiStop,  // no vectors: to the midpoint between it and any piece
    ArgentinianRide,  // captures like a rider; moves only beyond the first piece, up to the next
    // The rose family (no vectors): along the rose's circles, each knight
    // step turned 45 degrees from the last, both ways round, ending at the
    // first piece, the board's edge or the departure square.
    RoseRide,    // rose: the circle's empty squares, and captures the first piece
    RoseMove,    // the rose's non-capturing moves only (rao)
    RoseCannon,  // captures only: over one hurdle on the circle, the first piece beyond (rao)
    RoseLion,    // over the first piece on the circle, then like a rose beyond it
    RoseHop,     // over the first piece on the circle to the next square of the circle
    RoseLocust,  // captures the first piece on the circle, landing on the next square of the circle
    // The lame knights' riders and hoppers: knight steps that pass one
    // square next to the mover, orthogonal (`land` 0, the mao's) or
    // diagonal (`land` 1, the moa's).
    LameRide,        // repeated such steps, the squares passed and stepped on empty; captures the first piece
    LameLion,        // such a ride over one hurdle (a square passed or stepped on), then on beyond it
    LameHop,         // one such step when the square passed holds a piece (the hurdle)
    Flood,           // any number of leaps over empty squares (ubiubi); captures a piece one leap from them
    MultiLion,       // over `land` hurdles (the first pieces on the line), then like a rider beyond
    RearHurdleRide,  // a rider whose square behind it, against the direction of the ride, holds a piece
    // The marine pawn (no vectors): a pawn's steps and double step; it
    // captures as a locust, over an enemy piece diagonally in front of it
    // to the empty square beyond, and en passant over the square a double
    // step passed to the square beyond that; it promotes to the rule set's
    // marine promotions (RuleSet::marine_promotions).
    MarinePawn,
    MarinePawnCapture,  // the marine pawn's captures only, en passant included, no promotion (marine ship)
    // Knight leaps through the square a mao (MaoLocust: orthogonally
    // adjacent) or moa (MoaLocust: diagonally adjacent) passes, to an empty
    // square: a move when the square passed is empty, a capture of the
    // piece there when it holds an enemy (skylla, charybdis).
    MaoLocust,
    MoaLocust,
    // The Berolina pawn (no vectors): a pawn that steps diagonally forward
    // (two steps the same way from its second rank, over an empty square,
    // which it passes for en passant) and captures straight forward.
    BerolinaPawn,
    // The borrowing pieces (no vectors): the piece moves with the walk of
    // every kind (not a borrowing one) that observes it through a chain
    // (movegen/borrow.hpp): an orphan with the walks of the enemy pieces
    // observing it, an enemy orphan observing it with such a walk passing
    // that walk on; a friend with those of its own pieces, a friend passing
    // them on likewise. Its moves and attacks depend on the whole position.
    Orphan,
    Friend,
};

// Does the motion move as a pawn (steps, double step, promotion)?
constexpr bool is_pawn_motion(Motion m) {
    return m == Motion::Pawn || m == Motion::Scorpion || m == Motion::MarinePawn || m == Motion::BerolinaPawn;
}

// Does the motion borrow the walks of the pieces observing it (orphan, friend)?
constexpr bool is_borrowing(Motion m) { return m == Motion::Orphan || m == Motion::Friend; }

// Does the motion follow the rose's circles?
constexpr bool is_rose(Motion m) {
    return m == Motion::RoseRide || m == Motion::RoseMove || m == Motion::RoseCannon || m == Motion::RoseLion ||
           m == Motion::RoseHop || m == Motion::RoseLocust;
}

// Angles of AngleHop, as a bit set: the turn from the mover's line to the
// step beyond the hurdle (0 is the grasshopper's, 180 the hamster's). A27
// is the scarabeus's: the two knight steps nearest the line (26.6 degrees
// off a rook line, 18.4 off a bishop line; Popeye's angle_27).
namespace angle {
inline constexpr std::uint8_t A0 = 1, A45 = 2, A90 = 4, A135 = 8, A180 = 16, A27 = 32;
}

// Which of a component's moves the piece makes: Popeye's pieces that move
// one way and capture another (saltador, kao) keep only the moves or only
// the captures of a primitive.
enum class Only : std::uint8_t { Both, Moves, Captures };

// One movement primitive along a set of base vectors.
struct Component {
    Motion motion = Motion::Leap;
    std::array<core::Vec, 3> bases{};
    std::uint8_t base_count = 0;
    std::uint8_t land = 1;         // Hop: arrival distance beyond the hurdle; AngleHop: the angle bits
    bool adjacent_hurdle = false;  // Hop, Locust: the hurdle stands one vector from the mover
    Only only = Only::Both;

    constexpr Component() = default;
    constexpr Component(Motion m, std::initializer_list<core::Vec> b, std::uint8_t land_ = 1, bool adj = false)
        : motion(m), land(land_), adjacent_hurdle(adj) {
        for (core::Vec v : b) bases[base_count++] = v;
    }
};

// The component's moves without captures, or its captures alone.
constexpr Component moves_only(Component c) {
    c.only = Only::Moves;
    return c;
}
constexpr Component captures_only(Component c) {
    c.only = Only::Captures;
    return c;
}

// An angle hopper's component: over the first piece along `b`, then one
// queen step turned by each angle of `angles` (angle::A45 | …).
constexpr Component angle_hop(std::initializer_list<core::Vec> b, std::uint8_t angles) {
    return Component(Motion::AngleHop, b, angles);
}

// A piece's whole walk: up to four components (amazon = ride + ride + leap;
// the saltador's mao and moa moves and captures).
struct Walk {
    std::array<Component, 4> parts{};
    std::uint8_t count = 0;

    constexpr Walk() = default;
    constexpr Walk(std::initializer_list<Component> c) {
        for (const Component& x : c) parts[count++] = x;
    }
};

// Every distinct vector obtained from (a, b) by sign changes and swapping.
struct VectorSet {
    std::array<core::Vec, 8> v{};
    int n = 0;
};
constexpr VectorSet symmetric(core::Vec base) {
    VectorSet s;
    const int a = base.df, b = base.dr;
    const core::Vec all[8] = {{a, b}, {-a, b}, {a, -b}, {-a, -b}, {b, a}, {-b, a}, {b, -a}, {-b, -a}};
    for (core::Vec x : all) {
        bool seen = false;
        for (int i = 0; i < s.n; ++i) seen = seen || s.v[i] == x;
        if (!seen) s.v[s.n++] = x;
    }
    return s;
}

}  // namespace dawson::pieces
