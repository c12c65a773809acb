// Goal "!#" (automate): the mover mates itself: after its move it is in
// check and has no legal move. The move leaves the mover's own king in check
// (that is the mate), so it may be a self-check (popeye-goals 2158, !#1:
// 1.g2-g4 !# opens the a2 rook's line to the white king on h2).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule automate() {
    return {GoalKind::AutoMate, "!#", " !#", true, true, true, false, [](const GoalMove& gm, core::Square target) {
                (void)target;
                return mated(gm.after, gm.mover);
            }};
}

}  // namespace dawson::stipulation::goals
