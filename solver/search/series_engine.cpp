// Series play search. The series side S plays k moves in a row; the other
// side passes (Popeye models this as null moves). Rules, as Popeye applies
// them:
// - a series move must not leave S's own king in check;
// - a series move other than the last must not check the opponent (the
//   opponent's null move would leave its king in check);
// - en passant: the right created by a double step lapses with the
//   opponent's null move, so it only exists for the move after S's last.
// The end of the series:
// - Direct (ser-#, ser-=): S's last move reaches the goal against ~S;
// - Help (ser-h#, ser-h=): ~S then reaches the goal against S in one move;
// - Self (ser-s#): ~S is then forced to reach the goal (search/play_end.hpp);
// - Reflex (ser-r#): S must not be able to reach the goal itself before its
//   last move, after which ~S can reach it (and so must).
//
// - Reflex (ser-r#): an opponent able to reach the goal after a series
//   move must do so, which ends the series there (popeye-stipulations 0055);
// - a goal the play could go on after (ser-x, ser-z…) ends the series when
//   reached before the last move.
// Set play (Option SetPlay): the series side passes at once and the end
// follows (help, self and reflex ends); not applicable to a direct end.
//
// Pruning rules, each with why it loses no solution:
// - Direct mate, last move: only moves that may give check (CheckFilter).
// - Intermediate moves: moves that check the opponent are illegal in
//   series play, so they are skipped.
// - Mate or stalemate (ser-h#, ser-#, ser-h=, ser-=), orthodox play: a node
//   from which the goal is out of reach (search/goal_bound.hpp) is not
//   searched; ser-h#, ser-h=: of the last three series moves, those after
//   which the bound would say so at once are not played (GoalBoundMoves;
//   ser-h=: of the last four, those after which no closed position listed
//   for the series stays in reach); ser-h=: nor a last series move after
//   which it says so.
// - Transposition table of proven failures (position, series moves left),
//   as in help play: the result depends on position, rules, end and k only.

#include "search/series_engine.hpp"

#include <array>
#include <optional>

#include "core/fan_out.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/stalemate_filter.hpp"
#include "problem/make_position.hpp"
#include "search/goal_bound.hpp"
#include "search/goal_tests.hpp"
#include "search/line_lengths.hpp"
#include "search/line_search.hpp"
#include "search/play_end.hpp"
#include "search/solve_twin.hpp"

namespace dawson::search {

using core::Color;
using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::Goal;

namespace {

constexpr int kSplitMinMoves = 3;
// ser-h#, ser-h=: series moves are filtered by the king's box
// (GoalBoundMoves) with at most this many left after them; with more,
// nearly every move passes it.
constexpr int kSeriesBoundMovesMaxOwn = 2;

using SeriesEnd = stipulation::End;

using Path = LinePath;

// How the opponent answers a check of the series side (parry series play).
enum class Parries {
    None,     // no check before the last series move
    Help,     // each parry is a help move: every one is tried (pser-h, phser-)
    Defence,  // each parry is a defence: the check works only if every parry is answered (pser-#, pser-s#)
};

Parries parries_of(const stipulation::Stipulation& st) {
    if (st.parry == stipulation::Parry::None) return Parries::None;
    return stipulation::help_parries(st) ? Parries::Help : Parries::Defence;
}

class SeriesSearch : LineSearch {
public:
    // `limit`: see LineSearch (with defending parries: none, see
    // solve_series).
    SeriesSearch(const SolveContext& ctx, SeriesEnd end, Goal goal, const rules::RuleSet& rules, std::size_t limit,
                 Parries parries = Parries::None)
        : LineSearch(ctx, limit),
          end_(end),
          goal_(goal),
          early_end_(end == SeriesEnd::Direct && stipulation::rule(goal).early_end),
          self_early_end_(end == SeriesEnd::Self && stipulation::rule(goal).early_end),
          goal_is_end_(end == SeriesEnd::Help && ctx.goal_is_end),
          parries_(parries) {
        std::string kind = end == SeriesEnd::Direct     ? "ser-"
                           : end == SeriesEnd::Help     ? "ser-h"
                           : end == SeriesEnd::Self     ? "ser-s"
                           : end == SeriesEnd::HelpSelf ? "ser-hs"
                                                        : "ser-r";
        kind += stipulation::to_string(goal);
        if (parries == Parries::Help) kind = "p" + kind;
        if (parries == Parries::Defence) kind = "dp" + kind;
        if (goal_is_end_) kind += " goalisend";
        salt_ = salt_for(kind, rules.identity());
        help_salt_ = salt_for("help" + stipulation::to_string(goal), rules.identity());
    }

