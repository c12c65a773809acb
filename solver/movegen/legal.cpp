// Legal move filtering. A pseudo-legal move is legal when the mover's king is
// not attacked afterwards. Making the move and asking is_attacked() always
// answers that; the cheap path below skips it where the answer is known:
//
// When the side to move is not in check and the move is not a king move, the
// move can only expose the king by changing the occupancy of a square on a
// line from the king along which some enemy kind attacks (queen lines for
// riders and hoppers, knight lines for nightriders, …). Leapers and pawns
// attack regardless of occupancy, and a leaper or pawn that does not check now
// cannot check after our move. So when none of the squares whose occupancy
// the move changes (departure, arrival, captured square) lies on such a line,
// the move is legal. Kinds whose attacks depend on distant squares (the
// double grasshopper) and the Hopper Chess file rule are covered by
// LineClass::Everywhere and the king's file.

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/walk_tables.hpp"

namespace dawson::movegen {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

namespace {

// Squares whose occupancy can matter for attacks on `ksq` by colour `them`;
// all squares when that cannot be bounded.
Bitboard sensitive_squares(const Position& pos, Square ksq, Color them) {
    const WalkTables& wt = walk_tables();
    std::uint8_t classes = 0;
    for (std::uint64_t present = pos.kinds_present(them); present; present &= present - 1)
        classes |= wt.kinds[std::countr_zero(present)].line_classes;
    if (classes & Everywhere) return ~Bitboard{0};
    Bitboard s = 0;
    for (int c = 0; c < 5; ++c)
        if (classes & (1u << c)) s |= wt.lines[c][ksq];
    if (pos.rules().hopper_move) s |= wt.lines[0][ksq] & (Bitboard{0x0101010101010101} << file_of(ksq));
    return s;
}

Bitboard changed_squares(const Move& m) {
    Bitboard b = bb(m.from) | bb(m.to);
    if (m.type == MoveType::Locust) b |= bb(m.aux);
    if (m.type == MoveType::EnPassant) b |= bb(make_square(file_of(m.to), rank_of(m.from)));
    return b;
}

template <class OnLegal>
void for_each_legal(Position& p, OnLegal&& on_legal) {
    const Position& pos = p;
    MoveList ml;
    generate_pseudo_legal(pos, ml);
    const Color us = pos.side_to_move();
    const Square ksq = pos.king(us);
    if (ksq == NoSquare) {
        for (const Move& m : ml) on_legal(m);
        return;
    }
    const bool checked = is_attacked(pos, ksq, ~us);
    const Bitboard risky = checked ? ~Bitboard{0} : sensitive_squares(pos, ksq, ~us) | bb(ksq);
    for (const Move& m : ml) {
        if (!(changed_squares(m) & risky)) {
            on_legal(m);
            continue;
        }
        position::Undo u = p.make(m);
        bool ok = !is_attacked(p, p.king(us), ~us);
        p.unmake(m, u);
        if (ok) on_legal(m);
    }
}

}  // namespace

void generate_legal(Position& pos, MoveList& out) {
    for_each_legal(pos, [&](const Move& m) { out.push(m); });
}

std::size_t count_legal(Position& pos) {
    std::size_t n = 0;
    for_each_legal(pos, [&](const Move&) { ++n; });
    return n;
}

}  // namespace dawson::movegen
