// Goal "Kxy" (kiss): the moved piece, followed through the move's effects
// as for zXY, stands next to the piece that stood on xy in the diagram
// (wherever it stands now), and that piece has no other neighbour: the
// eight squares around it hold no piece but the kisser (Popeye's
// goals/kiss.c; a hole is no neighbour). popeye-regression 2346, kc52:
// after 1.Qe2-d2 Rc5-b5, 2.Qd2*a5 kisses the rook of c5, alone on b5 but
// for the queen. No mark follows the move.
#include "stipulation/goals/support.hpp"

namespace dawson::stipulation::goals {

namespace {

// The squares around `s`.
core::Bitboard around(core::Square s) {
    core::Bitboard r = 0;
    const int f = core::file_of(s), k = core::rank_of(s);
    for (int df = -1; df <= 1; ++df)
        for (int dk = -1; dk <= 1; ++dk)
            if ((df != 0 || dk != 0) && f + df >= 0 && f + df < 8 && k + dk >= 0 && k + dk < 8)
                r |= core::bb(core::make_square(f + df, k + dk));
    return r;
}

}  // namespace

GoalRule kiss() {
    return {GoalKind::Kiss, "k", "", false, false, false, true, [](const GoalMove& gm, core::Square target) {
                if (gm.undo == nullptr) return false;
                const core::Square at = position::followed_square(gm.move, *gm.undo);
                if (at == core::NoSquare) return false;
                for (core::Bitboard b = around(at); b;) {
                    const core::Square s = core::pop_lsb(b);
                    const position::Piece p = gm.after.at(s);
                    if (p.empty() || position::origin(p) != target) continue;
                    bool naked = true;
                    for (core::Bitboard c = around(s) & ~core::bb(at); c && naked;)
                        naked = gm.after.at(core::pop_lsb(c)).empty();
                    if (naked) return true;
                }
                return false;
            }};
}

}  // namespace dawson::stipulation::goals
