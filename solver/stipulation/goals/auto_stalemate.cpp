// Goal "!=": the mover stalemates itself: after its move it would have no legal move, not being in check.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule auto_stalemate() {
    return {
        GoalKind::AutoStalemate, "!=", " !=", true, false, true, false, [](const GoalMove& gm, core::Square target) {
            (void)gm;
            (void)target;
            return stalemated(gm.after, gm.mover);
        }};
}

}  // namespace dawson::stipulation::goals
