#include "movegen/legality.hpp"

#include <array>
#include <optional>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/king_zone.hpp"
#include "movegen/observation.hpp"
#include "movegen/reach_table.hpp"
#include "movegen/walk_tables.hpp"

namespace dawson::movegen {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

namespace {

bool is_castling(const Move& m) { return m.type == MoveType::CastleShort || m.type == MoveType::CastleLong; }

// Has colour c a borrowing piece (orphan, friend)? (They are among the
// later kinds, beyond the first word of a KindSet.)
bool has_borrowing_piece(const Position& pos, Color c) {
    const pieces::KindSet& present = pos.kinds_present(c);
    if (!present.any_beyond_first_word()) return false;
    for (const pieces::PieceKind k : present)
        if (walk_tables().kinds[k].borrows) return true;
    return false;
}

}  // namespace

LegalFilter::LegalFilter(const Position& pos, bool king_unattacked) : us_(pos.side_to_move()), king_(pos.king(us_)) {
    if (king_ == NoSquare) return;
    const Observation o = observation(pos.rules());
    rules_ = !pos.rules().move_rules.empty();
    neutrals_ = pos.neutrals();
    // The attacks of borrowing pieces (orphan, friend) depend on every
    // piece: the moves are played.
    // Holes alone: the attacks are tested with the holes in the occupancy.
    holes_ = blocking_holes(pos, o);
    board_only_ = pos.rules().hopper_move || (o != Observation::Orthodox && !holes_) || has_borrowing_piece(pos, ~us_);
    // (is_attacked, without holes in the occupancy: only where there are none.)
    attacked_ = o != Observation::Other && !(king_unattacked && !holes_) &&
                is_attacked_after(pos, king_, ~us_, pos.occupied() | holes_, 0);
    if (o == Observation::Other || attacked_) {
        risky_ = ~Bitboard{0};
        return;
    }
    zone_pending_ = true;
    others_first_ = board_only_;
}

void LegalFilter::find_zone(const Position& pos) const {
    const KingZone z = king_zone(pos, king_, ~us_);
    risky_ = z.all ? ~Bitboard{0} : z.lines | bb(king_);
    zone_pending_ = false;
}

bool LegalFilter::harmless(const Position& pos, const MoveRule::Relocation& r) const {
    const position::Piece p = pos.at(r.from);
    if (p.color == us_ && !p.neutral()) return r.from != king_ && !p.has(position::Attribute::Royal);
    return !(reach_table().reach[index(~us_)][king_][r.kind] & bb(r.to));
}

bool LegalFilter::tested(Position& pos, const Move& m, bool plain) const {
    // A royal pawn's double step: it may be taken en passant (in_check).
    if (!plain || board_only_ || is_castling(m) || (m.type == MoveType::DoubleStep && m.from == king_)) {
        position::Undo u = pos.make(m);
        const bool ok = !in_check(pos, us_);
        pos.unmake(m, u);
        return ok;
    }
    const Square cap = pos.captured_square(m);
    const Bitboard removed = cap == NoSquare ? 0 : bb(cap);
    const Bitboard after = (pos.occupied() & ~bb(m.from) & ~removed) | bb(m.to) | holes_;
    return !is_attacked_after(pos, m.from == king_ ? m.to : king_, ~us_, after, removed);
}

CheckFilter::CheckFilter(const Position& pos) : pos_(pos), king_(pos.king(~pos.side_to_move())) {
    // Without an enemy king no move checks, unless our king is half-neutral:
    // once it moves it is neutral, the enemy's king too (BEISPIEL, regress
    // 1172: 2...0-0=nh #).
    const Square own = pos.king(pos.side_to_move());
    may_gain_king_ = king_ == NoSquare && own != NoSquare && pos.at(own).has(position::Attribute::HalfNeutral);
    all_ = king_ == NoSquare || !check_filters_exact(pos, ~pos.side_to_move());
    if (all_) return;
    const KingZone z = king_zone(pos, king_, pos.side_to_move());
    all_ = z.all;
    lines_ = z.lines;
    rules_ = !pos.rules().move_rules.empty();
    borrowers_ = has_borrowing_piece(pos, pos.side_to_move());
    rook_ = rook_attacks(king_, pos.occupied());
    bishop_ = bishop_attacks(king_, pos.occupied());
    reach_ = &reach_table().reach[index(pos.side_to_move())][king_];
    kinds_ = &walk_tables().kinds;
}

CheckFilter::After CheckFilter::board_after(const Move& m, const MoveRule::Relocation& r) const {
    const Square cap = pos_.captured_square(m);
    After a;
    a.removed = bb(m.from) | (cap == NoSquare ? 0 : bb(cap));
    a.occ = (pos_.occupied() & ~a.removed) | bb(m.to);
    if (r.from != NoSquare) {
        a.removed |= bb(r.from);
        a.occ = (a.occ & ~bb(r.from)) | bb(r.to);
    }
    return a;
}

bool CheckFilter::attacks_after(const Move& m, pieces::PieceKind kind, const MoveRule::Relocation& r, bool relocated,
                                Square king, Bitboard occ) const {
    const Color us = pos_.side_to_move();
    // A borrowing piece's walks depend on the whole board: it may check.
    const auto checks = [&](pieces::PieceKind k, Square from) {
        return (*kinds_)[k].borrows || kind_attacks(k, us, bb(from), king, occ);
    };
    return (kind != pieces::kind::None && checks(kind, m.to)) || (relocated && checks(r.kind, r.to));
}

bool CheckFilter::checked_after(const Move& m, pieces::PieceKind kind, const MoveRule::Relocation& r) const {
    const After a = board_after(m, r);
    const Color us = pos_.side_to_move();
    const Square king = r.from == king_ ? r.to : king_;
    const position::Piece p = r.from != NoSquare ? pos_.at(r.from) : position::Piece{};
    const bool relocated = r.from != NoSquare && (p.color == us || p.neutral());
    return is_attacked_after(pos_, king, us, a.occ, a.removed) || attacks_after(m, kind, r, relocated, king, a.occ);
}

EscapeFilter::EscapeFilter(const Position& pos) : pos_(pos) {
    const Square k = pos.king(pos.side_to_move());
    all_ = k == NoSquare || observation(pos.rules()) != Observation::Orthodox;
    if (all_) return;
    const KingZone z = king_zone(pos, k, ~pos.side_to_move());
    all_ = z.all;
    relevant_ = z.lines | z.attackers;
    rules_ = !pos.rules().move_rules.empty();
}

bool suffocated(const Position& pos, Color side) {
    for (const auto& r : pos.rules().move_rules)
        if (r->suffocated(pos, side)) return true;
    return false;
}

bool has_legal_move(Position& pos, Choice choice, LegalMoveHint* hint, bool king_unattacked) {
    if (restricts_choice(pos.rules())) {
        MoveList ml;
        generate_legal(pos, ml, choice);
        return !ml.empty() || (choice == Choice::MateTest && suffocated(pos, pos.side_to_move()));
    }
    const Color us = pos.side_to_move();
    const Square k = pos.king(us);
    const LegalFilter legal(pos, king_unattacked);
    // In check, the other pieces' moves that cannot escape it are not
    // tested (the filter made once the king has none).
    std::optional<EscapeFilter> escape;
    MoveList ml;
    // Has the piece on `from` a legal move? (The first is kept in the hint.)
    const auto piece_moves = [&](Square from) {
        const bool escapes = legal.attacked() && from != k;
        if (escapes && !escape) escape.emplace(pos);
        ml.clear();
        generate_piece_moves(pos, from, ml);
        for (const Move& m : ml) {
            if (escapes && !escape->may_escape(m)) continue;
            if (legal.legal(pos, m)) {
                if (hint) hint->last = m;
                return true;
            }
        }
        return false;
    };
    // The hint's move first, where the piece still has it and it is legal.
    if (hint && hint->last.from != NoSquare && (pos.pieces(us) & bb(hint->last.from))) {
        ml.clear();
        generate_piece_moves(pos, hint->last.from, ml);
        for (const Move& m : ml)
            if (m == hint->last) {
                if (legal.legal(pos, m)) return true;
                break;
            }
    }
    // The king first (its moves decide most stalemate tests), unless its
    // moves cost most to test.
    const bool king_last = legal.king_moves_cost_most();
    if (k != NoSquare && !king_last && piece_moves(k)) return true;
    // The other pieces one by one: the first legal move ends the search,
    // and the moves of the pieces after it are never generated.
    for (Bitboard b = pos.pieces(us) & ~(k == NoSquare ? 0 : bb(k)); b;)
        if (piece_moves(pop_lsb(b))) return true;
    if (k != NoSquare && king_last && piece_moves(k)) return true;
    // Castling last: only the whole generation makes it.
    if (k != NoSquare && (pos.castling() & position::castling_rights(us))) {
        ml.clear();
        generate_pseudo_legal(pos, ml);
        for (const Move& m : ml)
            if (is_castling(m) && legal.legal(pos, m)) return true;
    }
    return choice == Choice::MateTest && suffocated(pos, us);
}

}  // namespace dawson::movegen
