#pragma once
// The fewest moves a piece needs to end on a square as a given kind, on an
// empty board, a pawn's promotion included: the lower bound the listed
// final positions count with (search/stalemate_cluster.hpp for ser-h=,
// search/help_targets.hpp for h=). A pawn may take whenever it likes.

#include <array>
#include <cstdint>

#include "core/types.hpp"
#include "pieces/kind.hpp"
#include "search/empty_board.hpp"

namespace dawson::search {

// The fewest moves of a pawn of colour c from s to t without promoting
// first (EmptyBoard::kNever: none).
int pawn_moves(core::Color c, core::Square s, core::Square t);

// The fewest moves of a pawn of colour c from s that promotes to kind k
// (queen, rook, bishop, knight) and then goes on to t; worked out once
// (promotion_moves()).
class PromotionMoves {
public:
    PromotionMoves();
    int operator()(core::Color c, core::Square s, pieces::PieceKind k, core::Square t) const {
        return moves_[core::index(c)][s][k - pieces::kind::Queen][t];
    }

private:
    std::array<std::array<std::array<std::array<std::uint8_t, 64>, 4>, 64>, 2> moves_;
};
const PromotionMoves& promotion_moves();

// The fewest moves of a piece of kind k and colour c on s to end on t as
// a piece of kind `as` (a pawn: as a pawn, never on its last rank, or as
// the piece it promotes to; another piece: as itself); the tables passed
// in, fetched once by the callers.
int moves_as(const EmptyBoard& eb, const PromotionMoves& promotion, core::Color c, pieces::PieceKind k, core::Square s,
             pieces::PieceKind as, core::Square t);

}  // namespace dawson::search
