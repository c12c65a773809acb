// Goal "z": the moved piece arrives on the target square (zXY). A castling reaches it with the king.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule target() {
    return {GoalKind::Target, "z", " z", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return gm.move.to == target;
            }};
}

}  // namespace dawson::stipulation::goals
