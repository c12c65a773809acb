// Goal "~": any legal move.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule any() {
    return {GoalKind::Any, "~", "", false, false, false, false, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return true;
            }};
}

}  // namespace dawson::stipulation::goals
