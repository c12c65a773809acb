#include "movegen/stalemate_filter.hpp"

#include <cstdint>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/legality.hpp"
#include "movegen/observation.hpp"
#include "movegen/walk_tables.hpp"
#include "pieces/catalogue.hpp"

namespace dawson::movegen {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

namespace {

Bitboard queen_lines(Square s) { return rook_attacks(s, 0) | bishop_attacks(s, 0); }

// orthodox_play; `bounds`: goal_bound_play (the Hole rule and holes, and
// walkless pieces, allowed).
bool orthodox_rules(const Position& pos, bool bounds) {
    const rules::RuleSet& r = pos.rules();
    const bool only_holes = bounds && r.move_rules.size() == 1 && r.move_rules.front()->only_holes();
    if (!r.move_hooks.empty() || (!r.move_rules.empty() && !only_holes) || r.hopper_move ||
        pos.attributes_present() != 0 || (pos.holes() != 0 && !only_holes) || !pos.imitators().empty())
        return false;
    for (const pieces::PieceKind k : r.promotions)
        if (k != pieces::kind::Queen && k != pieces::kind::Rook && k != pieces::kind::Bishop &&
            k != pieces::kind::Knight && !(bounds && pieces::is_walkless(k)))
            return false;
    // Only K … P present (the first word's bits 1 to 6), and walkless kinds.
    constexpr std::uint64_t orthodox = ((std::uint64_t{1} << (pieces::kind::Pawn + 1)) - 1) & ~std::uint64_t{1};
    for (const Color c : {Color::White, Color::Black}) {
        const pieces::KindSet& present = pos.kinds_present(c);
        if (!(present.word(0) & ~orthodox) && !present.any_beyond_first_word()) continue;
        if (!bounds) return false;
        for (const pieces::PieceKind k : present)
            if (k > pieces::kind::Pawn && !pieces::is_walkless(k)) return false;
    }
    return true;
}

}  // namespace

bool orthodox_play(const Position& pos) { return orthodox_rules(pos, false); }

bool goal_bound_play(const Position& pos) { return orthodox_rules(pos, true); }

StalemateFilter::StalemateFilter(Position& pos) {
    if (!orthodox_play(pos) && !orthodox_with_holes(pos)) return;
    const Color them = ~pos.side_to_move();
    const Square king = pos.king(them);
    if (king == NoSquare || in_check(pos, them)) return;
    const WalkTables& wt = walk_tables();
    const Bitboard pinnable = queen_lines(king);
    // Their moves, as if it were their turn. They are not in check (it is
    // our turn), so a move of a piece off the king's lines is legal; a king
    // move is tested.
    MoveList theirs;
    const position::Undo u = pos.make_null();
    generate_pseudo_legal(pos, theirs);
    const LegalFilter legal(pos);
    // Their moves of pieces off the king's lines (few squares take them
    // away), then one king move.
    Witness king_witness;
    bool have_king_witness = false;
    for (const Move& m : theirs) {
        if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong || m.type == MoveType::EnPassant)
            continue;
        if (m.from == king) {
            if (!have_king_witness && legal.legal(pos, m)) {
                king_witness.kill_to =
                    bb(m.to) | queen_lines(m.to) | wt.kinds[pieces::kind::Knight].leaps[m.to] | wt.ring[m.to];
                king_witness.kill_from = queen_lines(m.to);
                have_king_witness = true;
            }
            continue;
        }
        if (pinnable & bb(m.from)) continue;
        Witness w;
        // (An orthodox move's path: a queen line, or none for a leap.)
        w.kill_to = bb(m.from) | core::between(m.from, m.to);
        if (pos.at(m.from).kind == pieces::kind::Pawn) {
            if (pos.at(m.to).empty())
                w.kill_to |= bb(m.to);  // a step: blocked by an arrival
            else
                w.kill_from = bb(m.to);  // a capture: gone when the victim leaves
        }
        // One witness per piece and path is enough.
        bool same = false;
        for (int i = 0; i < count_; ++i)
            same |= witnesses_[i].kill_to == w.kill_to && witnesses_[i].kill_from == w.kill_from;
        if (same) continue;
        witnesses_[count_++] = w;
        if (count_ == kMaxWitnesses - 1) break;
    }
    pos.unmake_null(u);
    if (have_king_witness) witnesses_[count_++] = king_witness;
}

}  // namespace dawson::movegen
