// Goal "z": the moved piece (the king, for a castling) stands on the target
// square (zXY) once the move is played, wherever it arrived (Popeye follows
// the piece through the move's effects, goals/target.c): an AntiCirce
// capture reborn on the target square reaches it, one made there and reborn
// elsewhere does not, nor does a kamikaze piece that vanishes there
// (popeye-regression 0602, 0777, 0180).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule target() {
    return {GoalKind::Target, "z", " z", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                return gm.undo != nullptr && position::followed_square(gm.move, *gm.undo) == target;
            }};
}

}  // namespace dawson::stipulation::goals
