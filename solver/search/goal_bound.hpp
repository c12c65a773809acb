#pragma once
// The lower bounds of the goals that have one (search/mate_bound.hpp,
// search/stalemate_bound.hpp): a test that `side` cannot reach the goal's
// end position after `own` more moves of its own and `other` of the
// opponent's, the opponent making the last one. The help and series
// engines prune the subtrees it rules out.

#include "position/position.hpp"
#include "search/goal_trail.hpp"
#include "search/mate_bound.hpp"
#include "search/stalemate_bound.hpp"
#include "stipulation/goal.hpp"

namespace dawson::search {

// `trail`: what the bound found above (search/goal_trail.hpp), updated
// for the engines to hand down the path.
using GoalBound = bool (*)(const position::Position& pos, core::Color side, int own, int other, GoalTrail* trail);

// The bound of `goal` where `root` is played by the orthodox rules the
// bounds argue with (movegen::goal_bound_play), else null.
GoalBound goal_bound(stipulation::Goal goal, const position::Position& root);

// The moves a goal's bound lets pass: those its king's part lets pass
// (search/mate_bound.hpp's BoundMoves) and, before a stalemate, those the
// witnesses of the last move let pass (search/stalemate_bound.hpp).
// (An aggregate: its parts are built in place, BoundMoves is large.)
struct GoalMoveFilter {
    BoundMoves king;                // every move passes by default
    LastMoveWitnesses witnesses{};  // likewise
    ListedMoves closed{};           // likewise
    TargetMoves targets{};          // likewise
    bool all() const { return king.all() && witnesses.all() && closed.all() && targets.all(); }
    bool keeps(const position::Position& pos, const position::Move& m) const {
        return targets.keeps(m) && witnesses.keeps(m) && closed.keeps(m) && king.keeps(pos, m);
    }
};

// Which moves of the side to move the bound may let pass, `side` to reach
// the goal after `own` more moves of its own and `other` of the
// opponent's, this one among them; the engines play no other. With more
// than `max_own` moves of `side` left after it, the king's box lets every
// move pass (the closed positions listed for a ser-h= filter the last four
// moves of `side` whatever `max_own`: stalemate_bound_moves). `trail`: what
// the bound found at this node (GoalTrail).
using GoalBoundMoves = GoalMoveFilter (*)(const position::Position& pos, core::Color side, int own, int other,
                                          int max_own, const GoalTrail& trail);

// Where goal_bound has a bound and the goal such a test, the test, else
// null.
GoalBoundMoves goal_bound_moves(stipulation::Goal goal, const position::Position& root);

}  // namespace dawson::search
