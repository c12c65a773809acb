#include "search/fewest_moves.hpp"

#include <algorithm>
#include <cstdlib>

namespace dawson::search {

using namespace core;
namespace kind = pieces::kind;

int pawn_moves(Color c, Square s, Square t) {
    const int steps = (rank_of(t) - rank_of(s)) * (c == Color::White ? 1 : -1);
    const int df = std::abs(file_of(t) - file_of(s));
    if (steps < 0 || df > steps) return EmptyBoard::kNever;
    const bool start = rank_of(s) == (c == Color::White ? 1 : 6);
    return start && df <= steps - 2 ? steps - 1 : steps;
}

PromotionMoves::PromotionMoves() {
    const EmptyBoard& eb = empty_board();
    for (const Color c : {Color::White, Color::Black}) {
        const int last = c == Color::White ? 7 : 0;
        for (int s = 0; s < 64; ++s)
            for (int k = 0; k < 4; ++k)
                for (int t = 0; t < 64; ++t) {
                    int least = EmptyBoard::kNever;
                    for (int f = 0; f < 8; ++f) {
                        const Square q = make_square(f, last);
                        least = std::min(least, pawn_moves(c, static_cast<Square>(s), q) +
                                                    eb.moves(kind::Queen + k, c, q, static_cast<Square>(t)));
                    }
                    moves_[index(c)][s][k][t] = static_cast<std::uint8_t>(std::min(least, EmptyBoard::kNever));
                }
    }
}

const PromotionMoves& promotion_moves() {
    static const PromotionMoves table;
    return table;
}

int moves_as(const EmptyBoard& eb, const PromotionMoves& promotion, Color c, pieces::PieceKind k, Square s,
             pieces::PieceKind as, Square t) {
    if (k != kind::Pawn) return as == k ? eb.moves(k, c, s, t) : EmptyBoard::kNever;
    if (as != kind::Pawn) return promotion(c, s, as, t);
    return rank_of(t) == (c == Color::White ? 7 : 0) ? EmptyBoard::kNever : pawn_moves(c, s, t);
}

}  // namespace dawson::search
