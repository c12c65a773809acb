#pragma once
// A rule set: the variant rules a position is played under. It carries the
// promotion set, the pawn double-step rule, Hopper Chess's hopper move, the
// FEN letters, the start position and the hooks of the fairy conditions in
// force (solver/conditions/). Rule sets are plain values; the built-in ones
// are immutable and several can be used at once. The hooks are immutable
// objects shared by the copies of a rule set.

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pieces/catalogue.hpp"

namespace dawson::position {
class MoveHook;
}
namespace dawson::movegen {
class MoveRule;
}

namespace dawson::rules {

struct RuleSet {
    std::string name;
    std::string description;
    std::vector<pieces::PieceKind> promotions;  // kinds a pawn-like piece may promote to, in order
    bool pawn_double_step = true;               // pawns (and scorpions) double-step from their 2nd rank
    bool hopper_move = false;                   // Hopper Chess: every non-scorpion has the hopper move
    // A condition's hook rebirths a kamikaze piece that captures (Circe:
    // Popeye's Circe Kamikaze), and the Kamikaze attribute's own hook, which
    // takes it off, stays out of the way.
    bool kamikaze_reborn = false;
    std::array<pieces::PieceKind, 26> fen_letters{};  // 'a' … 'z' → kind (None = not a letter)
    std::string start_fen;
    // The marine pawn's (pieces::Motion::MarinePawn): Popeye's marine chain,
    // sirene, triton, nereide and marine knight where the others have Q, R,
    // B and S.
    std::vector<pieces::PieceKind> marine_promotions;
    // The kind playing each orthodox role, indexed by the role's kind
    // (pieces::kind::King … Pawn; Popeye's "standard walks"): the role's own
    // kind, except under MarineChess and UltramarineChess. Castling and
    // Circe's rebirth squares go by the roles.
    std::array<pieces::PieceKind, 7> roles{0, 1, 2, 3, 4, 5, 6};
    // The conditions in force: each one's identity (its canonical name and
    // parameters) and its hooks into make/unmake and move generation, in
    // the order the conditions were given.
    std::vector<std::string> condition_ids;
    std::vector<std::shared_ptr<const position::MoveHook>> move_hooks;
    std::vector<std::shared_ptr<const movegen::MoveRule>> move_rules;

    // Installs an object that is both a move hook and a move rule (a
    // condition or attribute that changes what a move does and which moves
    // there are), in both lists.
    template <class T>
    void add_hook_and_rule(const std::shared_ptr<const T>& both) {
        move_hooks.push_back(both);
        move_rules.push_back(both);
    }

    // Everything that decides how a position plays on, as text: the
    // transposition tables' salt. Computed from every field that matters
    // (see rule_set.cpp), never kept by hand.
    std::string identity() const;

    // Kind of a FEN letter (either case), if this rule set knows it.
    std::optional<pieces::PieceKind> kind_of_letter(char c) const;
    // FEN letter (lower case) of a kind, or 0.
    char letter_of(pieces::PieceKind k) const;
    bool can_promote_to(pieces::PieceKind k) const;
    // The kind playing an orthodox role (kind::Rook: the triton under
    // MarineChess).
    pieces::PieceKind in_role(pieces::PieceKind role) const { return roles[role]; }
    // The orthodox role kind k plays (kind::Queen for the sirene under
    // MarineChess), or k itself when it plays none.
    pieces::PieceKind role_of(pieces::PieceKind k) const;
};

// The built-in rule sets: chess, grasshopper (alias grasshopper-std),
// grasshopper-boyer, hopper-scorpion, jumpalong, hoppers, problem.
const RuleSet* find_rule_set(std::string_view name);
std::vector<std::string_view> rule_set_names();

// The problem-world rule set (rules.md §1) for a diagram holding `kinds`:
// promotion to Q, R, B, S and every other non-pawn, non-royal kind present
// but the dummy (pieces::is_walkless: only PromOnly names it);
// the marine pawn's to SI, TR, ND, MS and those others (Popeye 4.104,
// pieces/walks/pawns/promotee_sequence.c).
RuleSet problem_rule_set(const std::vector<pieces::PieceKind>& kinds);

}  // namespace dawson::rules
