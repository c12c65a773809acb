// Help play search. A node is a position with k plies left; the side to
// move at k = 1 must reach the goal with its move. Every line of exactly k
// plies is enumerated (help play prints all solutions); proven failures
// ("no line of exactly k plies from here") go to the transposition table.
//
// Pruning rules, each with why it loses no solution:
// - k = 1, goal mate: only moves that may give check are played (see
//   CheckFilter: a move that gives no check cannot mate).
// - k = 1, goal stalemate: moves that give check are skipped after playing
//   them (a stalemated side is not in check).
// - A goal the play could go on after (x, +, z, …; GoalRule::early_end):
//   the goal side's moves that reach it before the last move are not
//   played (Popeye ends the line there; see stipulation/goal.hpp).
// - Goal mate or stalemate, orthodox play: a node from which the goal is
//   out of reach (search/goal_bound.hpp) is not searched; near the end,
//   moves after which the bound would say so at once are not played
//   (GoalBoundMoves).
// - Transposition table: a position whose subtree with exactly k plies was
//   searched completely without a solution has none the next time either
//   (the play is a function of position, rules and k alone).
//
// The end of the line (search/play_end.hpp): direct, the goal move; self
// (hs#), the side to move plays a move after which the other side is
// forced to reach the goal, each forced move ending a line, and where that
// holds before the last pair the line ends there (a shorter one); reflex
// (hr#), the last move reaches the goal, and before it no side to move may
// be able to reach it: Black would have to (a shorter line), White would
// fail (at the start, its goal moves are written marked " ?!?"); reciprocal
// (reci-h#), the side to move can reach the reciprocal goal directly and
// can also help the other side to the goal in one pair.

#include "search/help_engine.hpp"

#include "core/fan_out.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/stalemate_filter.hpp"
#include "problem/conditions.hpp"
#include "problem/make_position.hpp"
#include "search/goal_bound.hpp"
#include "search/goal_tests.hpp"
#include "search/line_lengths.hpp"
#include "search/line_search.hpp"
#include "search/play_end.hpp"

namespace dawson::search {

using core::Color;
using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::Goal;

namespace {

// Set play of a help play with an odd number of half-moves: the pass is the
// first half-move of pair 1, so Popeye writes it, "1... ...", and numbers
// the moves that follow from 2 (" 1...  ...  2.Ka6-b7 Re5-b5 +   3.…").
void number_after_pass(Section& set) {
    for (Solution& sol : set.solutions) {
        sol.layout = Layout::HelpAfterPass;
        for (std::size_t i = 0; i < sol.moves.size(); ++i) sol.moves[i].number = static_cast<int>(i / 2) + 2;
    }
}

// Below this many plies left, children are searched in the same task
// (with 3, tasks of the few nodes the goal bounds leave cost more than
// they share: intelligent 0079 h=5 with two threads 9.6 s -> 8.4 s,
// popeye-bench's ten longest help problems alike).
constexpr int kSplitMinPlies = 4;
// Nodes with fewer plies left do not use the transposition table: its
// look-up (a cache miss) costs more than solving them.
constexpr int kTableMinPlies = 1;
// Moves are filtered (GoalBoundMoves) where the goal side has at most
// this many moves left after them; with more, nearly every move passes.
constexpr int kBoundMovesMaxOwn = 3;
// How many children ahead their table buckets are prefetched.
constexpr std::size_t kPrefetchAhead = 4;

using Path = LinePath;

class HelpSearch : LineSearch {
public:
    // `limit`: see LineSearch.
    HelpSearch(const SolveContext& ctx, const stipulation::Stipulation& st, const rules::RuleSet& rules,
               std::size_t limit)
        : LineSearch(ctx, limit),
          goal_(st.goal),
          reci_goal_(st.reci_goal),
          end_(st.end),
          end_plies_(end_plies(st)),
          early_end_(st.end == stipulation::End::Direct && stipulation::rule(st.goal).early_end),
          goal_is_end_(st.end == stipulation::End::Direct && ctx.goal_is_end),
          salt_(salt_for(end_key(st) + (goal_is_end_ ? " goalisend" : ""), rules.identity())) {}
    // Lines that end where `leaf` holds: its test is the end, of no plies.
    HelpSearch(const SolveContext& ctx, const HelpLeaf& leaf, const rules::RuleSet& rules, std::size_t limit)
        : LineSearch(ctx, limit),
          goal_(Goal::Mate),
          reci_goal_(Goal::Mate),
          end_(stipulation::End::Direct),
          end_plies_(0),
          early_end_(false),
          goal_is_end_(false),
          salt_(salt_for("help-leaf " + leaf.key, rules.identity())),
          leaf_(&leaf) {}

