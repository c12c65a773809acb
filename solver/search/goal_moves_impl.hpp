#pragma once
// Template implementation of for_each_goal_move (included by goal_tests.hpp).

#include <optional>
#include <type_traits>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/legality.hpp"
#include "movegen/stalemate_filter.hpp"

namespace dawson::search {

namespace detail {
// Calls on_move(m); false when it returns false (stop the walk).
template <class OnMove>
bool goal_move_found(OnMove& on_move, const position::Move& m) {
    if constexpr (std::is_same_v<std::invoke_result_t<OnMove&, const position::Move&>, bool>) {
        return on_move(m);
    } else {
        on_move(m);
        return true;
    }
}
}  // namespace detail

template <class OnMove>
int for_each_goal_move(position::Position& pos, const stipulation::Goal& goal, OnMove&& on_move, GoalMemo* memo) {
    const core::Color us = pos.side_to_move(), them = ~us;
    if (memo && !memo_keeps(goal)) memo = nullptr;
    if (goal != stipulation::Goal::Mate && goal != stipulation::Goal::Stalemate) {
        // Any other goal: the generic test on each legal move (each
        // candidate when the goal allows self-check).
        movegen::MoveList ml;
        bool legal = false;  // every move of ml is legal
        if (stipulation::rule(goal).self_check_allowed && movegen::restricts_choice(pos.rules())) {
            // A choice rule (Maximummer) chooses among the legal moves and
            // those that reach the goal though they leave the mover in
            // check (TESTS/maxi.inp, regress 0196: under WhiteMaximummer
            // the longest move c2-c4, self-check, reaches ##).
            movegen::MoveList pseudo;
            movegen::generate_pseudo_legal(pos, pseudo);
            const movegen::LegalFilter legal(pos);
            for (const position::Move& m : pseudo)
                if (legal.legal(pos, m) || stipulation::reaches(pos, m, goal)) ml.push(m);
            movegen::apply_choice_rules(pos, ml);
        } else if (stipulation::rule(goal).self_check_allowed) {
            movegen::generate_candidates(pos, ml);
        } else {
            // (Under a choice rule the candidates are the legal moves.)
            movegen::generate_candidates(pos, ml);
            legal = movegen::restricts_choice(pos.rules());
        }
        // Legality by the filter, or, where it would play every move, by
        // the goal test on the board after the move (one play, not two).
        std::optional<movegen::LegalFilter> legality;
        if (!legal && !stipulation::rule(goal).self_check_allowed) legality.emplace(pos);
        const bool filtered = legality && !legality->plays_every_move();
        const movegen::CheckFilter filter(pos);
        const bool check = goal.kind == stipulation::GoalKind::Check && !goal.negated;
        int found = 0;
        for (const position::Move& m : ml) {
            if (check && !filter.may_check(m)) continue;
            if (filtered && !legality->legal(pos, m)) continue;
            const std::uint64_t key = memo ? pos.key_after(m) : 0;
            if (memo && memo->missed(key)) continue;
            if (!stipulation::reaches(pos, m, goal, legal || filtered)) {
                if (memo) memo->miss(key);
                continue;
            }
            ++found;
            if (!detail::goal_move_found(on_move, m)) return found;
        }
        return found;
    }
    const bool mate = goal == stipulation::Goal::Mate;
    movegen::MoveList ml;
    movegen::generate_candidates(pos, ml);
    std::optional<movegen::CheckFilter> checks;
    std::optional<movegen::StalemateFilter> stalemates;
    if (mate)
        checks.emplace(pos);
    else
        stalemates.emplace(pos);
    const bool narrower = movegen::observation(pos.rules()) != movegen::Observation::Other;
    // The other side's legal move found after one move, tried first after the next.
    movegen::LegalMoveHint hint;
    int found = 0;
    for (const position::Move& m : ml) {
        if (mate ? !checks->may_check(m) : !stalemates->may_stalemate(m)) continue;
        position::Undo u = pos.make(m);
        if (memo && memo->missed(pos.key())) {
            pos.unmake(m, u);
            continue;
        }
        // Mate: the check first, which most moves miss. Stalemate: where
        // the other side's king is not even attacked (no check under an
        // orthodox or narrower observation), its legal move first, which
        // most moves leave it; else the check first (in check, looking for
        // a legal move costs more).
        bool reached;
        if (mate) {
            reached = movegen::in_check(pos, them) && !movegen::in_check(pos, us) &&
                      !movegen::has_legal_move(pos, movegen::Choice::MateTest);
        } else if (const core::Square k = pos.king(them);
                   narrower && (k == core::NoSquare || !movegen::is_attacked(pos, k, us))) {
            reached = !movegen::has_legal_move(pos, movegen::Choice::Play, &hint, k != core::NoSquare) &&
                      !movegen::in_check(pos, us);
        } else {
            reached = (!movegen::in_check(pos, them) || movegen::suffocated(pos, them)) &&
                      !movegen::in_check(pos, us) && !movegen::has_legal_move(pos, movegen::Choice::Play, &hint);
        }
        if (reached) {
            pos.unmake(m, u);
            ++found;
            if (!detail::goal_move_found(on_move, m)) return found;
            continue;
        }
        if (memo) memo->miss(pos.key());
        pos.unmake(m, u);
    }
    return found;
}

}  // namespace dawson::search