    // `root_goal`: ser-h#, ser-h=: what the goal bound finds at `root`
    // for the longest series `longest` (the same for every length: its
    // facts hold with fewer moves), asked once and kept there for the
    // searches of the other lengths (the final positions of a ser-h# or
    // ser-h=, search/help_targets.hpp, and the closed positions of a ser-h=,
    // search/stalemate_cluster.hpp, listed once).
    std::vector<Line> run(const Position& root, int k, SearchStats& stats,
                          std::optional<GoalTrail>* root_goal = nullptr, int longest = 0) {
        bound_ = parries_ == Parries::None && (end_ == SeriesEnd::Help || end_ == SeriesEnd::Direct)
                     ? goal_bound(goal_, root)
                     : nullptr;
        bound_moves_ = bound_ && end_ == SeriesEnd::Help ? goal_bound_moves(goal_, root) : nullptr;
        bounds_last_move_ = bound_ && end_ == SeriesEnd::Help && goal_ == Goal::Stalemate;
        GoalTrail goal;
        if (root_goal && bound_ && end_ == SeriesEnd::Help) {
            if (!*root_goal) {
                root_goal->emplace();
                (*root_goal)->targets_wanted = true;
                (*root_goal)->stop = ctx_.stop;
                bound_(root, root.side_to_move(), std::max(k, longest), 1, &**root_goal);
            }
            goal = **root_goal;
        }
        return run_root(
            root, k, stats, [this](auto&&... a) { node(a...); }, goal);
    }

