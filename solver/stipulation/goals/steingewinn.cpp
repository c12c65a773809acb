// Goal "%": winning a piece: the move captures, and the captured piece is not reborn (Popeye's tester for % asks what
// its tester for x asks, a piece removed by the move, and under Circe a filter rejects a move with a rebirth:
// BEISPIEL/stip.inp, regress 1893, ser-%4: 3.Ke8*d7[+sTa8] is no gain, 4.nBb7*a8=nD is).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule steingewinn() {
    return {GoalKind::Steingewinn, "%", " %", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)target;
                return gm.capture &&
                       !(gm.undo != nullptr && position::added_piece_square(gm.move, *gm.undo) != core::NoSquare);
            }};
}

}  // namespace dawson::stipulation::goals
