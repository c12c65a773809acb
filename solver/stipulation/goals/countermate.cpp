// Goal "##!" (countermate): the mover, checkmated before its move, answers
// with a move after which both sides are checkmated, as for ## the move may
// leave its own king in check (popeye-goals 0372, ##!1: the mated 1.Kc8-b7
// puts the kings side by side; with a white knight on b4 White is not mated
// in the diagram and there is no solution). The condition before the move
// is stipulation::reaches()'s.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule countermate() {
    return {
        GoalKind::CounterMate, "##!", " ##!", true, true, false, false, [](const GoalMove& gm, core::Square target) {
            (void)target;
            return mated(gm.after, ~gm.mover) && mated(gm.after, gm.mover);
        }};
}

}  // namespace dawson::stipulation::goals
