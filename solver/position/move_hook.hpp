#pragma once
// What a condition adds to a move after its walk: a Circe rebirth, an
// Andernach colour change, a kamikaze's disappearance. The rule set carries
// the active hooks; Position::make() calls them in order once the walk's own
// effects are on the board (and the side to move has changed), and each
// hook adds its effects to the move's journal through
// Position::journal_remove() / journal_add(). unmake() takes everything back.

#include "position/journal.hpp"
#include "position/move.hpp"

namespace dawson::position {

class Position;

class MoveHook {
public:
    virtual ~MoveHook() = default;
    // `u` holds the walk's effects and what it captured (u.captured,
    // u.captured_on); `pos` is the position after them.
    virtual void after_move(Position& pos, const Move& m, Undo& u) const = 0;
};

}  // namespace dawson::position
