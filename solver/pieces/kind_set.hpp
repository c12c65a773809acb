#pragma once
// A set of piece kinds: one bit per possible kind (kMaxKinds of them), so
// that the catalogue can grow without a mask to widen. Iterating yields the
// kinds in increasing order.

#include <array>
#include <bit>
#include <cstdint>

#include "pieces/kind.hpp"

namespace dawson::pieces {

class KindSet {
public:
    static constexpr int kWords = (kMaxKinds + 63) / 64;

    constexpr void set(PieceKind k) { w_[k >> 6] |= std::uint64_t{1} << (k & 63); }
    constexpr void reset(PieceKind k) { w_[k >> 6] &= ~(std::uint64_t{1} << (k & 63)); }
    constexpr bool test(PieceKind k) const { return (w_[k >> 6] >> (k & 63)) & 1; }
    constexpr bool any() const {
        std::uint64_t a = 0;
        for (std::uint64_t x : w_) a |= x;
        return a != 0;
    }
    constexpr KindSet& operator|=(const KindSet& o) {
        for (int i = 0; i < kWords; ++i) w_[i] |= o.w_[i];
        return *this;
    }
    constexpr KindSet& operator&=(const KindSet& o) {
        for (int i = 0; i < kWords; ++i) w_[i] &= o.w_[i];
        return *this;
    }
    constexpr KindSet without(PieceKind k) const {
        KindSet s = *this;
        s.reset(k);
        return s;
    }
    friend constexpr bool operator==(const KindSet&, const KindSet&) = default;

    // Bits 64*i … 64*i+63, for loops in hot paths:
    //   for (int i = 0; i < KindSet::kWords; ++i)
    //       for (std::uint64_t b = set.word(i); b; b &= b - 1) { kind = KindSet::kind_of(i, b); … }
    constexpr std::uint64_t word(int i) const { return w_[i]; }
    constexpr bool any_beyond_first_word() const {
        std::uint64_t a = 0;
        for (int i = 1; i < kWords; ++i) a |= w_[i];
        return a != 0;
    }
    static constexpr PieceKind kind_of(int i, std::uint64_t bits) {
        return static_cast<PieceKind>(i * 64 + std::countr_zero(bits));
    }

    class Iterator {
    public:
        constexpr Iterator(const std::array<std::uint64_t, kWords>& w, int i) : w_(w), i_(i) { skip(); }
        constexpr PieceKind operator*() const { return static_cast<PieceKind>(i_ * 64 + std::countr_zero(w_[i_])); }
        constexpr Iterator& operator++() {
            w_[i_] &= w_[i_] - 1;
            skip();
            return *this;
        }
        constexpr bool operator!=(const Iterator& o) const { return i_ != o.i_; }

    private:
        constexpr void skip() {
            while (i_ < kWords && !w_[i_]) ++i_;
        }
        std::array<std::uint64_t, kWords> w_;
        int i_;
    };
    constexpr Iterator begin() const { return Iterator(w_, 0); }
    constexpr Iterator end() const { return Iterator(w_, kWords); }

private:
    std::array<std::uint64_t, kWords> w_{};
};

}  // namespace dawson::pieces
