#pragma once
// A lower bound for mate ends (h#, ser-h#, ser-#): can `side` be mated
// after `own` more moves of its own and `other` of the opponent, the
// opponent making the last one? "No" is said only when it is certain, in
// orthodox play (movegen::orthodox_play), and prunes the whole subtree.
//
// The argument, on the empty board of search/empty_board.hpp. At the mate
// the king stands on a square k it can reach in d <= own moves; a piece of
// the opponent's other than its king attacks k (the check comes with the
// opponent's last move: a piece that does not move checks by discovery, a
// rider, not a knight or a pawn); every square around k is
// attacked by the opponent or holds a piece of `side`. The pieces of `side`
// that stand there pay moves of their own, on each square at least the
// fewest any of them needs (each piece stands on one square), out of
// own - d. The opponent's `other` moves are shared out among its pieces,
// m_i each; piece i then attacks at most what it covers from the squares
// it may reach in m_i moves. Every share is tried for every k (a share
// whose best case, every piece left given every move left, fails is not
// followed further); where one passes, its moving pieces are put on the
// squares of their reach, together, each attacking from its square alone
// (a pawn that may promote with a move to spare as a queen, a knight or a
// pawn anywhere), and one placement must pass (after 256 tried, the share
// passes); squares that attack less of k and the squares around it than
// another square of the same piece are not tried. No piece ends on k (one
// that stays there is taken by the king and attacks nothing), and the
// opponent's king not beside it. A piece of `side` on k must leave (a move
// of `side`'s) or be taken (one of the opponent's, not its last). Where a
// share or a placement passes, the squares around k it leaves unattacked
// need a different piece of `side` each: the cheapest such assignment
// (over the subsets of those squares, each piece taking one) must fit the
// moves left too. With the opponent's last move alone left (a share of
// one move) and no piece standing still that may check by discovery, the
// piece that moves checks alone, from the square c it lands on: a piece of
// `side` that could take it there with nothing to block (a knight's leap,
// a pawn's capture, a line piece's step) and may not end pinned (between k
// and a line piece of the opponent's standing still) must leave its square,
// a move of its own, and may not block a square around k from such a
// square; c beside k must be attacked by another piece. No k with a
// passing share: no mate.
// Castling of `side`, one move of king and rook, is two moves more of
// its own, which two king steps and a rook move cover. The opponent's
// castling is one move of a piece of its own: with a share of m moves it
// covers what the king and rook could from their squares after castling
// with m - 1 moves each (where they stood, they still count: only more
// optimistic), and the king standing still may then be beside k.

#include <array>

#include "core/types.hpp"
#include "position/position.hpp"
#include "search/empty_board.hpp"

namespace dawson::search {

//
// `kings`, where a search passes it: the squares where the king may still
// end. Only those are asked, far from the end every one of them (not just
// until one passes), and those ruled out are taken out. A square ruled out here is
// out in every position below this one too (the king has fewer moves
// left to reach it, the opponent's pieces fewer to check it, and the
// bound's argument holds at each), so the search hands the set down to
// the children, which ask only what is left: intelligent 0247's first
// twin, h#7, 2.8 s -> 1.5 s with one thread.
bool mate_out_of_reach(const position::Position& pos, core::Color side, int own, int other,
                       core::Bitboard* kings = nullptr);

// The same argument without the check: can the king of `side` end boxed
// in, every square around it attacked by the opponent or held by a piece
// of its own? A stalemate needs it (search/goal_bound.hpp).
bool box_out_of_reach(const position::Position& pos, core::Color side, int own, int other,
                      core::Bitboard* kings = nullptr);

// The moves of the side to move after which mate_out_of_reach may not
// say "no": `side` mated after `own` more moves of its own and `other` of
// the opponent's, this move among them. With `own'` and `other'` left
// after it, the bound's king stands on some square k it reaches in d <=
// own' moves, where a piece of the opponent's but the king may check.
// - A move of `side`'s: the opponent's part of the bound does not change
//   (the bound argues on the empty board; a piece taken only makes it
//   harder). So its shares and placements are asked once, for every k:
//   the least sets of squares around k they leave open (MateReach's
//   open_sets). The move passes where one set of one k can be filled
//   with own' - d moves: each empty square of it by a different piece of
//   `side` but the king, at the fewest moves on the empty board (the
//   moved piece's from its arrival), a piece that stands on a square of
//   the set counting one more (that square is left empty). A move of the
//   king: the k it reaches from its arrival. A move onto some k passes.
// - A move of the opponent's: the squares around k not covered by its
//   pieces with other' moves each (at most what they attack, together),
//   the moving piece's from its arrival, must hold a piece of `side` or
//   get one: at most own' - d such squares empty; a piece taken leaves
//   its square empty.
// With `check` false, the same for box_out_of_reach (no piece need check),
// for the opponent's moves only: those of `side` all pass. Only the k of
// `kings` are asked (those the bound has not ruled out).
class BoundMoves {
public:
    BoundMoves() = default;  // every move passes
    // `max_own`: with more than that many moves of `side` left after this
    // one, every move passes (nearly all would).
    BoundMoves(const position::Position& pos, core::Color side, int own, int other, int max_own, bool check = true,
               core::Bitboard kings = core::kAllSquares);
    bool all() const { return all_; }
    bool keeps(const position::Position& pos, const position::Move& m) const;

private:
    struct Target {
        core::Square k;
        int allowed;  // own' - d: the moves left for the squares around k
        // `side` moving: its open sets, open_[first, first + sets).
        int first, sets;
    };
    bool all_ = true;
    bool side_moves_ = false;  // `side` moves, else the opponent
    bool check_ = true;
    core::Color side_ = core::Color::White;
    core::Square king_ = core::NoSquare;  // of `side`
    int own_after_ = 0, other_after_ = 0;
    core::Bitboard holes_ = 0, occupied_ = 0;  // occupied_: the pieces of `side`
    // `side` moving: what the opponent's pieces cover, and may check.
    // The opponent moving: the same of all but the piece on each square.
    core::Bitboard attacked_ = 0, checking_ = 0;
    std::array<core::Bitboard, 64> attacked_without_, checking_without_;
    int n_ = 0;
    std::array<Target, 64> targets_;
    // `side` moving: for each target, the least sets of squares around it
    // that the opponent's shares and placements (the bound's) leave open.
    static constexpr int kMaxSets = 128;
    std::array<core::Bitboard, kMaxSets> open_;
    int sets_n_ = 0;
    // `side` moving: its pieces but the king, where they stand.
    static constexpr int kFar = 16;  // moves, more than enough
    std::array<PieceAt, 16> blockers_;
    int blocker_n_ = 0;
    // The fewest moves of `side` that fill the squares `empty` of the open
    // set `open` after move m (of a piece arriving as `arrives`, or of the
    // king: kind::None), with a different piece on each; more than
    // `allowed` may stop at any count above it.
    int fill_cost(const position::Move& m, pieces::PieceKind arrives, core::Bitboard open, core::Bitboard empty,
                  int allowed) const;
};

}  // namespace dawson::search
