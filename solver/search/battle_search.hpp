#pragma once
// The boolean core of battle play: can the attacker (the side to move) force
// the stipulation's end within k of its own moves? Direct play (#n, =n): the
// attacker's own move reaches the goal. Self play (s#n, s=n): after the
// attacker's move every defence reaches the goal against the attacker.
// Reflex play (r#n, r=n): like self play, but whoever can reach the goal in
// one move must do so: the defender's goal move ends the play in the
// attacker's favour, the attacker's own goal move is forbidden. In exact-
// play (BattleLimits::exact) the question is "in exactly k moves", every
// line taking the full length.
//
// One BattleSearch per thread; the transposition table may be shared. With
// a BattleSplit, the defences of an AND node with at least
// BattleSplit::kMinLength attacker moves left, once those tried in turn
// have cost BattleSplit::kMinNodes, are tried in parallel
// (core::parallel_find), each task on a copy of the search, and the node
// gives up the other defences as soon as one refutes.

#include <array>
#include <atomic>
#include <optional>

#include "core/parallel_find.hpp"
#include "movegen/legality.hpp"
#include "movegen/move_list.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"
#include "search/battle_history.hpp"
#include "search/battle_table.hpp"
#include "search/play_end.hpp"
#include "search/stop_control.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

// Options that restrict the attacker's moves everywhere in the search
// (Popeye applies them to every attacker move followed by a defence):
// MaxFlightsquares n (the defender's king may have at most n legal moves)
// and Threat n (a non-checking move must threaten to win within n moves).
struct BattleLimits {
    std::optional<int> max_flights;
    std::optional<int> max_threat;
    // exact-: every line must take all n moves, so wins() asks "wins in
    // exactly k" (see BattleSearch). The attacker's goal reached before its
    // last move does not end the play (a mate or stalemate leaves the
    // defender without a move: the attacker's move fails), and a defence
    // that reaches the goal early (self and reflex play) refutes (Popeye's
    // BEISPIEL/stip.inp, "sofortiges selbstmatt vermeiden": 1.h2-h4? a5*b4 # !).
    bool exact = false;
    // KeepMatingPiece: a line fails as soon as the side that must reach the
    // goal (the attacker in direct play, the defender in self play) has no
    // piece but its king left.
    bool keep_mating = false;
    // Quodlibet (self and semi-reflex play): the attacker's move that
    // reaches the goal itself (a direct mate) wins too.
    bool quodlibet = false;
    // GoalIsEnd (direct and self play): the play ends when the wrong side
    // reaches the goal (py-engl.txt), which is then not reached as the
    // stipulation wants: in direct play a defence reaching the goal (for
    // the defender) refutes; in self play an attacker's move reaching it
    // (for the attacker) fails (popeye-goals 0137, sc815: 1.h2-h4? …
    // 5.h7-h8 would end the play).
    bool goal_is_end = false;
    // NonTrivial m n (self and reflex play): nontrivial_max = m, the
    // budget of extra non-trivial defences a line may grant the defender;
    // nontrivial_length = n, the length within which the attacker must win
    // after a trivial defence.
    std::optional<int> nontrivial_max;
    int nontrivial_length = 0;
    // A constraint (stipulation::Stipulation::constraint, direct play): the
    // goal, tested on the position, that must hold before each attacker
    // move made with at most constraint_moves moves in hand, else the
    // attacker fails there.
    std::optional<stipulation::Goal> constraint;
    int constraint_moves = 0;
    bool active() const { return max_flights || max_threat; }
};

// Thrown out of a search when its StopControl says stop (time limit, Ctrl-C);
// nothing learnt after that point is stored.
struct BattleStopped {};

// What the searches of one battle solve share when they split nodes over
// tasks.
struct BattleSplit {
    // AND nodes are split when at least this many attacker moves are left:
    // below, a defence's subtree (one mate-in-one test) is smaller than a task.
    static constexpr int kMinLength = 3;
    // ... and when the defences tried in turn at the node have cost this
    // many nodes (wins() calls) without a refutation.
    static constexpr std::uint64_t kMinNodes = 64;
    // Nodes visited by the tasks' copies of the search.
    std::atomic<std::uint64_t> task_nodes{0};
};

// What a defence node asks of each defence without playing it: is it legal
// (the escape filter first while the defender is in check), and may it give
// check. Built once per node.
struct DefenceFilters {
    explicit DefenceFilters(const position::Position& pos)
        : legal(pos), checks(pos), king(pos.king(pos.side_to_move())) {
        if (legal.attacked()) escape.emplace(pos);
    }
    bool legal_move(position::Position& pos, const position::Move& d) const {
        if (escape && d.from != king && !escape->may_escape(d)) return false;
        return legal.legal(pos, d);
    }
    movegen::LegalFilter legal;
    movegen::CheckFilter checks;
    std::optional<movegen::EscapeFilter> escape;
    core::Square king;
};

