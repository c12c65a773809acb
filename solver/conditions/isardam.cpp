// Isardam (Popeye 4.104, conditions/isardam.c): a move after which some
// piece stands observed by an enemy piece of its own kind (Madrasi's
// observation, conditions/paralysis.hpp; kings excluded) is illegal. Type A
// (the default): a check is a capture of the king that would itself be
// legal so (Narrower observation); TypeB: checks are orthodox.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/paralysis.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

// Moves that leave an observation are removed from the pseudo-legal moves.
class Isardam final : public movegen::MoveRule {
public:
    explicit Isardam(bool type_b) : type_b_(type_b) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)from;
        if (out.size() == first) return;
        Position p = pos;
        p.set_side_to_move(us);
        out.keep_if(first, [&](const Move& m) { return !leaves_observation(p, m); });
    }

    bool allows_castling(const Position& pos, const Move& m) const override {
        Position p = pos;
        return !leaves_observation(p, m);
    }

    movegen::Observation observation() const override {
        return type_b_ ? movegen::Observation::Orthodox : movegen::Observation::Narrower;
    }

private:
    static bool leaves_observation(Position& p, const Move& m) {
        const position::Undo u = p.make(m);
        const bool bad = any_madrasi_observation(p, false);
        p.unmake(m, u);
        return bad;
    }

    bool type_b_;
};

}  // namespace

ConditionDef isardam() {
    ConditionDef d = {"Isardam",
                      {"TypeA", "TypeB"},
                      {"AntiCirce"},
                      "a move after which two enemy pieces of one kind observe each other is illegal",
                      [](const ConditionSpec& s, rules::RuleSet& r) {
                          r.move_rules.push_back(std::make_shared<const Isardam>(s.has("TypeB")));
                      }};
    d.observes_by_walks = true;
    return d;
}

}  // namespace dawson::conditions
