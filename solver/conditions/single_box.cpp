// SingleBox (Popeye 4.104, conditions/singlebox/type1.c, type2.c, type3.c):
// the pieces on the board must fit into one box of orthodox chessmen. After
// every move neither side may have more than 1 K, 1 Q, 2 R, 2 B, 2 S and
// 8 P; a pawn so promotes only to an officer it has lost. Type1 (the
// default) admits only orthodox pieces (Popeye refuses fairy pieces with
// it), and a check is a capture of the king that would itself be legal:
// a pawn that could not promote on the king's square does not check
// (Narrower observation).
//
// Type2 and Type3 promote freely to fairy kinds (Popeye counts the
// orthodox kinds only) and let a pawn that reaches its last rank stay a
// pawn there: a latent pawn. A latent pawn is legal only while its side
// has lost none of Q, S, R, B; once it has lost one, the latent pawn
// promotes to a lost officer as part of a move (the move carries the
// promotion: Move::latent, Move::latent_promo):
// - Type2: with every move of the other side, after it, whenever a
//   promotion is possible (one move for each latent pawn and each lost
//   officer: Popeye's `Sh4*f3[h1=S]`); after a move no latent pawn of
//   either side may be left that could promote;
// - Type3: with every move of its own side, before it (`[e8=R]Qd8-d4`;
//   the latent pawn may itself move as the officer: `[d8=B]Bd8-b6`); after
//   a move the mover may have no latent pawn left that could promote. A
//   latent pawn observes (and checks) as each orthodox kind its side has
//   fewer of than the box holds (the king too when its side has none).
// Popeye's order is kept: latent pawns from a to h (Type2: White's from h
// to a), officers Q, S, R, B. Pawn-like kinds other than the pawn (which
// Popeye also lets stay latent) and piece attributes are refused with
// Type2 and Type3.

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "conditions/condition.hpp"
#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using pieces::PieceKind;
using position::Move;
using position::Piece;
using position::Position;
namespace kind = pieces::kind;

// The box: how many of each orthodox kind a side may have.
constexpr std::array<std::pair<PieceKind, int>, 6> kBox{{
    {kind::King, 1},
    {kind::Queen, 1},
    {kind::Rook, 2},
    {kind::Bishop, 2},
    {kind::Knight, 2},
    {kind::Pawn, 8},
}};

// The officers a latent pawn may become, in Popeye's order.
constexpr std::array<PieceKind, 4> kOfficers{kind::Queen, kind::Knight, kind::Rook, kind::Bishop};

int box_size(PieceKind k) {
    for (const auto& [kk, n] : kBox)
        if (kk == k) return n;
    return -1;  // a fairy kind: not counted
}

bool out_of_box(const Position& pos) {
    for (Color c : {Color::White, Color::Black})
        for (const auto& [k, n] : kBox)
            if (pos.count(c, k) > n) return true;
    return false;
}

// The latent pawns of colour c: its pawns on its last rank.
Bitboard latent_pawns(const Position& pos, Color c) {
    const Bitboard last = c == Color::White ? Bitboard{0xff} << 56 : Bitboard{0xff};
    return pos.pieces(c, kind::Pawn) & last;
}

// The officers colour c has lost (fewer on the board than the box holds).
std::vector<PieceKind> lost_officers(const Position& pos, Color c) {
    std::vector<PieceKind> v;
    for (PieceKind k : kOfficers)
        if (pos.count(c, k) < box_size(k)) v.push_back(k);
    return v;
}

bool lost_an_officer(const Position& pos, Color c) {
    for (PieceKind k : kOfficers)
        if (pos.count(c, k) < box_size(k)) return true;
    return false;
}

// A latent pawn of colour c that could promote: illegal after a move.
bool illegal_latent_pawn(const Position& pos, Color c) { return latent_pawns(pos, c) && lost_an_officer(pos, c); }

// The squares of `b` in the order Popeye visits them: a to h, or h to a.
std::vector<Square> squares_of(Bitboard b, bool h_to_a) {
    std::vector<Square> v;
    while (b) v.push_back(pop_lsb(b));
    if (h_to_a) std::reverse(v.begin(), v.end());
    return v;
}

class SingleBox final : public movegen::MoveRule, public position::MoveHook {
public:
    explicit SingleBox(int type) : type_(type) {}