class BattleSearch {
public:
    BattleSearch(stipulation::End play, stipulation::Goal goal, BattleTable& table, BattleHistory& history,
                 const StopControl* stop = nullptr, BattleLimits limits = {}, BattleSplit* split = nullptr)
        : play_(play),
          goal_(goal),
          table_(table),
          stop_(stop),
          limits_(limits),
          split_(split),
          budget_(limits.nontrivial_max.value_or(0)),
          move_goal_(!stipulation::rule(goal).position_only || stipulation::rule(goal).self_check_allowed),
          early_goal_(goal != stipulation::Goal::Mate && goal != stipulation::Goal::Stalemate),
          history_(history) {}

    // Attacker to move: true when it forces the end within k (>= 1) moves;
    // in exact- play (BattleLimits::exact), at its k-th move exactly, on
    // every line.
    bool wins(position::Position& pos, int k);
    // Shortest length <= kmax that wins, or 0 (exact-: kmax or 0).
    int min_win(position::Position& pos, int kmax);
    // Defender to move, just after the attacker's move m (u its journal)
    // made with k moves in hand (that move included): true when that move
    // wins within k.
    bool wins_after(position::Position& pos, int k, const position::Move& m, const position::Undo& u);

    // True when the side to move has no legal move and the goal describes
    // its plight (mated for #, stalemated for =); for the other goals tested
    // on the position only (+, ==, …), when the position reaches it.
    bool goal_reached(position::Position& pos);
    // True when the move `m` just played in `pos` (`u` its journal, the
    // mover the side not to move) reaches the goal: goal_reached() for a
    // goal tested on the position, else the goal's test of the move (x, ~,
    // z, 00, ep, %). The move is legal (the caller has checked).
    bool reached_by(position::Position& pos, const position::Move& m, const position::Undo& u) {
        if (!move_goal_) return goal_reached(pos);
        return reached_by_move(pos, m, u);
    }
    // True when the attacker's move `m` (to be played in `pos`) reaches
    // the goal: the position after it for a position goal, the move itself
    // for a goal tested on the move (x, ~, z, …; battle play of one move).
    bool goal_move(position::Position& pos, const position::Move& m);
    // Reflex play: the side to move can reach the goal against its opponent
    // in one move.
    bool has_goal_move(position::Position& pos);
    // The attacker's moves (attacker to move in `pos`), in generation order:
    // the legal ones, and in direct play those that reach a goal allowing
    // self-check (##, !#, ##!) though they leave the mover in check.
    void attacker_moves(position::Position& pos, movegen::MoveList& out);
    // Self play, after a defence: the defender has reached the goal, which
    // ends the play in the attacker's favour (in exact- play only at the
    // end: defence_refutes).
    bool defence_self_goal(position::Position& pos, const position::Move& d, const position::Undo& u);
    // After a defence d (u its journal), with j (>= 0) attacker moves left: the defence
    // refutes (the attacker cannot win in j, and the defence does not end
    // the play in its favour; exact-, j >= 1: also a defence that reaches
    // the goal early, in self and reflex play).
    bool defence_refutes(position::Position& pos, int j, const position::Move& d, const position::Undo& u);
    // GoalIsEnd, direct play: the defence d (u its journal) just played
    // reaches the goal for the defender, which ends the play: it refutes.
    bool defence_ends_play(position::Position& pos, const position::Move& d, const position::Undo& u) {
        return limits_.goal_is_end && play_ == stipulation::End::Direct && reached_by(pos, d, u);
    }
    // The attacker's move `m` with k moves in hand reaches the goal and so
    // ends the play in its favour: direct play or Quodlibet, and in exact-
    // play only with its last move (k == 1).
    bool ends_with(position::Position& pos, const position::Move& m, int k) {
        return direct_goal_wins() && (!limits_.exact || k == 1) && goal_move(pos, m);
    }

    // Attacker to move with k moves in hand: the constraint, if any, holds
    // (BattleLimits::constraint).
    bool constraint_holds(position::Position& pos, int k) const {
        return !limits_.constraint || k > limits_.constraint_moves || stipulation::reached_in(pos, *limits_.constraint);
    }

    // BattleLimits, after an attacker's move made with k moves in hand: may
    // that move win at all?
    bool guards_pass(position::Position& pos, int k);

