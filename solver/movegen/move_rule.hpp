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
};

}  // namespace dawson::movegen
