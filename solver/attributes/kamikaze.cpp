// Kamikaze (Popeye 4.104): a kamikaze piece that captures disappears
// together with what it captured (Popeye writes "kRd8*e8[-bkRe8]").
// Observation is orthodox (the capture is made all the same); such a
// capture is not walk-only, so the legality and check filters play it.
// Under Circe the condition's hook takes the capturer off to rebirth it
// (Popeye's Circe Kamikaze; rules::RuleSet::kamikaze_reborn), and this
// hook does nothing.

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

class Kamikaze final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (u.captured_on == NoSquare || !u.moved.has(Attribute::Kamikaze)) return;
        if (pos.rules().kamikaze_reborn) return;
        pos.journal_remove(u, m.to);
    }

    // A kamikaze piece's capture: the king may not make one (it would
    // vanish); a pawn making one onto its last rank vanishes unpromoted,
    // one move (Popeye: "1.kBa7*b8[-wkBb8]", BEISPIEL/anystip.inp), unless
    // Circe rebirths it: then it promotes and is reborn as the promotee
    // ("kBd2*c1=kD[skDc1->d8]", popeye-regression 0923, BEISPIEL/circe.inp).
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (!pos.at(from).has(Attribute::Kamikaze)) return;
        const bool royal = pos.king(us) == from;
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            Move m = out[i];
            if (pos.captured_square(m) != NoSquare) {
                if (royal) continue;
                if (m.promo != pieces::kind::None && !pos.rules().kamikaze_reborn) {
                    m.promo = pieces::kind::None;
                    if (kept > first && out[kept - 1] == m) continue;  // the promotions are one move
                }
            }
            out[kept++] = m;
        }
        out.resize(kept);
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(Attribute::Kamikaze) || pos.captured_square(m) == NoSquare;
    }
};

}  // namespace

AttributeDef kamikaze() {
    return {Attribute::Kamikaze, "a capturing piece disappears with what it captured", [](rules::RuleSet& r) {
                auto k = std::make_shared<const Kamikaze>();
                r.add_hook_and_rule(k);
            }};
}

}  // namespace dawson::attributes
