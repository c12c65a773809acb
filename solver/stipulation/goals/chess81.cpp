// Goal "c81" (chess81): the moved piece (the king, for a castling) stands on
// the mover's last rank once the move is played, the 8th for White, the 1st
// for Black, followed through the move's effects as for zXY (Popeye's
// goals/chess81.c: a piece reborn elsewhere is where it stands after the
// rebirth). A check keeps its " +" before the mark (" + c81": popeye-goals
// 0913, 3.Ta5-a8 + c81).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule chess81() {
    return {GoalKind::Chess81, "c81", " c81", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)target;
                if (gm.undo == nullptr) return false;
                const core::Square at = position::followed_square(gm.move, *gm.undo);
                return at != core::NoSquare && core::rank_of(at) == (gm.mover == core::Color::White ? 7 : 0);
            }};
}

}  // namespace dawson::stipulation::goals
