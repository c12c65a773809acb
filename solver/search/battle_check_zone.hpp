#pragma once
// Which moves of one side may give check to the other side's king? After a
// move, the king K is attacked either by the moved piece from its arrival
// square, or by a piece that already stood there and whose line attack now
// runs differently. So a move may check only when
// (a) its arrival square lies where a piece of the moved (or promoted) kind
//     could attack K from: the kind's leap squares around K, K's ring for
//     pawns, or a line of one of the kind's line classes through K; or
// (b) it changes the occupancy (departure, arrival, captured square) of a
//     line through K on which another piece of that side stands whose kind
//     attacks along that class of line (riders, hoppers, lions, …; every
//     line attack starts from a piece on the line through K), or of K's ring
//     (the locust's landing square behind K).
// Kinds whose attacks cannot be bounded (the double grasshopper) and the
// Hopper Chess file rule make every move a candidate. Mate searches make
// only the candidates.
//
// The same zone answers the opposite question for the king's side when it is
// in check: a move of a piece other than the king can only end the check by
// changing the occupancy of a square the current attacks depend on (the
// lines of (b), the squares of attacking leapers and pawns, the ring).

#include <array>

#include "core/bitboard.hpp"
#include "movegen/observation.hpp"
#include "movegen/walk_tables.hpp"
#include "position/move.hpp"
#include "position/position.hpp"

namespace dawson::search {

class CheckZone {
public:
    // `by`'s possible checks against the king of ~by (every move when it has none).
    CheckZone(const position::Position& pos, core::Color by) : pos_(pos) {
        using namespace core;
        k_ = pos.king(~by);
        if (k_ == NoSquare || pos.rules().hopper_move || !movegen::check_filters_exact(pos, ~by)) {
            all_ = true;
            return;
        }
        const movegen::WalkTables& wt = movegen::walk_tables();
        Bitboard lines = bb(k_) | wt.ring[k_];
        Bitboard now = 0;
        auto add_kind = [&](pieces::PieceKind kind, bool on_board) {
            const movegen::CompiledKind& ck = wt.kinds[kind];
            if (ck.line_classes & movegen::Everywhere) all_ = true;
            // (a) where a piece of this kind attacks K from: leaps, its
            // components' lines (the pawn's ring), and for rook and bishop
            // riding exactly the squares that see K now (a rider's own
            // departure cannot open its path to K without it checking
            // already).
            Bitboard arrive = ck.leaps[k_];
            if (ck.slides_rook) arrive |= rook_attacks(k_, pos.occupied());
            if (ck.slides_bishop) arrive |= bishop_attacks(k_, pos.occupied());
            for (int i = 0; i < ck.part_count; ++i) {
                const movegen::CompiledPart& part = ck.parts[i];
                const bool pawn = part.motion == pieces::Motion::Pawn || part.motion == pieces::Motion::Scorpion;
                arrive |= pawn ? wt.ring[k_] : part.reach[k_];
            }
            arrive_[kind] = arrive;
            // (b) lines through K holding a piece of this kind that attacks
            // along that class of line.
            const Bitboard mine = on_board ? pos.pieces(by, kind) : 0;
            if (!mine) return;
            for (int c = 0; c < 5; ++c) {
                if (!(ck.line_classes & (1u << c))) continue;
                for (const Bitboard ray : wt.rays[c][k_]) {
                    if (ray & mine) lines |= ray;
                }
            }
            now |= ck.leaps[k_];
        };
        for (pieces::PieceKind kind : pos.kinds_present(by)) add_kind(kind, true);
        if (pos.count(by, pieces::kind::Pawn) > 0)
            for (pieces::PieceKind promo : pos.rules().promotions)
                if (!pos.kinds_present(by).test(promo)) add_kind(promo, false);
        lines_ = lines;
        relevant_ = lines | now;
        // Under a Narrower observation "still attacked" does not mean "still
        // in check": may_resolve() cannot filter.
        resolve_all_ = movegen::observation(pos.rules()) != movegen::Observation::Orthodox;
    }

    // When ~by is in check: false when the move (not a king move) certainly
    // leaves the king attacked.
    bool may_resolve(const position::Move& m) const {
        if (all_ || resolve_all_ || !movegen::walk_only(pos_, m)) return true;
        return (pos_.changed_squares(m) & relevant_) != 0;
    }

    // False when the move certainly gives no check.
    bool may_check(const position::Move& m) const {
        if (all_ || !movegen::walk_only(pos_, m)) return true;
        using position::MoveType;
        if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) return true;  // the rook may check
        if (pos_.changed_squares(m) & lines_) return true;
        if (m.promo != pieces::kind::None) return true;  // its own departure may open its path
        const pieces::PieceKind kind = m.promo != pieces::kind::None ? m.promo : pos_.at(m.from).kind;
        return (arrive_[kind] & core::bb(m.to)) != 0;
    }

private:
    const position::Position& pos_;  // the position before the move
    core::Square k_ = core::NoSquare;
    bool all_ = false;
    bool resolve_all_ = false;
    core::Bitboard lines_ = 0;
    core::Bitboard relevant_ = 0;
    // By kind, for the kinds add_kind() saw (every kind on the board of `by`
    // and its promotions); the other entries are never read, so they are
    // left unset (zeroing all kMaxKinds of them would cost each node).
    std::array<core::Bitboard, pieces::kMaxKinds> arrive_;
};

}  // namespace dawson::search
