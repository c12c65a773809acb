#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace dawson::search {

// The final positions one thread of a line search found to miss its goal:
// positions after a last move (their Zobrist keys) in which the goal was
// tested and failed, for a goal that depends on that position alone
// (memo_keeps, search/goal_tests.hpp: stalemate, ==, …). The same
// final position comes again after other lines, most often with moves of
// the two sides in another order: in the h= and h== problems of
// popeye-suite-hoppers, 40 to 60 % of the final positions tested are such
// repeats. Found here, its test is not made again.
//
// One memo per thread and per search (one goal and rule set: the keys
// carry no salt), so it needs no locks. It is a cache, not a record: a key
// overwrites the one in its slot, and the memo starts small and grows
// (dropping its keys) as misses are stored, up to kMaxSlots, which fits a
// core's second-level cache. (A memo in the shared transposition table
// was slower: suite-hoppers 0127 h== 7.0 s -> 8.4 s, the table's memory
// 40 MB -> 530 MB.)
class GoalMemo {
public:
    static constexpr std::size_t kMinSlots = std::size_t{1} << 10;
    static constexpr std::size_t kMaxSlots = std::size_t{1} << 17;  // 1 MiB

    // True when `key`'s position was found to miss the goal.
    bool missed(std::uint64_t key) const {
        return key != 0 && !slots_.empty() && slots_[key & (slots_.size() - 1)] == key;
    }

    // Records that `key`'s position misses the goal.
    void miss(std::uint64_t key) {
        if (++stored_ > 2 * slots_.size() && slots_.size() < kMaxSlots) {
            slots_.assign(slots_.empty() ? kMinSlots : 2 * slots_.size(), 0);
            stored_ = 0;
        }
        slots_[key & (slots_.size() - 1)] = key;
    }

private:
    std::vector<std::uint64_t> slots_;  // 0: empty (so a key of 0 is never found)
    std::size_t stored_ = 0;            // misses stored at this size
};

}  // namespace dawson::search
