#pragma once
// For each colour, square and kind: the squares from which a piece of that
// kind and colour could attack the square on an empty board (its leaps, its
// lines through the square, pawn captures). An attack needs its attacker
// there: the filters and the check test read it before testing an attack.
// Built once, read-only.

#include <array>

#include "core/bitboard.hpp"
#include "pieces/kind.hpp"

namespace dawson::movegen {

struct ReachTable {
    std::array<std::array<std::array<core::Bitboard, pieces::kMaxKinds>, 64>, 2> reach{};  // [colour][square][kind]
};

const ReachTable& reach_table();

}  // namespace dawson::movegen
