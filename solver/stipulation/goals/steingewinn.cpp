// Goal "%": winning a piece: the move captures. Popeye's tester for % asks exactly what its tester for x asks (a piece
// removed by the move).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule steingewinn() {
    return {GoalKind::Steingewinn, "%", " %", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return gm.capture;
            }};
}

}  // namespace dawson::stipulation::goals
