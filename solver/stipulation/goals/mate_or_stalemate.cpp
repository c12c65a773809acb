// Goal "#=": the opponent is checkmated or stalemated (has no legal move).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule mate_or_stalemate() {
    return {
        GoalKind::MateOrStalemate, "#=", " #=", true, false, true, false, [](const GoalMove& gm, core::Square target) {
            (void)gm;
            (void)target;
            return !can_move(gm.after, ~gm.mover,
                             movegen::in_check(gm.after, ~gm.mover) && !movegen::suffocated(gm.after, ~gm.mover)
                                 ? movegen::Choice::MateTest
                                 : movegen::Choice::Play);
        }};
}

}  // namespace dawson::stipulation::goals
