// Goal "#": the opponent is checkmated.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule mate() {
    return {GoalKind::Mate, "#", " #", true, false, true, false, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return mated(gm.after, ~gm.mover);
            }};
}

}  // namespace dawson::stipulation::goals
