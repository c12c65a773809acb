#pragma once
// Stepping and first-piece scans along a line, shared by the generator and
// the attack detector. Queen lines use the ray tables; other lines step.

#include "core/bitboard.hpp"
#include "movegen/walk_tables.hpp"

namespace dawson::movegen {

inline core::Square next_square(core::Square s, const Line& l) {
    return l.dir >= 0 ? core::kRays.next[l.dir][s] : core::step(s, l.v);
}

// The first occupied square after s along l, or NoSquare.
inline core::Square next_piece(core::Square s, const Line& l, core::Bitboard occ) {
    if (l.dir >= 0) return core::first_blocker(l.dir, s, occ);
    for (core::Square x = core::step(s, l.v); x != core::NoSquare; x = core::step(x, l.v))
        if (occ & core::bb(x)) return x;
    return core::NoSquare;
}

// The same line walked the other way.
inline Line reversed(const Line& l) {
    core::Vec r{-l.v.df, -l.v.dr};
    return Line{r, l.dir >= 0 ? (l.dir + 4) % 8 : -1};
}

}  // namespace dawson::movegen
