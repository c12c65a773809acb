#pragma once
// How a play ends, written once for help, series and battle play. Each test
// asks about the side to move and walks its candidate moves; `status(m)`
// says whether candidate `m` is illegal, reaches the goal or misses it (an
// engine passes its fastest goal test; goal_status() is the generic one).
// - Direct end (#, h#, ser-#): the side to move reaches the goal with its move.
// - Self end (the last move pair of s#, hs#, ser-s#): the side to move is
//   forced to reach the goal: it has a legal move and every one reaches it.
// - Reflex end (r#, hr#, ser-r#, semi-r#): the side to move can reach the
//   goal, and so must; its goal moves end the play.

#include "movegen/generate.hpp"
#include "movegen/move_list.hpp"
#include "position/position.hpp"
#include "search/goal_tests.hpp"
#include "stipulation/goal.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::search {

enum class MoveStatus { Illegal, Reaches, Misses };

// The generic status: legality (the goal may allow self-check) and the goal.
MoveStatus goal_status(position::Position& pos, const position::Move& m, const stipulation::Goal& goal);

enum class SelfEnd { NoLegalMove, NotForced, Forced };

// Self end over `candidates`; stops at the first legal move that misses.
template <class Status>
SelfEnd self_end(const movegen::MoveList& candidates, Status&& status) {
    bool any_legal = false;
    for (const position::Move& m : candidates) {
        const MoveStatus s = status(m);
        if (s == MoveStatus::Illegal) continue;
        any_legal = true;
        if (s == MoveStatus::Misses) return SelfEnd::NotForced;
    }
    return any_legal ? SelfEnd::Forced : SelfEnd::NoLegalMove;
}

struct ReflexEnd {
    bool any_legal = false;  // the side to move has a legal move
    bool goal = false;       // … and one reaches the goal
};

// Reflex end over `candidates`; stops at the first goal move.
template <class Status>
ReflexEnd reflex_end(const movegen::MoveList& candidates, Status&& status) {
    ReflexEnd r;
    for (const position::Move& m : candidates) {
        const MoveStatus s = status(m);
        if (s == MoveStatus::Illegal) continue;
        r.any_legal = true;
        if (s == MoveStatus::Reaches) {
            r.goal = true;
            return r;
        }
    }
    return r;
}

// Self end, the side to move forced to reach `goal`: the moves it may play
// (its legal ones and, for a goal whose move may leave the mover in check,
// ##, !#, ##!, those that reach it: regress 0374 b), ser-s##!1, 1.Qa3-c5 +
// Kc8-b7 ##!, the mated king's countermate), when it has one and each
// reaches the goal; else none.
std::vector<position::Move> forced_goal_moves(position::Position& pos, const stipulation::Goal& goal);
// The same question without the moves: is the side to move forced to reach `goal`?
bool forced_to_goal(position::Position& pos, const stipulation::Goal& goal);

// The side to move has a move after which the other side is forced to
// reach `goal` (a self end holds).
bool self_end_holds(position::Position& pos, const stipulation::Goal& goal);

// The goal moves of the side to move, in generation order (for printing
// the end of a line: a self end's forced moves, a reflex end's compulsory ones).
std::vector<position::Move> goal_moves(position::Position& pos, const stipulation::Goal& goal);

// The end of a line of help or series play, the side to move playing its
// first move of it: the one place that says how each end is played.
// - Direct (h#, the goal move of ser-# and ser-h#): the side to move
//   reaches the goal; `found(m, nullptr)` for each goal move m.
// - Self (hs#, ser-s#, ser-hs#): the side to move plays m, after which the
//   other side is forced to reach the goal; `found(m, &d)` for each forced d.
// - Reflex (hr#, ser-r#): the side to move, which must not be able to reach
//   the goal itself, plays m, after which the other side can reach it and
//   must; `found(m, &g)` for each such goal move g.
// Returns the number of ends found. `memo`: the direct end's
// (for_each_goal_move).
template <class Found>
int help_end(position::Position& pos, stipulation::End end, const stipulation::Goal& goal, Found&& found,
             GoalMemo* memo = nullptr) {
    using stipulation::End;
    if (end == End::Direct)
        return for_each_goal_move(
            pos, goal, [&](const position::Move& m) { found(m, nullptr); }, memo);
    if (end == End::Reflex && !goal_moves(pos, goal).empty()) return 0;  // it would have to reach the goal
    int n = 0;
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        if (end == End::Self) {
            for (const position::Move& d : forced_goal_moves(pos, goal)) {
                found(m, &d);
                ++n;
            }
        } else {
            for (const position::Move& g : goal_moves(pos, goal)) {
                found(m, &g);
                ++n;
            }
        }
        pos.unmake(m, u);
    }
    return n;
}

}  // namespace dawson::search
