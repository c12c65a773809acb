#pragma once
// How a fairy condition changes move generation and observation. The rule
// set carries the active rules (RuleSet::move_rules); the generator, the
// attack test and the legality service (movegen/legality.hpp) ask them. A
// condition that changes nothing here has no MoveRule.

#include <cstddef>

#include "core/types.hpp"
#include "movegen/move_list.hpp"
#include "pieces/catalogue.hpp"
#include "position/move.hpp"

namespace dawson::position {
class Position;
}

namespace dawson::movegen {

// What "a piece observes a square" (and so "a king is in check") means
// under a condition, compared with orthodox chess.
enum class Observation {
    Orthodox,  // as orthodox attacks: the fast attack tests are exact
    Narrower,  // never where orthodox attacks say no (AntiCirce, Circe RexInclusive)
    Other,     // anything (MarsCirce captures from the rebirth square)
};

// Which choice among the legal moves a choice rule (MoveRule::filter_legal)
// restricts: the moves that may be played, or the moves that the test
// "is this side mated?" looks for (Popeye tests mate without
// UltraSchachZwang's restriction, stalemate with it).
enum class Choice { Play, MateTest };

class MoveRule {
public:
    virtual ~MoveRule() = default;

    // The pseudo-legal moves of the piece on `from` (colour `us`, not
    // necessarily the side to move) are out[first …]; remove, change or add
    // moves of that piece. Castling is not passed here.
    virtual void adjust_piece_moves(const position::Position& pos, core::Color us, core::Square from, MoveList& out,
                                    std::size_t first) const {
        (void)pos, (void)us, (void)from, (void)out, (void)first;
    }

    // A rule that may freeze pieces (a paralysis: Madrasi, UltraPatrol,
    // Paralysing, a Functionary) says so when it is made (`freezing`), and
    // then whether the piece on `from` (colour `us`) is frozen: it keeps
    // none of the moves made before this rule's adjust_piece_moves, so the
    // generator makes none of them (the rules after it start from none).
    // Asked before the piece's moves are made, of the position alone.
    bool freezing() const { return freezing_; }
    virtual bool freezes(const position::Position& pos, core::Color us, core::Square from) const {
        (void)pos, (void)us, (void)from;
        return false;
    }

    // May the side to move castle with `m`? (Castling is generated apart
    // from the pieces' moves, so adjust_piece_moves does not see it.)
    virtual bool allows_castling(const position::Position& pos, const position::Move& m) const {
        (void)pos, (void)m;
        return true;
    }

    // The castling moves of the side to move are out[first …] (each one
    // allowed by allows_castling); remove, change or add castling moves
    // (SingleBox Type3: a castling that carries a latent pawn's promotion).
    virtual void adjust_castling_moves(const position::Position& pos, MoveList& out, std::size_t first) const {
        (void)pos, (void)out, (void)first;
    }

    // True when the king's crossing of a castling is tested by playing the
    // king's step to the square it passes as a move, with every move
    // hook's effects (Imitator: the imitators follow that step, and may
    // block a check or open one), instead of putting the king there; the
    // king's arrival is then left to the castling's own legality test.
    virtual bool plays_castling_steps() const { return false; }

    // True when the rule does nothing but make the position's holes
    // (Position::holes) squares off the board (Hole): the orthodox
    // arguments of movegen::goal_bound_play still hold.
    virtual bool only_holes() const { return false; }

    // A board geometry that every move and every observation obeys
    // (GridChess: the step from `from` to `to` must cross a grid line).
    // Conditions that ask "is this square observed?" themselves (Patrouille's
    // support) honour it through movegen::step_allowed. restricts_steps()
    // says whether allows_step() ever answers no.
    virtual bool restricts_steps() const { return false; }
    virtual bool allows_step(core::Square from, core::Square to) const {
        (void)from, (void)to;
        return true;
    }

    // True when filter_legal() may remove legal moves (a choice rule:
    // MustCapture, Maximummer, UltraSchachZwang). The search then generates
    // the legal moves of the side to move through movegen::generate_legal
    // alone (movegen/observation.hpp).
    virtual bool restricts_choice() const { return false; }

    // `moves` are all the legal moves of the side to move of `pos` (used as
    // scratch space, unchanged on return); remove those this rule forbids.
    virtual void filter_legal(position::Position& pos, MoveList& moves, Choice choice) const {
        (void)pos, (void)moves, (void)choice;
    }

    // Is `side`, without a legal move, "suffocated" (Paralysing pieces:
    // every piece of `side` that could move is paralysed)? Popeye counts a
    // suffocated side as stalemated, in check or not, and never as mated
    // (movegen::suffocated, asked by the mate and stalemate tests only).
    virtual bool suffocated(const position::Position& pos, core::Color side) const {
        (void)pos, (void)side;
        return false;
    }

    virtual Observation observation() const { return Observation::Orthodox; }

    // The fast check test (movegen::in_check under a changed observation)
    // asks each piece of colour `by`, standing on `square`, how it observes
    // `target` (a king's square). A rule may move the observer (`from`,
    // MarsCirce: its rebirth square), change its walk (`walk`, AnnanChess),
    // forbid the capture (return false: AntiCirce, a blocked rebirth
    // square), or give up and ask for the generic test, which plays the
    // captures (set `generic`, the default: a rule that changes observation
    // must say how, or pay for the generic test).
    struct ObserverView {
        core::Square from;
        pieces::PieceKind walk;
        bool generic = false;
    };
    virtual bool observer(const position::Position& pos, core::Square square, core::Color by, core::Square target,
                          ObserverView& view) const {
        (void)pos, (void)square, (void)by, (void)target;
        view.generic = true;
        return true;
    }
    // Does a capture of the king on `target` by the piece from `square`
    // leave that side without its king? (Circe RexInclusive: not when the
    // king is reborn.)
    virtual bool king_capture_sticks(const position::Position& pos, core::Square square, core::Square target) const {
        (void)pos, (void)square, (void)target;
        return true;
    }

    // True when the move's effects on the board are its walk's alone (no
    // rebirth, colour change, …), so that the fast legality and check
    // filters, which reason about the squares a walk changes, apply to it.
    virtual bool walk_only(const position::Position& pos, const position::Move& m) const {
        (void)pos, (void)m;
        return true;
    }

    // For a move that is not walk_only(): when its only effect beyond its
    // walk is that one more piece moves, without capturing, from `from` to
    // `to`, arriving as `kind` (Bul, Dob: the hurdle's move), that piece's
    // move, which the fast filters then reason about too; {} (from
    // NoSquare) when the move does more.
    struct Relocation {
        core::Square from = core::NoSquare, to = core::NoSquare;
        pieces::PieceKind kind = pieces::kind::None;
    };
    virtual Relocation relocation(const position::Position& pos, const position::Move& m) const {
        (void)pos, (void)m;
        return {};
    }

protected:
    MoveRule() = default;
    explicit MoveRule(bool freezing) : freezing_(freezing) {}

private:
    bool freezing_ = false;
};

}  // namespace dawson::movegen
