#include "movegen/king_zone.hpp"

#include <array>

#include "movegen/walk_tables.hpp"

namespace dawson::movegen {

using namespace core;

KingZone king_zone(const position::Position& pos, Square k, Color by) {
    KingZone z;
    if (pos.rules().hopper_move) {  // the file rule: no bound
        z.all = true;
        return z;
    }
    const WalkTables& wt = walk_tables();
    std::array<Bitboard, 5> by_class{};  // pieces of `by` attacking along each line class
    bool locust = false;
    Bitboard double_hoppers = 0;
    const pieces::KindSet& present = pos.kinds_present(by);
    for (int w = 0; w < pieces::KindSet::kWords; ++w)
        for (std::uint64_t bits = present.word(w); bits; bits &= bits - 1) {
            const pieces::PieceKind kind = pieces::KindSet::kind_of(w, bits);
            const CompiledKind& ck = wt.kinds[kind];
            if (ck.line_classes & Everywhere) {
                z.all = true;
                return z;
            }
            const Bitboard mine = pos.pieces(by, kind);
            for (int c = 0; c < 5; ++c)
                if (ck.line_classes & (1u << c)) by_class[c] |= mine;
            if (ck.line_classes & DoubleHopLines) double_hoppers |= mine;
            for (int i = 0; i < ck.part_count; ++i) locust |= depends_on_ring(ck.parts[i].motion);
            z.attackers |= ck.leaps[k] & mine;
        }
    // (b) and (c) on each ray from k: the squares strictly between k and the
    // farthest piece of `by` attacking along that kind of line, and those
    // pieces.
    for (int c = 0; c < 5; ++c) {
        if (!by_class[c]) continue;
        for (const Bitboard ray : wt.rays[c][k]) {
            const Bitboard on_ray = ray & by_class[c];
            if (!on_ray) continue;
            z.attackers |= on_ray;
            if (lsb(ray) > k) {  // squares increase away from k
                z.lines |= ray & (bb(msb(on_ray)) - 1);
            } else {
                const Square far = lsb(on_ray);
                z.lines |= ray & ~(bb(far) | (bb(far) - 1));
            }
        }
    }
    // The locust's landing square behind k; the pawns' squares.
    if (locust) z.lines |= wt.ring[k];
    z.attackers |= wt.ring[k] & pos.pieces(by);
    if (double_hoppers) {
        z.attackers |= double_hoppers;
        for (int c = 0; c < 2; ++c)
            for (const Bitboard ray : wt.rays[c][k]) z.lines |= ray;
        for (Bitboard b = double_hoppers; b;) {
            const Square d = pop_lsb(b);
            for (int c = 0; c < 2; ++c)
                for (const Bitboard ray : wt.rays[c][d]) z.lines |= ray;
        }
    }
    return z;
}

}  // namespace dawson::movegen
