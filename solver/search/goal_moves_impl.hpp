#pragma once
// Template implementation of for_each_goal_move (included by goal_tests.hpp).

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/legality.hpp"

namespace dawson::search {

template <class OnMove>
int for_each_goal_move(position::Position& pos, const stipulation::Goal& goal, OnMove&& on_move) {
    const core::Color us = pos.side_to_move(), them = ~us;
    if (goal != stipulation::Goal::Mate && goal != stipulation::Goal::Stalemate) {
        // Any other goal: the generic test on each legal move (each
        // candidate when the goal allows self-check).
        movegen::MoveList ml;
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
            movegen::generate_legal(pos, ml);
        }
        const movegen::CheckFilter filter(pos);
        const bool check = goal.kind == stipulation::GoalKind::Check;
        int found = 0;
        for (const position::Move& m : ml) {
            if (check && !filter.may_check(m)) continue;
            if (!stipulation::reaches(pos, m, goal)) continue;
            on_move(m);
            ++found;
        }
        return found;
    }
    const bool mate = goal == stipulation::Goal::Mate;
    movegen::MoveList ml;
    movegen::generate_candidates(pos, ml);
    const movegen::CheckFilter filter(pos);
    int found = 0;
    for (const position::Move& m : ml) {
        if (mate && !filter.may_check(m)) continue;
        position::Undo u = pos.make(m);
        const bool check = movegen::in_check(pos, them);
        if ((mate ? check : !check || movegen::suffocated(pos, them)) && !movegen::in_check(pos, us) &&
            !movegen::has_legal_move(pos, mate ? movegen::Choice::MateTest : movegen::Choice::Play)) {
            pos.unmake(m, u);
            on_move(m);
            ++found;
            continue;
        }
        pos.unmake(m, u);
    }
    return found;
}

}  // namespace dawson::search
