// Goal "ct" (circuit): the moved piece (the king, for a castling), followed
// through the move's effects as for zXY, stands on its diagram square once
// the move is played (Popeye's goals/circuit.c; popeye-regression 0778: an
// AntiCirce rebirth onto the diagram square is a circuit, 1.Kd2*d3[wKd3->e1]
// is not one for the king of d2). No mark follows the move.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule circuit() {
    return {GoalKind::Circuit, "ct", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)target;
                if (gm.undo == nullptr) return false;
                const core::Square at = position::followed_square(gm.move, *gm.undo);
                return at != core::NoSquare && position::origin(gm.undo->moved) == at;
            }};
}

}  // namespace dawson::stipulation::goals
