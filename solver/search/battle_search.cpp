// The battle-play search: an AND/OR search over the attacker's and the
// defender's moves with a shared transposition table, each side's moves
// tried in the order of a shared history (search/battle_history.hpp). Moves
// are generated pseudo-legal and their legality is tested only when they are
// reached, so a refutation found early saves the legality tests of the
// remaining defences. Mate in one is looked for among the moves that may
// give check (movegen::CheckFilter).

#include "search/battle_search.hpp"

#include <atomic>
#include <optional>

#include "movegen/attacks.hpp"
#include "movegen/candidate_walk.hpp"
#include "movegen/generate.hpp"
#include "movegen/legality.hpp"
#include "movegen/observation.hpp"
#include "search/play_end.hpp"

namespace dawson::search {

using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::End;
using stipulation::Goal;

namespace {

// Is the pseudo-legal move m of `us`, already made in pos, legal?
inline bool legal_after(const Position& pos, core::Color us) { return !movegen::in_check(pos, us); }

}  // namespace

bool BattleSearch::goal_reached(Position& pos) {
    if (goal_ != Goal::Mate && goal_ != Goal::Stalemate) return stipulation::reached_in(pos, goal_);
    const bool check = movegen::in_check(pos, pos.side_to_move());
    if (goal_ == Goal::Mate && !check) return false;
    if (goal_ == Goal::Stalemate && check && !movegen::suffocated(pos, pos.side_to_move())) return false;
    return !movegen::has_legal_move(pos, goal_ == Goal::Mate ? movegen::Choice::MateTest : movegen::Choice::Play);
}

bool BattleSearch::reached_by_move(Position& pos, const Move& m, const position::Undo& u) {
    const stipulation::GoalMove gm{pos, m, ~pos.side_to_move(), u.captured_on != core::NoSquare, &u};
    return stipulation::holds(goal_, gm);
}

bool BattleSearch::defence_self_goal(Position& pos, const Move& d, const position::Undo& u) {
    return play_ == End::Self && reached_by(pos, d, u);
}

bool BattleSearch::defence_refutes(Position& pos, int j, const Move& d, const position::Undo& u) {
    if (defence_ends_play(pos, d, u)) return true;
    if (limits_.exact && j >= 1) return (play_ != End::Direct && reached_by(pos, d, u)) || !wins(pos, j);
    return !(j >= 1 && wins(pos, j)) && !defence_self_goal(pos, d, u);
}

bool BattleSearch::goal_move(Position& pos, const Move& m) {
    if (move_goal_) return stipulation::reaches(pos, m, goal_);
    position::Undo u = pos.make(m);
    const bool g = goal_reached(pos);
    pos.unmake(m, u);
    return g;
}

bool BattleSearch::has_goal_move(Position& pos) {
    const core::Color us = pos.side_to_move();
    MoveList ml;
    movegen::generate_candidates(pos, ml);
    if (move_goal_) {
        for (const Move& m : ml)
            if (stipulation::reaches(pos, m, goal_)) return true;
        return false;
    }
    if (goal_ == Goal::Mate) {
        // Only a checking move can mate: try the moves that may check.
        const movegen::CheckFilter checks(pos);
        for (const Move& m : ml) {
            if (!checks.may_check(m)) continue;
            position::Undo u = pos.make(m);
            bool g = movegen::in_check(pos, ~us) && legal_after(pos, us) &&
                     !movegen::has_legal_move(pos, movegen::Choice::MateTest);
            pos.unmake(m, u);
            if (g) return true;
        }
        return false;
    }
    for (const Move& m : ml) {
        position::Undo u = pos.make(m);
        bool g = legal_after(pos, us) && goal_reached(pos);
        pos.unmake(m, u);
        if (g) return true;
    }
    return false;
}

void BattleSearch::attacker_moves(Position& pos, MoveList& out) {
    if (!stipulation::rule(goal_).self_check_allowed || !direct_goal_wins()) {
        movegen::generate_legal(pos, out);
        return;
    }
    const core::Color us = pos.side_to_move();
    MoveList ml;
    movegen::generate_candidates(pos, ml);
    for (const Move& m : ml) {
        position::Undo u = pos.make(m);
        const bool legal = legal_after(pos, us);
        pos.unmake(m, u);
        if (legal || stipulation::reaches(pos, m, goal_)) out.push(m);
    }
}

bool BattleSearch::wins(Position& pos, int k) {
    if ((++nodes_ & 63) == 0) {
        if (scope_ && scope_->cancelled()) throw core::Cancelled{};
        if ((nodes_ & 1023) == 0 && stop_ && stop_->poll()) throw BattleStopped{};
    }
    if (!constraint_holds(pos, k)) return false;
    // Under NonTrivial what wins depends on the budget left on the line
    // (Popeye hashes it too).
    const std::uint64_t key =
        pos.key() ^ (limits_.nontrivial_max ? (static_cast<std::uint64_t>(budget_) + 1) * 0x9E3779B97F4A7C15ull : 0);
    const std::uint64_t facts = table_.probe(key);
    if (BattleTable::wins(facts, k)) return true;
    if (BattleTable::fails(facts, k)) return false;

    bool result = false;
    const core::Color mating = play_ == End::Direct ? pos.side_to_move() : ~pos.side_to_move();
    if (!keeps_mating_piece(pos, mating)) {
        result = false;  // KeepMatingPiece: the goal cannot be reached any more
    } else if (limits_.nontrivial_max && k > 1 && wins(pos, k - 1)) {
        // Under NonTrivial a win in fewer moves need not be one in k (the
        // option binds more defence nodes in a longer line): the attacker
        // wins within k when it wins in some length up to k, as Popeye's
        // search tries the lengths from the shortest.
        result = true;
    } else if (limits_.quodlibet && has_goal_move(pos)) {
        result = true;  // Quodlibet: the attacker mates directly
    } else if (play_ == End::Reflex && has_goal_move(pos)) {
        result = false;  // the attacker would have to reach the goal itself
    } else if (play_ == End::Direct && k == 1) {
        result = has_goal_move(pos);
    } else if (play_ == End::Direct && early_goal_ && !limits_.exact && has_goal_move(pos)) {
        result = true;  // the goal reached before the last move ends the play (not exact-)
    } else {
        // The attacker's moves that won most often (often the threat) first.
        MoveList ml;
        movegen::generate_candidates(pos, ml);
        const BattleHistory::Order order(history_, BattleHistory::Side::Attack, k, ml);
        const movegen::LegalFilter legal(pos);
        for (std::size_t i = 0; i < order.size() && !result; ++i) {
            const Move& m = ml[order[i]];
            if (!legal.legal(pos, m)) continue;
            position::Undo u = pos.make(m);
            result = wins_after(pos, k, m, u);
            pos.unmake(m, u);
            if (result) history_.credit(BattleHistory::Side::Attack, k, ml, order, i);
        }
    }
    if (result)
        table_.store_win(key, k);
    else
        table_.store_fail(key, k);
    return result;
}

bool BattleSearch::keeps_mating_piece(const Position& pos, core::Color mating) const {
    if (!limits_.keep_mating) return true;
    return (pos.pieces(mating) & ~pos.pieces(mating, pieces::kind::King)) != 0;
}

std::optional<int> BattleSearch::nontrivial_budget(Position& pos, int k, const MoveList& defences,
                                                   const DefenceFilters* filters) {
    if (!limits_.nontrivial_max) return budget_;
    const int n = limits_.nontrivial_length;
    if (k <= n + 1) return budget_;
    // A defence is trivial when it reaches the goal (self play) or the
    // attacker then wins within n; counting stops past budget + 1. Most
    // defences are counted without being played: legality is asked of the
    // filters, and a defence that gives no check does not mate.
    std::optional<DefenceFilters> own;
    if (!filters) filters = &own.emplace(pos);
    int count = 0;
    for (const Move& d : defences) {
        if (!filters->legal_move(pos, d)) continue;
        const bool may_reach = play_ == End::Self && (goal_ != Goal::Mate || filters->checks.may_check(d));
        if (may_reach || n >= 1) {
            position::Undo u = pos.make(d);
            const bool trivial = (may_reach && reached_by(pos, d, u)) || (n >= 1 && wins(pos, n));
            pos.unmake(d, u);
            if (trivial) continue;
        }
        if (++count > budget_ + 1) return std::nullopt;
    }
    return budget_ + 1 - count;
}

int BattleSearch::min_win(Position& pos, int kmax) {
    if (limits_.exact) return kmax >= 1 && wins(pos, kmax) ? kmax : 0;
    for (int k = 1; k <= kmax; ++k)
        if (wins(pos, k)) return k;
    return 0;
}

bool BattleSearch::guards_pass(Position& pos, int k) {
    const core::Color defender = pos.side_to_move();
    if (limits_.max_flights) {
        // MaxFlightsquares n: the defender's king may have at most n legal moves.
        const core::Square king = pos.king(defender);
        if (king != core::NoSquare) {
            MoveList ml;
            movegen::generate_piece_moves(pos, king, ml);
            int flights = 0;
            for (const Move& m : ml) {
                position::Undo u = pos.make(m);
                flights += legal_after(pos, defender);
                pos.unmake(m, u);
            }
            if (flights > *limits_.max_flights) return false;
        }
    }
    if (limits_.max_threat && !movegen::in_check(pos, defender)) {
        // Threat n: a move that does not check must threaten to win within
        // n moves, where the play left is long enough for such a threat.
        const int t = *limits_.max_threat;
        if (t == 0) return false;
        if (k - 1 >= t) {
            const core::Square ep = pos.ep_square(), ep_victim = pos.ep_victim();
            pos.set_ep_square(core::NoSquare);
            pos.set_side_to_move(~defender);
            const bool threat = wins(pos, t);
            pos.set_side_to_move(defender);
            pos.set_ep_square(ep, ep_victim);
            if (!threat) return false;
        }
    }
    return true;
}

bool BattleSearch::wins_after(Position& pos, int k, const Move& m, const position::Undo& u) {
    // GoalIsEnd, self play: the attacker's own goal move ends the play, lost.
    if (limits_.goal_is_end && play_ == End::Self && reached_by(pos, m, u)) return false;
    // Quodlibet, or direct play before the last move (not exact-): the
    // attacker's move reached the goal itself.
    if ((limits_.quodlibet || (play_ == End::Direct && early_goal_ && !limits_.exact)) && reached_by(pos, m, u))
        return true;
    if (limits_.active() && !guards_pass(pos, k)) return false;
    // KeepMatingPiece after the attacker's move: in self play the defender must keep a piece to mate with.
    if (play_ == End::Self && !keeps_mating_piece(pos, pos.side_to_move())) return false;
    switch (play_) {
        case End::Self:
            return wins_self_after(pos, k);
        case End::Reflex:
        case End::SemiReflex:
            return wins_reflex_after(pos, k);
        default:
            return wins_direct_after(pos, k, m, u);
    }
}

int BattleSearch::refute(Position& pos, const MoveList& defences, int j) {
    // Returns 1 when some legal defence refutes, 0 when every legal defence
    // loses, -1 when there is no legal defence at all. The defences are
    // tried in the history's order. A node that may split tries them in
    // turn until they have cost BattleSplit::kMinNodes, and only then hands
    // the rest to tasks: most nodes are refuted or lost in a few nodes, for
    // which a task costs more than it saves.
    const std::uint64_t start = nodes_;
    const core::Color us = pos.side_to_move();
    const BattleHistory::Order order(history_, BattleHistory::Side::Defence, j, defences);
    const bool may_split = split_ && j >= BattleSplit::kMinLength;
    bool any_legal = false;
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (may_split && nodes_ - start >= BattleSplit::kMinNodes) {
            MoveList rest;
            for (; i < order.size(); ++i) rest.push(defences[order[i]]);
            return refute_parallel(pos, rest, j, any_legal);
        }
        const Move& d = defences[order[i]];
        position::Undo u = pos.make(d);
        const bool legal = legal_after(pos, us);
        any_legal |= legal;
        const bool refutes = legal && defence_refutes(pos, j, d, u);
        pos.unmake(d, u);
        if (refutes) {
            history_.credit(BattleHistory::Side::Defence, j, defences, order, i);
            return 1;
        }
    }
    return any_legal ? 0 : -1;
}

