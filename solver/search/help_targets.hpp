#pragma once
// h= and h# with few pieces: every final position of the helpstalemate
// (helpmate) listed at the root of the search, and followed down the path
// (as Popeye's intelligent mode plays towards each final position). A
// ser-h= or ser-h# is the same with one move of the opponent's.
//
// A final position places every piece of both sides: where and as what it
// ends (a pawn as a pawn or as the piece it promotes to; a dummy, without a
// walk, where it stands), or taken. It is listed when
//  - each side's pieces reach their ends within that side's moves, each
//    piece in its fewest moves on an empty board (search/fewest_moves.hpp),
//    a taken piece in none;
//  - each side takes no more pieces than it has moves, and a pawn that ends
//    as a pawn on another file takes as many pieces as files it changes;
//  - on the board of the ends, the side to be stalemated, to move, is not
//    in check, has no legal move, and cannot take the opponent's king (the
//    position is legal).
// A mate's final position (h#) places the mated king, the pieces of its
// side that fill a flight the opponent does not guard, and the opponent's
// pieces the mate needs; the others are not placed (they may end anywhere,
// or be taken). On the board of those ends the king is in check, every
// flight is guarded or filled, and no piece placed has a sure parry (the
// check single, the piece not pinned, it takes the checker or steps between
// with a leap, a step to the next square or a pawn's move). An opponent's
// piece is needed where the board without it fails that test. The pieces
// not placed could only block lines (a guard, a check, a pin, a parry's
// way), which is why only what they cannot change is asked: a mate's board
// with all the opponent's pieces and the pieces on the flights passes the
// test, and so does the one left after taking off, one by one, the
// opponent's pieces it passes without; that one is listed.
// Every line of play that ends in stalemate (mate) ends in one of them, so below
// a node where none is in reach any more (a piece's fewest moves to its end
// fall by at most one a move, a piece taken that the position keeps ends it)
// there is no stalemate in time: the subtree is pruned, and the table may
// store that, as for any goal bound.
//
// The search that lists them (help_targets.cpp) places the stalemated
// side's king, then the opponent's pieces, then the stalemated side's other
// pieces, each square they still need filled first (a flight of the king
// the opponent does not guard, a step of a placed piece), by each piece
// that could end there; it prunes where a placed piece could take or where
// the needed squares outnumber the pieces or their moves. It gives up (no
// list: the other bounds alone prune) past a node budget that doubles with
// each move, or a position budget, and on neutral or fairy pieces and
// fairy promotions. Where a side may castle, a king's or rook's fewest
// moves count the castling (search/help_targets.cpp).

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "core/bitboard.hpp"
#include "core/types.hpp"
#include "pieces/kind.hpp"
#include "position/position.hpp"
#include "search/stop_control.hpp"

namespace dawson::search {

struct TargetTable;  // the final positions listed (help_targets.cpp)

// The final positions still in reach at one node of the path: each piece
// of the root followed to where it stands now (NoSquare: taken), and for
// each position in reach the moves each side still needs at least.
struct TargetList {
    struct InReach {
        std::uint32_t position;
        std::array<std::uint8_t, 2> cost;  // by colour
    };
    // The table, held by the root's list (`owner`), which outlives the
    // lists followed from it: they point to it alone (one shared count,
    // bumped at every node by both threads, cost more than the follow).
    std::shared_ptr<const TargetTable> owner;
    const TargetTable* all = nullptr;
    std::array<core::Square, 32> at{};
    std::array<pieces::PieceKind, 32> kind{};
    std::array<core::Bitboard, 2> squares{};  // by colour: the squares of `at`
    std::array<int, 2> captured{};            // by colour: pieces taken so far
    std::uint8_t castling = 0;                // the castling rights (position::CastlingRight)
    std::vector<InReach> in_reach;
};

// The final positions of a stalemate (or, `mate`, a mate) of `side` after
// `own` more moves of its own and `other` of the opponent, the opponent
// moving last; null where they are not listed.
// (Null too where `stop`, polled, says the search stops.)
std::shared_ptr<const TargetList> list_targets(const position::Position& pos, core::Color side, int own, int other,
                                               bool mate = false, const StopControl* stop = nullptr);

// `list`, made for the position before the last move, followed to `pos`
// (own and other: the moves left there); null where it cannot follow (more
// than one piece of a side moved); `list` itself where nothing moved. The
// list returned uses the table of the root's list, which must outlive it.
std::shared_ptr<const TargetList> follow_targets(const position::Position& pos, core::Color side, int own, int other,
                                                 const std::shared_ptr<const TargetList>& list);

// The moves of the side to move after which a position of `list`,
// followed to `pos`, may stay in reach (`own` moves of `side` left and
// `other` of the opponent's, this one among them): the list read once for
// all the moves, where each move played would follow it. A move keeps a
// position when the mover's moves left after it still pay the cost (the
// moved piece's fewest moves to its end rise by the slack at most, or fall
// by what is owed; a piece without an end placed changes no cost) and its
// capture, if any, takes a piece the position takes (a capture the mover's
// moves left could not make later must be made now). Castling and en
// passant always pass; without a list, every move.
class TargetMoves {
public:
    TargetMoves() = default;
    TargetMoves(const position::Position& pos, core::Color side, int own, int other, const TargetList& list);
    bool all() const { return all_; }
    bool keeps(const position::Move& m) const {
        using position::MoveType;
        return all_ || m.type == MoveType::CastleShort || m.type == MoveType::CastleLong ||
               m.type == MoveType::EnPassant || (arrivals_[m.from] & core::bb(m.to));
    }

private:
    bool all_ = true;
    std::array<core::Bitboard, 64> arrivals_{};  // by departure square: the arrivals that may keep one
};

}  // namespace dawson::search
