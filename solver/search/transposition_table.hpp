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
//
// The table's cost follows the work. Its full size is reserved (zeroed and
// committed lazily by the OS) but only a prefix of kMinBuckets buckets is
// used at first; when new keys have filled about half of the prefix's slots
// (counted by a sample of the keys), the prefix doubles, up to the full
// size. A key's bucket is its index at the full size taken modulo the
// prefix, so after a doubling a key either stays in its bucket or belongs
// to the matching bucket of the new half, where the growing thread moves
// its facts. A small search therefore touches (and makes the kernel zero) a
// few hundred kilobytes, not the whole table.

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>

namespace dawson::search {

// The default size limit in MiB (--hash): the table grows towards it only
// as a search fills it, so small problems stay small while long help and
// series problems keep their transpositions (popeye-intelligent 0237 h#7:
// 23.7 s with 128 MiB, 13.8 s with 1024).
inline constexpr std::size_t kDefaultHashMb = 1024;

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

    // The full size, and the size of the prefix in use now.
    std::size_t bytes() const { return buckets_ * sizeof(Bucket); }
    std::size_t bytes_in_use() const {
        return table_ ? (mask_.load(std::memory_order_relaxed) + 1) * sizeof(Bucket) : 0;
    }

    // Buckets of the first prefix: 256 KiB.
    static constexpr std::size_t kMinBuckets = std::size_t{1} << 12;

private:
    struct Slot {
        std::atomic<std::uint64_t> check;
        std::atomic<std::uint64_t> data;
    };
    struct alignas(64) Bucket {
        Slot slots[4];
    };
    Bucket& bucket(std::uint64_t key) const {
        return table_[((key * 0x9E3779B97F4A7C15ull) >> shift_) & mask_.load(std::memory_order_relaxed)];
    }
    // Counts a key stored in an empty slot (one in kKeySample, below);
    // doubles the prefix when the count says about half of its slots are
    // filled.
    void note_new_key(std::uint64_t key);

    // Every probe reads these; they change only when the prefix doubles.
    Bucket* table_ = nullptr;
    std::size_t buckets_ = 0;
    int shift_ = 64;
    std::atomic<std::size_t> mask_{0};  // buckets in use - 1
    // Keys stored in empty slots, counted one in kKeySample (by the key's
    // low bits, so no thread keeps a count of its own) while the prefix can
    // still grow. It has a cache line of its own (the alignment also pads
    // the object's end): were it beside mask_, or beside whatever follows
    // the table in memory (the solve driver's StopControl, read at every
    // node), each count would take that line from every other thread
    // (popeye-bench 0011 with two threads: 1.6 s before, 1.2 s after).
    static constexpr std::uint64_t kKeySample = 16;
    alignas(64) std::atomic<std::size_t> new_keys_{0};
};

// A salt to fold into position keys for one kind of search (e.g. "help
// mate"), mixed with the rule set's identity (its name, promotions and flags).
std::uint64_t salt_for(std::string_view search_kind, std::string_view rules_identity);

}  // namespace dawson::search
