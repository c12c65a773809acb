// HurdleColourChanging (Popeye 4.104, pieces/attributes/
// hurdle_colour_changing.c): when a hurdle-colour-changing hopper hops, its
// hurdle changes sides, unless it is a king. The hurdle is the one piece on
// the line between departure and arrival (the kinds that may have the
// attribute hop exactly one). Popeye writes the change after the move,
// "Gg3-g7[g6=w]". Observation is orthodox; such moves are not walk-only.

#include "attributes/hurdle_colour_changing.hpp"

#include <cstdlib>
#include <memory>
#include <numeric>

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

}  // namespace

Square single_hurdle(const Position& pos, Square from, Square to) {
    const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
    const int g = std::gcd(std::abs(df), std::abs(dr));
    if (g < 2) return NoSquare;
    Square found = NoSquare;
    for (int i = 1; i < g; ++i) {
        const Square s = make_square(file_of(from) + df / g * i, rank_of(from) + dr / g * i);
        if (pos.at(s).empty()) continue;
        if (found != NoSquare) return NoSquare;
        found = s;
    }
    return found;
}

namespace {

class HurdleColourChanging final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (!u.moved.has(Attribute::HurdleColourChanging) || m.type != position::MoveType::Normal) return;
        const Square h = single_hurdle(pos, m.from, m.to);
        if (h == NoSquare) return;
        const position::Piece p = pos.at(h);
        if (p.kind == pieces::kind::King) return;
        pos.journal_remove(u, h);
        pos.journal_add(u, h, {p.kind, ~p.color, p.attrs});
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(Attribute::HurdleColourChanging);
    }
};

}  // namespace

bool hops_one_hurdle(pieces::PieceKind k) {
    const pieces::Walk& w = pieces::type(k).walk;
    if (w.count == 0) return false;
    for (int i = 0; i < w.count; ++i) {
        const pieces::Motion m = w.parts[i].motion;
        if (m != pieces::Motion::Hop && m != pieces::Motion::Lion && m != pieces::Motion::ContraHop) return false;
    }
    return true;
}

AttributeDef hurdle_colour_changing() {
    return {Attribute::HurdleColourChanging, "a hopper whose hurdle changes sides (not a king)", [](rules::RuleSet& r) {
                auto h = std::make_shared<const HurdleColourChanging>();
                r.add_hook_and_rule(h);
            }};
}

}  // namespace dawson::attributes
