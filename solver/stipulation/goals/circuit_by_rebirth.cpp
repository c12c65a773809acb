// Goal "ctr" (circuit by rebirth): the piece a move hook put on the board
// (a Circe rebirth, position/journal.hpp: added_piece_square) stands on its
// diagram square (Popeye's conditions/circe/circuit_by_rebirth_special.c;
// popeye-regression 0931: 1...g7*h6[+wLc1] for the bishop of c1, 0932 in
// Circe Parrain: 2.Kh2-h1[+wBh5] for the pawn of h5). No mark follows the
// move.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

GoalRule circuit_by_rebirth() {
    return {
        GoalKind::CircuitByRebirth, "ctr", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
            (void)target;
            if (gm.undo == nullptr) return false;
            const core::Square at = position::added_piece_square(gm.move, *gm.undo);
            return at != core::NoSquare && position::origin(gm.after.at(at)) == at;
        }};
}

}  // namespace dawson::stipulation::goals
