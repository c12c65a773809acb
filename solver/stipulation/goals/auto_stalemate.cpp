// Goal "!=": the mover stalemates itself: after its move it would have no legal move, not being in check. The move
// may leave the mover in check when every mobile piece of its side is then paralysed (Popeye's special stalemate
// rule for paralysing pieces, "suffocation", which counts as stalemate: BEISPIEL/paralys.inp, regress 1651,
// 1.Kc2-d3 != beside the pawn e4); any other self-check is no stalemate.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule auto_stalemate() {
    return {GoalKind::AutoStalemate, "!=", " !=", true, true, true, false, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return stalemated(gm.after, gm.mover);
            }};
}

}  // namespace dawson::stipulation::goals
