#pragma once
// Battle play as Popeye shows it: for direct (#n, =n), self (s#n, s=n) and
// reflex (r#n, r=n) stipulations, every key (!) and, with tries enabled,
// every try (?) with its refutations; with variations, the threat (or
// zugzwang), every defence Popeye shows and every continuation, nested to
// the end. The tree is a plain value of moves and marks; report/battle_tree
// writes it.

#include <optional>
#include <string>
#include <vector>

#include "position/position.hpp"
#include "problem/problem.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"
#include "search/split.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

// Popeye's options that shape battle-play output.
struct BattleOptions {
    bool variations = false;               // Variation: threats and defences
    int max_refutations = 0;               // Defence n (Try = 1): tries with 1..n refutations
    bool set_play = false;                 // SetPlay
    bool post_key = false;                 // PostKeyPlay: the given position is the one after the key
    bool no_threat = false;                // NoThreat
    std::optional<int> max_threat_length;  // Threat n: every non-checking attacker move threatens within n
    std::optional<int> max_flights;        // MaxFlightsquares n
    bool no_short_variations = false;      // NoShortVariations
    int threads = 1;                       // <= 0: all cores
    bool exact = false;                    // exact-: keys must need the full length
    bool quodlibet = false;                // Quodlibet (self and semi-reflex play)
    bool keep_mating_piece = false;        // KeepMatingPiece (direct and self play)
    bool goal_is_end = false;              // GoalIsEnd (direct and self play): BattleLimits::goal_is_end
    // MatesIn1 (self play): the defences that reach the goal before the
    // last move are shown as variations.
    bool mates_in_1 = false;
    std::optional<problem::NonTrivialOption> non_trivial;  // NonTrivial m n (self and reflex play)
    LiveProgress* progress = nullptr;                      // root moves done, for the progress line
    // --split: this part's first moves, set-play defences and post-key
    // defences (the units, by index in their move list); null: all.
    const Split* split = nullptr;
};

// The tree's nodes (AttackNode, DefenceNode) are those of the result
// model (search/result.hpp).

struct BattleResult {
    bool illegal = false;               // the side to play can capture the king
    bool set_play_searched = false;     // SetPlay was asked for
    bool set_play_illegal = false;      // SetPlay: after the pass the defender can capture the king
    std::vector<DefenceNode> set_play;  // SetPlay: the defender's moves first
    std::vector<AttackNode> moves;      // keys and tries, in move generation order
    // Reflex play (r#n, r=n): the attacker can reach the goal at once, so
    // must, and fails: those moves (AttackNode::fails: Popeye writes " ?!?"
    // after them); `moves` is then empty.
    std::vector<AttackNode> compulsory_goals;
    // PostKeyPlay: the play from the given position with the defender to
    // move, as if after a key: no move of its own, its mark is Check when
    // the defender is in check; its threat (or zugzwang) and every defence, the
    // refuting ones marked. Then `moves` is empty.
    std::optional<AttackNode> post_key;
    std::uint64_t nodes = 0;  // positions searched
    bool stopped = false;     // the StopControl ended the search: `moves` holds the first moves done by then

    std::size_t key_count() const;
    std::size_t try_count() const;
};

class TranspositionTable;
class StopControl;

// Solves a battle-play stipulation from `pos` (the attacker is the side to
// move). `pos` must be built on a RuleSet that outlives the call. `tt` may
// be null (a private table is used).
BattleResult solve_battle_tree(const position::Position& pos, const stipulation::Stipulation& stip,
                               const BattleOptions& options, TranspositionTable* tt = nullptr,
                               const StopControl* stop = nullptr);

// The battle-play engine behind solve_twin: keys in the Play section, tries
// in the Tries section, set play in the SetPlay section; each first move is
// one Solution holding its tree. With PostKeyPlay the PostKeyPlay section
// holds the one post-key tree instead.
TwinResult solve_battle(const problem::Setup& setup, const SolveContext& ctx);

}  // namespace dawson::search
