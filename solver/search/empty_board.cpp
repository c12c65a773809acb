#include "search/empty_board.hpp"

#include "movegen/walk_tables.hpp"

namespace dawson::search {

using namespace core;
namespace kind = pieces::kind;

namespace {

constexpr Bitboard kLightSquares = 0x55AA55AA55AA55AAULL;

// The squares a pawn of colour c on s reaches with one move on an empty
// board: its step, double step and both captures.
Bitboard pawn_step(Color c, Square s) {
    const int f = file_of(s), r = rank_of(s), dr = c == Color::White ? 1 : -1;
    const int nr = r + dr;
    if (nr < 0 || nr > 7) return 0;
    Bitboard b = bb(make_square(f, nr));
    if (f > 0) b |= bb(make_square(f - 1, nr));
    if (f < 7) b |= bb(make_square(f + 1, nr));
    if (r == (c == Color::White ? 1 : 6)) b |= bb(make_square(f, nr + dr));
    return b;
}

}  // namespace

Bitboard attacks_on(pieces::PieceKind k, Color c, Square s, Bitboard occ) {
    const movegen::WalkTables& wt = movegen::walk_tables();
    switch (k) {
        case kind::King:
            return wt.ring[s];
        case kind::Queen:
            return rook_attacks(s, occ) | bishop_attacks(s, occ);
        case kind::Rook:
            return rook_attacks(s, occ);
        case kind::Bishop:
            return bishop_attacks(s, occ);
        case kind::Knight:
            return wt.kinds[kind::Knight].leaps[s];
        case kind::Pawn:
            break;
        default:
            return 0;  // (a dummy)
    }
    const int r = rank_of(s), f = file_of(s), dr = c == Color::White ? 1 : -1;
    if (r == (c == Color::White ? 7 : 0))
        return rook_attacks(s, occ) | bishop_attacks(s, occ) | wt.kinds[kind::Knight].leaps[s];
    Bitboard b = 0;
    if (r + dr >= 0 && r + dr <= 7) {
        if (f > 0) b |= bb(make_square(f - 1, r + dr));
        if (f < 7) b |= bb(make_square(f + 1, r + dr));
    }
    return b;
}

namespace {

Bitboard reach_of(pieces::PieceKind k, Color c, Square s, int n) {
    if (n <= 0) return bb(s);
    if ((k == kind::Queen || k == kind::Rook) && n >= 2) return kAllSquares;
    if (k == kind::Queen) return bb(s) | rook_attacks(s, 0) | bishop_attacks(s, 0);
    if (k == kind::Rook) return bb(s) | rook_attacks(s, 0);
    if (k == kind::Bishop)
        return n >= 2 ? (kLightSquares & bb(s) ? kLightSquares : ~kLightSquares) : bb(s) | bishop_attacks(s, 0);
    const movegen::WalkTables& wt = movegen::walk_tables();
    const Bitboard last = rank_bb(c == Color::White ? 7 : 0);
    if (k == kind::Pawn && (bb(s) & rank_bb(c == Color::White ? 0 : 7))) return kAllSquares;  // on its own first rank
    Bitboard r = bb(s), frontier = bb(s);
    for (int i = 1; i <= n && frontier; ++i) {
        Bitboard next = 0;
        for (Bitboard f = frontier; f;) {
            const Square t = pop_lsb(f);
            next |= k == kind::King     ? wt.ring[t]
                    : k == kind::Knight ? wt.kinds[kind::Knight].leaps[t]
                                        : pawn_step(c, t);
        }
        next &= ~r;
        if (k == kind::Pawn && (next & last)) {
            if (i < n) return kAllSquares;  // a promoted piece moves on
            r |= next;
            frontier = next & ~last;
            continue;
        }
        r |= next;
        frontier = next;
    }
    return r;
}

}  // namespace

EmptyBoard::EmptyBoard() {
    for (pieces::PieceKind k = kind::King; k <= kind::Pawn; ++k)
        for (const Color c : {Color::White, Color::Black})
            for (int s = 0; s < 64; ++s) {
                const Square sq = static_cast<Square>(s);
                attacks_[k - 1][index(c)][s] = attacks_on(k, c, sq, 0);
                moves_[k - 1][index(c)][s].fill(kNever);
                Bitboard reached = 0;  // in fewer than n moves
                for (int n = 0; n <= kMaxMoves; ++n) {
                    const Bitboard r = reach_of(k, c, sq, n);
                    for (Bitboard b = r & ~reached; b;) moves_[k - 1][index(c)][s][pop_lsb(b)] = std::uint8_t(n);
                    reached |= r;
                    Bitboard cv = 0;
                    for (Bitboard b = r; b;) cv |= attacks_on(k, c, pop_lsb(b), 0);
                    reach_[k - 1][index(c)][s][n] = r;
                    cover_[k - 1][index(c)][s][n] = cv;
                }
            }
}

Bitboard steps(pieces::PieceKind k, Square s) {
    const Bitboard a = empty_board().attacks(k, Color::White, s);
    return k == kind::Knight ? a : a & movegen::walk_tables().ring[s];
}

const EmptyBoard& empty_board() {
    static const EmptyBoard tables;
    return tables;
}

bool may_castle(const position::Position& pos, Color c, int own, int other) {
    return castling_wings(pos, c, own, other) != 0;
}

CastledSquares castled_squares(Color c, unsigned wing) {
    const int r = c == Color::White ? 0 : 7;
    return wing == kShortWing ? CastledSquares{make_square(6, r), make_square(5, r)}
                              : CastledSquares{make_square(2, r), make_square(3, r)};
}

std::uint8_t wing_right(Color c, unsigned wing) {
    return position::castling_rights(c) & (wing == kShortWing ? position::WhiteShort | position::BlackShort
                                                              : position::WhiteLong | position::BlackLong);
}

Bitboard castled_cover(Color c, unsigned wings, int n) {
    const EmptyBoard& eb = empty_board();
    Bitboard cover = 0;
    for (const unsigned wing : {kShortWing, kLongWing})
        if (wings & wing) {
            const CastledSquares s = castled_squares(c, wing);
            cover |= eb.cover(pieces::kind::King, c, s.king, n) | eb.cover(pieces::kind::Rook, c, s.rook, n);
        }
    return cover;
}

unsigned castling_wings(const position::Position& pos, Color c, int own, int other) {
    const std::uint8_t rights = pos.castling();
    const int r = c == Color::White ? 0 : 7;
    unsigned wings = 0;
    for (const unsigned wing : {kShortWing, kLongWing}) {
        if (!(rights & wing_right(c, wing))) continue;
        const Bitboard between = wing == kShortWing
                                     ? bb(make_square(5, r)) | bb(make_square(6, r))
                                     : bb(make_square(1, r)) | bb(make_square(2, r)) | bb(make_square(3, r));
        if (between & pos.holes()) continue;
        const int mine = popcount(between & pos.pieces(c)), theirs = popcount(between & pos.pieces(~c));
        // x squares of c's pieces emptied by the opponent, y of the
        // opponent's by c.
        for (int x = 0; x <= mine; ++x)
            for (int y = 0; y <= theirs; ++y)
                if ((mine - x) + y + 1 <= own && x + (theirs - y) + (x > 0 && theirs == 0) <= other) wings |= wing;
    }
    return wings;
}

}  // namespace dawson::search
