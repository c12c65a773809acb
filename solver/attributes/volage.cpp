// Volage (Popeye 4.104, conditions/volage.c): a volage piece that moves to
// a square of the other colour than its departure square changes sides and
// loses the attribute (Popeye writes "vBd8-c7=b"). Observation is
// orthodox; such a move is not walk-only.

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

bool light(Square s) { return ((file_of(s) + rank_of(s)) & 1) != 0; }

class Volage final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (!u.moved.has(Attribute::Volage) || light(m.from) == light(m.to)) return;
        const position::Piece p = pos.at(m.to);
        if (p.empty() || !p.has(Attribute::Volage)) return;
        pos.journal_remove(u, m.to);
        pos.journal_add(u, m.to,
                        {p.kind, ~p.color, static_cast<position::Attributes>(p.attrs & ~bit(Attribute::Volage))});
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(Attribute::Volage) || light(m.from) == light(m.to);
    }
};

}  // namespace

AttributeDef volage() {
    return {Attribute::Volage, "a piece that moves to a square of the other colour changes sides, once",
            [](rules::RuleSet& r) {
                auto v = std::make_shared<const Volage>();
                r.add_hook_and_rule(v);
            }};
}

}  // namespace dawson::attributes