    // The table's name for this kind of help play; plain h# and h= keep
    // the names series play shares ("help#", "help=").
    static std::string end_key(const stipulation::Stipulation& st) {
        std::string k = "help";
        if (st.end != stipulation::End::Direct)
            k += "-end" + std::to_string(static_cast<int>(st.end)) + "-" + stipulation::to_string(st.reci_goal);
        return k + stipulation::to_string(st.goal);
    }

    std::vector<Line> run(const Position& root, int plies, SearchStats& stats) {
        bound_ = !leaf_ && end_ == stipulation::End::Direct ? goal_bound(goal_, root) : nullptr;
        bound_moves_ = bound_ ? goal_bound_moves(goal_, root) : nullptr;
        // The bound settles most nodes of one ply left faster than a table
        // look-up would.
        table_min_plies_ = bound_ ? kTableMinPlies + 1 : kTableMinPlies;
        // h= and h#: the final positions listed at the root
        // (search/help_targets.hpp).
        GoalTrail goal;
        goal.targets_wanted = bound_ != nullptr;
        goal.stop = ctx_.stop;
        goal.others.rate = &bound_rate_;
        const auto search = [this](auto&&... a) { node(a...); };
        return run_root(root, plies, stats, search, goal);
    }

private:
    // The side that does not make the last move, with k plies left (the
    // side to move when k is even): the side the goal bounds ask about.
    static Color goal_side(const Position& pos, int k) { return k % 2 == 1 ? ~pos.side_to_move() : pos.side_to_move(); }

