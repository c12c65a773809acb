// Goal "<>" (exchange): the moved piece, followed through the move's
// effects as for zXY, stands on the diagram square of another piece of the
// mover's, which stands on the moved piece's diagram square (Popeye's
// goals/exchange.c; popeye-regression 0181: 3.kRb2*b3[wkRb3->h1] puts the
// kamikaze rook of b1 on h1, where the rook of h1 stood, now on b1). No mark
// follows the move.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule exchange() {
    return {GoalKind::Exchange, "<>", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                (void)target;
                if (gm.undo == nullptr) return false;
                const core::Square at = position::followed_square(gm.move, *gm.undo);
                const core::Square home = position::origin(gm.undo->moved);
                if (at == core::NoSquare || home == core::NoSquare || home == at) return false;
                const position::Piece partner = gm.after.at(home);
                return !partner.empty() && position::origin(partner) == at &&
                       (partner.color == gm.mover || partner.neutral());
            }};
}

}  // namespace dawson::stipulation::goals