    // Type2, Type3: the promotion of a latent pawn that a move carries (a
    // latent pawn that moves itself arrives promoted by the walk).
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (m.latent == NoSquare || m.latent == m.from) return;
        const Piece p = pos.at(m.latent);
        pos.journal_remove(u, m.latent);
        pos.journal_add(u, m.latent, Piece{m.latent_promo, p.color, p.attrs});
    }

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (type_ == 1)
            adjust_type1(pos, us, out, first);
        else
            adjust_latent(pos, us, from, out, first);
    }

    void adjust_castling_moves(const Position& pos, movegen::MoveList& out, std::size_t first) const override {
        if (type_ != 1) adjust_latent(pos, pos.side_to_move(), NoSquare, out, first);
    }

    // Castling changes no kind: it leaves the box only from outside it.
    // (Type2, Type3: adjust_castling_moves decides.)
    bool allows_castling(const Position& pos, const Move& m) const override {
        (void)m;
        return type_ != 1 || !out_of_box(pos);
    }

    movegen::Observation observation() const override {
        switch (type_) {
            case 1:
                return movegen::Observation::Narrower;
            case 3:
                return movegen::Observation::Other;
            default:
                return movegen::Observation::Orthodox;
        }
    }

    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        const int last = by == Color::White ? 7 : 0;
        const bool on_last_rank_pawn = pos.at(square).kind == kind::Pawn && rank_of(square) == last;
        if (type_ == 1) {
            // A pawn capturing the king on its last rank must have a
            // promotion left, and outside the box no capture is legal: the
            // generic test plays those captures. Other observations are
            // orthodox.
            if (out_of_box(pos) || (pos.at(square).kind == kind::Pawn && rank_of(target) == last)) view.generic = true;
            return true;
        }
        // Type3: a latent pawn observes as every officer its side lacks.
        if (!on_last_rank_pawn) return true;
        const auto lacks = [&](PieceKind k) { return pos.count(by, k) < box_size(k); };
        const int df = file_of(square) - file_of(target), dr = rank_of(square) - rank_of(target);
        if (lacks(kind::King) && df >= -1 && df <= 1 && dr >= -1 && dr <= 1) {
            view.walk = kind::King;
            return true;
        }
        const bool rook = lacks(kind::Queen) || lacks(kind::Rook);
        const bool bishop = lacks(kind::Queen) || lacks(kind::Bishop);
        const bool knight = lacks(kind::Knight);
        if (rook && bishop)
            view.walk = knight ? amazon_ : kind::Queen;
        else if (rook)
            view.walk = knight ? empress_ : kind::Rook;
        else if (bishop)
            view.walk = knight ? princess_ : kind::Bishop;
        else if (knight)
            view.walk = kind::Knight;
        else
            return false;
        return true;
    }

    bool walk_only(const Position& pos, const Move& m) const override {
        (void)pos;
        return m.latent == NoSquare;
    }