    void node(Position& pos, int k, Path& path, std::vector<Line>& out, Counters& c) {
        if (counters_.tick(c) || limit_reached()) return;
        const std::uint64_t key = pos.key() ^ salt_;
        const bool use_tt = k >= table_min_plies_;
        if (use_tt && proven_none(c, key, k)) return;
        const std::size_t before = out.size();
        // h#, h=: the goal out of reach (search/goal_bound.hpp), for the side
        // that does not make the last move.
        // The king squares and the final positions, restored before
        // returning (the goal trail's closed position is a series' alone:
        // help play leaves it empty).
        const core::Bitboard kings = path.goal.kings;
        const std::shared_ptr<const TargetList> targets = path.goal.targets;
        if (bound_ && k >= 1 && bound_(pos, goal_side(pos, k), k / 2, (k + 1) / 2, &path.goal)) {
            if (use_tt) store_none_below(key, k, 2);
            path.goal.kings = kings;
            path.goal.targets = targets;
            return;
        }
        if (end_ == stipulation::End::Reflex && k > end_plies_ && !goal_moves(pos, goal_).empty()) {
            // Reflex duty before the last move: a side that can reach the
            // goal must (Black, ending a shorter line, which the search of
            // that length finds) or fails (White): no line of k plies.
        } else if (end_ == stipulation::End::Self && k > end_plies_ && k % 2 == 0 && self_end_holds(pos, goal_)) {
            // Self end before the last move pair: where the side to move
            // can force the other to the goal, the play ends (the shorter
            // line, which the search of that length finds): Popeye's
            // TESTS/help_play.inp "stop solving when the goal is reached".
        } else if (k == end_plies_) {
            if (!skip_end_root(k)) end_node(pos, path, out);
        } else {
            MoveList ml;
            movegen::generate_legal(pos, ml);
            // A goal the play goes on after (x, +, z, …) ends the line when
            // the goal's side reaches it early: such moves lead nowhere.
            // GoalIsEnd: so does the other side's move that reaches the
            // goal for that side (popeye-goals 0136, hc815: 5.h7-h8 before
            // Black's last move is no line).
            if ((early_end_ && k % 2 == 1) || (goal_is_end_ && k % 2 == 0)) {
                MoveList kept;
                for (const Move& m : ml)
                    if (!stipulation::reaches(pos, m, goal_, true)) kept.push(m);
                ml = kept;
            }
            // Only the moves after which the bound may let the goal pass.
            if (bound_moves_) {
                const GoalMoveFilter bm =
                    bound_moves_(pos, goal_side(pos, k), k / 2, (k + 1) / 2, kBoundMovesMaxOwn, path.goal);
                if (!bm.all()) ml.keep_if(0, [&](const Move& m) { return bm.keeps(pos, m); });
            }
            // The children's table keys, to prefetch each child's bucket
            // while its elder sibling is searched (a burst of prefetches
            // would stall on the cache's fill buffers).
            std::array<std::uint64_t, movegen::MoveList::kCapacity> keys;
            const bool prefetch = ctx_.tt && k - 1 >= table_min_plies_;
            if (prefetch) {
                for (std::size_t i = 0; i < ml.size(); ++i) keys[i] = pos.key_after(ml[i]) ^ salt_;
                for (std::size_t i = 0; i < ml.size() && i < kPrefetchAhead; ++i) ctx_.tt->prefetch(keys[i]);
            }
            // (A leaf is a search of its own, worth a task from two plies.)
            const bool split = ctx_.threads > 1 && k >= (leaf_ ? 2 : kSplitMinPlies) && limit_ == kNoLimit;
            const bool root = reports_root(k);
            if (root) ctx_.progress->begin_root(ml.size());
            begin_split(k, ml.size(), k - 1 != end_plies_);
            // Child i is already known to have no line: the table settles
            // it without its move being played (most children near the end:
            // intelligent 0080 h=8, 43 M of 59 M with three plies left).
            auto settled = [&](std::size_t i, Counters& cc) { return prefetch && proven_none(cc, keys[i], k - 1); };
            auto grown = [&, start = c.nodes] { return c.nodes - start >= kSplitMinNodes; };
            core::fan_out_grown(ml.size(), split, out, grown, [&](std::size_t i, std::vector<Line>& sink, bool copied) {
                if (prefetch && i + kPrefetchAhead < ml.size()) ctx_.tt->prefetch(keys[i + kPrefetchAhead]);
                if (copied) {
                    Path lp = path;
                    lp.goal.others.fork();
                    Counters task;
                    if (!skip_child(k, lp, i) && !settled(i, task)) {
                        Position local = pos;
                        local.make(ml[i]);
                        lp.push(ml[i]);
                        node(local, k - 1, lp, sink, task);
                    }
                    lp.goal.others.add();
                    counters_.merge(task);
                } else if (!skip_child(k, path, i) && !settled(i, c)) {
                    position::Undo u = pos.make(ml[i]);
                    path.push(ml[i]);
                    node(pos, k - 1, path, sink, c);
                    path.pop();
                    pos.unmake(ml[i], u);
                }
                if (root) ctx_.progress->root_move_done();
            });
        }
        if (use_tt) store_none(key, k, out.size() == before);
        path.goal.kings = kings;
        path.goal.targets = targets;
    }

    // The end of the line, the side to move playing its first move of it.
    void end_node(Position& pos, Path& path, std::vector<Line>& out) {
        using stipulation::End;
        if (leaf_) {
            if (!limit_reached() && leaf_->holds(pos)) add_path(path, out);
            return;
        }
        if (end_ == End::Reciprocal) {
            // The side to move reaches the reciprocal goal directly, and
            // can help the other side to the goal too.
            const std::vector<Move> direct = goal_moves(pos, reci_goal_);
            if (direct.empty()) return;
            std::vector<Line> helped;
            MoveList ml;
            movegen::generate_legal(pos, ml);
            for (const Move& m : ml) {
                position::Undo u = pos.make(m);
                path.push(m);
                for (const Move& g : goal_moves(pos, goal_)) add_line(path, g, helped);
                path.pop();
                pos.unmake(m, u);
            }
            if (helped.empty()) return;
            for (const Move& m : direct) record(path, m, out);
            for (Line& l : helped)
                if (!limit_reached()) out.push_back(std::move(l));
            return;
        }
        // Direct and self ends (search/play_end.hpp); the reflex end is
        // direct here, its duty checked at every node before (node()).
        const stipulation::End end = end_ == End::Reflex ? End::Direct : end_;
        help_end(pos, end, goal_, end_recorder(path, out), goal_memo(goal_));
    }

