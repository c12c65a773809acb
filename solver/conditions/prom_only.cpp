// PromOnly (German UWnur, French PromSeul; Popeye 4.104, pieces/walks/
// pawns/promotee_sequence.c): pawns promote only to the kinds listed after
// the condition ("Condition PromOnly Q S"), whether or not such a piece is
// on the board. The reader takes the list as piece codes of the problem's
// language and keeps them as English codes; it refuses an empty list, a
// royal kind and a pawn-like kind. The marine pawn's promotions are the same.

#include <algorithm>

#include "conditions/condition.hpp"
#include "pieces/catalogue.hpp"

namespace dawson::conditions {

namespace {

void install(const ConditionSpec& spec, rules::RuleSet& r) {
    std::vector<pieces::PieceKind> listed;
    for (const std::string& code : spec.params)
        if (auto k = pieces::find_by_code(code)) listed.push_back(*k);
    auto is_listed = [&](pieces::PieceKind k) { return std::find(listed.begin(), listed.end(), k) != listed.end(); };
    // The problem's promotion order for the kinds it has, then the others
    // listed, in catalogue order.
    std::vector<pieces::PieceKind> promotions;
    for (pieces::PieceKind k : r.promotions)
        if (is_listed(k)) promotions.push_back(k);
    for (pieces::PieceKind k : pieces::all_kinds())
        if (is_listed(k) && std::find(promotions.begin(), promotions.end(), k) == promotions.end())
            promotions.push_back(k);
    r.promotions = promotions;
    // Popeye builds the marine pawn's chain from the same list.
    r.marine_promotions = promotions;
}

}  // namespace

ConditionDef prom_only() {
    return {"PromOnly", {}, {}, "pawns promote only to the kinds listed", install, nullptr, true};
}

}  // namespace dawson::conditions
