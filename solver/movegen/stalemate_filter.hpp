#pragma once
// May a move of the side to move stalemate the other side? The question
// every stalemate end asks of each candidate (h=, ser-h=, =n), answered
// without playing the move where a witness proves it cannot.
//
// A witness is a legal move of the other side that no move of ours can take
// away, except one that lands on or leaves certain squares. The filter
// keeps a few, each as those two sets of squares; a move that touches
// neither set of some witness leaves the other side that move, so it does
// not stalemate (a move that gives check does not either). Why a move of
// ours can take a witness away only so (orthodox play, every piece K, Q,
// R, B, S or P without attributes, no conditions):
// - a move of a piece not lined up with its king (no queen line through
//   both): we capture the piece (land on its square), block its path or,
//   for a pawn's step, its arrival (land there), or move away the piece a
//   pawn captures (leave that square). It cannot be pinned by our move, and
//   it uncovers no line to its king, so it stays legal unless our move
//   gives check;
// - a king move: our arrival attacks the king's arrival square or a line
//   through our departure opens onto it. Both squares then lie on a queen
//   line, a knight's leap or a king's step from it.
// Castling and en passant captures of ours are always played and tested.
// Holes (the Hole rule alone, movegen/observation.hpp's orthodox_with_holes)
// change none of this: they stand still, and our moves neither land on nor
// leave them. Elsewhere (fairy pieces, attributes, conditions) every move may
// stalemate: a hurdle moved, an observation changed, or a rebirth may take
// a move away.

#include <array>

#include "core/bitboard.hpp"
#include "position/move.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

class StalemateFilter {
public:
    // `pos` is played (a null move) and restored.
    explicit StalemateFilter(position::Position& pos);
    bool may_stalemate(const position::Move& m) const {
        if (count_ == 0 || m.type == position::MoveType::CastleShort || m.type == position::MoveType::CastleLong ||
            m.type == position::MoveType::EnPassant)
            return true;
        const core::Bitboard to = core::bb(m.to), from = core::bb(m.from);
        for (int i = 0; i < count_; ++i)
            if (!(witnesses_[i].kill_to & to) && !(witnesses_[i].kill_from & from)) return false;
        return true;
    }

private:
    struct Witness {
        core::Bitboard kill_to = 0;    // our move arriving here may take it away
        core::Bitboard kill_from = 0;  // … or leaving here
    };
    static constexpr int kMaxWitnesses = 8;
    std::array<Witness, kMaxWitnesses> witnesses_{};
    int count_ = 0;  // 0: no witness, every move may stalemate
};

// Is `pos` played by the orthodox rules with orthodox pieces only (the
// kinds K, Q, R, B, S, P without attributes; no condition, hole, imitator
// or Hopper Chess move; promotion to Q, R, B, S only)? The reasoning of
// StalemateFilter, and of other shortcuts that argue about orthodox walks,
// holds then.
bool orthodox_play(const position::Position& pos);

// orthodox_play, or the same with holes that stay where they are (the
// condition Hole: its rule alone, no move hook), which only take away
// squares, and with pieces of kinds without a walk (the dummy), which never
// move nor attack, also as promotions (PromOnly … DU). The goal bounds
// (search/goal_bound.hpp) argue on an empty board and hold there too,
// their squares around the king and a piece's steps taken without the
// holes (search/empty_board.hpp keeps a walkless piece where it stands).
bool goal_bound_play(const position::Position& pos);

}  // namespace dawson::movegen
