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
// - Self (ser-s#): ~S then has at least one move and every move of ~S mates S.
//
// Pruning rules, each with why it loses no solution:
// - Direct mate, last move: only moves that may give check (CheckFilter).
// - Intermediate moves: moves that check the opponent are illegal in
//   series play, so they are skipped.
// - Transposition table of proven failures (position, series moves left),
//   as in help play: the result depends on position, rules, end and k only.

#include "search/series_engine.hpp"

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "parallel/fan_out.hpp"
#include "problem/make_position.hpp"
#include "search/goal_tests.hpp"
#include "search/line_path.hpp"
#include "search/line_render.hpp"
#include "search/search_counters.hpp"
#include "search/solve_twin.hpp"

namespace dawson::search {

using core::Color;
using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::Goal;

namespace {

constexpr int kSplitMinMoves = 3;

enum class SeriesEnd { Direct, Help, Self };

using Path = LinePath;

class SeriesSearch {
public:
    // `limit`: stop after that many solutions (MaxSolutions), on one thread.
    SeriesSearch(const SolveContext& ctx, SeriesEnd end, Goal goal, const rules::RuleSet& rules, std::size_t limit)
        : ctx_(ctx), limit_(limit), end_(end), goal_(goal), counters_(ctx) {
        std::string kind = end == SeriesEnd::Direct ? "ser-" : end == SeriesEnd::Help ? "ser-h" : "ser-s";
        kind += goal == Goal::Mate ? "#" : "=";
        salt_ = salt_for(kind, rules_identity(rules));
        help_salt_ = salt_for(goal == Goal::Mate ? "help#" : "help=", rules_identity(rules));
    }

    std::vector<Line> run(const Position& root, int k, SearchStats& stats) {
        std::vector<Line> out;
        Position pos = root;
        Path path;
        root_moves_ = k;
        Counters c;
        node(pos, k, path, out, c);
        counters_.merge(c);
        counters_.add_to(stats);
        return out;
    }

private:
    // S to move with k series moves left.
    void node(Position& pos, int k, Path& path, std::vector<Line>& out, Counters& c) {
        if (counters_.tick(c) || limit_reached()) return;
        const std::uint64_t key = pos.key() ^ salt_;
        if (probe(c, key, k)) return;
        const std::size_t before = out.size();
        if (k == 1) {
            last_series_move(pos, path, out, c);
        } else {
            const Color us = pos.side_to_move();
            MoveList legal, ml;
            movegen::generate_legal(pos, legal);
            for (const Move& m : legal) {  // no check to the opponent before the last move
                position::Undo u = pos.make(m);
                const bool checks = movegen::in_check(pos, ~us);
                pos.unmake(m, u);
                if (!checks) ml.push(m);
            }
            if (ctx_.tt)  // overlap the children's table look-ups
                for (const Move& m : ml) {
                    position::Undo u = pos.make(m);
                    pos.set_side_to_move(us);
                    const core::Square ep = pos.ep_square();
                    pos.set_ep_square(core::NoSquare);
                    ctx_.tt->prefetch(pos.key() ^ salt_);
                    pos.set_ep_square(ep);
                    pos.set_side_to_move(~us);
                    pos.unmake(m, u);
                }
            const bool split = ctx_.threads > 1 && k >= kSplitMinMoves && limit_ == kNoLimit;
            auto step = [&](Position& p, Path& pa, const Move& m, std::vector<Line>& sink, Counters& cc) {
                p.make(m);
                p.set_side_to_move(us);           // the opponent passes …
                p.set_ep_square(core::NoSquare);  // … and the en passant right lapses
                pa.push(m);
                node(p, k - 1, pa, sink, cc);
            };
            const bool root = ctx_.progress && k == root_moves_;
            if (root) ctx_.progress->begin_root(ml.size());
            parallel::fan_out(ml.size(), split, out, [&](std::size_t i, std::vector<Line>& sink) {
                Position local = pos;
                if (split) {
                    Path lp = path;
                    Counters task;
                    step(local, lp, ml[i], sink, task);
                    counters_.merge(task);
                } else {
                    step(local, path, ml[i], sink, c);
                    path.pop();
                }
                if (root) ctx_.progress->root_move_done();
            });
        }
        store(key, k, out.size() == before);
    }

    bool probe(Counters& c, std::uint64_t key, int k) {
        if (!ctx_.tt) return false;
        ++c.tt_probes;
        if (!ctx_.tt->proven_none(key, k)) return false;
        ++c.tt_hits;
        return true;
    }
    // Facts only from complete searches (not cut by a stop or the limit).
    void store(std::uint64_t key, int k, bool none) {
        if (none && ctx_.tt && !ctx_.stopped() && !limit_reached()) ctx_.tt->store_none(key, k);
    }

