// NoIProm (Popeye 4.104, conditions/imitator.c): with Imitator, a pawn does
// not promote to an imitator. Given after Imitator (the combination is
// refused the other way round), its move rule takes away the promotions to
// an imitator that Imitator's rule has added (a pawn's move with no
// promotion kind and aux == to, conditions/imitator.cpp).

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using position::Move;

class NoImitatorPromotion final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const position::Position& pos, core::Color, core::Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        if (pos.at(from).kind != pieces::kind::Pawn) return;
        out.keep_if(first, [](const Move& m) {
            return !(m.type == position::MoveType::Normal && m.aux == m.to && m.promo == pieces::kind::None);
        });
    }
};

}  // namespace

ConditionDef no_imitator_promotion() {
    return {"NoIProm",
            {},
            {"WhiteMaximummer", "BlackMaximummer"},
            "with Imitator: no promotion to an imitator",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const NoImitatorPromotion>());
            }};
}

}  // namespace dawson::conditions
