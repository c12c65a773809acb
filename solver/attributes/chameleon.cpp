// Chameleon (Popeye 4.104, pieces/attributes/chameleon.c): after each of
// its moves a chameleon piece changes kind, knight → bishop → rook → queen
// → knight (Popeye's S, B, R, Q); other kinds stay as they are. Popeye
// writes the change after the move ("cSa1-b3=cB"). Observation is orthodox
// (the piece observes as the kind it is); its moves are not walk-only.

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
        if (!u.moved.has(Attribute::Chameleon)) return;
        const position::Piece p = pos.at(m.to);
        if (p.empty() || !p.has(Attribute::Chameleon) || successor(p.kind) == p.kind) return;
        pos.journal_remove(u, m.to);
        pos.journal_add(u, m.to, {successor(p.kind), p.color, p.attrs});
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
