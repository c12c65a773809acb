// HurdleColourChanging (Popeye 4.104, pieces/attributes/
// hurdle_colour_changing.c): when a hurdle-colour-changing hopper hops, its
// hurdle changes sides, unless it is a king or neutral (attributes/
// hurdle_colour_changing.hpp: which kinds, and where their hurdle is).
// Popeye writes the change after the move,
// "Gg3-g7[g6=w]". Observation is orthodox; such moves are not walk-only.

#include "attributes/hurdle_colour_changing.hpp"

#include <cstdlib>
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

}  // namespace

Square single_hurdle(const Position& pos, Square from, Square to) {
    const Bitboard b = between(from, to) & pos.occupied();
    return popcount(b) == 1 ? lsb(b) : NoSquare;
}

namespace {

class HurdleColourChanging final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (!u.moved.has(Attribute::HurdleColourChanging) || m.type != position::MoveType::Normal) return;
        const Square h = hurdle_of(pos, u.moved.kind, m.from, m.to, m.aux);
        if (h == NoSquare) return;
        const position::Piece p = pos.at(h);
        if (p.kind == pieces::kind::King || p.neutral()) return;
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
    bool cannon = false;
    for (int i = 0; i < w.count; ++i) cannon |= w.parts[i].motion == pieces::Motion::Cannon;
    for (int i = 0; i < w.count; ++i) {
        const pieces::Component& c = w.parts[i];
        switch (c.motion) {
            case pieces::Motion::Hop:
            case pieces::Motion::Lion:
            case pieces::Motion::ContraHop:
            case pieces::Motion::EquiHop:
            case pieces::Motion::NonStopEquiHop:
            case pieces::Motion::Cannon:
                break;
            case pieces::Motion::RideMove:  // a Chinese rider's moves, besides its captures
                if (!cannon) return false;
                break;
            case pieces::Motion::AngleHop:
                if (c.land != pieces::angle::A45 && c.land != pieces::angle::A90 && c.land != pieces::angle::A135)
                    return false;
                break;
            default:
                return false;
        }
    }
    return true;
}

Square hurdle_of(const Position& pos, pieces::PieceKind k, Square from, Square to, Square angle_hurdle) {
    const pieces::Walk& w = pieces::type(k).walk;
    if (w.count == 0) return NoSquare;
    const pieces::Component& c = w.parts[0];
    const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
    if (c.motion == pieces::Motion::EquiHop || c.motion == pieces::Motion::NonStopEquiHop ||
        (c.motion == pieces::Motion::Hop && c.adjacent_hurdle)) {
        // The hurdle stands midway.
        if (df % 2 != 0 || dr % 2 != 0) return NoSquare;
        const Square h = make_square(file_of(from) + df / 2, rank_of(from) + dr / 2);
        return pos.at(h).empty() ? NoSquare : h;
    }
    if (c.motion == pieces::Motion::AngleHop) {
        if (angle_hurdle != NoSquare) return pos.at(angle_hurdle).empty() ? NoSquare : angle_hurdle;
        // The hurdle is the first piece on a line from the departure, one
        // queen step from the arrival, turned by the piece's angle.
        for (int sf = -1; sf <= 1; ++sf)
            for (int sr = -1; sr <= 1; ++sr) {
                if (sf == 0 && sr == 0) continue;
                const int hf = file_of(to) - sf, hr = rank_of(to) - sr;
                if (hf < 0 || hf > 7 || hr < 0 || hr > 7) continue;
                const int lf = hf - file_of(from), lr = hr - rank_of(from);
                if ((lf == 0 && lr == 0) || (lf != 0 && lr != 0 && std::abs(lf) != std::abs(lr))) continue;
                const int uf = (lf > 0) - (lf < 0), ur = (lr > 0) - (lr < 0);
                const int dot = uf * sf + ur * sr;
                const bool same = uf == sf && ur == sr, opposite = uf == -sf && ur == -sr;
                const bool angle_ok = (c.land == pieces::angle::A45 && dot > 0 && !same) ||
                                      (c.land == pieces::angle::A90 && dot == 0) ||
                                      (c.land == pieces::angle::A135 && dot < 0 && !opposite);
                if (!angle_ok) continue;
                const Square h = make_square(hf, hr);
                if (pos.at(h).empty()) continue;
                bool clear = true;
                for (int f = file_of(from) + uf, r = rank_of(from) + ur; f != hf || r != hr; f += uf, r += ur)
                    if (!pos.at(make_square(f, r)).empty()) clear = false;
                if (clear) return h;
            }
        return NoSquare;
    }
    return single_hurdle(pos, from, to);
}

AttributeDef hurdle_colour_changing() {
    return {Attribute::HurdleColourChanging, "a hopper whose hurdle changes sides (not a king)", [](rules::RuleSet& r) {
                auto h = std::make_shared<const HurdleColourChanging>();
                r.add_hook_and_rule(h);
            }};
}

}  // namespace dawson::attributes
