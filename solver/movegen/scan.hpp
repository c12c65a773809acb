#pragma once
// Stepping and first-piece scans along a line, shared by the generator and
// the attack detector. Queen lines use the ray tables; other lines step.

#include "core/bitboard.hpp"
#include "movegen/walk_tables.hpp"

namespace dawson::movegen {

inline core::Square next_square(core::Square s, const Line& l) {
    return l.dir >= 0 ? core::kRays.next[l.dir][s] : core::step(s, l.v);
}

// The first occupied square after s along l, or NoSquare. Always inlined:
// the generator's walk loop, grown with the kinds, stopped inlining it.
[[gnu::always_inline]] inline core::Square next_piece(core::Square s, const Line& l, core::Bitboard occ) {
    if (l.dir >= 0) return core::first_blocker(l.dir, s, occ);
    for (core::Square x = core::step(s, l.v); x != core::NoSquare; x = core::step(x, l.v))
        if (occ & core::bb(x)) return x;
    return core::NoSquare;
}

// The steps a vector of the angle hoppers turns into: for each angle of
// `angles` (pieces::angle bits), the unit queen vector `v` turned by it
// both ways (once for 0 and 180 degrees); for A27 the two knight steps
// nearest `v`.
struct TurnedSteps {
    std::array<core::Vec, 8> v{};
    int n = 0;
    const core::Vec* begin() const { return v.data(); }
    const core::Vec* end() const { return v.data() + n; }
};
inline TurnedSteps turned(core::Vec v, std::uint8_t angles) {
    static constexpr core::Vec kCircle[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    int i = 0;
    while (i < 8 && !(kCircle[i] == v)) ++i;
    TurnedSteps t;
    if (i == 8) return t;
    for (int eighths = 0; eighths <= 4; ++eighths) {
        if (!(angles & (1u << eighths))) continue;
        t.v[t.n++] = kCircle[(i + eighths) % 8];
        if (eighths != 0 && eighths != 4) t.v[t.n++] = kCircle[(i + 8 - eighths) % 8];
    }
    if (angles & pieces::angle::A27) {
        if (v.df == 0 || v.dr == 0) {  // (2,0) turned a half step: (2,1) and (2,-1)
            t.v[t.n++] = core::Vec{2 * v.df + v.dr, 2 * v.dr + v.df};
            t.v[t.n++] = core::Vec{2 * v.df - v.dr, 2 * v.dr - v.df};
        } else {  // (1,1): (2,1) and (1,2)
            t.v[t.n++] = core::Vec{2 * v.df, v.dr};
            t.v[t.n++] = core::Vec{v.df, 2 * v.dr};
        }
    }
    return t;
}

// The square a mao (orthogonal) or moa (diagonal) passes on its knight
// leap `v`, relative to its departure.
inline core::Vec lame_step(pieces::Motion m, core::Vec v) {
    if (m == pieces::Motion::Mao) return core::Vec{v.df / 2, v.dr / 2};
    return core::Vec{v.df > 0 ? 1 : -1, v.dr > 0 ? 1 : -1};
}

// The square a lame rider or hopper passes on its knight step `v`: the
// orthogonally adjacent one (the mao's) or, for `moa`, the diagonal one.
inline core::Vec lame_passed(bool moa, core::Vec v) {
    return lame_step(moa ? pieces::Motion::Moa : pieces::Motion::Mao, v);
}

// Is the square on the board's edge (edgehog)?
inline bool on_edge(core::Square s) {
    const int f = core::file_of(s), r = core::rank_of(s);
    return f == 0 || f == 7 || r == 0 || r == 7;
}

// v turned by 90 degrees: anticlockwise for sign > 0, clockwise otherwise
// (the eagle equihoppers' second leg).
inline core::Vec turned90(core::Vec v, int sign) { return sign > 0 ? core::Vec{-v.dr, v.df} : core::Vec{v.dr, -v.df}; }

// The number of steps along l from s to t (t on that line beyond s).
inline int steps_to(core::Square s, core::Square t, const Line& l) {
    int n = 0;
    for (core::Square x = s; x != t; x = next_square(x, l)) ++n;
    return n;
}

// The same line walked the other way.
inline Line reversed(const Line& l) {
    core::Vec r{-l.v.df, -l.v.dr};
    return Line{r, l.dir >= 0 ? l.dir ^ 4 : -1};  // (the opposite of queen direction d is d + 4 mod 8)
}

}  // namespace dawson::movegen