int BattleSearch::refute_parallel(Position& pos, const MoveList& defences, int j, bool any_legal) {
    // refute() over `defences`, each in a task of its own, on a copy of the
    // position and of this search (made here: while this thread waits for
    // the tasks it may run other work on this search).
    const core::Color us = pos.side_to_move();
    const BattleSearch proto = *this;
    std::atomic<bool> legal_seen{any_legal};
    const std::optional<std::size_t> found =
        core::parallel_find(defences.size(), scope_, [&](std::size_t i, const core::CancelScope& scope) {
            BattleTask task(proto, &scope);
            BattleSearch& s = task.search();
            Position local = pos;
            const position::Undo u = local.make(defences[i]);
            if (!legal_after(local, us)) return false;
            legal_seen.store(true, std::memory_order_relaxed);
            return s.defence_refutes(local, j, defences[i], u);
        });
    if (found) {
        history_.credit(BattleHistory::Side::Defence, j, defences[*found]);
        return 1;
    }
    return legal_seen.load(std::memory_order_relaxed) ? 0 : -1;
}

bool BattleSearch::wins_direct_after(Position& pos, int k, const Move& m, const position::Undo& u) {
    if (k == 1) return reached_by(pos, m, u);
    MoveList defences;
    movegen::generate_candidates(pos, defences);
    const int r = refute(pos, defences, k - 1);
    if (r >= 0) return r == 0;
    // exact-: a mate or stalemate before the last move ends nothing, and
    // leaves the defender without a move.
    if (limits_.exact) return false;
    // No legal defence: under a choice rule the side may still have moves
    // the rule forbids (UltraSchachZwang), which a mate test counts.
    if (movegen::restricts_choice(pos.rules()) || (goal_ != Goal::Mate && goal_ != Goal::Stalemate))
        return reached_by(pos, m, u);
    const bool check = movegen::in_check(pos, pos.side_to_move());
    return goal_ == Goal::Mate ? check : !check;
}

