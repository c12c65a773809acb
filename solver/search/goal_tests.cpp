#include "search/goal_tests.hpp"

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/observation.hpp"
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

bool has_legal_move(Position& pos, movegen::Choice choice) {
    if (movegen::restricts_choice(pos.rules())) return movegen::any_legal_move(pos, choice);
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

bool is_mated(Position& pos) {
    return movegen::in_check(pos, pos.side_to_move()) && !has_legal_move(pos, movegen::Choice::MateTest);
}

bool is_stalemated(Position& pos) { return !movegen::in_check(pos, pos.side_to_move()) && !has_legal_move(pos); }

CheckFilter::CheckFilter(const Position& pos) : pos_(pos), rules_(!pos.rules().move_rules.empty()) {
    const Color us = pos.side_to_move(), them = ~us;
    king_ = pos.king(them);
    if (king_ == NoSquare) return;
    const movegen::WalkTables& wt = movegen::walk_tables();
    std::array<Bitboard, 5> by_class{};  // our pieces attacking along each line class
    bool everywhere = pos.rules().hopper_move || !movegen::check_filters_exact(pos, them);
    bool locust = false;
    Bitboard double_hoppers = 0;
    for (pieces::PieceKind k : pos.kinds_present(us)) {
        const movegen::CompiledKind& ck = wt.kinds[k];
        for (int c = 0; c < 5; ++c)
            if (ck.line_classes & (1u << c)) by_class[c] |= pos.pieces(us, k);
        for (int i = 0; i < ck.part_count; ++i) {
            locust |= ck.parts[i].motion == pieces::Motion::Locust;
            if (ck.parts[i].motion == pieces::Motion::DoubleHop) double_hoppers |= pos.pieces(us, k);
        }
        if ((ck.line_classes & movegen::Everywhere) && !(pos.pieces(us, k) & double_hoppers)) everywhere = true;
    }
    if (everywhere) {
        sensitive_ = ~Bitboard{0};
        return;
    }
    // (b): on each ray from the king, the squares strictly between the king
    // and the farthest of our pieces that attacks along that kind of line.
    for (int c = 0; c < 5; ++c) {
        if (!by_class[c]) continue;
        for (Bitboard ray : wt.rays[c][king_]) {
            const Bitboard on_ray = ray & by_class[c];
            if (!on_ray) continue;
            if (lsb(ray) > king_) {  // squares increase away from the king
                const Square far = msb(on_ray);
                sensitive_ |= ray & (bb(far) - 1);
            } else {
                const Square far = lsb(on_ray);
                sensitive_ |= ray & ~(bb(far) | (bb(far) - 1));
            }
        }
    }
    // The locust also needs the square behind the king empty.
    if (locust) sensitive_ |= wt.ring[king_];
    // A double grasshopper's attack depends on the queen lines through the
    // king and through the double grasshopper (see movegen/attacks.cpp).
    if (double_hoppers) {
        for (Bitboard ray : wt.rays[0][king_]) sensitive_ |= ray;
        for (Bitboard ray : wt.rays[1][king_]) sensitive_ |= ray;
        for (Bitboard b = double_hoppers; b;) {
            const Square d = pop_lsb(b);
            for (Bitboard ray : wt.rays[0][d]) sensitive_ |= ray;
            for (Bitboard ray : wt.rays[1][d]) sensitive_ |= ray;
        }
    }
}

namespace {

// For each colour, kind and king square: the squares from which a piece of
// that kind and colour could attack the king on an empty board (its leaps,
// its lines through the king, pawn captures). Built once, read-only.
struct ReachTable {
    std::array<std::array<std::array<Bitboard, 64>, pieces::kMaxKinds>, 2> reach{};
};

void build_reach(ReachTable& t) {
    const movegen::WalkTables& wt = movegen::walk_tables();
    for (pieces::PieceKind k : pieces::all_kinds()) {
        const movegen::CompiledKind& ck = wt.kinds[k];
        for (Square king = 0; king < 64; ++king)
            for (Color c : {Color::White, Color::Black}) {
                Bitboard r = ck.leaps[king];
                for (int cl = 0; cl < 5; ++cl)
                    if (ck.line_classes & (1u << cl))
                        for (Bitboard ray : wt.rays[cl][king]) r |= ray;
                if (ck.line_classes & movegen::Everywhere) r = ~Bitboard{0};
                for (int i = 0; i < ck.part_count; ++i) {
                    const pieces::Motion mo = ck.parts[i].motion;
                    if (mo == pieces::Motion::Pawn || mo == pieces::Motion::Scorpion) {
                        // A pawn attacks the king from one rank behind it, diagonally.
                        const int back = c == Color::White ? -1 : 1;
                        for (int df : {-1, 1})
                            if (Square s = step(king, {df, back}); s != NoSquare) r |= bb(s);
                    }
                }
                t.reach[index(c)][k][king] = r;
            }
    }
}

}  // namespace

Bitboard CheckFilter::direct_reach(pieces::PieceKind k) const {
    static const ReachTable* const table = [] {
        auto* t = new ReachTable();  // lives as long as the program
        build_reach(*t);
        return t;
    }();
    return table->reach[index(pos_.side_to_move())][k][king_];
}

bool CheckFilter::may_check(const Move& m) const {
    if (king_ == NoSquare) return false;
    if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) return true;
    if (!movegen::walk_only(pos_, m)) return true;          // a rebirth, a colour change, …
    if (pos_.changed_squares(m) & sensitive_) return true;  // (b) possible
    // Only a direct check by the moved piece remains possible.
    const pieces::PieceKind k = m.promo != pieces::kind::None ? m.promo : pos_.at(m.from).kind;
    if (!(direct_reach(k) & bb(m.to))) return false;
    const movegen::CompiledKind& ck = movegen::walk_tables().kinds[k];
    const bool pure_leaper = !ck.slides_rook && !ck.slides_bishop && ck.part_count == 0;
    if (pure_leaper) return (ck.leaps[m.to] & bb(king_)) != 0;
    return true;
}

}  // namespace dawson::search
