#pragma once
// Killer moves of a battle-play search: by remaining length, the two
// defences that refuted last and the two attacker moves that won last (most
// often the threat). Trying them first finds most refutations and most wins
// at once.
//
// Each worker thread of the solve's arena has a table of its own, which
// every search and task running on that thread reads and writes: killers
// learnt in one part of the tree order the moves of the part the same
// thread searches next, as on one thread. One table shared by the threads
// mixed the killers of unrelated subtrees and moved its cache lines from
// core to core at every change (battle-bench 0095-5 with two threads:
// 980 k nodes, 830 k with a table per thread, 803 k with one thread).
// Slots are still relaxed atomics (threads outside the arena share the
// first table): killers only order moves, so a lost or mixed update costs
// time, never a result.

#include <oneapi/tbb/task_arena.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

#include "position/move.hpp"

namespace dawson::search {

class BattleKillers {
public:
    enum class Side { Defence, Attack };
    using Pair = std::array<position::Move, 2>;

    Pair get(Side side, int length) const {
        const Slots& s = slots(side, length);
        return {decode(s[0].load(std::memory_order_relaxed)), decode(s[1].load(std::memory_order_relaxed))};
    }

    // `m` refuted (Defence) or won (Attack) with `length` attacker moves left.
    void remember(Side side, int length, const position::Move& m) {
        Slots& s = slots(side, length);
        const std::uint64_t code = encode(m);
        const std::uint64_t first = s[0].load(std::memory_order_relaxed);
        if (first == code) return;
        s[1].store(first, std::memory_order_relaxed);
        s[0].store(code, std::memory_order_relaxed);
    }

private:
    using Slots = std::array<std::atomic<std::uint64_t>, 2>;
    static constexpr int kLengths = 64;
    struct alignas(64) Table {
        std::array<std::array<Slots, kLengths>, 2> t{};
    };

    // The table of the thread running the caller.
    Table& mine() const {
        const int i = tbb::this_task_arena::current_thread_index();
        return tables_[static_cast<std::size_t>(i < 0 ? 0 : i) % tables_.size()];
    }
    Slots& slots(Side side, int length) const { return mine().t[static_cast<int>(side)][clamp(length)]; }
    static int clamp(int length) { return length < 0 ? 0 : length >= kLengths ? kLengths - 1 : length; }

    // Seven bits for a latent promotion's kind (bits 41 … 47).
    static_assert(pieces::kMaxKinds <= 128);
    static std::uint64_t encode(const position::Move& m) {
        return std::uint64_t{m.from} | std::uint64_t{m.to} << 8 |
               std::uint64_t{static_cast<std::uint8_t>(m.type)} << 16 | std::uint64_t{m.promo} << 24 |
               std::uint64_t{m.aux} << 32 | std::uint64_t{1} << 40 | std::uint64_t{m.latent_promo} << 41 |
               std::uint64_t{m.via} << 48 | std::uint64_t{m.latent} << 56;
    }
    static position::Move decode(std::uint64_t c) {
        if (!(c >> 40 & 1)) return position::Move{};  // empty slot
        position::Move m;
        m.from = static_cast<core::Square>(c & 0xff);
        m.to = static_cast<core::Square>(c >> 8 & 0xff);
        m.type = static_cast<position::MoveType>(c >> 16 & 0xff);
        m.promo = static_cast<pieces::PieceKind>(c >> 24 & 0xff);
        m.aux = static_cast<core::Square>(c >> 32 & 0xff);
        m.via = static_cast<core::Square>(c >> 48 & 0xff);
        m.latent_promo = static_cast<pieces::PieceKind>(c >> 41 & 0x7f);
        m.latent = static_cast<core::Square>(c >> 56 & 0xff);
        return m;
    }

    // One per thread of the arena the solve runs in.
    mutable std::vector<Table> tables_ =
        std::vector<Table>(static_cast<std::size_t>(std::max(1, tbb::this_task_arena::max_concurrency())));
};

}  // namespace dawson::search
