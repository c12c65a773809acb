// MonochromChess (Popeye 4.104, conditions/monochrome.c): every move and
// every observation goes between squares of one colour. Short castling
// (the king's e1-g1 keeps its colour) is allowed, long castling is not
// (Popeye counts it as neither monochrome nor bichrome). A pawn moves
// forward only by its double step; its captures keep the colour. The
// geometry is conditions/square_colour.hpp's.

#include "conditions/condition.hpp"
#include "conditions/square_colour.hpp"

namespace dawson::conditions {

ConditionDef monochrom() {
    return {"MonochromChess",
            {},
            {},
            "every move keeps the colour of its square",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(square_colour_rule(SquareColours::Same));
            }};
}

}  // namespace dawson::conditions