    // NonTrivial, defender to move just after an attacker's move made with
    // k moves in hand, `defences` the defender's candidate (or legal)
    // moves: the budget of non-trivial defences left below this node
    // (Popeye's options/nontrivial.c: the budget grows by one and shrinks
    // by the number of non-trivial defences), or nullopt when the defender
    // has more non-trivial defences than the budget allows (the attacker's
    // move fails). Without NonTrivial, or with k <= n+1 (the node is too
    // short for the option), the budget unchanged.
    // `filters`: those of this node, when the caller has them.
    std::optional<int> nontrivial_budget(position::Position& pos, int k, const movegen::MoveList& defences,
                                         const DefenceFilters* filters = nullptr);
    int budget() const { return budget_; }
    void set_budget(int b) { budget_ = b; }

    // KeepMatingPiece, attacker to move: the side that must reach the goal
    // still has a piece other than its king (always true without the option).
    bool keeps_mating_piece(const position::Position& pos, core::Color mating) const;

    stipulation::End play() const { return play_; }
    bool exact() const { return limits_.exact; }
    // The attacker's own goal move wins: direct play, or Quodlibet.
    bool direct_goal_wins() const { return play_ == stipulation::End::Direct || limits_.quodlibet; }
    stipulation::Goal goal() const { return goal_; }

    // Nodes visited (for benchmarks).
    std::uint64_t nodes() const { return nodes_; }

    // True when this search splits nodes over tasks.
    bool splits() const { return split_ != nullptr; }

    // The scope a BattleTask copy of this search should keep.
    const core::CancelScope* scope() const { return scope_; }

private:
    friend class BattleTask;
    bool wins_direct_after(position::Position& pos, int k, const position::Move& m, const position::Undo& u);
    bool reached_by_move(position::Position& pos, const position::Move& m, const position::Undo& u);
    bool wins_self_after(position::Position& pos, int k);
    // wins_self_after under NonTrivial, with k long enough for the option.
    bool wins_self_nontrivial(position::Position& pos, int k);
    bool wins_reflex_after(position::Position& pos, int k);
    // A defence's status for the self and reflex ends (search/play_end.hpp).
    MoveStatus defence_status(position::Position& pos, const position::Move& d, const DefenceFilters& filters);
    int refute(position::Position& pos, const movegen::MoveList& defences, int j);
    // The defences after an attacker's move made with k moves in hand all
    // lose (refute() == 0), under the NonTrivial budget of this node.
    bool refute_within_budget(position::Position& pos, const movegen::MoveList& defences, int k,
                              const DefenceFilters* filters = nullptr);
    int refute_parallel(position::Position& pos, const movegen::MoveList& defences, int j, bool any_legal);

    stipulation::End play_;
    stipulation::Goal goal_;
    BattleTable& table_;
    const StopControl* stop_;
    BattleLimits limits_;
    BattleSplit* split_;
    const core::CancelScope* scope_ = nullptr;  // of the parallel_find task this copy works for
    int budget_ = 0;                            // NonTrivial: the extra non-trivial defences left on this line
    // The goal is tested on the move (x, ~, z, …), not on the position after
    // it, or its move may leave the mover in check (##, !#, ##!: tested by
    // stipulation::reaches()).
    bool move_goal_;
    // Direct play: the attacker's move reaching the goal ends the play at
    // any length, and the defender may still have moves after it (every goal
    // but # and =, where the defender has none: the attacker's move wins by
    // leaving no defence).
    bool early_goal_;
    std::uint64_t nodes_ = 0;
    BattleHistory& history_;  // shared by every thread and task of the solve
};

// Sets a search's NonTrivial budget for a scope (a node's subtree), and
// restores it at the end, also when the search is stopped by an exception.
class BudgetScope {
public:
    BudgetScope(BattleSearch& s, int budget) : s_(s), saved_(s.budget()) { s_.set_budget(budget); }
    ~BudgetScope() { s_.set_budget(saved_); }
    BudgetScope(const BudgetScope&) = delete;
    BudgetScope& operator=(const BudgetScope&) = delete;

private:
    BattleSearch& s_;
    int saved_;
};

// A copy of a search for one task of a split node: the same table,
// history and limits, given up when `scope` is raised; its nodes are
// added to the split's count when the task ends.
class BattleTask {
public:
    BattleTask(const BattleSearch& proto, const core::CancelScope* scope) : s_(proto) {
        s_.scope_ = scope;
        s_.nodes_ = 0;
    }
    ~BattleTask() {
        if (s_.split_) s_.split_->task_nodes.fetch_add(s_.nodes_, std::memory_order_relaxed);
    }
    BattleTask(const BattleTask&) = delete;
    BattleTask& operator=(const BattleTask&) = delete;
    BattleSearch& search() { return s_; }

private:
    BattleSearch s_;
};

}  // namespace dawson::search
