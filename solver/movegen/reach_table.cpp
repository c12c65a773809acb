#include "movegen/reach_table.hpp"

#include "movegen/walk_tables.hpp"

namespace dawson::movegen {

using namespace core;

const ReachTable& reach_table() {
    static const ReachTable* const table = [] {
        auto* t = new ReachTable();  // lives as long as the program
        const WalkTables& wt = walk_tables();
        for (pieces::PieceKind k : pieces::all_kinds()) {
            const CompiledKind& ck = wt.kinds[k];
            for (Square king = 0; king < 64; ++king)
                for (Color c : {Color::White, Color::Black}) {
                    Bitboard r = ck.leaps[king];
                    if (ck.slides_rook)
                        for (Bitboard ray : wt.rays[0][king]) r |= ray;
                    if (ck.slides_bishop)
                        for (Bitboard ray : wt.rays[1][king]) r |= ray;
                    for (int i = 0; i < ck.part_count; ++i) {
                        const pieces::Motion mo = ck.parts[i].motion;
                        if (mo != pieces::Motion::Pawn && mo != pieces::Motion::Scorpion) {
                            r |= ck.parts[i].reach[king];
                            continue;
                        }
                        // A pawn attacks the king from one rank behind it, diagonally.
                        const int back = c == Color::White ? -1 : 1;
                        for (int df : {-1, 1})
                            if (Square s = step(king, {df, back}); s != NoSquare) r |= bb(s);
                    }
                    t->reach[index(c)][king][k] = r;
                }
        }
        return t;
    }();
    return *table;
}

}  // namespace dawson::movegen
