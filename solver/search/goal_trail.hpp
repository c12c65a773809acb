#pragma once
// What the goal bounds (search/goal_bound.hpp) hand down a line search's
// path: facts found at a node that hold at every node below it. The
// engines keep it in the path (search/line_path.hpp), give it to the bound
// at each node and restore it when the node returns.

#include <atomic>
#include <memory>

#include "core/bitboard.hpp"
#include "search/help_targets.hpp"
#include "search/stalemate_cluster.hpp"
#include "search/stop_control.hpp"

namespace dawson::search {

// How often the other goal bounds, asked next to the listed final
// positions, pruned (search/goal_bound.cpp), over one help search.
struct BoundRate {
    std::atomic<long> asked{0}, pruned{0};
};

// A path's counts for the BoundRate of its search (null: none kept), added
// to it every 32 questions and where a parallel task ends (a task's path
// starts with none of its own: `fork`).
struct BoundCount {
    BoundRate* rate = nullptr;
    int asked = 0, pruned = 0, skipped = 0;
    void fork() { asked = pruned = 0; }
    void add() {
        if (!rate || asked == 0) return;
        rate->asked.fetch_add(asked, std::memory_order_relaxed);
        rate->pruned.fetch_add(pruned, std::memory_order_relaxed);
        asked = pruned = 0;
    }
};

struct GoalTrail {
    // The squares where the goal side's king may still end (those the
    // bound ruled out stay out below: the king has fewer moves to reach
    // them, the opponent fewer to attack them).
    core::Bitboard kings = core::kAllSquares;
    // ser-h=: the closed position last found (search/stalemate_cluster.hpp).
    ClusterWitness closed;
    // h=, h#, ser-h=, ser-h#: the final positions listed at the root,
    // followed down the path (search/help_targets.hpp). The help and series
    // engines set `targets_wanted`; the root lists them (`targets_asked`),
    // null where they are not listed.
    std::shared_ptr<const TargetList> targets;
    bool targets_wanted = false, targets_asked = false;
    const StopControl* stop = nullptr;  // (the listing gives up where the search stops)
    BoundCount others;                  // help play: how often the other bounds prune next to the list
};

}  // namespace dawson::search
