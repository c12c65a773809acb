#pragma once
// The battle-play transposition table: for a position with the attacker to
// move it remembers the shortest length known to win and the longest length
// known to fail. Entries are two relaxed atomics checked by XOR (lockless
// hashing), so several threads may probe and store at once; a torn entry is
// simply not found. Results depend on the position and the length only, so
// sharing them never changes what a search finds.

#include <atomic>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>

namespace dawson::search {

class BattleTable {
public:
    // What is known about a position: wins for every length >= min_win,
    // fails for every length <= max_fail (0 = nothing known).
    struct Bounds {
        std::uint8_t min_win = 255;
        std::uint8_t max_fail = 0;
    };

    explicit BattleTable(unsigned log2_entries = 20)
        : mask_((std::size_t{1} << log2_entries) - 1),
          words_(static_cast<std::uint64_t*>(std::calloc(2 * (mask_ + 1), sizeof(std::uint64_t)))) {
        if (!words_) throw std::bad_alloc();
    }

    Bounds probe(std::uint64_t key) const {
        std::uint64_t* slot = words_.get() + 2 * (key & mask_);
        std::uint64_t d = std::atomic_ref<std::uint64_t>(slot[1]).load(std::memory_order_relaxed);
        std::uint64_t k = std::atomic_ref<std::uint64_t>(slot[0]).load(std::memory_order_relaxed);
        if ((k ^ d) != key) return {};
        return {static_cast<std::uint8_t>(d & 0xff), static_cast<std::uint8_t>((d >> 8) & 0xff)};
    }

    void store_win(std::uint64_t key, int length) {
        Bounds b = probe(key);
        if (length < b.min_win) b.min_win = static_cast<std::uint8_t>(length);
        put(key, b);
    }
    void store_fail(std::uint64_t key, int length) {
        Bounds b = probe(key);
        if (length > b.max_fail) b.max_fail = static_cast<std::uint8_t>(length);
        put(key, b);
    }

private:
    struct Free {
        void operator()(std::uint64_t* p) const { std::free(p); }
    };
    void put(std::uint64_t key, Bounds b) {
        std::uint64_t* slot = words_.get() + 2 * (key & mask_);
        std::uint64_t d = std::uint64_t{b.min_win} | (std::uint64_t{b.max_fail} << 8);
        std::atomic_ref<std::uint64_t>(slot[1]).store(d, std::memory_order_relaxed);
        std::atomic_ref<std::uint64_t>(slot[0]).store(key ^ d, std::memory_order_relaxed);
    }

    std::size_t mask_;
    std::unique_ptr<std::uint64_t[], Free> words_;
};

}  // namespace dawson::search
