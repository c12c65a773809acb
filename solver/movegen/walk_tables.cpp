#include "movegen/walk_tables.hpp"

#include <cstdlib>

namespace dawson::movegen {

using namespace core;
using pieces::Motion;

int queen_dir(Vec v) {
    for (int d = 0; d < 8; ++d)
        if (kQueenDirs[d] == v) return d;
    return -1;
}

namespace {

std::uint8_t class_of(Vec base) {
    int a = std::abs(base.df), b = std::abs(base.dr);
    if (a > b) std::swap(a, b);
    if (a == 0) return RookLines;
    if (a == b) return BishopLines;
    if (a == 1 && b == 2) return KnightLines;
    if (a == 1 && b == 3) return CamelLines;
    if (a == 2 && b == 3) return ZebraLines;
    return Everywhere;
}

std::array<Bitboard, 8> rays_from(Square s, Vec base) {
    std::array<Bitboard, 8> r{};
    pieces::VectorSet vs = pieces::symmetric(base);
    for (int i = 0; i < vs.n; ++i)
        for (Square x = step(s, vs.v[i]); x != NoSquare; x = step(x, vs.v[i])) r[i] |= bb(x);
    return r;
}

// Fills the zeroed tables `t` (too large for a stack frame: one entry per
// possible kind).
void build(WalkTables& t) {
    const Vec class_bases[5] = {{1, 0}, {1, 1}, {1, 2}, {1, 3}, {2, 3}};
    for (int c = 0; c < 5; ++c)
        for (Square s = 0; s < 64; ++s) t.rays[c][s] = rays_from(s, class_bases[c]);
    for (Square s = 0; s < 64; ++s)
        for (Vec v : kQueenDirs)
            if (Square x = step(s, v); x != NoSquare) t.ring[s] |= bb(x);

    for (pieces::PieceKind k : pieces::all_kinds()) {
        CompiledKind& ck = t.kinds[k];
        const pieces::Walk& w = pieces::type(k).walk;
        for (int p = 0; p < w.count; ++p) {
            const pieces::Component& c = w.parts[p];
            if (c.motion == Motion::Leap) {
                for (int b = 0; b < c.base_count; ++b) {
                    pieces::VectorSet vs = pieces::symmetric(c.bases[b]);
                    for (Square s = 0; s < 64; ++s)
                        for (int i = 0; i < vs.n; ++i)
                            if (Square x = step(s, vs.v[i]); x != NoSquare) ck.leaps[s] |= bb(x);
                }
                continue;
            }
            CompiledPart part;
            part.motion = c.motion;
            part.land = c.land;
            part.adjacent_hurdle = c.adjacent_hurdle;
            part.only = c.only;
            part.out_of_line = c.motion >= Motion::TreeHop || c.only != pieces::Only::Both;
            // Components without captures leave the attack tables alone.
            const bool captures = c.motion != Motion::RideMove && c.motion != Motion::LeapMove &&
                                  c.motion != Motion::RoseMove && c.only != pieces::Only::Moves;
            // The marine pawn, skylla and charybdis attack from beside their
            // target (its ring), whatever their vectors.
            // (The Berolina pawn's attacker stands straight behind.)
            const bool beside =
                (depends_on_ring(c.motion) && c.motion != Motion::Locust) || c.motion == Motion::BerolinaPawn;
            ck.borrows = ck.borrows || pieces::is_borrowing(c.motion);
            for (int b = 0; b < c.base_count; ++b) {
                Vec base = c.bases[b];
                if (c.motion == Motion::Ride && base == Vec{1, 0}) {
                    ck.slides_rook = true;
                    ck.line_classes |= RookLines;
                    continue;
                }
                if (c.motion == Motion::Ride && base == Vec{1, 1}) {
                    ck.slides_bishop = true;
                    ck.line_classes |= BishopLines;
                    continue;
                }
                if (captures && !beside) ck.line_classes |= class_of(base);
                pieces::VectorSet vs = pieces::symmetric(base);
                for (int i = 0; i < vs.n; ++i) part.lines[part.line_count++] = Line{vs.v[i], queen_dir(vs.v[i])};
            }
            // Attacks that depend on squares off the lines through the
            // target: the double and angle hoppers' (the line to the
            // hurdle), the mao's and moa's (the square passed), a locust's
            // along non-queen lines (the landing square beyond the target).
            // So do the radial and eagle equihoppers' (the hurdle and the
            // attacker off the target's lines) and the equistoppers' (a
            // hurdle beyond the target).
            const bool anywhere = c.motion == Motion::DoubleHop || c.motion == Motion::AngleHop ||
                                  c.motion == Motion::Pawn || c.motion == Motion::Scorpion ||
                                  c.motion == Motion::TreeHop || c.motion == Motion::LeafHop ||
                                  c.motion == Motion::EagleEquiHop || c.motion == Motion::NonStopEagleEquiHop ||
                                  c.motion == Motion::NonStopEquiStop || c.motion == Motion::Flood ||
                                  pieces::is_rose(c.motion) || pieces::is_borrowing(c.motion);
            // The lame riders' and hoppers' attacks depend on the squares
            // they pass, off the target's lines; the contra-hamster's on its
            // hurdle, beyond the attacker.
            const bool lame = c.motion == Motion::LameRide || c.motion == Motion::LameLion ||
                              c.motion == Motion::LameHop || c.motion == Motion::Flood ||
                              c.motion == Motion::RearHurdleRide;
            bool off_lines = c.motion == Motion::DoubleHop || c.motion == Motion::AngleHop || c.motion == Motion::Mao ||
                             c.motion == Motion::Moa || c.motion == Motion::TreeHop || c.motion == Motion::LeafHop ||
                             c.motion == Motion::EagleEquiHop || c.motion == Motion::NonStopEagleEquiHop ||
                             c.motion == Motion::EquiStop || c.motion == Motion::NonStopEquiStop ||
                             (pieces::is_rose(c.motion) && c.motion != Motion::RoseMove) || (lame && captures) ||
                             pieces::is_borrowing(c.motion);
            for (int i = 0; i < part.line_count; ++i)
                off_lines = off_lines || (c.motion == Motion::Locust && part.lines[i].dir < 0);
            if (off_lines) ck.line_classes |= c.motion == Motion::DoubleHop ? DoubleHopLines : Everywhere;
            for (Square s = 0; s < 64; ++s) {
                if (beside) {
                    part.reach[s] = t.ring[s];
                    continue;
                }
                if (anywhere) {
                    part.reach[s] = ~Bitboard{0};
                    continue;
                }
                if (!captures) continue;
                // The equihoppers stand an even number of steps away: the
                // hurdle is the midpoint.
                const bool even = c.motion == Motion::EquiHop || c.motion == Motion::NonStopEquiHop;
                for (int i = 0; i < part.line_count; ++i) {
                    int n = 0;
                    for (Square x = step(s, part.lines[i].v); x != NoSquare; x = step(x, part.lines[i].v))
                        if (!even || ++n % 2 == 0) part.reach[s] |= bb(x);
                }
            }
            const bool no_lines = c.motion == Motion::Pawn || c.motion == Motion::Scorpion ||
                                  c.motion == Motion::MarinePawn || c.motion == Motion::MarinePawnCapture ||
                                  c.motion == Motion::TreeHop || c.motion == Motion::LeafHop ||
                                  c.motion == Motion::NonStopEquiStop || pieces::is_rose(c.motion) ||
                                  c.motion == Motion::BerolinaPawn || pieces::is_borrowing(c.motion);
            part.queen_lines = part.line_count > 0;
            for (int i = 0; i < part.line_count; ++i) {
                const int d = part.lines[i].dir;
                part.queen_lines = part.queen_lines && d >= 0 && part.line_of_dir[d] < 0;
                if (d >= 0) part.line_of_dir[d] = static_cast<std::int8_t>(i);
            }
            if (part.line_count > 0 || no_lines) ck.parts[ck.part_count++] = part;
        }
    }
}

}  // namespace

const WalkTables& walk_tables() {
    static const WalkTables* const t = [] {
        auto* w = new WalkTables();  // lives as long as the program
        build(*w);
        return w;
    }();
    return *t;
}

}  // namespace dawson::movegen