    // Set play (help, self and reflex ends): the series side passes at
    // once, and the end follows as after its last move; `root` has the
    // opponent to move. Each line is the opponent's one move.
    std::vector<Line> set_play(const Position& root, SearchStats& stats) {
        return run_root(root, 0, stats, [this](Position& pos, int, Path& path, std::vector<Line>& out, Counters& c) {
            if (!skip_end_root(0)) series_end(pos, path, out, c);
        });
    }

private:
    // S to move with k series moves left.
    void node(Position& pos, int k, Path& path, std::vector<Line>& out, Counters& c) {
        if (counters_.tick(c) || limit_reached()) return;
        const std::uint64_t key = pos.key() ^ salt_;
        if (proven_none(c, key, k)) return;
        const std::size_t before = out.size();
        // ser-h#, ser-h=: the series side, mated or stalemated after its k
        // moves and one of the opponent's; ser-#, ser-=: the opponent, after
        // k series moves.
        const GoalTrail trail = path.goal;  // restored before returning
        if (bound_ && (end_ == SeriesEnd::Help ? bound_(pos, pos.side_to_move(), k, 1, &path.goal)
                                               : bound_(pos, ~pos.side_to_move(), 0, k, &path.goal))) {
            store_none_below(key, k, 1);
            path.goal = trail;
            return;
        }
        if (end_ == SeriesEnd::Reflex && k > 1 && !goal_moves(pos, goal_).empty()) {
            // Reflex: a series side able to reach the goal must, before
            // any series move, which fails (popeye-suite-hoppers 0079: the
            // king must keep away from the royal pawn it could check).
        } else if (k == 1) {
            if (!skip_end_root(k)) last_series_move(pos, path, out, c);
        } else {
            const Color us = pos.side_to_move();
            MoveList legal, ml;
            movegen::generate_legal(pos, legal);
            // ser-h#, ser-h=: only the moves the bound may let pass.
            const GoalMoveFilter bm =
                bound_moves_ ? bound_moves_(pos, us, k, 1, kSeriesBoundMovesMaxOwn, path.goal) : GoalMoveFilter();
            // The table keys of the children (ml's, when their node is
            // the series side's next one: no parried check), prefetched
            // here and looked up before a child is played, so that a child
            // the table settles costs no move.
            const bool keyed = ctx_.tt && parries_ == Parries::None;
            std::array<std::uint64_t, MoveList::kCapacity> child_key;  // (ml.size() of them are set)
            for (const Move& m : legal) {  // no check to the opponent before the last move (but a parried one)
                if (!bm.keeps(pos, m)) continue;
                position::Undo u = pos.make(m);
                bool cut = parries_ == Parries::None && movegen::in_check(pos, ~us);
                // Reflex: an opponent able to reach the goal must, ending the series.
                if (!cut && end_ == SeriesEnd::Reflex) cut = !goal_moves(pos, goal_).empty();
                // Self, with a goal the play could go on after (ser-sx): an
                // opponent forced to reach it ends the series there (Popeye's
                // TESTS/series_play.inp "stop solving when the goal is reached").
                if (!cut && self_early_end_) cut = forced_to_goal(pos, goal_);
                std::uint64_t key_after = 0;
                if (!cut && ctx_.tt) {  // overlap the children's table look-ups
                    pos.set_side_to_move(us);
                    key_after = pos.key() ^ salt_;
                    ctx_.tt->prefetch(key_after);
                    pos.set_side_to_move(~us);
                }
                pos.unmake(m, u);
                // A goal the play goes on after (x, z, …) ends the series when reached early.
                if (!cut && early_end_) cut = stipulation::reaches(pos, m, goal_, true);
                // GoalIsEnd (ser-h): so does a series move reaching the goal for the series side.
                if (!cut && goal_is_end_) cut = stipulation::reaches(pos, m, goal_, true);
                if (!cut) {
                    if (keyed) child_key[ml.size()] = key_after;
                    ml.push(m);
                }
            }
            // Child i is already known to have no line.
            auto settled = [&](std::size_t i, Counters& cc) { return keyed && proven_none(cc, child_key[i], k - 1); };
            const bool split = ctx_.threads > 1 && k >= kSplitMinMoves && limit_ == kNoLimit;
            // The series move m and what follows it; returns the move's
            // undo, `p` left with the opponent to move.
            auto step = [&](Position& p, Path& pa, const Move& m, std::vector<Line>& sink, Counters& cc) {
                const position::Undo u = p.make(m);
                pa.push(m);
                if (parries_ != Parries::None && movegen::in_check(p, ~us)) {
                    // A check: the opponent parries it, and the series goes
                    // on. Help parries: each parry's lines. Defending
                    // parries: the check works only if every parry has a
                    // line (Popeye's EXAMPLES/pseries.inp, regress 2510:
                    // one line per parry of 1.Qe1-g3 +).
                    MoveList replies;
                    movegen::generate_legal(p, replies);
                    std::vector<Line> all;
                    for (const Move& d : replies) {
                        if (end_ == SeriesEnd::Self && stipulation::reaches(p, d, goal_)) {
                            // Self end: a parry that reaches the goal ends
                            // the play as the series side wants (regress
                            // 0655, pser-s=2: 1.Qg6-c6 + Kc7*c6 =; no
                            // solution limit with defending parries, so the
                            // line is always recorded).
                            record(pa, d, all);
                            continue;
                        }
                        const std::size_t before = all.size();
                        Position q = p;
                        q.make(d);
                        pa.push(d);
                        node(q, k - 1, pa, all, cc);
                        pa.pop();
                        if (parries_ == Parries::Defence && all.size() == before) return u;
                    }
                    sink.insert(sink.end(), std::make_move_iterator(all.begin()), std::make_move_iterator(all.end()));
                    return u;
                }
                // The opponent passes; an en passant right stays until the
                // series side's next move, as in Popeye (popeye-regression
                // 0472: under Madrasi the pawn that made the double step
                // stays observed by the enemy pawn beside it).
                p.set_side_to_move(us);
                node(p, k - 1, pa, sink, cc);
                p.set_side_to_move(~us);
                return u;
            };
            const bool root = reports_root(k);
            if (root) ctx_.progress->begin_root(ml.size());
            // (Defending parries make the lines after a check one whole:
            // a part that saw some parries' lines alone would drop them.
            // Regress 2510 in 40 parts.)
            begin_split(k, ml.size(), k - 1 > 1 && parries_ != Parries::Defence);
            auto grown = [&, start = c.nodes] { return c.nodes - start >= kSplitMinNodes; };
            core::fan_out_grown(ml.size(), split, out, grown, [&](std::size_t i, std::vector<Line>& sink, bool copied) {
                if (copied) {
                    Position local = pos;
                    Path lp = path;
                    Counters task;
                    if (!skip_child(k, lp, i) && !settled(i, task)) step(local, lp, ml[i], sink, task);
                    counters_.merge(task);
                } else if (!skip_child(k, path, i) && !settled(i, c)) {
                    pos.unmake(ml[i], step(pos, path, ml[i], sink, c));
                    path.pop();
                }
                if (root) ctx_.progress->root_move_done();
            });
        }
        store_none(key, k, out.size() == before);
        path.goal = trail;
    }

