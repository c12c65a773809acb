// Goal "=": the opponent is stalemated.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule stalemate() {
    return {GoalKind::Stalemate, "=", " =", true, false, true, false, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return stalemated(gm.after, ~gm.mover);
            }};
}

}  // namespace dawson::stipulation::goals
