#pragma once
// 64-bit square sets and the precomputed ray tables the move generator and
// the attack detector use for first-blocker scans along queen lines.

#include <array>
#include <bit>
#include <cstdint>

#include "core/types.hpp"

namespace dawson::core {

using Bitboard = std::uint64_t;

constexpr Bitboard bb(Square s) { return Bitboard{1} << s; }
inline constexpr Bitboard kAllSquares = ~Bitboard{0};
// The squares of rank r (0 … 7).
constexpr Bitboard rank_bb(int r) { return Bitboard{0xFF} << (8 * r); }
constexpr int popcount(Bitboard b) { return std::popcount(b); }
constexpr Square lsb(Bitboard b) { return static_cast<Square>(std::countr_zero(b)); }
constexpr Square msb(Bitboard b) { return static_cast<Square>(63 - std::countl_zero(b)); }
constexpr Square pop_lsb(Bitboard& b) {
    Square s = lsb(b);
    b &= b - 1;
    return s;
}

// The eight queen directions. The first four increase the square index, so
// the nearest blocker on their rays is the lowest set bit.
enum class Dir : std::uint8_t { N, E, NE, NW, S, W, SW, SE };
inline constexpr std::array<Vec, 8> kQueenDirs{{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}};
constexpr bool increasing(int dir) { return dir < 4; }
constexpr bool is_rook_dir(int dir) { return dir == 0 || dir == 1 || dir == 4 || dir == 5; }

// By df + 7: the files whose squares stay on the board moved df files.
inline constexpr std::array<Bitboard, 15> kStaysOnBoard = [] {
    std::array<Bitboard, 15> t{};
    for (int df = -7; df <= 7; ++df)
        for (int f = 0; f < 8; ++f)
            if (f + df >= 0 && f + df < 8) t[df + 7] |= Bitboard{0x0101010101010101ULL} << f;
    return t;
}();

// The squares of b moved by v (|v.df|, |v.dr| < 8); those that would leave
// the board are dropped.
constexpr Bitboard shift(Bitboard b, Vec v) {
    b &= kStaysOnBoard[v.df + 7];
    const int n = v.df + 8 * v.dr;
    return n >= 0 ? b << n : b >> -n;
}

// Every square beyond a square of b in direction v, on an empty board:
// the union of b's rays (a fill by 1, 2 and 4 steps).
constexpr Bitboard ray_fill(Bitboard b, Vec v) {
    b |= shift(b, v);
    b |= shift(b, {2 * v.df, 2 * v.dr});
    b |= shift(b, {4 * v.df, 4 * v.dr});
    return shift(b, v);
}

// Ray tables: rays[d][s] holds every square beyond s in direction d (s excluded).
struct RayTables {
    std::array<std::array<Bitboard, 64>, 8> rays{};
    std::array<std::array<Square, 64>, 8> next{};  // neighbour in direction d or NoSquare
};

constexpr RayTables make_ray_tables() {
    RayTables t{};
    for (int d = 0; d < 8; ++d)
        for (int s = 0; s < 64; ++s) {
            Bitboard r = 0;
            Square x = step(static_cast<Square>(s), kQueenDirs[d]);
            t.next[d][s] = x;
            while (x != NoSquare) {
                r |= bb(x);
                x = step(x, kQueenDirs[d]);
            }
            t.rays[d][s] = r;
        }
    return t;
}

inline constexpr RayTables kRays = make_ray_tables();

// The queen direction from a to b (b on rays[d][a]), or -1 off the queen
// lines.
inline constexpr auto kQueenDirTo = [] {
    std::array<std::array<std::int8_t, 64>, 64> t{};
    for (auto& row : t) row.fill(-1);
    for (int d = 0; d < 8; ++d)
        for (int a = 0; a < 64; ++a)
            for (Bitboard r = kRays.rays[d][a]; r; r &= r - 1) t[a][std::countr_zero(r)] = static_cast<std::int8_t>(d);
    return t;
}();

// Nearest occupied square from s in direction d, or NoSquare.
constexpr Square first_blocker(int d, Square s, Bitboard occ) {
    Bitboard b = kRays.rays[d][s] & occ;
    if (!b) return NoSquare;
    return increasing(d) ? lsb(b) : msb(b);
}

// Squares a rider on direction d reaches from s: the empty ones up to and
// including the first blocker.
constexpr Bitboard ray_attacks(int d, Square s, Bitboard occ) {
    Bitboard r = kRays.rays[d][s];
    Square b = first_blocker(d, s, occ);
    return b == NoSquare ? r : r & ~kRays.rays[d][b];
}

constexpr Bitboard rook_attacks(Square s, Bitboard occ) {
    return ray_attacks(0, s, occ) | ray_attacks(1, s, occ) | ray_attacks(4, s, occ) | ray_attacks(5, s, occ);
}
constexpr Bitboard bishop_attacks(Square s, Bitboard occ) {
    return ray_attacks(2, s, occ) | ray_attacks(3, s, occ) | ray_attacks(6, s, occ) | ray_attacks(7, s, occ);
}

// Between tables: between[a][b] holds the squares strictly between a and b
// on the straight line through both, in steps of their offset divided by
// its greatest common divisor (queen lines, knight lines, …); empty when
// that step is the whole offset.
struct BetweenTables {
    std::array<std::array<Bitboard, 64>, 64> between{};
};

constexpr BetweenTables make_between_tables() {
    BetweenTables t{};
    for (int a = 0; a < 64; ++a)
        for (int b = 0; b < 64; ++b) {
            const int df = file_of(static_cast<Square>(b)) - file_of(static_cast<Square>(a));
            const int dr = rank_of(static_cast<Square>(b)) - rank_of(static_cast<Square>(a));
            int g = df < 0 ? -df : df, h = dr < 0 ? -dr : dr;
            while (h) {
                const int r = g % h;
                g = h;
                h = r;
            }
            Bitboard r = 0;
            for (int i = 1; i < g; ++i)
                r |= bb(make_square(file_of(static_cast<Square>(a)) + df / g * i,
                                    rank_of(static_cast<Square>(a)) + dr / g * i));
            t.between[a][b] = r;
        }
    return t;
}

inline constexpr BetweenTables kBetween = make_between_tables();

constexpr Bitboard between(Square a, Square b) { return kBetween.between[a][b]; }

}  // namespace dawson::core
