#include "search/goal_tests.hpp"

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/walk_tables.hpp"

namespace dawson::search {

using namespace core;
using movegen::MoveList;
using position::Move;
using position::MoveType;
using position::Position;

namespace {

bool legal_after(Position& pos, const Move& m, Color us) {
    position::Undo u = pos.make(m);
    bool ok = !movegen::in_check(pos, us);
    pos.unmake(m, u);
    return ok;
}

}  // namespace

bool has_legal_move(Position& pos) {
    const Color us = pos.side_to_move();
    const Square k = pos.king(us);
    MoveList ml;
    if (k != NoSquare) {
        movegen::generate_piece_moves(pos, k, ml);
        for (const Move& m : ml)
            if (legal_after(pos, m, us)) return true;
        ml.clear();
    }
    movegen::generate_pseudo_legal(pos, ml);
    for (const Move& m : ml) {
        if (m.from == k && m.type != MoveType::CastleShort && m.type != MoveType::CastleLong) continue;
        if (legal_after(pos, m, us)) return true;
    }
    return false;
}

bool is_mated(Position& pos) { return movegen::in_check(pos, pos.side_to_move()) && !has_legal_move(pos); }

bool is_stalemated(Position& pos) { return !movegen::in_check(pos, pos.side_to_move()) && !has_legal_move(pos); }

CheckFilter::CheckFilter(const Position& pos) : pos_(pos) {
    const Color us = pos.side_to_move(), them = ~us;
    king_ = pos.king(them);
    if (king_ == NoSquare) return;
    const movegen::WalkTables& wt = movegen::walk_tables();
    std::uint8_t classes = 0;
    for (std::uint64_t present = pos.kinds_present(us); present; present &= present - 1)
        classes |= wt.kinds[std::countr_zero(present)].line_classes;
    if ((classes & movegen::Everywhere) || pos.rules().hopper_move) {
        sensitive_ = ~Bitboard{0};
        return;
    }
    sensitive_ = bb(king_) | wt.ring[king_];
    for (int c = 0; c < 5; ++c)
        if (classes & (1u << c))
            for (Bitboard ray : wt.rays[c][king_]) sensitive_ |= ray;
}

bool CheckFilter::may_check(const Move& m) const {
    if (king_ == NoSquare) return false;
    if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) return true;
    Bitboard changed = bb(m.from) | bb(m.to);
    if (m.type == MoveType::Locust) changed |= bb(m.aux);
    if (m.type == MoveType::EnPassant) changed |= bb(make_square(file_of(m.to), rank_of(m.from)));
    if (changed & sensitive_) return true;
    // Only a direct check by the moved piece remains possible.
    const pieces::PieceKind k = m.promo != pieces::kind::None ? m.promo : pos_.at(m.from).kind;
    const movegen::CompiledKind& ck = movegen::walk_tables().kinds[k];
    const bool pure_leaper = !ck.slides_rook && !ck.slides_bishop && ck.part_count == 0;
    if (pure_leaper) return (ck.leaps[m.to] & bb(king_)) != 0;
    return true;
}

std::string rules_identity(const rules::RuleSet& rules) {
    std::string id = rules.name;
    id += '|';
    for (pieces::PieceKind k : rules.promotions) id += std::to_string(k) + ',';
    id += rules.pawn_double_step ? "|ds" : "|-";
    id += rules.hopper_move ? "|hm" : "|-";
    return id;
}

}  // namespace dawson::search
