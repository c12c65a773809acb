// HalfNeutral (Popeye 4.104, pieces/attributes/neutral/half.c): after each
// of its moves a half-neutral piece changes phase: a coloured one becomes
// neutral (Popeye writes "hnCAc1-d4=nh"), a neutral one becomes a piece of
// the side that moved it ("nhnCAd4-c1=bh"). Observation is orthodox (a
// neutral phase attacks both kings, position/piece.hpp); such a move is
// not walk-only.

#include <memory>

#include "attributes/attribute.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::kNeutralBit;
using position::Move;
using position::Position;

class HalfNeutral final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (!u.moved.has(Attribute::HalfNeutral)) return;
        const position::Piece p = pos.at(m.to);
        if (p.empty() || !p.has(Attribute::HalfNeutral)) return;
        const Color mover = ~pos.side_to_move();  // make() has passed the move on
        pos.journal_remove(u, m.to);
        if (p.neutral())
            pos.journal_add(u, m.to, {p.kind, mover, p.attrs & ~kNeutralBit});
        else
            pos.journal_add(u, m.to, {p.kind, Color::White, p.attrs | kNeutralBit});
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(Attribute::HalfNeutral);
    }
};

}  // namespace

AttributeDef half_neutral() {
    return {Attribute::HalfNeutral,
            "after each of its moves it changes phase: coloured to neutral, neutral to the mover's",
            [](rules::RuleSet& r) { r.add_hook_and_rule(std::make_shared<const HalfNeutral>()); }};
}

}  // namespace dawson::attributes
