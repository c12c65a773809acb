#pragma once
// A sharper stalemate bound for the long series of ser-h=: `side` makes
// `own` more moves in a row, then the opponent its one move, which must
// stalemate it. Every piece of `side` then stands on its final square,
// and the position of its pieces is closed:
//  - its king's neighbours are held by its own pieces (or holes), or the
//    opponent could guard them or stand there;
//  - each other piece stands where its steps (a rider's neighbours along
//    its lines, a knight's leaps) are held by its own pieces or holes, a
//    pawn where a piece stands in front of it; or may end pinned (between
//    the king and a square the opponent's riders could reach) on a line
//    it has no move along (PinLines, search/empty_board.hpp), or is the
//    one piece the opponent's last move may take (or block, a pawn).
// The king's neighbours not held, and that piece, are then all left to
// one piece of the opponent's: the one that moves (the others guard
// from where they stand).
// Each piece reaches its final square in at least its empty-board moves
// (search/empty_board.hpp); a pawn may promote on the way. When no closed
// position of final squares costs `own` moves or fewer in all, the
// stalemate is out of reach. The search for one (ClusterSearch) places
// the king first, then fills each square a placed piece needs with
// another piece, and with nothing needed places the piece with the fewest
// squares left, the cheapest squares first; it gives up (and says "in
// reach") past a node budget.
//
// Optimistic throughout, so "out of reach" is certain: pieces in the way,
// checks, captures of the opponent's pieces and the order of the moves
// are not asked about.

#include <array>
#include <memory>
#include <vector>

#include "core/bitboard.hpp"
#include "core/types.hpp"
#include "position/move.hpp"
#include "position/position.hpp"

namespace dawson::search {

// What the opponent's one move may do: the squares it may land on
// (`reach`), guard (`cover`, its pieces' squares too), and where its
// riders of each kind of line could stand. With the cover, the same for
// each piece that may make that move (its castling one more): what it
// reaches and covers, the others standing still (`standing`: what they
// all cover where they stand, their squares too).
struct OpponentReach {
    core::Bitboard reach = 0, cover = 0, rook_riders = 0, bishop_riders = 0;
    struct Mover {
        core::Bitboard reach, cover;
    };
    core::Bitboard standing = 0;
    int movers = 0;
    std::array<Mover, 17> mover;
};

// A closed position the search found, kept for the positions below the
// one it was found for (search/goal_trail.hpp): where each piece of the
// side stood (`from`, a square of `squares`), as what and where it ends.
// Below, after a move of one piece and nothing taken, the same closed
// position still fits when its pieces' fewest moves from where they stand
// now add up to the moves left: the search is then not asked. (It only
// ever says "in reach", so it cannot rule out a stalemate that exists.)
//
// Better, where they are few enough (ClosedList), every closed position
// in reach of the first node that asks (the search lists them all once),
// handed down the path with the pieces followed: below, after a move of
// one piece, each position's cost changes by that piece's alone, and
// those still within the moves left are kept (a position in reach below
// is in reach above: a move brings a piece at most one move nearer).
// None kept: out of reach, without a search. Where the list cannot follow
// (more than one piece moved), it is made again.
struct ClosedList;
struct ClusterWitness {
    struct End {
        core::Square from, to;
        pieces::PieceKind kind;
    };
    int n = 0;  // 0: none
    core::Bitboard squares = 0, opponents = 0;
    std::array<End, 16> ends{};
    // The list (null: none), and whether listing was tried and gave up.
    std::shared_ptr<const ClosedList> list;
    bool unlisted = false;
    // The final positions are listed too (search/help_targets.hpp): the
    // closed ones are listed only where they are few, else not asked.
    bool targets_listed = false;
};

// The list of `w` (where there is one), followed to `pos` with `own`
// moves left, holds no closed position in reach: the stalemate is out of
// reach. (For the last moves, where the search is not asked.)
bool listed_out_of_reach(const position::Position& pos, core::Color side, int own, ClusterWitness& w);

// The moves of `side` (to move, `own` moves left, this one among them)
// after which the list of `w`, made for this position, still holds a
// closed position in reach: the list followed one move down, without
// playing the move. Without such a list, every move passes.
class ListedMoves {
public:
    ListedMoves() = default;
    ListedMoves(const position::Position& pos, core::Color side, int own, const ClusterWitness& w);
    bool all() const { return !list_; }
    bool keeps(const position::Move& m) const;

private:
    std::shared_ptr<const ClosedList> list_;
    core::Color side_ = core::Color::White;
    int own_ = 0;
    // For the piece last asked about (`piece_`, -1: none yet): each end
    // (square, kind) its positions in reach give it, once, with the least
    // cost of such a position less that piece's moves to the end from
    // where it stands; a move of it keeps the list when one end's `base`
    // plus the moves from its arrival fits. (The moves come piece by
    // piece: each piece's positions are read once, not once a move.)
    struct EndBase {
        core::Square to;
        pieces::PieceKind kind;
        int base;
    };
    mutable int piece_ = -1;
    mutable std::vector<EndBase> ends_;
};

// How many closed positions the list of `w` holds in reach (0: no list).
std::size_t closed_in_reach(const ClusterWitness& w);

// `witness`: the closed position found above (asked first), replaced by
// the one the search finds; or the list made above, followed.
bool cluster_out_of_reach(const position::Position& pos, core::Color side, int own, const OpponentReach& opp,
                          ClusterWitness* witness = nullptr);

}  // namespace dawson::search
