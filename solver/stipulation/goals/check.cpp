// Goal "+": the move gives check.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule check() {
    return {GoalKind::Check, "+", " +", true, false, true, true, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return movegen::in_check(gm.after, ~gm.mover);
            }};
}

}  // namespace dawson::stipulation::goals