    Goal goal_, reci_goal_;
    stipulation::End end_;
    int end_plies_;
    bool early_end_;    // direct end with a goal the play could go on after
    bool goal_is_end_;  // GoalIsEnd, direct end: the other side's goal moves end the line too
    std::uint64_t salt_;
    const HelpLeaf* leaf_ = nullptr;        // the end decided by another engine, or null
    GoalBound bound_ = nullptr;             // h#, h= in orthodox play: the goal's bound prunes
    GoalBoundMoves bound_moves_ = nullptr;  // and where it can, the goal side's moves it lets pass
    int table_min_plies_ = kTableMinPlies;  // nodes with fewer plies left do not use the table
    BoundRate bound_rate_;                  // how often the other bounds prune next to the final positions
};

}  // namespace

std::vector<Line> help_lines(const Position& pos, int plies, const stipulation::Stipulation& st,
                             const rules::RuleSet& rules, const SolveContext& ctx, SearchStats& stats,
                             std::size_t limit) {
    HelpSearch s(ctx, st, rules, limit);
    return s.run(pos, plies, stats);
}

std::vector<Line> help_lines_to(const Position& pos, int plies, const HelpLeaf& leaf, const rules::RuleSet& rules,
                                const SolveContext& ctx, SearchStats& stats, std::size_t limit) {
    HelpSearch s(ctx, leaf, rules, limit);
    return s.run(pos, plies, stats);
}

int end_plies(const stipulation::Stipulation& st) {
    return st.end == stipulation::End::Direct || st.end == stipulation::End::Reflex ? 1 : 2;
}

}  // namespace dawson::search