    // The series side's last move: it begins the end of ser-#, ser-s# and
    // ser-r# (help_end, search/play_end.hpp); in ser-h# and ser-hs# the
    // other side's help end follows it.
    void last_series_move(Position& pos, Path& path, std::vector<Line>& out, Counters& c) {
        if (end_ != SeriesEnd::Help && end_ != SeriesEnd::HelpSelf) {
            help_end(pos, end_, goal_, end_recorder(path, out), goal_memo(goal_));
            return;
        }
        MoveList ml;
        movegen::generate_legal(pos, ml);
        if (goal_is_end_) {  // the last series move may not reach the goal for the series side either
            MoveList kept;
            for (const Move& m : ml)
                if (!stipulation::reaches(pos, m, goal_, true)) kept.push(m);
            ml = kept;
        }
        if (bound_moves_) {  // only those the bound may let pass
            const GoalMoveFilter bm = bound_moves_(pos, pos.side_to_move(), 1, 1, kSeriesBoundMovesMaxOwn, path.goal);
            if (!bm.all()) ml.keep_if(0, [&](const Move& m) { return bm.keeps(pos, m); });
        }
        if (end_ == SeriesEnd::Help && (ctx_.tt || bounds_last_move_)) {
            // ser-h=: a move after which the bound says "no" is dropped
            // (0141, ser-h=8: 16.5 s -> 13.5 s); the table entries of the
            // others are prefetched, to overlap the cache misses.
            const Color us = pos.side_to_move();
            ml.keep_if(0, [&](const Move& m) {
                position::Undo u = pos.make(m);
                const bool keep = !bounds_last_move_ || !bound_(pos, us, 0, 1, nullptr);
                if (keep && ctx_.tt) ctx_.tt->prefetch(pos.key() ^ help_salt_);
                pos.unmake(m, u);
                return keep;
            });
        }
        for (const Move& m : ml) {
            position::Undo u = pos.make(m);
            path.push(m);
            series_end(pos, path, out, c);
            path.pop();
            pos.unmake(m, u);
        }
    }

    // What follows the series side's last move (or its pass: set play),
    // the opponent to move.
    void series_end(Position& pos, Path& path, std::vector<Line>& out, Counters& c) {
        if (end_ == SeriesEnd::Help) {
            // The opponent's goal move, as the last ply of help play
            // (shares the help play table entries: same question).
            const std::uint64_t key = pos.key() ^ help_salt_;
            if (!proven_none(c, key, 1))
                store_none(key, 1,
                           help_end(pos, SeriesEnd::Direct, goal_, end_recorder(path, out), goal_memo(goal_)) == 0);
        } else if (end_ == SeriesEnd::HelpSelf) {
            // The opponent's move after which the series side is forced to reach the goal (hs#).
            help_end(pos, SeriesEnd::Self, goal_, end_recorder(path, out));
        } else if (end_ == SeriesEnd::Self) {
            opponent_forced(pos, path, out);
        } else {
            // Reflex: the opponent's goal moves, which it must play.
            for (const Move& g : goal_moves(pos, goal_)) record(path, g, out);
        }
    }

    // Set play of ser-s: the self end's second half (the side to move is
    // forced to reach the goal). One line per forced move.
    void opponent_forced(Position& pos, Path& path, std::vector<Line>& out) {
        for (const Move& m : forced_goal_moves(pos, goal_)) add_line(path, m, out);
    }

