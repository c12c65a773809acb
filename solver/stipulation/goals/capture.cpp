// Goal "x": the move captures.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule capture() {
    return {GoalKind::Capture, "x", " x", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return gm.capture;
            }};
}

}  // namespace dawson::stipulation::goals
