// core/bitboard.hpp's shifts and fills, square by square against the
// ray tables and core::step.

#include "core/bitboard.hpp"

#include <catch2/catch.hpp>
#include <vector>

using namespace dawson::core;

TEST_CASE("shift moves every square by the vector and drops those that leave the board", "[bitboard]") {
    const std::array<Vec, 8> knight{{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
    std::vector<Vec> vectors(kQueenDirs.begin(), kQueenDirs.end());
    vectors.insert(vectors.end(), knight.begin(), knight.end());
    vectors.push_back({7, 0});
    vectors.push_back({-7, 3});
    vectors.push_back({4, -4});
    for (const Vec v : vectors)
        for (int s = 0; s < 64; ++s) {
            const Square to = step(static_cast<Square>(s), v);
            CHECK(shift(bb(static_cast<Square>(s)), v) == (to == NoSquare ? 0 : bb(to)));
        }
    // A whole board: each square that has a square v before it.
    CHECK(shift(kAllSquares, {1, 0}) == (kAllSquares & ~Bitboard{0x0101010101010101ULL}));
    CHECK(shift(kAllSquares, {0, -1}) == (kAllSquares & ~rank_bb(7)));
}

TEST_CASE("ray_fill is the union of the rays of its squares", "[bitboard]") {
    for (int d = 0; d < 8; ++d) {
        for (int s = 0; s < 64; ++s) CHECK(ray_fill(bb(static_cast<Square>(s)), kQueenDirs[d]) == kRays.rays[d][s]);
        // Two squares: b1 and g6.
        const Square b1 = make_square(1, 0), g6 = make_square(6, 5);
        CHECK(ray_fill(bb(b1) | bb(g6), kQueenDirs[d]) == (kRays.rays[d][b1] | kRays.rays[d][g6]));
    }
    CHECK(ray_fill(0, {1, 1}) == 0);
}
