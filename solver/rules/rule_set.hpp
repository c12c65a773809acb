#pragma once
// A rule set: the variant rules a position is played under. It carries the
// promotion set, the pawn double-step rule, Hopper Chess's hopper move, the
// FEN letters and the start position. Rule sets are plain values; the
// built-in ones are immutable and several can be used at once.

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pieces/catalogue.hpp"

namespace dawson::rules {

struct RuleSet {
    std::string name;
    std::string description;
    std::vector<pieces::PieceKind> promotions;        // kinds a pawn-like piece may promote to, in order
    bool pawn_double_step = true;                     // pawns (and scorpions) double-step from their 2nd rank
    bool hopper_move = false;                         // Hopper Chess: every non-scorpion has the hopper move
    std::array<pieces::PieceKind, 26> fen_letters{};  // 'a' … 'z' → kind (None = not a letter)
    std::string start_fen;

    // Kind of a FEN letter (either case), if this rule set knows it.
    std::optional<pieces::PieceKind> kind_of_letter(char c) const;
    // FEN letter (lower case) of a kind, or 0.
    char letter_of(pieces::PieceKind k) const;
    bool can_promote_to(pieces::PieceKind k) const;
};

// The built-in rule sets: chess, grasshopper (alias grasshopper-std),
// grasshopper-boyer, hopper-scorpion, jumpalong, hoppers, problem.
const RuleSet* find_rule_set(std::string_view name);
std::vector<std::string_view> rule_set_names();

// The problem-world rule set (rules.md §1) for a diagram holding `kinds`:
// promotion to Q, R, B, S and every other non-pawn, non-king kind present.
RuleSet problem_rule_set(const std::vector<pieces::PieceKind>& kinds);

}  // namespace dawson::rules
