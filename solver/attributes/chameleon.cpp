// Chameleon (Popeye 4.104, pieces/attributes/chameleon.c): after each of
// its moves a chameleon piece changes kind, knight → bishop → rook → queen
// → knight (Popeye's S, B, R, Q); other kinds stay as they are. Popeye
// writes the change after the move ("cSa1-b3=cB"). Observation is orthodox
// (the piece observes as the kind it is); its moves are not walk-only.
// While chameleons stand on the board, a pawn that promotes to one of those
// four kinds may also become a chameleon (a move of its own,
// MoveType::ChameleonPromotion: "h7-h8=B=c").

#include <memory>

#include "attributes/attribute.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::Move;
using position::Position;
namespace kind = pieces::kind;

pieces::PieceKind successor(pieces::PieceKind k) {
    switch (k) {
        case kind::Knight:
            return kind::Bishop;
        case kind::Bishop:
            return kind::Rook;
        case kind::Rook:
            return kind::Queen;
        case kind::Queen:
            return kind::Knight;
        default:
            return k;
    }
}

class Chameleon final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (m.type == position::MoveType::ChameleonPromotion) {
            const position::Piece p = pos.at(m.to);
            pos.journal_remove(u, m.to);
            pos.journal_add(u, m.to, {p.kind, p.color, p.attrs | bit(Attribute::Chameleon)});
            return;
        }
        // A chameleon pawn's promotee keeps the kind chosen (popeye-regression
        // 0488: "cPb7-b8=cB", not "=cB=cR").
        if (!u.moved.has(Attribute::Chameleon) || m.promo != kind::None) return;
        const position::Piece p = pos.at(m.to);
        if (p.empty() || !p.has(Attribute::Chameleon) || successor(p.kind) == p.kind) return;
        pos.journal_remove(u, m.to);
        pos.journal_add(u, m.to, {successor(p.kind), p.color, p.attrs});
    }

    void adjust_piece_moves(const Position& pos, Color, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (pos.at(from).has(Attribute::Chameleon)) return;
        const std::size_t end = out.size();
        for (std::size_t i = first; i < end; ++i) {
            Move m = out[i];
            if (m.type != position::MoveType::Normal || m.promo == kind::None || successor(m.promo) == m.promo)
                continue;
            m.type = position::MoveType::ChameleonPromotion;
            out.push(m);
        }
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(Attribute::Chameleon);
    }
};

}  // namespace

AttributeDef chameleon() {
    return {Attribute::Chameleon, "changes kind after each move: S, B, R, Q, S", [](rules::RuleSet& r) {
                auto c = std::make_shared<const Chameleon>();
                r.add_hook_and_rule(c);
            }};
}

}  // namespace dawson::attributes
