// WhiteUltraSchachZwang, BlackUltraSchachZwang (Popeye 4.104, conditions/
// ultraschachzwang/): every move of that side must give check; a move that
// does not is illegal. Popeye does not apply the rule when it tests whether
// that side is mated (the side is mated when in check with no legal move
// of the orthodox kind) but does when it tests stalemate. Plain
// UltraSchachZwang applies to the stipulation's defending side
// (problem/conditions.hpp, defending_side).

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

// The side's legal moves are cut to its checking moves.
class UltraSchachZwang final : public movegen::MoveRule {
public:
    explicit UltraSchachZwang(Color side) : side_(side) {}

    bool restricts_choice() const override { return true; }

    void filter_legal(Position& pos, movegen::MoveList& moves, movegen::Choice choice) const override {
        if (pos.side_to_move() != side_ || choice == movegen::Choice::MateTest) return;
        std::size_t kept = 0;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const Move m = moves[i];
            position::Undo u = pos.make(m);
            const bool check = movegen::in_check(pos, ~side_);
            pos.unmake(m, u);
            if (check) moves[kept++] = m;
        }
        moves.resize(kept);
    }

private:
    Color side_;
};

}  // namespace

ConditionDef white_ultra_schach_zwang() {
    return {"WhiteUltraSchachZwang",
            {},
            {},
            "every White move must give check",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const UltraSchachZwang>(Color::White));
            }};
}

ConditionDef black_ultra_schach_zwang() {
    return {"BlackUltraSchachZwang",
            {},
            {},
            "every Black move must give check",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const UltraSchachZwang>(Color::Black));
            }};
}

ConditionDef ultra_schach_zwang() {
    return {"UltraSchachZwang",
            {},
            {"TransmutedKings"},
            "every move of the defending side must give check",
            nullptr,
            [](const ConditionSpec&, Color defender, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const UltraSchachZwang>(defender));
            }};
}

}  // namespace dawson::conditions
