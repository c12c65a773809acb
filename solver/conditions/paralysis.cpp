#include "conditions/paralysis.hpp"

#include "movegen/attacks.hpp"

namespace dawson::conditions {

using namespace core;
using position::Piece;
using position::Position;

using movegen::kind_observes;

bool madrasi_observed(const Position& pos, Square s, Color side, bool rex_inclusive) {
    const Piece p = pos.at(s);
    if (p.empty() || (p.kind == pieces::kind::King && !rex_inclusive)) return false;
    // The enemies of `side` include the neutral pieces of the kind (they
    // stand in both sides' sets), but not the piece itself.
    const Bitboard enemies = pos.pieces(~side, p.kind) & ~bb(s);
    if (!enemies) return false;
    if (kind_observes(pos, p.kind, ~side, enemies, s)) return true;
    // A pawn that has just made its double step is observed by an enemy
    // pawn of its kind that may take it en passant (Popeye's Isardam ~1,
    // popeye-regression 1466; its Madrasi ser-zd53, 0472, shows the same,
    // the right kept through the series' pass).
    const Square ep = pos.ep_square();
    return ep != NoSquare && pos.ep_victim() == s && kind_observes(pos, p.kind, ~side, enemies, ep);
}

bool any_madrasi_observation(const Position& pos, bool rex_inclusive) {
    // Only kinds both sides have can observe; each side's pieces of such a
    // kind are asked about each enemy of it.
    pieces::KindSet both = pos.kinds_present(Color::White);
    both &= pos.kinds_present(Color::Black);
    for (int w = 0; w < pieces::KindSet::kWords; ++w)
        for (std::uint64_t bits = both.word(w); bits; bits &= bits - 1) {
            const pieces::PieceKind k = pieces::KindSet::kind_of(w, bits);
            if (k == pieces::kind::King && !rex_inclusive) continue;
            for (const Color by : {Color::White, Color::Black})
                for (Bitboard b = pos.pieces(~by, k); b;)
                    if (madrasi_observed(pos, pop_lsb(b), ~by, rex_inclusive)) return true;
        }
    return false;
}

}  // namespace dawson::conditions