    void last_series_move(Position& pos, Path& path, std::vector<Line>& out, Counters& c) {
        auto record = [&](const Move& m) {
            if (limit_reached()) return;
            path.push(m);
            out.push_back(path.line());
            path.pop();
            count_found();
        };
        if (end_ == SeriesEnd::Direct) {
            for_each_goal_move(pos, goal_, record);
            return;
        }
        MoveList ml;
        movegen::generate_legal(pos, ml);
        if (end_ == SeriesEnd::Help && ctx_.tt)  // overlap the table's cache misses
            for (const Move& m : ml) {
                position::Undo u = pos.make(m);
                ctx_.tt->prefetch(pos.key() ^ help_salt_);
                pos.unmake(m, u);
            }
        for (const Move& m : ml) {
            position::Undo u = pos.make(m);
            path.push(m);
            if (end_ == SeriesEnd::Help) {
                // The opponent's goal move, as the last ply of help play
                // (shares the help play table entries: same question).
                const std::uint64_t key = pos.key() ^ help_salt_;
                if (!probe(c, key, 1)) store(key, 1, for_each_goal_move(pos, goal_, record) == 0);
            } else {
                opponent_forced_to_mate(pos, path, out);
            }
            path.pop();
            pos.unmake(m, u);
        }
    }

    // ser-s: every legal move of the side to move reaches the goal against
    // the other, and there is at least one. One line per such move.
    void opponent_forced_to_mate(Position& pos, Path& path, std::vector<Line>& out) {
        MoveList ml;
        movegen::generate_legal(pos, ml);
        if (ml.empty()) return;
        for (const Move& m : ml) {
            position::Undo u = pos.make(m);
            const bool ok = goal_reached(pos, goal_);
            pos.unmake(m, u);
            if (!ok) return;
        }
        for (const Move& m : ml) {
            path.push(m);
            out.push_back(path.line());
            path.pop();
            count_found();
        }
    }

    const SolveContext& ctx_;
    std::size_t limit_;
    // Solutions found, counted only under a limit (the search then runs on
    // one thread; unlimited searches never touch it, so threads never share it).
    std::size_t found_ = 0;
    bool limit_reached() const { return limit_ != kNoLimit && found_ >= limit_; }
    void count_found() {
        if (limit_ != kNoLimit) ++found_;
    }
    int root_moves_ = 0;  // the length searched, to tell the root (progress)
    SeriesEnd end_;
    Goal goal_;
    std::uint64_t salt_ = 0, help_salt_ = 0;
    CounterSet counters_;
};

}  // namespace

TwinResult solve_series(const problem::Setup& setup, const SolveContext& ctx) {
    TwinResult r;
    const stipulation::Stipulation& st = setup.stip;
    r.stipulation = stipulation::to_string(st);
    SeriesEnd end;
    Color side;
    switch (st.play) {
        case stipulation::Play::Direct:
            end = SeriesEnd::Direct;
            side = Color::White;
            break;
        case stipulation::Play::Help:
            end = SeriesEnd::Help;
            side = Color::Black;
            break;
        case stipulation::Play::Self:
            if (st.goal != Goal::Mate) return unsupported(setup, "stipulation " + r.stipulation);
            end = SeriesEnd::Self;
            side = Color::White;
            break;
        default:
            return unsupported(setup, "stipulation " + r.stipulation);
    }
    Position pos = problem::make_position(setup);
    pos.set_side_to_move(side);
    if (movegen::in_check(pos, ~side)) {
        r.status = TwinStatus::Illegal;
        r.message = "the side to play can capture the king";
        return r;
    }
    const bool stop_on_short = setup.options.stop_on_short || ctx.stop_on_short;
    std::size_t remaining = solution_limit(setup, ctx);
    Section sec{SectionKind::Play, {}};
    for (int k = st.exact ? st.moves : 1; k <= st.moves && remaining > 0; ++k) {
        SeriesSearch s(ctx, end, st.goal, setup.rules, remaining);
        auto lines = s.run(pos, k, r.stats);
        if (remaining != kNoLimit) remaining -= std::min(remaining, lines.size());
        for (const Line& l : lines) sec.solutions.push_back(render_line(pos, l, LineStyle::Series, k, st.goal));
        if (ctx.stopped()) break;
        if (stop_on_short && !lines.empty() && k < st.moves) break;
    }
    r.sections.push_back(std::move(sec));
    return r;
}

}  // namespace dawson::search