private:
    // Moves after which a side has more of a kind than the box holds are
    // removed. From a position within the box only a promotion can leave
    // it, unless some condition or attribute changes pieces (move hooks):
    // then, and from a position outside the box, every move is played.
    void adjust_type1(const Position& pos, Color us, movegen::MoveList& out, std::size_t first) const {
        const bool play_all = out_of_box(pos) || !pos.rules().move_hooks.empty();
        std::unique_ptr<Position> copy;  // (an optional's storage would be cleared on every call)
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Move m = out[i];
            bool legal;
            if (play_all) {
                if (!copy) {
                    copy = std::make_unique<Position>(pos);
                    copy->set_side_to_move(us);
                }
                const position::Undo u = copy->make(m);
                legal = !out_of_box(*copy);
                copy->unmake(m, u);
            } else {
                const int n = m.promo == kind::None ? -1 : box_size(m.promo);
                legal = n < 0 || pos.count(us, m.promo) < n;
            }
            if (legal) out[kept++] = m;
        }
        out.resize(kept);
    }

    // Is the position after a move of `us` legal?
    bool legal_after(const Position& p, Color us) const {
        if (out_of_box(p)) return false;
        if (type_ == 3) return !illegal_latent_pawn(p, us);
        return !illegal_latent_pawn(p, Color::White) && !illegal_latent_pawn(p, Color::Black);
    }

    // Type2, Type3: the moves out[first …] of the piece on `from` (NoSquare:
    // castling moves) with the latent promotions they carry, the illegal
    // ones removed.
    void adjust_latent(const Position& pos, Color us, Square from, movegen::MoveList& out, std::size_t first) const {
        std::vector<Move> moves(out.begin() + first, out.end());
        out.resize(first);
        Position copy = pos;
        copy.set_side_to_move(us);
        if (type_ == 3) {
            // Every move carries a promotion of a latent pawn of ours when
            // one is possible; the latent pawn itself moves as the officer.
            const std::vector<PieceKind> lost = lost_officers(pos, us);
            const Bitboard latent = lost.empty() ? 0 : latent_pawns(pos, us);
            if (latent) {
                std::vector<Move> with;
                for (Square l : squares_of(latent, false))
                    for (PieceKind k : lost) {
                        if (l == from) {
                            Position as = pos;
                            const Piece pawn = as.at(l);
                            as.put(l, Piece{k, pawn.color, pawn.attrs});
                            movegen::MoveList ml;
                            movegen::generate_walk_moves_of(as, l, us, ml);
                            for (Move m : ml) {
                                m.promo = k;
                                m.latent = l;
                                m.latent_promo = k;
                                with.push_back(m);
                            }
                        } else {
                            for (Move m : moves) {
                                m.latent = l;
                                m.latent_promo = k;
                                with.push_back(m);
                            }
                        }
                    }
                moves = std::move(with);
            }
            for (const Move& m : moves) {
                const position::Undo u = copy.make(m);
                const bool legal = legal_after(copy, us);
                copy.unmake(m, u);
                if (legal) out.push(m);
            }
            return;
        }
        // Type2: the other side's latent pawn promotes after our move.
        const Color them = ~us;
        for (const Move& m : moves) {
            const position::Undo u = copy.make(m);
            const std::vector<PieceKind> lost = lost_officers(copy, them);
            const Bitboard latent = lost.empty() ? 0 : latent_pawns(copy, them);
            if (!latent) {
                if (legal_after(copy, us)) out.push(m);
            } else {
                for (Square l : squares_of(latent, them == Color::White))
                    for (PieceKind k : lost) {
                        const Piece pawn = copy.at(l);
                        copy.put(l, Piece{k, pawn.color, pawn.attrs});
                        const bool legal = legal_after(copy, us);
                        copy.put(l, pawn);
                        if (legal) {
                            Move v = m;
                            v.latent = l;
                            v.latent_promo = k;
                            out.push(v);
                        }
                    }
            }
            copy.unmake(m, u);
        }
    }

    int type_;
    PieceKind amazon_ = *pieces::find_by_code("AM");
    PieceKind empress_ = *pieces::find_by_code("EM");
    PieceKind princess_ = *pieces::find_by_code("PR");
};

int type_of(const ConditionSpec& s) { return s.has("Type3") ? 3 : s.has("Type2") ? 2 : 1; }

}  // namespace

// The positions SingleBox cannot be played from (ConditionDef::refuses).
std::optional<std::string> single_box_refuses(const ConditionSpec& s, const Position& pos) {
    const int type = type_of(s);
    const std::string name = "SingleBox Type" + std::to_string(type);
    for (Color c : {Color::White, Color::Black}) {
        for (Bitboard b = pos.pieces(c); b;) {
            const Square sq = pop_lsb(b);
            const position::Piece p = pos.at(sq);
            if (type == 1 && box_size(p.kind) < 0)
                return "unsupported: " + name + " with fairy pieces (Popeye refuses them)";
            if (type == 1) continue;
            if (p.attrs != 0) return "unsupported: " + name + " with piece attributes";
            if (pieces::is_pawn_like(p.kind) && p.kind != kind::Pawn)
                return "unsupported: " + name + " with pawn-like pieces other than the pawn";
        }
    }
    return std::nullopt;
}

ConditionDef single_box() {
    return {"SingleBox",
            {"Type1", "Type2", "Type3"},
            {},
            "no side may have more of an orthodox kind than one box of chessmen holds (1 K, 1 Q, 2 R, 2 B, 2 S, 8 P): "
            "pawns promote to lost officers only",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                const int type = type_of(s);
                if (type == 1) {
                    r.move_rules.push_back(std::make_shared<const SingleBox>(1));
                    return;
                }
                // A pawn may stay a pawn on its last rank.
                if (!r.can_promote_to(kind::Pawn)) r.promotions.push_back(kind::Pawn);
                r.add_hook_and_rule(std::make_shared<const SingleBox>(type));
            },
            nullptr,
            false,
            false,
            "    ",
            "Type1",
            single_box_refuses};
}

}  // namespace dawson::conditions
