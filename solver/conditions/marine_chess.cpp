// MarineChess and UltramarineChess (Popeye 4.104, pieces/walks/walks.c:
// the standard walks): the marine pieces take the orthodox pieces' roles.
// Under MarineChess the sirene plays the queen, the triton the rook, the
// nereide the bishop and the marine knight the knight; UltramarineChess
// adds the poseidon as the king and the marine pawn as the pawn. So a pawn
// promotes to the marine pieces (and to the other kinds on the board, the
// orthodox ones among them: Popeye's promotion chain of the standard
// walks, the marine pawn's chain), the king castles with a triton (a
// poseidon with a triton under UltramarineChess), and Circe reborns a
// marine piece on the game-array square of its role (a sirene on d1/d8).
// The pieces on the board keep their walks: an orthodox rook stays a rook.

#include "conditions/condition.hpp"
#include "pieces/catalogue.hpp"

namespace dawson::conditions {

namespace {

namespace kind = pieces::kind;

void install_marine(rules::RuleSet& r, bool ultra) {
    auto code = [](std::string_view c) { return *pieces::find_by_code(c); };
    r.roles[kind::Queen] = code("SI");
    r.roles[kind::Rook] = code("TR");
    r.roles[kind::Bishop] = code("ND");
    r.roles[kind::Knight] = code("MS");
    if (ultra) {
        r.roles[kind::King] = code("PO");
        r.roles[kind::Pawn] = code("MP");
    }
    // The marine chain: SI, TR, ND, MS, then the other kinds present
    // (rules::problem_rule_set), Q, R, B and S only when present.
    r.promotions = r.marine_promotions;
}

// The conditions either combines with (and each other's).
const std::vector<std::string_view> kCombines{"Circe", "Maximummer", "WhiteMaximummer", "BlackMaximummer"};

}  // namespace

ConditionDef marine_chess() {
    return {"MarineChess",
            {},
            kCombines,
            "sirene, triton, nereide and marine knight play the queen's, rook's, bishop's and knight's roles "
            "(promotion, castling, Circe rebirth)",
            [](const ConditionSpec&, rules::RuleSet& r) { install_marine(r, false); }};
}

ConditionDef ultramarine_chess() {
    return {"UltramarineChess",
            {},
            kCombines,
            "MarineChess, and the poseidon and marine pawn play the king's and pawn's roles",
            [](const ConditionSpec&, rules::RuleSet& r) { install_marine(r, true); }};
}

}  // namespace dawson::conditions
