// BichromChess (Popeye 4.104, conditions/bichrome.c): every move and
// every observation goes between squares of two colours; castling is never
// allowed (the king's step keeps its colour, and long castling counts as
// neither). The geometry is conditions/square_colour.hpp's.

#include "conditions/condition.hpp"
#include "conditions/square_colour.hpp"

namespace dawson::conditions {

ConditionDef bichrom() {
    return {"BichromChess",
            {},
            {},
            "every move changes the colour of its square",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(square_colour_rule(SquareColours::Different));
            }};
}

}  // namespace dawson::conditions
