#pragma once
// Where the orthodox pieces (K, Q, R, B, S, P) could stand, and what they
// could attack, after at most n moves on an empty board: the relaxation the
// goal bounds (search/stalemate_bound.hpp, search/mate_bound.hpp) argue
// with. Every real line of play lies inside it: pieces in the way only take
// squares away, and a pawn is let capture whenever it likes. A pawn that
// could promote with a move to spare reaches every square; one promoting
// with its n-th move stands on the last rank as any of Q, R, B, S. The
// tables go up to kMaxMoves, where every piece's reach has stopped growing.
// A kind beyond the pawn is one without a walk (movegen::goal_bound_play
// lets no other in): it stays where it stands and attacks nothing.

#include <array>
#include <cstdint>

#include "core/bitboard.hpp"
#include "core/types.hpp"
#include "pieces/kind.hpp"
#include "position/position.hpp"

namespace dawson::search {

inline constexpr int kMaxMoves = 7;

// The tables, by kind (K … P), colour, square and number of moves. Fetch
// them once (empty_board()) where they are asked often.
class EmptyBoard {
public:
    EmptyBoard();

    // The squares a piece of kind k and colour c on s could stand on after
    // at most n moves (s itself included).
    core::Bitboard reach(pieces::PieceKind k, core::Color c, core::Square s, int n) const {
        return k <= pieces::kind::Pawn ? reach_[k - 1][core::index(c)][s][clamp(n)] : core::bb(s);
    }
    // The squares it could attack from one of those squares.
    core::Bitboard cover(pieces::PieceKind k, core::Color c, core::Square s, int n) const {
        return k <= pieces::kind::Pawn ? cover_[k - 1][core::index(c)][s][clamp(n)] : 0;
    }
    // The squares a piece of kind k and colour c standing on s attacks; a
    // pawn on its last rank attacks as a queen or a knight there (the
    // pieces it may have promoted to).
    core::Bitboard attacks(pieces::PieceKind k, core::Color c, core::Square s) const {
        return k <= pieces::kind::Pawn ? attacks_[k - 1][core::index(c)][s] : 0;
    }
    // The fewest moves that bring a piece of kind k and colour c on s to t
    // (kNever: none do).
    int moves(pieces::PieceKind k, core::Color c, core::Square s, core::Square t) const {
        return k <= pieces::kind::Pawn ? moves_[k - 1][core::index(c)][s][t] : s == t ? 0 : kNever;
    }
    static constexpr int kNever = 255;
    // Is the kind one of K, Q, R, B, S (whose attacks from a square are the
    // squares they are attacked from)?
    static bool symmetric(pieces::PieceKind k) { return k >= pieces::kind::King && k < pieces::kind::Pawn; }

private:
    static int clamp(int n) { return n < 0 ? 0 : n > kMaxMoves ? kMaxMoves : n; }
    template <class T>
    using PerSquare = std::array<std::array<std::array<T, 64>, 2>, 6>;
    PerSquare<std::array<core::Bitboard, kMaxMoves + 1>> reach_{}, cover_{};
    PerSquare<core::Bitboard> attacks_{};
    PerSquare<std::array<std::uint8_t, 64>> moves_{};
};

const EmptyBoard& empty_board();

// The squares a piece of kind k (K … P) and colour c on s attacks on the
// board `occ` (0: the empty board of EmptyBoard::attacks, which these
// fill); a pawn on its last rank as a queen or a knight; none for a kind
// without a walk (the dummy).
core::Bitboard attacks_on(pieces::PieceKind k, core::Color c, core::Square s, core::Bitboard occ);

// The squares a piece of kind k (not a pawn) on s moves to in one step:
// its leaps, or the squares beside s along its lines.
core::Bitboard steps(pieces::PieceKind k, core::Square s);

// The square a pawn of colour c on s steps to.
inline core::Square step_square(core::Color c, core::Square s) {
    return core::make_square(core::file_of(s), core::rank_of(s) + (c == core::Color::White ? 1 : -1));
}

// The squares between a square of `kings` and one of a rider of the line
// beyond it in direction d (kQueenDirs), on an empty board: a piece there
// may end pinned.
inline core::Bitboard pin_line(int d, core::Bitboard kings, core::Bitboard rook_riders, core::Bitboard bishop_riders) {
    const core::Bitboard riders = core::is_rook_dir(d) ? rook_riders : bishop_riders;
    const core::Vec v = core::kQueenDirs[d];
    return riders ? core::ray_fill(kings, v) & core::ray_fill(riders, {-v.df, -v.dr}) : 0;
}

// The same for the one square `king`: the squares of its ray in
// direction d up to the farthest rider there.
inline core::Bitboard pin_line(int d, core::Square king, core::Bitboard rook_riders, core::Bitboard bishop_riders) {
    const core::Bitboard ray = core::kRays.rays[d][king];
    const core::Bitboard on = ray & (core::is_rook_dir(d) ? rook_riders : bishop_riders);
    if (!on) return 0;
    const core::Square far = core::increasing(d) ? core::msb(on) : core::lsb(on);
    return ray & ~core::kRays.rays[d][far] & ~core::bb(far);
}

// The squares where a piece may end pinned (pin_line from the squares
// `kings`), by the line of the pin. A pinned piece keeps its moves along
// that line, the pinner's capture among them, so the pin leaves it without
// a move only where it has none along the line: a queen never, a rook on
// a diagonal, a bishop on a file or rank, a knight on any line, a pawn on
// a rank or a diagonal (along a file its step stays legal).
struct PinLines {
    core::Bitboard file = 0, rank = 0, diagonal = 0;
    PinLines(core::Bitboard kings, core::Bitboard rook_riders, core::Bitboard bishop_riders) {
        const bool one = core::popcount(kings) == 1;
        for (int d = 0; d < 8; ++d) {
            // (one king square, the most asked: from the ray tables)
            const core::Bitboard line = one ? pin_line(d, core::lsb(kings), rook_riders, bishop_riders)
                                            : pin_line(d, kings, rook_riders, bishop_riders);
            (!core::is_rook_dir(d) ? diagonal : core::kQueenDirs[d].df == 0 ? file : rank) |= line;
        }
    }
    // Where a piece of kind k may end pinned without a move.
    core::Bitboard immobile(pieces::PieceKind k) const {
        const unsigned lines = immobile_lines(k);
        return (lines & kFile ? file : 0) | (lines & kRank ? rank : 0) | (lines & kDiagonal ? diagonal : 0);
    }
    // Is a piece of kind k pinned along direction d (kQueenDirs) without
    // a move?
    static bool immobile_along(pieces::PieceKind k, int d) {
        return immobile_lines(k) & (!core::is_rook_dir(d) ? kDiagonal : core::kQueenDirs[d].df == 0 ? kFile : kRank);
    }
    // For the one king square `king`, without the lines built: is
    // PinLines(bb(king), rook_riders, bishop_riders).immobile(k) & bb(s)?
    // (On a line of the king's, a rider of that line beyond s.)
    static bool immobile_at(pieces::PieceKind k, core::Square s, core::Square king, core::Bitboard rook_riders,
                            core::Bitboard bishop_riders) {
        const int d = core::kQueenDirTo[king][s];
        return d >= 0 && immobile_along(k, d) &&
               (core::kRays.rays[d][s] & (core::is_rook_dir(d) ? rook_riders : bishop_riders));
    }

private:
    static constexpr unsigned kFile = 1, kRank = 2, kDiagonal = 4;
    static unsigned immobile_lines(pieces::PieceKind k) {
        switch (k) {
            case pieces::kind::Rook:
                return kDiagonal;
            case pieces::kind::Bishop:
                return kFile | kRank;
            case pieces::kind::Knight:
                return kFile | kRank | kDiagonal;
            case pieces::kind::Pawn:
                return kRank | kDiagonal;
            default:
                return 0;  // a queen, a king; a kind without a walk has no move anyway
        }
    }
};

// Can colour c castle with at most `own` moves of its own while the
// opponent makes at most `other`? Its right must stand, no hole may lie
// between king and rook, and every square between them must be emptied:
// only a move away from a square empties it (a capture leaves its capturer
// there). So each of those squares costs a move away, of c's where c's
// piece or a capturer of c's last stands there, else of the opponent's;
// the opponent emptying a square of c's piece must first take it, and
// with none of its own pieces between, the first such capture comes from
// outside: one move more. The castling is one more of c's.
bool may_castle(const position::Position& pos, core::Color c, int own, int other);
// The wings on which it may (kShortWing, kLongWing: where the king and the
// rook then stand, castled_squares()).
inline constexpr unsigned kShortWing = 1, kLongWing = 2;
unsigned castling_wings(const position::Position& pos, core::Color c, int own, int other);
// The squares of c's king and rook after castling on `wing`.
struct CastledSquares {
    core::Square king, rook;
};
CastledSquares castled_squares(core::Color c, unsigned wing);
// c's castling right on `wing` (position::CastlingRight).
std::uint8_t wing_right(core::Color c, unsigned wing);
// What c's king and rook could attack after castling on one of `wings`,
// with n more moves each.
core::Bitboard castled_cover(core::Color c, unsigned wings, int n);

// A piece of the goal bounds: its kind and the square it stands on.
struct PieceAt {
    pieces::PieceKind kind;
    core::Square square;
};

}  // namespace dawson::search
