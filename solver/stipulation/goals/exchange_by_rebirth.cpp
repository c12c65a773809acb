// Goal "<>r" (exchange by rebirth): the piece a move hook put on the board
// (a Circe rebirth, position/journal.hpp: added_piece_square) stands on the
// diagram square of another piece of its side, the side of the mover's
// opponent, which stands on the reborn piece's diagram square (Popeye's
// conditions/circe/exchange_by_rebirth_special.c; popeye-regression 0933,
// s<>r2: 2...d5*c4[+wLf1] puts the bishop of e2 on f1 with the king of f1
// on e2). No mark follows the move.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule exchange_by_rebirth() {
    return {
        GoalKind::ExchangeByRebirth, "<>r", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
            (void)target;
            if (gm.undo == nullptr) return false;
            const core::Square at = position::added_piece_square(gm.move, *gm.undo);
            if (at == core::NoSquare) return false;
            const core::Square home = position::origin(gm.after.at(at));
            if (home == core::NoSquare || home == at) return false;
            const position::Piece partner = gm.after.at(home);
            return !partner.empty() && position::origin(partner) == at &&
                   (partner.color == ~gm.mover || partner.neutral());
        }};
}

}  // namespace dawson::stipulation::goals
