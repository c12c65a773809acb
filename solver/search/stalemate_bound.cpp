#include "search/stalemate_bound.hpp"

#include <algorithm>
#include <array>

#include "movegen/stalemate_filter.hpp"
#include "movegen/walk_tables.hpp"
#include "search/empty_board.hpp"

namespace dawson::search {

using namespace core;
using position::Position;
namespace kind = pieces::kind;

namespace {

struct Witness {
    Square piece;
    Bitboard block;  // the move's arrival
    Bitboard reach;  // where the piece could go with one move
};

}  // namespace

bool stalemate_out_of_reach(const Position& pos, Color side, int own, int other) {
    if (!movegen::orthodox_play(pos)) return false;
    const Square king = pos.king(side);
    if (king == NoSquare) return false;
    // No more witnesses than our moves: nothing to count.
    if (popcount(pos.pieces(side)) - 1 <= own) return false;
    const Color opp = ~side;
    const EmptyBoard& eb = empty_board();

    // The opponent's reach in `other` moves, and where its riders of each
    // kind of line could stand then (those it may promote to included).
    Bitboard opp_reach = 0, rook_riders = 0, bishop_riders = 0;
    for (Bitboard b = pos.pieces(opp); b;) {
        const Square s = pop_lsb(b);
        const pieces::PieceKind k = pos.at(s).kind;
        const Bitboard r = eb.reach(k, opp, s, other);
        opp_reach |= r;
        if (k == kind::Queen || k == kind::Rook) rook_riders |= r;
        if (k == kind::Queen || k == kind::Bishop) bishop_riders |= r;
        if (k == kind::Pawn) {
            const Bitboard promoted = r == kAllSquares ? kAllSquares : r & rank_bb(opp == Color::White ? 7 : 0);
            rook_riders |= promoted;
            bishop_riders |= promoted;
        }
    }
    const std::uint8_t rights = pos.castling();
    const bool opp_castles = rights & position::castling_rights(opp);
    if (opp_castles) {
        opp_reach |= rank_bb(opp == Color::White ? 0 : 7);
        rook_riders |= rank_bb(opp == Color::White ? 0 : 7);
    }
    const bool castles = rights & position::castling_rights(side);
    // Squares between a square the king may reach and one a rider of that
    // line may reach beyond: a piece there may end pinned. Along a file, a
    // pawn's step stays legal.
    const Bitboard king_squares = eb.reach(kind::King, side, king, castles ? own + 1 : own);
    Bitboard pinned_on_file = 0, pinned_otherwise = 0;
    for (Bitboard b = king_squares; b;) {
        const Square ks = pop_lsb(b);
        for (int d = 0; d < 8; ++d) {
            const Bitboard ray = kRays.rays[d][ks];
            const Bitboard on = ray & (is_rook_dir(d) ? rook_riders : bishop_riders);
            if (!on) continue;
            const Square far = increasing(d) ? msb(on) : lsb(on);
            const Bitboard squares = ray & ~kRays.rays[d][far] & ~bb(far);
            (d == 0 || d == 4 ? pinned_on_file : pinned_otherwise) |= squares;
        }
    }

    // The witnesses, one per piece, their block squares all different;
    // those out of the opponent's reach choose first.
    const movegen::WalkTables& wt = movegen::walk_tables();
    const Bitboard mine = pos.pieces(side), occupied = pos.occupied();
    std::array<Witness, 16> w{};
    int count = 0, reachable = 0;
    Bitboard blocks = 0;
    for (const bool in_reach : {false, true})
        for (Bitboard b = mine & ~bb(king) & ~pinned_otherwise; b && count < 16;) {
            const Square s = pop_lsb(b);
            if (s == pos.ep_victim()) continue;  // an en passant capture takes it off elsewhere
            const pieces::PieceKind k = pos.at(s).kind;
            if (k != kind::Pawn && (pinned_on_file & bb(s))) continue;
            // The move's arrival: free of our pieces (and of every piece for
            // a pawn's step, which an arrival of the opponent blocks too).
            Bitboard targets = 0, taken = bb(s);
            if (k == kind::Pawn) {
                const Square q = make_square(file_of(s), rank_of(s) + (side == Color::White ? 1 : -1));
                if (!(occupied & bb(q))) targets = bb(q);
                taken |= targets;
            } else if (k == kind::Knight) {
                targets = wt.kinds[kind::Knight].leaps[s] & ~mine;
            } else {
                Bitboard steps = 0;
                if (k != kind::Bishop) steps |= rook_attacks(s, 0);
                if (k != kind::Rook) steps |= bishop_attacks(s, 0);
                targets = steps & wt.ring[s] & ~mine;
            }
            targets &= ~blocks;
            if (!targets || ((taken & opp_reach) != 0) != in_reach) continue;
            const Square q = lsb(targets);
            w[count++] = {s, bb(q), eb.reach(k, side, s, 1)};
            blocks |= bb(q);
            if (in_reach) ++reachable;
        }
    // What the moves can take away: each of our moves one witness, or two
    // when it is the first move of a witness's piece and lands on another's
    // block square; each of the opponent's moves one (it lands on one square;
    // castling, two). Asked of the witnesses out of the opponent's reach
    // alone, and of all (more witnesses may also make more pairs).
    const auto out_of_reach = [&](int n, int opponents) {
        Bitboard bl = 0;
        for (int i = 0; i < n; ++i) bl |= w[i].block;
        int pairs = 0;
        for (int i = 0; i < n; ++i)
            if (w[i].reach & (bl & ~w[i].block)) ++pairs;
        return n > own + std::min(own, pairs) + std::min(other + (opp_castles ? 1 : 0), opponents);
    };
    return out_of_reach(count - reachable, 0) || (reachable > 0 && out_of_reach(count, reachable));
}

}  // namespace dawson::search