MoveStatus BattleSearch::defence_status(Position& pos, const Move& d, const DefenceFilters& filters) {
    if (!filters.legal_move(pos, d)) return MoveStatus::Illegal;
    // Only a checking move can mate: the others miss without a mate test.
    if (goal_ == Goal::Mate && !filters.checks.may_check(d)) return MoveStatus::Misses;
    position::Undo u = pos.make(d);
    const MoveStatus s = reached_by(pos, d, u) ? MoveStatus::Reaches : MoveStatus::Misses;
    pos.unmake(d, u);
    return s;
}

bool BattleSearch::wins_self_after(Position& pos, int k) {
    if (k == 1) {
        // The last move pair: is the defender forced to the goal? Its
        // moves are made piece by piece until one legal move misses.
        const DefenceFilters filters(pos);
        bool any_legal = false;
        const bool misses = movegen::any_candidate(pos, [&](const Move& d) {
            const MoveStatus s = defence_status(pos, d, filters);
            any_legal |= s != MoveStatus::Illegal;
            return s == MoveStatus::Misses;
        });
        return any_legal && !misses;
    }
    if (limits_.nontrivial_max && k > limits_.nontrivial_length + 1) return wins_self_nontrivial(pos, k);
    MoveList defences;
    movegen::generate_candidates(pos, defences);
    const DefenceFilters filters(pos);
    const SelfEnd end = self_end(defences, [&](const Move& d) { return defence_status(pos, d, filters); });
    if (end == SelfEnd::NoLegalMove) return false;
    // exact-: the goal forced before the last move is reached too early.
    if (end == SelfEnd::Forced) return !limits_.exact;
    return refute_within_budget(pos, defences, k, &filters);
}

