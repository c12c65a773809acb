// AntiCirce (Popeye 4.104): a capturing piece is reborn on its own rebirth
// square (conditions/rebirth.hpp, for its kind after promotion and the
// square of the captured piece, which is not the arrival square of a
// locust), and a capture is illegal when that square is occupied once the
// walk is played. Calvet (the default): a capture on the capturer's rebirth
// square is legal and the piece is reborn where it stands; Cheylan: such a
// capture is illegal. Kings are included (RexInclusive) unless RexExclusive
// is given. A piece observes only what it may legally capture, which
// narrows observation.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/rebirth.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Piece;
using position::Position;

class AntiCirce final : public position::MoveHook, public movegen::MoveRule {
public:
    AntiCirce(bool cheylan, bool rex_inclusive) : cheylan_(cheylan), rex_(rex_inclusive) {}

    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (u.captured_on == NoSquare) return;
        const Piece p = pos.at(m.to);
        if (p.kind == pieces::kind::King && !rex_) return;
        // Reborn where it captured (Calvet) it is still taken off and put
        // back, as Popeye does and writes ("[bBLh1->h1]").
        const Square r = rebirth_square(pos.rules(), p.kind, u.captured_on, p.color);
        pos.journal_remove(u, m.to);
        pos.journal_add(u, r, p);
    }

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        const pieces::PieceKind mover = pos.at(from).kind;
        out.keep_if(first, [&](const Move& m) { return legal(pos, m, mover, us); });
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

    // A piece observes the king only when it may take it: its rebirth
    // square (for the capture square) must be free. A pawn that would
    // promote by the capture has several kinds to be reborn as: the
    // generic test decides.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        if (view.walk == pieces::kind::King && !rex_) return true;
        if (pieces::is_pawn_like(view.walk) && relative_rank(by, target) == 7) {
            view.generic = true;
            return true;
        }
        const Square r = rebirth_square(pos.rules(), view.walk, target, by);
        if (r == target) return !cheylan_;
        return r == square || pos.at(r).empty();
    }

    bool walk_only(const Position& pos, const Move& m) const override { return pos.captured_square(m) == NoSquare; }

private:
    bool legal(const Position& pos, const Move& m, pieces::PieceKind mover, Color us) const {
        const Square cap = pos.captured_square(m);
        if (cap == NoSquare) return true;
        const pieces::PieceKind k = m.promo != pieces::kind::None ? m.promo : mover;
        if (k == pieces::kind::King && !rex_) return true;
        const Square r = rebirth_square(pos.rules(), k, cap, us);
        if (r == m.to) return !cheylan_;
        return r == m.from || r == cap || pos.at(r).empty();
    }

    bool cheylan_;
    bool rex_;
};

}  // namespace

ConditionDef anticirce() {
    return {"AntiCirce",
            {"Calvet", "Cheylan", "RexInclusive", "RexExclusive"},
            {"Isardam"},
            "a capturing piece is reborn on its game-array square, which must be empty (Calvet or Cheylan)",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                auto c = std::make_shared<const AntiCirce>(s.has("Cheylan"), !s.has("RexExclusive"));
                r.add_hook_and_rule(c);
            }};
}

}  // namespace dawson::conditions
