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
// the move is legal. Such a line only matters when an enemy piece of such a
// kind stands on it: every line-dependent attack (rider, hopper, lion, …)
// starts from a piece on the line through the king, except the locust's,
// which also needs the square beyond the king empty (the king's ring is
// always included). Kinds whose attacks depend on distant squares (the
// double grasshopper) and the Hopper Chess file rule are covered by
// LineClass::Everywhere and the king's file.
//
// Under fairy conditions (movegen/observation.hpp): a move whose effects
// are not its walk's alone (a Circe rebirth, an Andernach colour change) is
// always played and tested; under a changed observation the "legal without
// looking" answer for moves away from the king's lines stays exact only
// when observation is Narrower, and every other move is played and tested
// with in_check().

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/observation.hpp"
#include "movegen/walk_tables.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

namespace {

// Which attacks of `them` on the king can the side to move's moves change?
struct KingSafety {
    Bitboard risky = 0;       // squares whose occupancy matters (all when in check)
    bool board_only = false;  // attacks must be tested on the real board
};

KingSafety king_safety(const Position& pos, Square ksq, Color them) {
    const WalkTables& wt = walk_tables();
    std::array<Bitboard, 5> by_class{};  // enemy pieces attacking along each line class
    bool everywhere = false;
    const pieces::KindSet& present = pos.kinds_present(them);
    for (int w = 0; w < pieces::KindSet::kWords; ++w)
        for (std::uint64_t bits = present.word(w); bits; bits &= bits - 1) {
            const pieces::PieceKind k = pieces::KindSet::kind_of(w, bits);
            const std::uint8_t classes = wt.kinds[k].line_classes;
            everywhere |= (classes & Everywhere) != 0;
            for (int c = 0; c < 5; ++c)
                if (classes & (1u << c)) by_class[c] |= pos.pieces(them, k);
        }
    KingSafety k;
    const Observation o = observation(pos.rules());
    k.board_only = pos.rules().hopper_move || o != Observation::Orthodox;
    // (Orthodox attacks here: under a Narrower observation, "no orthodox
    // attack now and none after" still proves the move legal.)
    if (pos.rules().hopper_move || o == Observation::Other || everywhere || is_attacked(pos, ksq, them)) {
        k.risky = ~Bitboard{0};
        return k;
    }
    // A ray matters only when an enemy piece attacking along that kind of
    // line stands on it; the ring covers the locust's landing square behind
    // the king.
    k.risky = bb(ksq) | wt.ring[ksq];
    for (int c = 0; c < 5; ++c)
        if (by_class[c])
            for (Bitboard ray : wt.rays[c][ksq])
                if (ray & by_class[c]) k.risky |= ray;
    return k;
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
    const KingSafety safety = king_safety(pos, ksq, ~us);
    const bool rules = !pos.rules().move_rules.empty();
    const Bitboard occ = pos.occupied();
    for (const Move& m : ml) {
        const Square cap = pos.captured_square(m);
        const Bitboard removed = cap == NoSquare ? 0 : bb(cap);
        const bool plain = !rules || walk_only(pos, m);
        if (plain && !((bb(m.from) | bb(m.to) | removed) & safety.risky)) {
            on_legal(m);
            continue;
        }
        bool ok;
        if (!plain || safety.board_only || m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) {
            position::Undo u = p.make(m);
            ok = !in_check(p, us);
            p.unmake(m, u);
        } else {
            const Bitboard after = (occ & ~bb(m.from) & ~removed) | bb(m.to);
            ok = !is_attacked_after(pos, m.from == ksq ? m.to : ksq, ~us, after, removed);
        }
        if (ok) on_legal(m);
    }
}

}  // namespace

void generate_legal(Position& pos, MoveList& out, Choice choice) {
    const std::size_t first = out.size();
    for_each_legal(pos, [&](const Move& m) { out.push(m); });
    if (!restricts_choice(pos.rules())) return;
    if (first == 0) {
        for (const auto& r : pos.rules().move_rules) r->filter_legal(pos, out, choice);
        return;
    }
    MoveList mine;
    for (std::size_t i = first; i < out.size(); ++i) mine.push(out[i]);
    for (const auto& r : pos.rules().move_rules) r->filter_legal(pos, mine, choice);
    out.resize(first);
    for (const Move& m : mine) out.push(m);
}

void generate_candidates(Position& pos, MoveList& out) {
    if (restricts_choice(pos.rules()))
        generate_legal(pos, out);
    else
        generate_pseudo_legal(pos, out);
}

bool any_legal_move(Position& pos, Choice choice) {
    MoveList ml;
    generate_legal(pos, ml, choice);
    return !ml.empty();
}

std::size_t count_legal(Position& pos) {
    if (restricts_choice(pos.rules())) {
        MoveList ml;
        generate_legal(pos, ml);
        return ml.size();
    }
    std::size_t n = 0;
    for_each_legal(pos, [&](const Move&) { ++n; });
    return n;
}

}  // namespace dawson::movegen
