// SingleBox (Popeye 4.104, conditions/singlebox/type1.c, type2.c, type3.c):
// the pieces on the board must fit into one box of orthodox chessmen. After
// every move neither side may have more than 1 K, 1 Q, 2 R, 2 B, 2 S and
// 8 P; a pawn so promotes only to an officer it has lost. Type1 (the
// default) admits only orthodox pieces (Popeye refuses fairy pieces with
// it), and a check is a capture of the king that would itself be legal:
// a pawn that could not promote on the king's square does not check
// (Narrower observation).
//
// Type2 and Type3 let a pawn that reaches its last rank stay a pawn there
// (a "latent pawn", legal only while its side has lost no officer) and
// promote it later: type 2 with a move of the other side, type 3 with a
// move of its own side (and it moves and checks as the officer it may
// become). Their promotion to a fairy kind is free (Popeye counts the
// orthodox kinds only) and their checks are orthodox. Dawson plays them
// where no latent pawn can arise: a side with 7 orthodox officers and a
// pawn (all the officers and a pawn to be latent), a pawn on its last rank
// in the diagram, pawn-like kinds other than the pawn and piece attributes
// are refused as unsupported. Then staying a pawn is never legal and the
// three types differ only in the fairy promotions and the checks.

#include <array>
#include <memory>
#include <utility>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using pieces::PieceKind;
using position::Move;
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

class SingleBox final : public movegen::MoveRule {
public:
    explicit SingleBox(int type) : type_(type) {}

    // Moves after which a side has more of a kind than the box holds are
    // removed. From a position within the box only a promotion can leave
    // it, unless some condition or attribute changes pieces (move hooks):
    // then, and from a position outside the box, every move is played.
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)from;
        const bool play_all = out_of_box(pos) || !pos.rules().move_hooks.empty();
        std::optional<Position> copy;
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Move m = out[i];
            bool legal;
            if (play_all) {
                if (!copy) {
                    copy.emplace(pos);
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

    // Castling changes no kind: it leaves the box only from outside it.
    bool allows_castling(const Position& pos, const Move& m) const override {
        (void)m;
        return !out_of_box(pos);
    }

    movegen::Observation observation() const override {
        return type_ == 1 ? movegen::Observation::Narrower : movegen::Observation::Orthodox;
    }

    // Type1: a pawn capturing the king on its last rank must have a
    // promotion left, and outside the box no capture is legal: the generic
    // test plays those captures. Other observations are orthodox.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        const int last = by == Color::White ? 7 : 0;
        if (out_of_box(pos) || (pos.at(square).kind == kind::Pawn && rank_of(target) == last)) view.generic = true;
        return true;
    }

private:
    int type_;
};

int type_of(const ConditionSpec& s) { return s.has("Type3") ? 3 : s.has("Type2") ? 2 : 1; }

}  // namespace

// Listed in conditions/refusals.inc.
std::optional<std::string> single_box_refuses(const ConditionSpec& s, const Position& pos) {
    const int type = type_of(s);
    const std::string name = "SingleBox Type" + std::to_string(type);
    for (Color c : {Color::White, Color::Black}) {
        int officers_and_pawns = 0;
        for (Bitboard b = pos.pieces(c); b;) {
            const Square sq = pop_lsb(b);
            const position::Piece p = pos.at(sq);
            if (type == 1 && box_size(p.kind) < 0)
                return "unsupported: " + name + " with fairy pieces (Popeye refuses them)";
            if (type == 1) continue;
            if (p.attrs != 0) return "unsupported: " + name + " with piece attributes";
            if (pieces::is_pawn_like(p.kind) && p.kind != kind::Pawn)
                return "unsupported: " + name + " with pawn-like pieces other than the pawn";
            if (p.kind == kind::Pawn && rank_of(sq) == (c == Color::White ? 7 : 0))
                return "unsupported: " + name + " with a latent pawn (a pawn on its last rank)";
            if (p.kind != kind::King && box_size(p.kind) > 0) ++officers_and_pawns;
        }
        if (officers_and_pawns >= 8)
            return "unsupported: " + name + " where latent pawns can arise (a side with 8 or more officers and pawns)";
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
                r.move_rules.push_back(std::make_shared<const SingleBox>(type_of(s)));
            },
            nullptr,
            false,
            false,
            "    ",
            "Type1"};
}

}  // namespace dawson::conditions
