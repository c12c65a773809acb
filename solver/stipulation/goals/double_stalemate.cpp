// Goal "==": both sides are stalemated (the opponent to move, and the mover if it were to move).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule double_stalemate() {
    return {
        GoalKind::DoubleStalemate, "==", " ==", true, false, true, false, [](const GoalMove& gm, core::Square target) {
            (void)gm;
            (void)target;
            // The mover first: after most moves it can still move, a
            // question cheaper than the opponent's check (suite-hoppers
            // 0127, h== under Madrasi: 8.2 s -> 7.3 s). A mover known not
            // to be in check is asked about its moves only.
            return (gm.mover_safe ? !can_move(gm.after, gm.mover) : stalemated(gm.after, gm.mover)) &&
                   stalemated(gm.after, ~gm.mover);
        }};
}

}  // namespace dawson::stipulation::goals
