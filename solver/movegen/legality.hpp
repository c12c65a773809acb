#pragma once
// The legality service: what every engine asks about the moves of one
// position, answered without playing a move where the king zones
// (movegen/king_zone.hpp) prove the answer, and by playing it otherwise.
// movegen/observation.hpp says when a fairy condition leaves that proof
// standing; each filter asks it once, when it is built.
//
// Each filter is built for one position (the side to move's) and asked for
// its moves while that position stands.

#include <array>

#include "core/bitboard.hpp"
#include "movegen/move_rule.hpp"
#include "movegen/observation.hpp"
#include "movegen/walk_tables.hpp"
#include "position/move.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

// A move's effects beyond its walk, as the move rules describe them: none
// (every rule says walk_only), one other piece's move (`relocated`), or
// more than the fast filters reason about (not `simple`).
struct MoveEffects {
    bool simple = true;
    MoveRule::Relocation relocated;
};
inline MoveEffects move_effects(const position::Position& pos, const position::Move& m) {
    MoveEffects e;
    for (const auto& r : pos.rules().move_rules) {
        if (r->walk_only(pos, m)) continue;
        const MoveRule::Relocation x = r->relocation(pos, m);
        if (x.from == core::NoSquare || e.relocated.from != core::NoSquare) return {false, {}};
        e.relocated = x;
    }
    return e;
}

// Is a pseudo-legal move of the side to move legal (its king not attacked
// afterwards)? Without a king every move is. A move that changes no square
// of the zone of the enemy's attacks on the king, while the king is not
// attacked, is legal without looking (under a Narrower observation too: an
// observation that only removes attacks finds none after it either); other
// moves are tested on the occupancy after the move or, when attacks must
// be tested on the real board (Hopper Chess, a changed observation, a
// rebirth or colour change, castling), played.
class LegalFilter {
public:
    // `king_unattacked`: the caller found the king not attacked
    // (is_attacked), which the filter then does not ask again.
    explicit LegalFilter(const position::Position& pos, bool king_unattacked = false);
    // `pos` is the filter's position (played and taken back when needed).
    bool legal(position::Position& pos, const position::Move& m) const {
        if (king_ == core::NoSquare) return true;
        const MoveEffects e = rules_ ? move_effects(pos, m) : MoveEffects{};
        // A neutral piece's move may attack our own king from its arrival.
        const bool walk = e.simple && !(neutrals_ & core::bb(m.from));
        const bool plain = walk && e.relocated.from == core::NoSquare;
        // A king move is always tested: the zone is wanted, and found once,
        // only for the other moves (a stalemate test often ends at a king
        // move).
        if (walk && m.from != king_ && (plain || harmless(pos, e.relocated))) {
            if (zone_pending_) find_zone(pos);
            const core::Bitboard relocated = plain ? 0 : core::bb(e.relocated.from) | core::bb(e.relocated.to);
            if (!((pos.changed_squares(m) | relocated) & risky_)) return true;
        }
        return tested(pos, m, plain);
    }
    // True when the king stands attacked (orthodox attacks; asked only
    // when the observation is not Other, false otherwise).
    bool attacked() const { return attacked_; }
    // True when every king move is played to be tested while the other
    // pieces' moves are mostly decided by the king's zone (a changed
    // observation, the king not attacked): has_legal_move tries them first.
    bool king_moves_cost_most() const { return others_first_; }
    // True when every move is played to be tested (a changed observation
    // with the king attacked, or an Other one): a caller that plays the
    // move anyway may test legality itself on the board after it.
    bool plays_every_move() const { return king_ != core::NoSquare && board_only_ && risky_ == ~core::Bitboard{0}; }

private:
    bool tested(position::Position& pos, const position::Move& m, bool plain) const;
    // Can the relocated piece not attack our king from its arrival (ours,
    // not royal; or an enemy's that cannot reach the king from there)?
    bool harmless(const position::Position& pos, const MoveRule::Relocation& r) const;
    void find_zone(const position::Position& pos) const;

    core::Color us_;
    core::Square king_;
    bool attacked_ = false;
    bool rules_ = false;         // the rule set has move rules
    bool board_only_ = false;    // attacks must be tested on the real board
    bool others_first_ = false;  // king_moves_cost_most()
    // Squares whose change needs a test (all when attacked), found when
    // first needed (zone_pending_ until then).
    mutable core::Bitboard risky_ = 0;
    mutable bool zone_pending_ = false;
    core::Bitboard neutrals_ = 0;
    core::Bitboard holes_ = 0;  // added to the occupancy (orthodox_with_holes)
};

