#pragma once
// What the line searches (help and series play) share besides the path:
// the root call and its counters, the solution limit (MaxSolutions), adding
// a found line to the results, and the transposition table's proven
// failures ("no line with exactly k plies or series moves from here").

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <cstddef>
#include <cstdint>
#include <vector>

#include "position/position.hpp"
#include "search/goal_memo.hpp"
#include "search/goal_tests.hpp"
#include "search/line_path.hpp"
#include "search/search_counters.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

class LineSearch {
protected:
    // `limit`: stop after that many solutions (MaxSolutions); such a search
    // runs on one thread, so the solutions kept are the first ones in the
    // deterministic order.
    LineSearch(const SolveContext& ctx, std::size_t limit) : ctx_(ctx), limit_(limit), counters_(ctx) {}

    // Searches `root` with `k` plies or moves left through the engine's
    // `node(pos, k, path, out, counters)`; adds the counts to `stats`.
    // `goal`: what the goal bound found at the root already.
    template <class Node>
    std::vector<Line> run_root(const position::Position& root, int k, SearchStats& stats, Node&& node,
                               const GoalTrail& goal = {}) {
        std::vector<Line> out;
        position::Position pos = root;
        LinePath path;
        path.goal = goal;
        root_k_ = k;
        Counters c;
        node(pos, k, path, out, c);
        counters_.merge(c);
        counters_.add_to(stats);
        return out;
    }

    // A node deep enough to split hands its children to tasks only once
    // those searched in turn have cost this many nodes
    // (core::fan_out_grown): most such nodes are settled by the table or
    // the goal bounds in fewer, and a task would cost more than it shares.
    static constexpr std::uint64_t kSplitMinNodes = 64;

    // True at the root node when somebody watches the progress.
    bool reports_root(int k) const { return ctx_.progress && k == root_k_; }

    // --split (search/split.hpp). A node that plays the `n` moves of its
    // list, with k left, calls begin_split before it plays them;
    // `children_shared`: its children's moves may be shared out too: they
    // play moves from a list (they are not the end of the play) and the
    // lines below each of those moves stand alone (not so below a check
    // that defending parries answer, whose lines count only together). At
    // the root that chooses the units: root moves, or pairs of first moves
    // when there are fewer root moves than parts and the children are shared.
    void begin_split(int k, std::size_t n, bool children_shared) {
        if (ctx_.split && k == root_k_) pairs_ = n < ctx_.split->parts && children_shared;
    }
    // True when child `i` of a node with k left (reached by `path`) is
    // another part's; else marks `path` with the child's unit (call it on
    // the path the child is searched with, before the child's move is pushed).
    bool skip_child(int k, LinePath& path, std::size_t i) const {
        if (!ctx_.split) return false;
        if (k == root_k_) {
            path.unit.first = static_cast<std::uint32_t>(i);
            return !pairs_ && !ctx_.split->takes(i);
        }
        if (pairs_ && k == root_k_ - 1) {
            path.unit.second = static_cast<std::uint32_t>(i);
            return !ctx_.split->takes(path.unit.first + i);
        }
        return false;
    }
    // True when the root, with k left, is the end of the play and is
    // another part's (part 1 does it whole).
    bool skip_end_root(int k) const { return ctx_.split && k == root_k_ && !ctx_.split->takes_whole(); }
    // True at a node whose children the split shares out: what is found
    // there is not all there is, so it proves nothing for the table.
    bool split_node(int k) const { return ctx_.split && (k == root_k_ || (pairs_ && k == root_k_ - 1)); }

    bool limit_reached() const { return limit_ != kNoLimit && found_ >= limit_; }
    // Adds the path followed by `m` to `out`, a solution.
    void add_line(LinePath& path, const position::Move& m, std::vector<Line>& out) {
        path.push(m);
        add_path(path, out);
        path.pop();
    }
    // Adds `path` itself to `out`, a solution.
    void add_path(const LinePath& path, std::vector<Line>& out) {
        out.push_back(path.line());
        if (limit_ != kNoLimit) ++found_;
    }
    // The same, unless the solution limit is reached.
    void record(LinePath& path, const position::Move& m, std::vector<Line>& out) {
        if (!limit_reached()) add_line(path, m, out);
    }
    // What help_end (search/play_end.hpp) finds, recorded as lines after `path`.
    auto end_recorder(LinePath& path, std::vector<Line>& out) {
        return [this, &path, &out](const position::Move& m, const position::Move* then) {
            if (!then) return record(path, m, out);
            path.push(m);
            record(path, *then, out);
            path.pop();
        };
    }

    // True when the table proves that the node `key` has no line with `k`
    // left (probes and hits counted in `c`).
    bool proven_none(Counters& c, std::uint64_t key, int k) const {
        if (!ctx_.tt) return false;
        ++c.tt_probes;
        if (!ctx_.tt->proven_none(key, k)) return false;
        ++c.tt_hits;
        return true;
    }
    // Facts are stored only from complete searches (not cut by a stop, the
    // limit or the split).
    bool stores(int k) const { return ctx_.tt && !ctx_.stopped() && !limit_reached() && !split_node(k); }
    // Stores that fact when `none`.
    void store_none(std::uint64_t key, int k, bool none) const {
        if (none && stores(k)) ctx_.tt->store_none(key, k);
    }
    // Stores it for k, k - step, k - 2 step, … down to 1, where a goal
    // bound said so: its argument holds with fewer moves of both sides
    // (search/goal_bound.hpp), and the same position comes back with
    // fewer left (series play: a piece reaching a square in two moves
    // instead of one; help play, step 2: a pair of moves to and fro).
    void store_none_below(std::uint64_t key, int k, int step) const {
        if (!stores(k)) return;
        std::uint64_t bits = 0;
        for (int d = k; d >= 1; d -= step)
            if (d <= TranspositionTable::kMaxDepth) bits |= std::uint64_t{1} << d;
        ctx_.tt->store_facts(key, bits);
    }

    // The final positions the calling thread found to miss `goal`, where a
    // memo keeps them (memo_keeps), else null.
    GoalMemo* goal_memo(const stipulation::Goal& goal) const { return memo_keeps(goal) ? &memos_.local() : nullptr; }

    const SolveContext& ctx_;
    const std::size_t limit_;
    CounterSet counters_;

private:
    mutable tbb::enumerable_thread_specific<GoalMemo> memos_;  // one per thread
    // Solutions found, counted only under a limit (the search then runs on
    // one thread; unlimited searches never touch it, so threads never share it).
    std::size_t found_ = 0;
    int root_k_ = 0;      // the length searched, to tell the root (progress, split)
    bool pairs_ = false;  // --split: the units are pairs of first moves (set at the root)
};

}  // namespace dawson::search
