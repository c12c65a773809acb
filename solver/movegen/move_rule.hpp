#pragma once
// How a fairy condition changes move generation and observation. The rule
// set carries the active rules (RuleSet::move_rules); the generator, the
// attack test and the legality service (movegen/legality.hpp) ask them. A
// condition that changes nothing here has no MoveRule.

#include <cstddef>

#include "core/types.hpp"
#include "movegen/move_list.hpp"
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

    // True when the move's effects on the board are its walk's alone (no
    // rebirth, colour change, …), so that the fast legality and check
    // filters, which reason about the squares a walk changes, apply to it.
    virtual bool walk_only(const position::Position& pos, const position::Move& m) const {
        (void)pos, (void)m;
        return true;
    }
};

}  // namespace dawson::movegen
