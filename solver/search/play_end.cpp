#include "search/play_end.hpp"

#include "movegen/attacks.hpp"
#include "movegen/candidate_walk.hpp"
#include "movegen/generate.hpp"
#include "search/goal_tests.hpp"

namespace dawson::search {

MoveStatus goal_status(position::Position& pos, const position::Move& m, const stipulation::Goal& goal) {
    const stipulation::GoalRule& r = stipulation::rule(goal);
    const core::Color us = pos.side_to_move();
    if (r.self_check_allowed) {
        if (stipulation::reaches(pos, m, goal)) return MoveStatus::Reaches;
        position::Undo u = pos.make(m);
        const bool legal = !movegen::in_check(pos, us);
        pos.unmake(m, u);
        return legal ? MoveStatus::Misses : MoveStatus::Illegal;
    }
    if (goal == stipulation::Goal::Mate || goal == stipulation::Goal::Stalemate) {
        position::Undo u = pos.make(m);
        MoveStatus s = MoveStatus::Illegal;
        if (!movegen::in_check(pos, us)) s = goal_reached(pos, goal) ? MoveStatus::Reaches : MoveStatus::Misses;
        pos.unmake(m, u);
        return s;
    }
    position::Undo u = pos.make(m);
    const bool legal = !movegen::in_check(pos, us);
    pos.unmake(m, u);
    if (!legal) return MoveStatus::Illegal;
    return stipulation::reaches(pos, m, goal) ? MoveStatus::Reaches : MoveStatus::Misses;
}

namespace {

// The self end over the moves the side to move may play there (see
// forced_goal_moves()); each move that reaches the goal is added to `out`
// when it is given. The candidates are made piece by piece (goal_status()
// tells the illegal ones): most ends are decided by the first legal move
// that misses.
SelfEnd forced_end(position::Position& pos, const stipulation::Goal& goal, std::vector<position::Move>* out) {
    bool any_legal = false;
    const bool misses = movegen::any_candidate(pos, [&](const position::Move& m) {
        const MoveStatus s = goal_status(pos, m, goal);
        any_legal |= s != MoveStatus::Illegal;
        if (out && s == MoveStatus::Reaches) out->push_back(m);
        return s == MoveStatus::Misses;
    });
    return misses ? SelfEnd::NotForced : any_legal ? SelfEnd::Forced : SelfEnd::NoLegalMove;
}

}  // namespace

std::vector<position::Move> forced_goal_moves(position::Position& pos, const stipulation::Goal& goal) {
    std::vector<position::Move> out;
    if (forced_end(pos, goal, &out) != SelfEnd::Forced) out.clear();
    return out;
}

bool forced_to_goal(position::Position& pos, const stipulation::Goal& goal) {
    return forced_end(pos, goal, nullptr) == SelfEnd::Forced;
}

bool self_end_holds(position::Position& pos, const stipulation::Goal& goal) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        const bool forced = forced_to_goal(pos, goal);
        pos.unmake(m, u);
        if (forced) return true;
    }
    return false;
}

std::vector<position::Move> goal_moves(position::Position& pos, const stipulation::Goal& goal) {
    std::vector<position::Move> out;
    for_each_goal_move(pos, goal, [&](const position::Move& m) { out.push_back(m); });
    return out;
}

}  // namespace dawson::search
