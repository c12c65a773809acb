#pragma once
// Zobrist hash keys: one random 64-bit key per (colour, kind, square), per
// castling-rights set, per en passant file, for Black to move and per
// (attribute or neutrality, square): a piece's key is that of its colour
// and kind xor those of its attributes; and one per square for an imitator
// or a hole standing there. The table
// is a compile-time constant, so no state is shared between positions.

#include <array>
#include <bit>
#include <cstdint>

#include "core/types.hpp"
#include "pieces/catalogue.hpp"
#include "position/attribute.hpp"

namespace dawson::position {

struct ZobristKeys {
    std::array<std::array<std::array<std::uint64_t, 64>, pieces::kMaxKinds>, 2> piece{};
    std::array<std::uint64_t, 64> castling{};  // by castling flags
    std::array<std::uint64_t, 8> ep_file{};
    std::uint64_t black_to_move = 0;
    // By attribute and square, the last row for kNeutralBit (with the
    // piece's White key).
    std::array<std::array<std::uint64_t, 64>, kAttributeCount + 1> attribute{};
    std::array<std::uint64_t, 64> imitator{};  // an imitator on the square
    std::array<std::uint64_t, 64> hole{};      // a hole on the square
    // By diagram square (kOriginMask) and square.
    std::array<std::array<std::uint64_t, 64>, 64> origin{};
};

constexpr ZobristKeys make_zobrist() {
    ZobristKeys z{};
    std::uint64_t s = 0x9E3779B97F4A7C15ull;
    auto next = [&s] {  // splitmix64
        std::uint64_t x = (s += 0x9E3779B97F4A7C15ull);
        x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
        x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
        return x ^ (x >> 31);
    };
    for (auto& c : z.piece)
        for (auto& k : c)
            for (auto& sq : k) sq = next();
    for (int i = 0; i < 16; ++i) z.castling[i] = next();
    for (auto& e : z.ep_file) e = next();
    z.black_to_move = next();
    for (int i = 16; i < 64; ++i) z.castling[i] = next();
    for (auto& a : z.attribute)
        for (auto& sq : a) sq = next();
    // Drawn after the others, which keep their values.
    for (auto& sq : z.imitator) sq = next();
    for (auto& sq : z.hole) sq = next();
    for (auto& o : z.origin)
        for (auto& sq : o) sq = next();
    return z;
}

inline constexpr ZobristKeys kZobrist = make_zobrist();

// The key of a set of attributes on square `s` (0 for none).
inline std::uint64_t attributes_key(Attributes a, core::Square s) {
    std::uint64_t k = 0;
    if (a & kOriginMask) [[unlikely]] {
        k = kZobrist.origin[((a & kOriginMask) >> kOriginShift) - 1][s];
        a &= ~kOriginMask;
    }
    for (; a; a &= static_cast<Attributes>(a - 1)) k ^= kZobrist.attribute[std::countr_zero(a)][s];
    return k;
}

}  // namespace dawson::position
