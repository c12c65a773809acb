#pragma once
// A lower bound for stalemate ends (h=, ser-h=, ser-=): can `side` be
// stalemated after `own` more moves of its own and `other` of the opponent,
// the opponent making the last one? "No" is said only when it is certain,
// in orthodox play (movegen::orthodox_play), and prunes the whole subtree.
//
// The argument: a witness is a piece of `side` (not its king) with a move
// it can make now (a pawn's step, a knight's leap, a rider's step to a
// neighbouring square) that stays possible and legal at the end unless
//  - the piece itself moves, or a piece of `side` lands on the move's
//    arrival (its block square);
//  - an opponent's piece lands on the piece's square (a capture) or, for a
//    pawn, on its arrival. The squares the opponent's pieces could reach
//    in `other` moves on an empty board (every square once a pawn could
//    promote with a move to spare) show that it cannot;
//  - the piece ends pinned: it stands between a square the king can reach
//    in `own` moves and a square beyond it on that line that a rider of
//    the opponent's could reach in `other` moves (a piece it may promote
//    to included), and has no move along that line: a pinned piece keeps
//    those, the capture of the pinner among them (a queen always has one,
//    a rook on a rank or file, a bishop on a diagonal, a pawn's step on a
//    file; search/empty_board.hpp's PinLines).
// (A check at the end is no stalemate either.) With witnesses of different
// pieces whose block squares differ, a move of `side` takes away at most
// two: the one of the piece it moves (its first move) and the one whose
// block square it lands on, and two only when a witness's piece can reach
// another's block square. A move of the opponent takes away at most one
// witness in its reach (castling, two). So when there are more witnesses
// than `own` moves plus those pairs plus the opponent's moves can take
// away, the stalemate is out of reach.
//
// With one or two moves of `side` left, every move of each such piece
// counts: it must be taken (or a pawn blocked) by the opponent, or keep
// its square with every step square filled by a piece of its own (the
// fewest moves a piece that is no witness needs to land there), or move
// to a square where it could end without a move, filled the same way, or
// be taken there. The cheapest such choice for all the pieces must fit
// the moves of both sides (stalemate_bound.cpp, ImmobileSearch).
//
// In a series of more than two moves that the opponent's one move ends
// (ser-h=), where the count does not prune (with no more pieces besides
// the king than moves, it never does), `side` must reach a closed
// position (search/stalemate_cluster.hpp).

#include <array>

#include "core/types.hpp"
#include "position/position.hpp"
#include "search/empty_board.hpp"
#include "search/stalemate_cluster.hpp"

namespace dawson::search {

// `closed`: the closed position found above, handed on (ClusterWitness).
// `kings`: the squares where the king may still end. Where it is given
// and the sharper count (ImmobileSearch) does not rule the stalemate out,
// it is asked again for each square k of `kings`, d moves away: the king
// on k at the end (its square held, the one it left free, the king no
// filler), own - d moves for the other pieces, pins only on the lines
// through k, and each square beside k that the opponent could not guard
// with its moves held by a piece of `side` at the end (filled, or left
// standing: a piece but a pawn taken or moving off leaves it to fill
// again). Squares where it fails are taken out of `kings` (they fail
// below too, with fewer moves); none left: the stalemate is out of reach.
// The king box (search/mate_bound.hpp) then asks only the squares left
// (search/goal_bound.cpp).
bool stalemate_out_of_reach(const position::Position& pos, core::Color side, int own, int other,
                            ClusterWitness* closed = nullptr, core::Bitboard* kings = nullptr);

// The last move of `side` before its stalemate, the opponent's `other`
// moves to follow: the moves after which the count above already says
// "no", found without playing them. After it, a piece of `side` other
// than its king and a pawn, with a step to a square not held by its side
// or a hole, keeps a legal move unless it is taken (the opponent's move
// that lands on a square of the piece cannot block a rider's step or a
// knight's leap: the piece may take it) or it ends pinned (the squares
// of PinLines, the king standing where it stands). So where two of its
// steps are free, or one that the move does not land on, the piece needs
// an opponent's move that takes it; more such pieces than `other`, or
// one out of the opponent's reach, and the stalemate is out of reach.
// A move of the king changes the pins and frees the square it leaves: the
// same count is made with the king where it lands (castling, which moves
// two pieces, always passes).
//
// With `own` 2, the move before the last: after it, the pieces with a
// free step are counted the same way (the pins from every square the
// king may end on with the last move), and the last move may still take
// away its own piece and the pieces whose one free step it lands on (it
// frees the square it leaves, which only gives moves). If no square it
// may land on leaves few enough pieces for the opponent, as above, the
// move is left out. (Where `side` may castle, every move passes.)
class LastMoveWitnesses {
public:
    LastMoveWitnesses() = default;  // every move passes
    LastMoveWitnesses(const position::Position& pos, core::Color side, int other, int own = 1);
    bool all() const { return n_ == 0 && n_stepping_ == 0; }
    bool keeps(const position::Move& m) const;

private:
    bool keeps_before_last(const position::Move& m) const;
    bool keeps_king_move(core::Square to) const;

    struct Piece {
        core::Square square;
        core::Bitboard free;  // its free steps (own 2: all its steps)
        bool reached;         // in the opponent's reach
        pieces::PieceKind kind;
    };
    // Has piece p (its steps in `free`) a free step, the squares `held`
    // held, and is it not pinned without a move to the king on `king`?
    bool free_unpinned(const Piece& p, core::Bitboard held, core::Square king) const;

    core::Square king_ = core::NoSquare;
    int other_ = 0;
    int own_ = 1;
    int n_ = 0;
    std::array<Piece, 16> pieces_;
    // own 2: the squares held now, the opponent's reach and the pins.
    core::Bitboard held_ = 0, reach_ = 0;
    PinLines pins_{0, 0, 0};
    // own 1, for the king's moves: every piece but the king and pawns
    // with a step (its steps in `free`), and the opponent's riders.
    int n_stepping_ = 0;
    std::array<Piece, 16> stepping_;
    core::Bitboard rook_riders_ = 0, bishop_riders_ = 0;
};

}  // namespace dawson::search
