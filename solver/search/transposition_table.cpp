#include "search/transposition_table.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <cstdlib>

namespace dawson::search {

TranspositionTable::TranspositionTable(std::size_t bytes) {
    std::size_t n = bytes / sizeof(Bucket);
    if (n < 2) return;
    n = std::bit_floor(n);
    // An anonymous mapping is zeroed and committed lazily, so untouched
    // parts cost no RSS. Huge pages (where the kernel offers them on
    // request) save most of the TLB misses of random probes.
    void* p = mmap(nullptr, n * sizeof(Bucket), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) return;
#ifdef MADV_HUGEPAGE
    madvise(p, n * sizeof(Bucket), MADV_HUGEPAGE);
#endif
    table_ = static_cast<Bucket*>(p);
    buckets_ = n;
    shift_ = 64 - std::countr_zero(n);
    mask_.store(std::min(n, kMinBuckets) - 1, std::memory_order_relaxed);
}

void TranspositionTable::note_new_key(std::uint64_t key) {
    std::size_t mask = mask_.load(std::memory_order_relaxed);
    if (mask + 1 >= buckets_ || key % kKeySample != 0) return;
    const std::size_t keys = (new_keys_.fetch_add(1, std::memory_order_relaxed) + 1) * kKeySample;
    // Half of the prefix's 4 (mask + 1) slots.
    if (keys < 2 * (mask + 1)) return;
    if (!mask_.compare_exchange_strong(mask, 2 * mask + 1, std::memory_order_relaxed)) return;
    // Move the facts whose bucket is now in the new half there (a slot's
    // key is check ^ data). Other threads may probe and store meanwhile:
    // every word is still read and written atomically and every slot
    // checked against its key, so the worst outcome is a lost fact.
    const std::size_t half = mask + 1;
    for (std::size_t i = 0; i < half; ++i) {
        Bucket& from = table_[i];
        Bucket& to = table_[i + half];
        int next = 0;
        for (Slot& s : from.slots) {
            const std::uint64_t d = s.data.load(std::memory_order_relaxed);
            const std::uint64_t key = s.check.load(std::memory_order_relaxed) ^ d;
            if (d == 0 || &bucket(key) != &to) continue;
            to.slots[next].data.store(d, std::memory_order_relaxed);
            to.slots[next].check.store(key ^ d, std::memory_order_relaxed);
            ++next;
            s.data.store(0, std::memory_order_relaxed);
            s.check.store(0, std::memory_order_relaxed);
        }
    }
}

TranspositionTable::~TranspositionTable() {
    if (table_) munmap(table_, buckets_ * sizeof(Bucket));
}

bool TranspositionTable::proven_none(std::uint64_t key, int depth) const {
    if (depth < 1 || depth > kMaxDepth) return false;
    return (facts(key) >> depth) & 1;
}

void TranspositionTable::store_none(std::uint64_t key, int depth) {
    if (depth < 1 || depth > kMaxDepth) return;
    store_facts(key, std::uint64_t{1} << depth);
}

std::uint64_t TranspositionTable::facts(std::uint64_t key) const {
    if (!table_) return 0;
    Bucket& b = bucket(key);
    for (const Slot& s : b.slots) {
        const std::uint64_t d = s.data.load(std::memory_order_relaxed);
        if ((s.check.load(std::memory_order_relaxed) ^ d) == key) return d;
    }
    return 0;
}

void TranspositionTable::store_facts(std::uint64_t key, std::uint64_t bits) {
    bits &= ~std::uint64_t{1};
    if (!table_ || bits == 0) return;
    Bucket& b = bucket(key);
    Slot* victim = nullptr;
    int victim_facts = 65;
    bool empty = false;
    for (Slot& s : b.slots) {
        const std::uint64_t d = s.data.load(std::memory_order_relaxed);
        const std::uint64_t c = s.check.load(std::memory_order_relaxed);
        if ((c ^ d) == key) {
            if ((d & bits) == bits) return;
            victim = &s;
            break;
        }
        // An empty slot (both words zero) has no facts; a torn slot is
        // garbage: treat it as empty too.
        const bool blank = c == 0 && d == 0;
        const int facts = blank ? 0 : std::popcount(d);
        if (facts < victim_facts) {
            victim = &s;
            victim_facts = facts;
            empty = blank;
        }
    }
    if (victim == nullptr) return;  // never: every slot has at most 64 facts
    std::uint64_t d = victim->data.load(std::memory_order_relaxed);
    if ((victim->check.load(std::memory_order_relaxed) ^ d) != key) d = 0;
    d |= bits;
    victim->data.store(d, std::memory_order_relaxed);
    victim->check.store(key ^ d, std::memory_order_relaxed);
    if (empty) note_new_key(key);
}

std::uint64_t salt_for(std::string_view search_kind, std::string_view rules_identity) {
    std::uint64_t h = 0xcbf29ce484222325ull;  // FNV-1a, then a final mix
    auto feed = [&h](std::string_view s) {
        for (unsigned char c : s) h = (h ^ c) * 0x100000001b3ull;
        h = (h ^ 0xff) * 0x100000001b3ull;
    };
    feed(search_kind);
    feed(rules_identity);
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

}  // namespace dawson::search
