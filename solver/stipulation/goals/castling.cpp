// Goal "00": the move is a castling.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule castling() {
    return {GoalKind::Castling, "00", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return gm.move.type == position::MoveType::CastleShort ||
                       gm.move.type == position::MoveType::CastleLong;
            }};
}

}  // namespace dawson::stipulation::goals
