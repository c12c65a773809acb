#pragma once
// The transposition table: a fixed-size, lock-free store of proven
// "no solution" facts, shared by every worker thread of a solve and kept
// across twins and problems.
//
// A fact is "position P (its Zobrist key, which includes the side to move,
// castling rights and en passant file), under play rules R, has no solution
// with exactly d plies (help play) or d series moves (series play) left".
// Engines fold R into the key with a salt (see salt_for), so different
// stipulation kinds or rule sets never share entries, while twins, duplex
// halves and later problems with the same rules do. Only complete searches
// store facts, so a stored fact is always true; a lost update (two threads
// writing one slot) only loses information.
//
// Each slot holds two 64-bit words written with relaxed atomics: the fact
// bits `data` and `check = key ^ data`. A reader accepts a slot only when
// check ^ data equals its key, so a torn slot (words from two writers)
// reads as a miss, never as a wrong fact. Slots come in buckets of four
// (one cache line); a new key replaces the slot with the fewest facts.
// Memory is allocated zeroed and lazily by the OS, so a large table costs
// nothing until used, and is never exceeded.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace dawson::search {

class TranspositionTable {
public:
    // A table of at most `bytes` bytes (rounded down to a power of two
    // buckets); 0 disables it (every probe misses).
    explicit TranspositionTable(std::size_t bytes);
    ~TranspositionTable();
    TranspositionTable(const TranspositionTable&) = delete;
    TranspositionTable& operator=(const TranspositionTable&) = delete;

    // Depths are 1 … kMaxDepth; facts about deeper nodes are not stored.
    static constexpr int kMaxDepth = 63;

    // True when "no solution at exactly `depth`" is recorded for `key`.
    bool proven_none(std::uint64_t key, int depth) const;
    // Records "no solution at exactly `depth`" for `key`.
    void store_none(std::uint64_t key, int depth);

    // Every fact bit recorded for `key` (bit d: the fact at depth d), 0 when
    // none: one look-up for engines that read several depths at once.
    std::uint64_t facts(std::uint64_t key) const;
    // Records every fact bit of `bits` (bits 1 … 63) for `key` at once.
    void store_facts(std::uint64_t key, std::uint64_t bits);

    // Starts loading the bucket of `key` into the cache (no effect on
    // results); look-ups soon after do not wait for memory.
    void prefetch(std::uint64_t key) const {
        if (table_) __builtin_prefetch(&bucket(key));
    }

    std::size_t bytes() const { return buckets_ * sizeof(Bucket); }

private:
    struct Slot {
        std::atomic<std::uint64_t> check;
        std::atomic<std::uint64_t> data;
    };
    struct alignas(64) Bucket {
        Slot slots[4];
    };
    Bucket& bucket(std::uint64_t key) const { return table_[(key * 0x9E3779B97F4A7C15ull) >> shift_]; }

    Bucket* table_ = nullptr;
    std::size_t buckets_ = 0;
    int shift_ = 64;
};

// A salt to fold into position keys for one kind of search (e.g. "help
// mate"), mixed with the rule set's identity (its name, promotions and flags).
std::uint64_t salt_for(std::string_view search_kind, std::string_view rules_identity);

}  // namespace dawson::search
