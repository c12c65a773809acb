#pragma once
// The battle-play transposition table: for a position with the attacker to
// move it remembers the shortest length known to win and the longest length
// known to fail. Entries are two relaxed atomics checked by XOR (lockless
// hashing), so several threads may probe and store at once; a torn entry is
// simply not found. Results depend on the position and the length only, so
// sharing them never changes what a search finds.

#include <atomic>
#include <cstdint>
#include <memory>

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
        : mask_((std::size_t{1} << log2_entries) - 1), slots_(new Slot[mask_ + 1]) {}

    Bounds probe(std::uint64_t key) const {
        const Slot& s = slots_[key & mask_];
        std::uint64_t d = s.data.load(std::memory_order_relaxed);
        std::uint64_t k = s.check.load(std::memory_order_relaxed);
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
    struct Slot {
        std::atomic<std::uint64_t> check{0};
        std::atomic<std::uint64_t> data{0};
    };
    void put(std::uint64_t key, Bounds b) {
        Slot& s = slots_[key & mask_];
        std::uint64_t d = std::uint64_t{b.min_win} | (std::uint64_t{b.max_fail} << 8);
        s.data.store(d, std::memory_order_relaxed);
        s.check.store(key ^ d, std::memory_order_relaxed);
    }

    std::size_t mask_;
    std::unique_ptr<Slot[]> slots_;
};

}  // namespace dawson::search
