#pragma once
// A lower bound for mate ends (h#, ser-h#, ser-#): can `side` be mated
// after `own` more moves of its own and `other` of the opponent, the
// opponent making the last one? "No" is said only when it is certain, in
// orthodox play (movegen::orthodox_play), and prunes the whole subtree.
//
// The argument, on the empty board of search/empty_board.hpp. At the mate
// the king stands on a square k it can reach in d <= own moves; a piece of
// the opponent's other than its king attacks k; every square around k is
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
// moves left too. No k with a passing share: no mate.
// Castling, one move of king and rook, is two moves more of that side's,
// which two king steps and a rook move cover.

#include <array>

#include "core/types.hpp"
#include "position/position.hpp"

namespace dawson::search {

bool mate_out_of_reach(const position::Position& pos, core::Color side, int own, int other);

// The same argument without the check: can the king of `side` end boxed
// in, every square around it attacked by the opponent or held by a piece
// of its own? A stalemate needs it (search/goal_bound.hpp).
bool box_out_of_reach(const position::Position& pos, core::Color side, int own, int other);

// The moves of the side to move after which mate_out_of_reach may not
// say "no": `side` mated after `own` more moves of its own and `other` of
// the opponent's, this move among them. With `own'` and `other'` left
// after it, the bound's king stands on some square k it reaches in d <=
// own' moves, where a piece of the opponent's but the king may check;
// every square around k (but holes) not covered by the opponent's pieces
// with other' moves each (at most what they attack, together) must hold a
// piece of `side` or get one with moves of its own: after a move of the
// opponent's, at most own' - d such squares empty; after a move of
// `side`'s, the fewest moves its pieces but the king need to them (on the
// empty board, the moved piece's from its arrival) at most own' - d. A
// move of the king of `side` always passes; a move of the opponent's
// changes what the moving piece covers and empties the square of a piece
// it takes. With `check` false, the same for box_out_of_reach (no piece
// need check).
class BoundMoves {
public:
    BoundMoves() = default;  // every move passes
    // `max_own`: with more than that many moves of `side` left after this
    // one, every move passes (nearly all would).
    BoundMoves(const position::Position& pos, core::Color side, int own, int other, int max_own, bool check = true);
    bool all() const { return all_; }
    bool keeps(const position::Position& pos, const position::Move& m) const;

private:
    struct Target {
        core::Square k;
        int allowed;  // own' - d: the moves left for the squares around k
    };
    bool all_ = true;
    bool side_moves_ = false;  // `side` moves, else the opponent
    bool check_ = true;
    core::Color side_ = core::Color::White;
    core::Square king_ = core::NoSquare;  // of `side`
    int other_after_ = 0;
    core::Bitboard holes_ = 0, occupied_ = 0;  // occupied_: the pieces of `side`
    // `side` moving: what the opponent's pieces cover, and may check.
    // The opponent moving: the same of all but the piece on each square.
    core::Bitboard attacked_ = 0, checking_ = 0;
    std::array<core::Bitboard, 64> attacked_without_, checking_without_;
    int n_ = 0;
    std::array<Target, 64> targets_;
    // `side` moving: by square, the fewest moves a piece of `side` but
    // the king needs to get there (first, the piece's square `from`), and
    // the fewest of the others (second); kFar for more than enough.
    static constexpr int kFar = 16;
    struct Nearest {
        int first, second;
        core::Square from;
    };
    std::array<Nearest, 64> nearest_;
};

}  // namespace dawson::search
