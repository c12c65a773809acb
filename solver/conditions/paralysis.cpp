#include "conditions/paralysis.hpp"

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"

namespace dawson::conditions {

using namespace core;
using position::Piece;
using position::Position;

namespace {

// observes() under Hopper Chess's file rule: from the pieces' moves. Out of
// line, so that the move list's frame is not set up on every call of the
// common test.
[[gnu::noinline]] bool observes_by_moves(const Position& pos, Color by, Bitboard from, Square s) {
    movegen::MoveList ml;
    for (Bitboard b = from; b;) {
        ml.clear();
        movegen::generate_walk_moves_of(pos, pop_lsb(b), by, ml);
        for (const position::Move& m : ml)
            if (pos.captured_square(m) == s) return true;
    }
    return false;
}

// Do the pieces of colour `by` on `from` (all of kind `k`) observe the
// piece on `s`? Their walk's attack test, which equals their pseudo-legal
// captures (tests/engine/piece_walks_test.cpp proves it for every kind);
// Hopper Chess's file rule adds captures the attack test does not know, so
// there the pieces' moves are generated.
bool observes(const Position& pos, pieces::PieceKind k, Color by, Bitboard from, Square s) {
    if (!pos.rules().hopper_move) return movegen::kind_attacks(k, by, from, s, pos.occupied());
    return observes_by_moves(pos, by, from, s);
}

}  // namespace

bool madrasi_observed(const Position& pos, Square s, bool rex_inclusive) {
    const Piece p = pos.at(s);
    if (p.empty() || (p.kind == pieces::kind::King && !rex_inclusive)) return false;
    const Bitboard enemies = pos.pieces(~p.color, p.kind);
    return enemies && observes(pos, p.kind, ~p.color, enemies, s);
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
                    if (observes(pos, k, by, pos.pieces(by, k), pop_lsb(b))) return true;
        }
    return false;
}

}  // namespace dawson::conditions
