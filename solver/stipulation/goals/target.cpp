// Goal "z": the moved piece arrives on the target square (zXY) and is there at
// the end of the move (not a kamikaze piece that vanished with its capture,
// Popeye's TESTS/kamikaze.inp). A castling reaches it with the king.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule target() {
    return {GoalKind::Target, "z", " z", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                return gm.move.to == target && !gm.after.at(target).empty();
            }};
}

}  // namespace dawson::stipulation::goals