// May a move of the side to move give check to the other side's king?
// False only when it certainly does not. A move that changes no square of
// the zone of our attacks on that king (a relocated piece's squares
// included: Bul, Dob) checks only by the moved piece (as promoted) or a
// relocated piece of ours, from its arrival square. A move that changes
// one, or moves the king itself (a Bul hopper's hurdle), checks only where
// a piece of ours attacks the king by its walk on the board after the move
// (exact without move rules). Not filtering when the opponent's king is
// attacked now under a Narrower observation, or under an Other one.
class CheckFilter {
public:
    explicit CheckFilter(const position::Position& pos);
    bool may_check(const position::Move& m) const {
        using position::MoveType;
        if (all_ || m.type == MoveType::CastleShort || m.type == MoveType::CastleLong)
            return king_ != core::NoSquare || may_gain_king_;  // castling: the rook may check
        core::Bitboard changed = pos_.changed_squares(m);
        MoveRule::Relocation r;
        if (rules_) {
            const MoveEffects e = move_effects(pos_, m);
            if (!e.simple) return true;  // a rebirth, a colour change, …
            r = e.relocated;
            if (r.from != core::NoSquare) changed |= core::bb(r.from) | core::bb(r.to);
        }
        const pieces::PieceKind kind = m.promo != pieces::kind::None ? m.promo : pos_.at(m.from).kind;
        // A line to the king changes, or the king itself is moved (a Bul
        // hopper's hurdle): every piece of ours may check, on the board
        // after the move.
        if ((changed & lines_) || r.from == king_) return borrowers_ || checked_after(m, kind, r);
        // Only a check by the moved piece itself (as promoted), or by a
        // piece of ours that another piece's move relocates, remains
        // possible: from its arrival, on the board after the move.
        const bool moved = ((*reach_)[kind] & core::bb(m.to)) != 0;
        if (r.from == core::NoSquare && m.promo == pieces::kind::None && (*kinds_)[kind].part_count == 0 &&
            !(*kinds_)[kind].borrows && (changed & ~core::bb(m.from)) == core::bb(m.to)) {
            // Leaps and rook and bishop riding only, the move changing no
            // third square (Take&Make's capture is not on the arrival):
            // exact on the lines of the board before the move, as its
            // departure cannot open its own path without its checking
            // already.
            const CompiledKind& ck = (*kinds_)[kind];
            return moved && ((ck.leaps[king_] | (ck.slides_rook ? rook_ : 0) | (ck.slides_bishop ? bishop_ : 0)) &
                             core::bb(m.to));
        }
        const bool relocated = r.from != core::NoSquare && (*reach_)[r.kind] & core::bb(r.to) &&
                               (pos_.at(r.from).color == pos_.side_to_move() || pos_.at(r.from).neutral());
        return (moved || relocated) &&
               attacks_after(m, moved ? kind : pieces::kind::None, r, relocated, king_, board_after(m, r).occ);
    }

private:
    // The board after `m` (with the relocation `r`): its occupancy, and
    // the squares whose pieces left or were taken.
    struct After {
        core::Bitboard occ, removed;
    };
    After board_after(const position::Move& m, const MoveRule::Relocation& r) const;
    // Does the moved piece of kind `kind` (None: not asked), or the
    // relocated piece (when `relocated`), attack the square `king` on the
    // board after the move (occupancy `occ`)?
    bool attacks_after(const position::Move& m, pieces::PieceKind kind, const MoveRule::Relocation& r, bool relocated,
                       core::Square king, core::Bitboard occ) const;
    // Does any piece of ours attack the king (where `r` takes it: Bul) by
    // its walk on the board after `m`, the moved piece being of kind `kind`
    // there? (Under an orthodox observation that is a check; under a
    // narrower one no check without it.)
    bool checked_after(const position::Move& m, pieces::PieceKind kind, const MoveRule::Relocation& r) const;

    const position::Position& pos_;
    core::Square king_;           // the opponent's king (NoSquare: no move checks, but …)
    bool may_gain_king_ = false;  // … our half-neutral king's move makes it the opponent's too
    bool all_ = false;            // no filtering
    bool rules_ = false;          // the rule set has move rules
    bool borrowers_ = false;      // we have a borrowing piece (orphan, friend): its walks depend on the board
    core::Bitboard lines_ = 0;    // king_zone(pos, king_, us).lines
    core::Bitboard rook_ = 0;     // the king's rook and bishop lines, up to the first piece
    core::Bitboard bishop_ = 0;
    // By kind: the squares a piece of ours could attack the king from on an
    // empty board (leaps, lines, pawn captures).
    const std::array<core::Bitboard, pieces::kMaxKinds>* reach_ = nullptr;
    const std::array<CompiledKind, pieces::kMaxKinds>* kinds_ = nullptr;
};

// The side to move is in check: may a move that is not a king move end the
// check? False only when it changes no square of the zone of the enemy's
// attacks nor takes an attacker (orthodox observation only).
class EscapeFilter {
public:
    explicit EscapeFilter(const position::Position& pos);
    bool may_escape(const position::Move& m) const {
        if (all_ || (rules_ && !walk_only(pos_, m))) return true;
        return (pos_.changed_squares(m) & relevant_) != 0;
    }

private:
    const position::Position& pos_;
    bool all_ = false;
    bool rules_ = false;
    core::Bitboard relevant_ = 0;
};

// What a caller asking has_legal_move of one side again and again (the
// stalemate test of each move of the other side) keeps between the calls:
// the legal move found last time, tried first (the same piece is mostly
// free again).
struct LegalMoveHint {
    position::Move last{};  // from NoSquare: none yet
};

// True when the side to move has a legal move (stops at the first one; king
// moves first, the usual escapes, then piece by piece, castling last).
// Under a choice rule the legal moves are those left for `choice`. A mate
// test asks for Choice::MateTest, and then a suffocated side (below) counts
// as having a move: it is not mated. With a hint, its last move is tried
// first, and the legal move found is kept there. `king_unattacked`: the
// caller found the king not attacked (is_attacked) in this position.
bool has_legal_move(position::Position& pos, Choice choice = Choice::Play, LegalMoveHint* hint = nullptr,
                    bool king_unattacked = false);

// Does a move rule say that `side`, if it has no legal move, is suffocated
// (MoveRule::suffocated): stalemated even when in check, never mated?
bool suffocated(const position::Position& pos, core::Color side);

}  // namespace dawson::movegen