    SeriesEnd end_;
    Goal goal_;
    bool early_end_;                        // direct end with a goal the play could go on after
    bool self_early_end_;                   // self end with such a goal
    bool goal_is_end_;                      // GoalIsEnd, ser-h: the series side's goal moves end the series
    Parries parries_;                       // checks allowed before the last series move, and how they are parried
    GoalBound bound_ = nullptr;             // ser-h#, ser-#, ser-h=, ser-= in orthodox play: the goal's bound prunes
    GoalBoundMoves bound_moves_ = nullptr;  // ser-h#, ser-h=: and where it can, the series side's last moves
    bool bounds_last_move_ = false;         // ser-h=: the bound is asked after the last series move too
    std::uint64_t salt_ = 0, help_salt_ = 0;
};

// Option SetPlay: the series side passes, and the opponent plays the end
// at once, as after the series side's last move: ser-h# White's mate
// ("1...Kd1-e2 =", Popeye's hpint.out), ser-s# Black's forced mate, ser-r#
// Black's compulsory one. A direct end has nothing to set: Popeye says
// "SetPlay not applicable - ignored" in the place of the set play.
// MaxSolutions counts the set play's solutions apart from the play's.
std::optional<Section> set_play(const Position& pos, SeriesEnd end, const std::shared_ptr<const problem::Setup>& kept,
                                const SolveContext& ctx, SearchStats& stats) {
    const problem::Setup& setup = *kept;
    if (end == SeriesEnd::Direct) {
        Section na{SectionKind::SetPlay, {}, "SetPlay not applicable - ignored"};
        na.blank_line_before = false;
        return na;
    }
    Section set{SectionKind::SetPlay};
    Position sp = pos;
    sp.set_side_to_move(~pos.side_to_move());  // the series side passes …
    sp.set_ep_square(core::NoSquare);          // … and an en passant right lapses
    // A series side in check cannot pass: Popeye then says "the side to
    // play can capture the king" on standard error only and prints no set
    // play, not even its blank line.
    if (movegen::in_check(sp, pos.side_to_move())) return std::nullopt;
    set.origin = origin(kept, sp);
    const Goal goal = setup.stip.goal;
    std::size_t remaining = solution_limit(setup, ctx);
    solve_lengths(sp, {1}, Layout::Help, goal, ctx, false, remaining, set, [&](int, std::size_t limit) {
        return SeriesSearch(ctx, end, goal, setup.rules, limit).set_play(sp, stats);
    });
    return set;
}

// m->: every sequence of `m` introductory series moves of the side to move
// (the series side passes in between, so no move but the last may check
// it), `leaf(pos, path)` at the end of each, in generation order.
template <class Leaf>
void intro_lines(const Position& pos, int m, LinePath& path, Leaf&& leaf) {
    if (m == 0) return leaf(pos, path);
    const Color us = pos.side_to_move();
    MoveList ml;
    Position p = pos;
    movegen::generate_legal(p, ml);
    for (const Move& mv : ml) {
        Position child = pos;
        child.make(mv);
        if (m > 1) {
            if (movegen::in_check(child, ~us)) continue;
            child.set_side_to_move(us);  // the other side passes (an en passant right stays)
        }
        path.push(mv);
        intro_lines(child, m - 1, path, leaf);
        path.pop();
    }
}

// The series lengths to search, shortest first: 1 … n, or n alone for exact-.
std::vector<int> series_lengths(const stipulation::Stipulation& st) {
    std::vector<int> lengths;
    for (int k = st.exact ? st.moves : 1; k <= st.moves; ++k) lengths.push_back(k);
    return lengths;
}

// m->ser-…: the other side's introductory moves, then the series play from
// each position they reach, all its lengths (shortest first), as Popeye
// solves the nested series (stip.out: 1->ser-#4, circe.out: 3->ser-#2 with
// lengths 1 and 2 after different introductions). `series` has the series
// side to move in the diagram.
// The section is of `kind` (Play, or Duplex); false when the position is
// illegal (r says so).
bool solve_intro(const Position& series, const std::shared_ptr<const problem::Setup>& kept, Color side,
                 SectionKind kind, const SolveContext& ctx, TwinResult& r) {
    const problem::Setup& setup = *kept;
    const stipulation::Stipulation& st = setup.stip;
    Position root = series;
    root.set_side_to_move(~side);
    if (movegen::in_check(root, side)) {
        r.status = TwinStatus::Illegal;
        r.message = "the side to play can capture the king";
        return false;
    }
    const bool stop_on_short = setup.options.stop_on_short || ctx.stop_on_short;
    std::size_t remaining = solution_limit(setup, ctx);
    const std::vector<int> lengths = series_lengths(st);
    Section sec{kind, {}};
    sec.origin = origin(kept, root);
    LinePath path;
    intro_lines(root, st.intro, path, [&](const Position& leaf, const LinePath& intro) {
        if (remaining == 0 || ctx.stopped()) return;
        const Line prefix = intro.line();
        solve_lengths(
            root, lengths, Layout::Series, st.goal, ctx, stop_on_short, remaining, sec,
            [&](int k, std::size_t limit) {
                std::vector<Line> lines =
                    SeriesSearch(ctx, st.end, st.goal, setup.rules, limit, parries_of(st)).run(leaf, k, r.stats);
                for (Line& l : lines) l.moves.insert(l.moves.begin(), prefix.moves.begin(), prefix.moves.end());
                return lines;
            },
            st.intro);
    });
    r.sections.push_back(std::move(sec));
    return true;
}

// One half of a series problem into r: the play with `side` as the series
// side, in a section of `kind` (Play; Duplex with the colours swapped).
// False when the position is illegal for it (r says so).
bool solve_series_half(const std::shared_ptr<const problem::Setup>& kept, SeriesEnd end, Color side, SectionKind kind,
                       const SolveContext& ctx, TwinResult& r) {
    const problem::Setup& setup = *kept;
    const stipulation::Stipulation& st = setup.stip;
    Position pos = problem::make_position(setup);
    pos.set_side_to_move(side);
    if (st.intro > 0) return solve_intro(pos, kept, side, kind, ctx, r);
    if (movegen::in_check(pos, ~side)) {
        r.status = TwinStatus::Illegal;
        r.message = "the side to play can capture the king";
        return false;
    }
    if (setup.options.set_play)
        if (std::optional<Section> set = set_play(pos, end, kept, ctx, r.stats)) r.sections.push_back(std::move(*set));
    if (end == SeriesEnd::Reflex) {
        // A series side that can reach the goal at once must: the play
        // fails there. Popeye shows those moves marked " ?!?"
        // (popeye-stipulations 0074).
        std::vector<Solution> own = failing_goal_moves(pos, st.goal);
        if (!own.empty()) {
            Section sec{kind, {}};
            sec.origin = origin(kept, pos);
            sec.compulsory = std::move(own);
            r.sections.push_back(std::move(sec));
            return true;
        }
    }
    const bool stop_on_short = setup.options.stop_on_short || ctx.stop_on_short;
    std::size_t remaining = solution_limit(setup, ctx);
    const std::vector<int> lengths = series_lengths(st);
    Section sec{kind, {}};
    sec.origin = origin(kept, pos);
    std::optional<GoalTrail> root_goal;  // (SeriesSearch::run)
    solve_lengths(pos, lengths, Layout::Series, st.goal, ctx, stop_on_short, remaining, sec,
                  [&](int k, std::size_t limit) {
                      return SeriesSearch(ctx, end, st.goal, setup.rules, limit, parries_of(st))
                          .run(pos, k, r.stats, &root_goal, lengths.back());
                  });
    r.sections.push_back(std::move(sec));
    return true;
}

}  // namespace

TwinResult solve_series(const problem::Setup& setup, const SolveContext& ctx_in) {
    SolveContext ctx = ctx_in;
    ctx.goal_is_end = setup.options.goal_is_end;
    TwinResult r;
    const stipulation::Stipulation& st = setup.stip;
    r.stipulation = stipulation::to_string(st);
    SeriesEnd end;
    Color side;
    switch (st.end) {
        case SeriesEnd::Direct:
        case SeriesEnd::Self:
        case SeriesEnd::Reflex:
            end = st.end;
            side = Color::White;
            break;
        case SeriesEnd::Help:
        case SeriesEnd::HelpSelf:
            end = st.end;
            side = Color::Black;
            break;
        default:
            return unsupported(setup, "stipulation " + r.stipulation);
    }
    // Popeye shortens a series play by one move under WhiteToPlay, and
    // writes some of its lines as if the opponent began ("1...d4*e5 x"):
    // not established, refused.
    if (setup.options.white_to_play) return unsupported(setup, "unsupported option: WhiteToPlay with series play");
    // Defending parries keep a check's lines only once every parry has
    // one: a solution limit would cut that count short.
    if (parries_of(st) == Parries::Defence && solution_limit(setup, ctx) != kNoLimit)
        return unsupported(setup, "unsupported option: MaxSolutions with parry series play with defending parries");
    // Duplex: the play, then the same with the colours swapped (the other
    // side plays the series); HalfDuplex: that alone (Popeye's BEISPIEL:
    // "ser-#6 Duplex", "ser-=7 HalbDuplex"). A condition binding the
    // defending side is refused with them before (problem::defending_side).
    const problem::Options& o = setup.options;
    if ((o.duplex || o.half_duplex) && o.set_play)
        return unsupported(setup, std::string("unsupported option: SetPlay with ") +
                                      (o.duplex ? "Duplex" : "HalfDuplex") + " in series play");
    if (st.intro > 0 && o.set_play)
        return unsupported(setup, "unsupported option: SetPlay with introductory moves (m->)");
    const std::shared_ptr<const problem::Setup> kept = keep(setup);
    if (!o.half_duplex && !solve_series_half(kept, end, side, SectionKind::Play, ctx, r)) return r;
    if ((o.duplex || o.half_duplex) && !solve_series_half(kept, end, ~side, SectionKind::Duplex, ctx, r))
        r.sections.clear();
    return r;
}

}  // namespace dawson::search
