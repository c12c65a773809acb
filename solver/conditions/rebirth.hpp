#pragma once
// The Circe family's rebirth square (Popeye's "regular" rebirth): where a
// piece of kind `k` and colour `c`, captured (or, in AntiCirce and
// MarsCirce, capturing or about to capture) on `where`, is reborn.
//   pawn-like kinds: the file of `where`, the colour's second rank;
//   king e1/e8, queen d1/d8;
//   rook, bishop, knight: the home square of the colour of `where`
//     (rook: light h1/a8, dark a1/h8; bishop: light f1/c8, dark c1/f8;
//      knight: light b1/g8, dark g1/b8);
//   every other kind: the file of `where`, the colour's promotion rank
//     (rank 8 for White, rank 1 for Black), as Popeye places fairy pieces.

#include "core/types.hpp"
#include "pieces/catalogue.hpp"
#include "rules/rule_set.hpp"

namespace dawson::conditions {

core::Square rebirth_square(pieces::PieceKind k, core::Square where, core::Color c);
// The same for the orthodox role kind k plays under `rules` (the sirene is
// reborn as a queen under MarineChess: rules::RuleSet::roles).
inline core::Square rebirth_square(const rules::RuleSet& rules, pieces::PieceKind k, core::Square where,
                                   core::Color c) {
    return rebirth_square(rules.role_of(k), where, c);
}

}  // namespace dawson::conditions
