// Circe (Popeye 4.104): a captured piece is reborn on its rebirth square
// (conditions/rebirth.hpp) when that square is empty, and disappears
// otherwise. Kings are not reborn unless RexInclusive is given; then a king
// whose capture would have it reborn is not in check (Popeye validates a
// check by playing the capture), which narrows observation.
// A kamikaze piece that captures is reborn too, before what it took, as
// AntiCirce (Calvet, kings included) would have it, on the rebirth square
// of its kind (after promotion) for the capture square, or disappears when
// that square is taken (Popeye's Circe Kamikaze, conditions/circe/kamikaze.c:
// "kBd2*c1=kD[skDc1->d8][+wkDd1]", popeye-regression 0923).

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
using position::Position;

class Circe final : public position::MoveHook, public movegen::MoveRule {
public:
    explicit Circe(bool rex_inclusive) : rex_(rex_inclusive) {}

    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (u.captured_on == NoSquare) return;
        if (u.moved.has(position::Attribute::Kamikaze)) rebirth_of_kamikaze(pos, m, u);
        const position::Piece p = u.captured;
        if (p.kind == pieces::kind::King && !rex_) return;
        // A neutral piece is reborn (neutral) where a piece of the
        // capturer's opponent would be (Popeye: the rebirth square is the
        // capturer's side's view).
        const Square r = rebirth_square(pos.rules(), p.kind, u.captured_on, p.neutral() ? pos.side_to_move() : p.color);
        if (pos.at(r).empty()) pos.journal_add(u, r, p);
    }

    movegen::Observation observation() const override {
        return rex_ ? movegen::Observation::Narrower : movegen::Observation::Orthodox;
    }

    bool walk_only(const Position& pos, const Move& m) const override { return pos.captured_square(m) == NoSquare; }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    // RexInclusive: the king taken on `target` is reborn when its rebirth
    // square is empty once the capturer has left `square` for `target`.
    bool king_capture_sticks(const Position& pos, Square square, Square target) const override {
        if (!rex_) return true;
        const Square r = rebirth_square(pieces::kind::King, target, pos.at(target).color);
        const bool reborn = r == square || (r != target && pos.at(r).empty());
        return !reborn;
    }

private:
    // The kamikaze capturer, taken off its arrival square (the Kamikaze
    // attribute's own hook leaves it to Circe: RuleSet::kamikaze_reborn)
    // and put on its rebirth
    // square if empty; a neutral one is reborn for the side that moved.
    static void rebirth_of_kamikaze(Position& pos, const Move& m, position::Undo& u) {
        const position::Piece k = pos.at(m.to);
        const Color side = k.neutral() ? ~pos.side_to_move() : k.color;
        const Square r = rebirth_square(pos.rules(), k.kind, u.captured_on, side);
        pos.journal_remove(u, m.to);
        if (pos.at(r).empty()) pos.journal_add(u, r, k);
    }

    bool rex_;
};

}  // namespace

ConditionDef circe() {
    return {"Circe",
            {"RexInclusive", "RexExclusive", "Relaxed"},
            {"Madrasi", "MarineChess", "UltramarineChess"},
            "a captured piece is reborn on its game-array square if empty (kings too with RexInclusive)",
            [](const ConditionSpec& s, rules::RuleSet& r) {
                auto c = std::make_shared<const Circe>(s.has("RexInclusive"));
                r.add_hook_and_rule(c);
                r.kamikaze_reborn = true;
            }};
}

}  // namespace dawson::conditions
