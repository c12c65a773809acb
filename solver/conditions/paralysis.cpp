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
    return enemies && kind_observes(pos, p.kind, ~side, enemies, s);
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
                    if (kind_observes(pos, k, by, pos.pieces(by, k), pop_lsb(b))) return true;
        }
    return false;
}

}  // namespace dawson::conditions
