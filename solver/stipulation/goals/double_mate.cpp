// Goal "##": both sides are checkmated. The move may leave the mover's own king in check: that is how the mover gets
// mated (popeye-stipulations 0047, h##2: 2...Ke2-f1 ## puts the white king beside the black one on g1, each checking
// the other).
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule double_mate() {
    return {GoalKind::DoubleMate, "##", " ##", true, true, true, false, [](const GoalMove& gm, core::Square target) {
                (void)gm;
                (void)target;
                return mated(gm.after, ~gm.mover) && mated(gm.after, gm.mover);
            }};
}

}  // namespace dawson::stipulation::goals
