#pragma once
// The radial groups of the tree and leaf hoppers (Popeye's treehopper,
// leafhopper and their greater forms): every vector of one length that fits
// on the board. The lesser hoppers use the orthogonal and diagonal lengths
// only ((k,0) and (k,k), k = 1 … 7: 14 groups of 4 vectors); the greater
// ones every length, so that (0,5) and (3,4) share a group, as do (1,7) and
// (5,5) (33 groups of 4 to 12 vectors).

#include <array>
#include <span>

#include "core/types.hpp"

namespace dawson::movegen {

struct RadialGroup {
    std::array<core::Vec, 12> v{};
    int n = 0;
    const core::Vec* begin() const { return v.data(); }
    const core::Vec* end() const { return v.data() + n; }
};

// The groups: `greater` false for the lesser hoppers, true for the greater.
std::span<const RadialGroup> radial_groups(bool greater);

}  // namespace dawson::movegen
