#pragma once
// One part of a problem's work, for solving one problem across machines
// (`dawson solve --split K/N`): the work below the root of every search of
// the problem (each twin, set play, tries, the play) is cut into units, and
// part K takes the units u with u mod N = K - 1. A unit is a root move
// (its index in the engine's list of the root's moves), or, when the root
// has fewer moves than there are parts and its children play moves from a
// list too, a pair of first moves (i, j), numbered i + j. A search whose
// root is already the end of the play (the goal move of a one-mover) is not
// cut: part 1 does it whole. The move lists are generated in a fixed order
// from the position, so every part sees the same units: the partition is
// deterministic, and each solution is found by exactly one part.

#include <cstddef>
#include <cstdint>

namespace dawson::search {

// Which part of the work a run does: part K of N (1 <= K <= N); part 0
// does none of the split work, only what every part does (the frame of the
// result: its sections, messages and notices), which is what a merge fills.
struct Split {
    std::size_t part = 1;   // K
    std::size_t parts = 1;  // N

    // Unit `u` is this part's.
    bool takes(std::size_t u) const { return u % parts + 1 == part; }
    // Work that is not cut is part 1's.
    bool takes_whole() const { return part == 1; }
};

// Where below the root a line (help or series play) was found, so that
// the lines of the parts can be put back in the order one run finds them:
// the length searched (plies or series moves), the index of the root move
// (0 when the root is the end of the play) and, when the split took pairs
// of first moves, the index of the second move (0 otherwise).
struct SplitUnit {
    int length = 0;
    std::uint32_t first = 0;
    std::uint32_t second = 0;

    friend constexpr auto operator<=>(const SplitUnit&, const SplitUnit&) = default;
};

}  // namespace dawson::search
