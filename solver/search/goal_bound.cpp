#include "search/goal_bound.hpp"

#include "movegen/stalemate_filter.hpp"

namespace dawson::search {

namespace {

// The most moves of `side` left, this one among them, where the closed
// positions listed for a series filter its moves (stalemate_bound_moves).
constexpr int kListedMovesMaxOwn = 4;

// h=, h#, ser-h=, ser-h#: the final positions, listed where this many moves or more
// are left at the root (fewer: the search is short without them). A mate's
// list, with only the pieces the mate needs, is small and pays from h#3
// on: the h# of popeye-intelligent 11.6 s -> 10.0 s with it from 6 moves
// rather than 10.
constexpr int kTargetsMinMoves = 8, kMateTargetsMinMoves = 6;

// The final positions of the path's root followed to `pos`;
// none in reach prunes (search/help_targets.hpp).
bool targets_out_of_reach(const position::Position& pos, core::Color side, int own, int other, bool mate,
                          GoalTrail& trail) {
    if (!trail.targets_wanted) return false;
    if (!trail.targets_asked) {
        trail.targets_asked = true;
        if (own + other >= (mate ? kMateTargetsMinMoves : kTargetsMinMoves))
            trail.targets = list_targets(pos, side, own, other, mate, trail.stop);
        // (A series' closed positions, search/stalemate_cluster.hpp, cost
        // more than they prune where the exact ones are listed, unless they
        // are few: intelligent 0135 ser-h=13 lists 3.5 M, 1.07 s -> 0.02 s
        // without them, 0027 ser-h=14 1.6 M, 10.8 s -> 1.4 s.)
        trail.closed.targets_listed = trail.targets != nullptr;
    } else if (trail.targets) {
        trail.targets = follow_targets(pos, side, own, other, trail.targets);
    }
    return trail.targets && trail.targets->in_reach.empty();
}

// Where the final positions are listed and followed in help play (the
// search keeps a BoundRate), the other bounds (asked after them) are asked
// only while they prune one node in eight they are asked of, and of every
// sixteenth node otherwise, to see whether they do again. They cost as
// much as the follow: where the list is strong they prune next to nothing
// more, where it is weak much. h#: intelligent 0166 h#7 3.8 G -> 0.9 G
// instructions, 0178 h#6 4.9 G -> 1.9 G, 0024 h#7 0.23 G either way
// (0.42 G without the box); thirteen h# and ser-h# 41.7 G -> 32.4 G. h=:
// 0117 h=6 2.5 G -> 1.5 G, 0080 h=8 4.3 G -> 2.0 G; the stalemates of the
// suite with two threads 21 s -> 16 s. (In series play it does not pay.)
template <class Ask>
bool rated(BoundCount& b, Ask&& ask) {
    const long asked = b.rate->asked.load(std::memory_order_relaxed);
    if (asked >= 64 && b.rate->pruned.load(std::memory_order_relaxed) * 8 < asked && ++b.skipped % 16 != 0)
        return false;
    const bool out = ask();
    b.pruned += out;
    if (++b.asked == 32) b.add();
    return out;
}

bool mate_bound(const position::Position& pos, core::Color side, int own, int other, GoalTrail* trail) {
    if (trail && targets_out_of_reach(pos, side, own, other, true, *trail)) return true;
    if (trail && trail->targets && trail->others.rate)
        return rated(trail->others, [&] { return mate_out_of_reach(pos, side, own, other, &trail->kings); });
    return mate_out_of_reach(pos, side, own, other, trail ? &trail->kings : nullptr);
}

// Where the final positions are listed: the moves after which one may stay
// in reach, read off the list once (search/help_targets.hpp); the
// children's follow would read it once each. Else every move.
TargetMoves target_moves(const position::Position& pos, core::Color side, int own, int other, const GoalTrail& trail) {
    if (!trail.targets) return {};
    return TargetMoves(pos, side, own, other, *trail.targets);
}

// (Where the final positions are listed, the children's follow prunes for
// less than the box filter costs: intelligent 0178 9.1 G instructions with
// it, 4.9 G without; thirteen h# and ser-h# of the suite 46.2 G -> 41.7 G;
// six h= 14.7 G -> 14.5 G, stalemate_bound_moves below.)
GoalMoveFilter mate_bound_moves(const position::Position& pos, core::Color side, int own, int other, int max_own,
                                const GoalTrail& trail) {
    if (trail.targets) return {BoundMoves(), {}, {}, target_moves(pos, side, own, other, trail)};
    return {BoundMoves(pos, side, own, other, max_own, true, trail.kings)};
}

// A stalemate needs both: every piece of `side` but its king without a
// move (the witnesses of search/stalemate_bound.hpp), and its king boxed
// in (search/mate_bound.hpp). With the last move alone left the box costs
// more than the stalemate filter's move loop it would save (regress 1308):
// it is asked where more moves are left.
bool asks_box(int own, int other) { return own + other > 1; }

bool stalemate_bound(const position::Position& pos, core::Color side, int own, int other, GoalTrail* trail) {
    if (trail && targets_out_of_reach(pos, side, own, other, false, *trail)) return true;
    // With one or two moves of `side` left, the count narrows the king's
    // squares, and the box asks those left.
    core::Bitboard* kings = trail ? &trail->kings : nullptr;
    // (Where the closed positions of a series are listed and some are in
    // reach, the box is not asked: each of them has the king's flights
    // held or guarded already, and the box pruned too little to pay.)
    const auto ask = [&] {
        return stalemate_out_of_reach(pos, side, own, other, trail ? &trail->closed : nullptr, kings) ||
               (asks_box(own, other) && !(trail && closed_in_reach(trail->closed)) &&
                box_out_of_reach(pos, side, own, other, kings));
    };
    if (trail && trail->targets && trail->others.rate) return rated(trail->others, ask);
    return ask();
}

// The moves the box lets pass, where stalemate_bound asks it after the
// move (one move fewer left); of the last move of `side`, those its
// witnesses let pass.
// Of its last four moves, also those after which a closed position listed
// for a series stays in reach: the moves of a piece are asked together,
// reading the list once, where each move played would read it again
// (intelligent 0141 as ser-h=8 with one thread: 4.4 s -> 3.8 s, from the
// last two; more moves than four cost more than they save).
GoalMoveFilter stalemate_bound_moves(const position::Position& pos, core::Color side, int own, int other, int max_own,
                                     const GoalTrail& trail) {
    const bool last = pos.side_to_move() == side && own <= 2;
    LastMoveWitnesses witnesses = last ? LastMoveWitnesses(pos, side, other, own) : LastMoveWitnesses();
    const bool listed = pos.side_to_move() == side && own <= kListedMovesMaxOwn && other == 1;
    ListedMoves closed = listed ? ListedMoves(pos, side, own, trail.closed) : ListedMoves();
    if (!asks_box(own + other - 1, 0) || trail.targets)
        return {BoundMoves(), witnesses, closed, target_moves(pos, side, own, other, trail)};
    return {BoundMoves(pos, side, own, other, max_own, false, trail.kings), witnesses, closed};
}

}  // namespace

GoalBound goal_bound(stipulation::Goal goal, const position::Position& root) {
    if (!movegen::goal_bound_play(root)) return nullptr;
    if (goal == stipulation::Goal::Mate) return mate_bound;
    if (goal == stipulation::Goal::Stalemate) return stalemate_bound;
    return nullptr;
}

GoalBoundMoves goal_bound_moves(stipulation::Goal goal, const position::Position& root) {
    if (!movegen::goal_bound_play(root)) return nullptr;
    if (goal == stipulation::Goal::Mate) return mate_bound_moves;
    if (goal == stipulation::Goal::Stalemate) return stalemate_bound_moves;
    return nullptr;
}

}  // namespace dawson::search