bool BattleSearch::wins_self_nontrivial(Position& pos, int k) {
    // The self end and the NonTrivial count (nontrivial_budget) in one pass
    // over the defences, made piece by piece: a non-trivial defence misses
    // the goal, so past the budget the attacker's move fails whatever the
    // self end, and the other pieces' moves are not made (suite-hoppers
    // 0051, s#21 with NonTrivial 0 0, nearly every attacker move).
    const int n = limits_.nontrivial_length;
    const DefenceFilters filters(pos);
    MoveList defences;
    bool any_legal = false, forced = true;
    int count = 0;
    const bool over = movegen::any_candidate(pos, [&](const Move& d) {
        defences.push(d);
        const MoveStatus s = defence_status(pos, d, filters);
        if (s == MoveStatus::Illegal) return false;
        any_legal = true;
        if (s == MoveStatus::Reaches) return false;  // trivial
        forced = false;
        if (n >= 1) {
            const position::Undo u = pos.make(d);
            const bool trivial = wins(pos, n);
            pos.unmake(d, u);
            if (trivial) return false;
        }
        return ++count > budget_ + 1;
    });
    if (over || !any_legal) return false;
    // exact-: the goal forced before the last move is reached too early.
    if (forced) return !limits_.exact;
    BudgetScope scope(*this, budget_ + 1 - count);
    return refute(pos, defences, k - 1) == 0;
}

bool BattleSearch::refute_within_budget(Position& pos, const MoveList& defences, int k, const DefenceFilters* filters) {
    if (!limits_.nontrivial_max) return refute(pos, defences, k - 1) == 0;
    const std::optional<int> b = nontrivial_budget(pos, k, defences, filters);
    if (!b) return false;
    BudgetScope scope(*this, *b);
    return refute(pos, defences, k - 1) == 0;
}

bool BattleSearch::wins_reflex_after(Position& pos, int k) {
    MoveList defences;
    movegen::generate_candidates(pos, defences);
    const DefenceFilters filters(pos);
    const ReflexEnd end = reflex_end(defences, [&](const Move& d) { return defence_status(pos, d, filters); });
    // exact-: the defender's goal move before the last move refutes.
    if (end.goal) return k == 1 || !limits_.exact;
    if (!end.any_legal || k == 1) return false;
    return refute_within_budget(pos, defences, k, &filters);
}

}  // namespace dawson::search