namespace dawson::search {

namespace {

// Popeye's lengths for help play: every length of the stipulation's parity
// from the shortest (the end's plies, or one more) up to the full one;
// only the full one for exact-.
std::vector<int> help_lengths(int plies, int shortest, bool exact) {
    std::vector<int> v;
    if (shortest % 2 != plies % 2) ++shortest;
    for (int p = exact ? plies : shortest; p <= plies; p += 2) v.push_back(p);
    return v;
}

// Solves one half (the play, or its duplex with the colours swapped) into
// `section`, all lengths, shortest first.
void solve_help_lengths(const Position& pos, int plies, const stipulation::Stipulation& st, const problem::Setup& setup,
                        const SolveContext& ctx, bool stop_on_short, Section& section, SearchStats& stats,
                        std::size_t& remaining) {
    const std::size_t first = section.solutions.size();
    solve_lengths(pos, help_lengths(plies, end_plies(st), st.exact), Layout::Help, st.goal, ctx, stop_on_short,
                  remaining, section,
                  [&](int len, std::size_t limit) { return help_lines(pos, len, st, setup.rules, ctx, stats, limit); });
    if (st.end != stipulation::End::Reciprocal) return;
    // reci-h: a line one move shorter than its length is the direct half,
    // which the side to move ends with the reciprocal goal (reci-h(=)#3:
    // Black's stalemate, "3.Qe1*g3 ="); Popeye numbers it from the first
    // half of pair 1 (REGRESSIONTESTS/h_alt.out).
    for (std::size_t i = first; i < section.solutions.size(); ++i) {
        Solution& sol = section.solutions[i];
        if (static_cast<int>(sol.moves.size()) + 1 != sol.unit.length) continue;
        std::vector<Move> moves;
        for (const SolutionMove& sm : sol.moves) moves.push_back(sm.move);
        Solution direct = line_solution(pos, moves, Layout::Help, sol.unit.length - 1, st.reci_goal);
        for (std::size_t k = 0; k < direct.moves.size(); ++k) direct.moves[k].number = static_cast<int>(k / 2) + 1;
        direct.from_pair_start = true;
        direct.unit = sol.unit;
        sol = std::move(direct);
    }
}

}  // namespace

TwinResult solve_help(const problem::Setup& setup, const SolveContext& ctx_in) {
    SolveContext ctx = ctx_in;
    ctx.goal_is_end = setup.options.goal_is_end;
    TwinResult r;
    const std::shared_ptr<const problem::Setup> kept = keep(setup);
    const Position base = problem::make_position(*kept);
    const stipulation::Stipulation st = problem::effective_stipulation(setup);
    const problem::Options& o = setup.options;
    r.stipulation = stipulation::to_string(st);
    const int plies = 2 * st.moves + (st.half ? 1 : 0);
    if (plies < end_plies(st)) return r;
    const bool stop_on_short = o.stop_on_short || ctx.stop_on_short;
    std::size_t remaining = solution_limit(setup, ctx_in);
    // The side that makes the last move starts odd lengths: White, except
    // in a self or reflex end, whose last move is Black's.
    const Color last =
        st.end == stipulation::End::Self || st.end == stipulation::End::Reflex ? Color::Black : Color::White;
    const Color starter = plies % 2 == 1 ? last : ~last;

    struct Half {
        SectionKind kind;
        Color starter;
    };
    std::vector<Half> halves;
    if (!o.half_duplex) halves.push_back({SectionKind::Play, starter});
    if (o.duplex || o.half_duplex) halves.push_back({SectionKind::Duplex, ~starter});

    // A condition binding the defending side binds the other side in the
    // duplex half, which has rules of its own then.
    const std::optional<problem::Setup> duplex = problem::duplex_half(setup);
    for (const Half& h : halves) {
        const bool own_rules = h.kind == SectionKind::Duplex && duplex;
        const std::shared_ptr<const problem::Setup> hs_kept = own_rules ? keep(*duplex) : kept;
        const problem::Setup& hs = *hs_kept;
        Position pos = own_rules ? problem::make_position(hs) : base;
        pos.set_side_to_move(h.starter);
        if (movegen::in_check(pos, ~h.starter) && h.kind == SectionKind::Duplex && !r.sections.empty()) {
            // Popeye tests the duplex half apart: it says so and keeps the
            // play solved before (popeye-regression 0601).
            Section sec{h.kind, {}};
            sec.message = "the side to play can capture the king";
            r.sections.push_back(std::move(sec));
            continue;
        }
        if (movegen::in_check(pos, ~h.starter)) {
            r.status = TwinStatus::Illegal;
            r.message = "the side to play can capture the king";
            r.sections.clear();
            return r;
        }
        if (o.set_play && h.kind == SectionKind::Play && plies > end_plies(st)) {
            // Set play: the side to move passes. When that leaves the other
            // side able to capture the king, Popeye says so and goes on with
            // the play itself.
            Section set{SectionKind::SetPlay};
            Position sp = pos;
            sp.set_side_to_move(~h.starter);
            set.origin = origin(hs_kept, sp);
            // MaxSolutions counts the set play's solutions apart (Popeye).
            std::size_t set_remaining = solution_limit(setup, ctx);
            if (movegen::in_check(sp, h.starter))
                set.message = "the side to play can capture the king";
            else
                solve_help_lengths(sp, plies - 1, st, hs, ctx, stop_on_short, set, r.stats, set_remaining);
            if (plies % 2 == 1) number_after_pass(set);
            r.sections.push_back(std::move(set));
        }
        Section sec{h.kind, {}};
        sec.origin = origin(hs_kept, pos);
        if (st.end == stipulation::End::Reflex && plies % 2 == 0) {
            // hr# of whole moves: the side to move is the one that must
            // not reach the goal; when it can, it must and fails at once
            // (Popeye: "1.Qf6-d8 # ?!?", REGRESSIONTESTS/help_play.tst).
            sec.compulsory = failing_goal_moves(pos, st.goal);
            if (!sec.compulsory.empty()) {
                r.sections.push_back(std::move(sec));
                continue;
            }
        }
        solve_help_lengths(pos, plies, st, hs, ctx, stop_on_short, sec, r.stats, remaining);
        r.sections.push_back(std::move(sec));
    }
    return r;
}

}  // namespace dawson::search
