// Goal "ep": the move is an en passant capture.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule en_passant() {
    return {GoalKind::EnPassant, "ep", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return gm.move.type == position::MoveType::EnPassant;
            }};
}

}  // namespace dawson::stipulation::goals
