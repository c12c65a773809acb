#pragma once
// The catalogue's walks compiled for speed: leap targets as bitboards per
// square, rook/bishop riding flagged for bitboard sliding, and every other
// component as a list of lines (a vector plus, for queen lines, its ray
// direction). Built once from the catalogue; read-only afterwards.

#include <array>
#include <cstdint>

#include "core/bitboard.hpp"
#include "pieces/catalogue.hpp"

namespace dawson::movegen {

// One direction of a component: the vector and its queen-ray index (-1 when
// the vector is not a queen step, e.g. a knight line).
struct Line {
    core::Vec v;
    int dir = -1;
};

struct CompiledPart {
    pieces::Motion motion = pieces::Motion::Leap;
    std::array<Line, 24> lines{};
    int line_count = 0;
    std::uint8_t land = 1;
    bool adjacent_hurdle = false;
    pieces::Only only = pieces::Only::Both;
    // Generated out of the hot inlined code: the primitives from TreeHop on
    // and the parts restricted to moves or captures.
    bool out_of_line = false;
    // Squares an attacker must stand on to capture on s with this part: the
    // union of its lines through s (every square for pawns and the double
    // grasshopper). A cheap first filter for the attack test.
    std::array<core::Bitboard, 64> reach{};
    // Every line a queen direction, each once: line_of_dir[d] is the index
    // of the line of direction d, or -1 (the attack test looks only at the
    // lines on which an attacker stands).
    bool queen_lines = false;
    std::array<std::int8_t, 8> line_of_dir{-1, -1, -1, -1, -1, -1, -1, -1};
};

// Lines from the king that a kind's attacks depend on, for the tests that
// answer without playing a move (see movegen/king_zone.hpp).
enum LineClass : std::uint8_t {
    RookLines = 1,
    BishopLines = 2,
    KnightLines = 4,
    CamelLines = 8,
    ZebraLines = 16,
    Everywhere = 32,      // squares off the lines through the king too: no bound
    DoubleHopLines = 64,  // the queen lines through the king and through the piece
};

struct CompiledKind {
    std::array<core::Bitboard, 64> leaps{};  // union of Leap components
    bool slides_rook = false;                // Ride along (1,0)
    bool slides_bishop = false;              // Ride along (1,1)
    std::array<CompiledPart, 4> parts{};     // components other than the above
    int part_count = 0;
    std::uint8_t line_classes = 0;
    // A borrowing kind (orphan, friend): its attacks are those of the walks
    // it borrows (movegen/attacks.hpp, borrowed_walks), not of its parts.
    bool borrows = false;
};

struct WalkTables {
    std::array<CompiledKind, pieces::kMaxKinds> kinds{};
    // Rays from each square, by LineClass bit (0 … 4) and direction (the
    // class's 4 or 8 vectors; unused entries are empty).
    std::array<std::array<std::array<core::Bitboard, 8>, 64>, 5> rays{};
    // The eight squares around each square.
    std::array<core::Bitboard, 64> ring{};
};

const WalkTables& walk_tables();

// Does an attack of the motion on a square depend on the squares around it?
// The locust's landing square is behind its target; the marine pawn's,
// skylla's and charybdis's attacker and landing square are both beside it
// (their attack bound is the target's ring, movegen/king_zone.hpp).
constexpr bool depends_on_ring(pieces::Motion m) {
    return m == pieces::Motion::Locust || m == pieces::Motion::MarinePawn || m == pieces::Motion::MarinePawnCapture ||
           m == pieces::Motion::MaoLocust || m == pieces::Motion::MoaLocust;
}

// Queen-ray index of a unit vector, or -1.
int queen_dir(core::Vec v);

}  // namespace dawson::movegen
