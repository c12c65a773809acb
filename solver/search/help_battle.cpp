#include "search/help_battle.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
#include "search/goal_tests.hpp"
#include "search/help_engine.hpp"
#include "search/line_lengths.hpp"
#include "search/solve_twin.hpp"

namespace dawson::search {

using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::End;

namespace {

// Walks the battle play, collecting its lines (see help_battle.hpp).
class LineCollector {
public:
    explicit LineCollector(BattleSearch& s) : s_(s) {}

    // The attacker to move with k moves in hand. At the root every move
    // that wins within k is played, each at the shortest length it wins
    // in; below, the moves that win in the fewest moves the position needs.
    void attack(Position& pos, int k, bool root) {
        const int r = root ? k : s_.min_win(pos, k);
        if (r == 0) return;
        MoveList ml;
        movegen::generate_legal(pos, ml);
        for (const Move& m : ml) {
            path_.push_back(m);
            if (s_.direct_goal_wins() && s_.goal_move(pos, m)) {
                lines_.push_back(path_);
            } else {
                position::Undo u = pos.make(m);
                for (int len = root ? 1 : r; len <= r; ++len)
                    if (s_.wins_after(pos, len, m, u)) {
                        defend(pos, len);
                        break;
                    }
                pos.unmake(m, u);
            }
            path_.pop_back();
        }
    }

    // The defender to move after an attacker's move that wins within k:
    // every defence; in self play one that reaches the goal ends the line.
    void defend(Position& pos, int k) {
        MoveList ml;
        movegen::generate_legal(pos, ml);
        for (const Move& d : ml) {
            path_.push_back(d);
            if (s_.play() == End::Self && s_.goal_move(pos, d)) {
                lines_.push_back(path_);
            } else {
                position::Undo u = pos.make(d);
                attack(pos, k - 1, false);
                pos.unmake(d, u);
            }
            path_.pop_back();
        }
    }

    std::vector<std::vector<Move>> take() { return std::move(lines_); }

private:
    BattleSearch& s_;
    std::vector<Move> path_;
    std::vector<std::vector<Move>> lines_;
};

// The hidden da branch of the CapZug forms (BattleAfterHelp::hidden_defence):
// the side to move is not in check, has a move, and each of its moves
// reaches `goal` (plies 1) or is answered by a move that reaches it (2).
bool hidden_defence_holds(Position& pos, int plies, const stipulation::Goal& goal) {
    if (movegen::in_check(pos, pos.side_to_move())) return false;
    MoveList ml;
    movegen::generate_legal(pos, ml);
    if (ml.empty()) return false;
    if (plies == 1) {
        // Each move tested alone: the first that misses the goal decides.
        const bool on_position = stipulation::rule(goal).position_only;
        for (const Move& d : ml) {
            if (!on_position) {
                if (!stipulation::reaches(pos, d, goal)) return false;
                continue;
            }
            position::Undo u = pos.make(d);
            const bool g = goal_reached(pos, goal);
            pos.unmake(d, u);
            if (!g) return false;
        }
        return true;
    }
    for (const Move& d : ml) {
        position::Undo u = pos.make(d);
        const bool answered = for_each_goal_move(pos, goal, [](const Move&) { return false; }) > 0;
        pos.unmake(d, u);
        if (!answered) return false;
    }
    return true;
}

// ">": does the help line `moves` from `pos` pass an earlier fork (2, 4, …
// half-moves before its end) where `leaf` holds, so that play ended there?
bool ends_before(const Position& pos, const std::vector<Move>& moves, const HelpLeaf& leaf) {
    Position p = pos;
    const std::size_t n = moves.size();
    for (std::size_t i = 0; i + 2 < n; ++i) {
        p.make(moves[i]);
        if ((n - 1 - i) % 2 == 0 && leaf.holds(p)) return true;
    }
    return false;
}

}  // namespace

std::vector<std::vector<Move>> battle_lines(BattleSearch& search, const Position& pos, int k) {
    Position p = pos;
    LineCollector c(search);
    c.attack(p, k, true);
    return c.take();
}

TwinResult solve_help_battle(const problem::Setup& setup, const SolveContext& ctx) {
    const stipulation::Stipulation& st = setup.stip;
    const stipulation::BattleAfterHelp& b = *st.battle_after;
    const problem::Options& o = setup.options;
    const int plies = 2 * st.moves + (st.half ? 1 : 0);
    // Set play: only before a hidden defence after an even help play (the
    // other side starts an odd one, "1...Ka5-b4 2.Kb7-a6 …", regress 2225).
    const bool set_play = o.set_play && b.hidden_defence > 0 && plies % 2 == 0;
    for (auto [on, name] : {std::pair{o.duplex, "Duplex"}, std::pair{o.half_duplex, "HalfDuplex"},
                            std::pair{o.set_play && !set_play, "SetPlay"}, std::pair{o.white_to_play, "WhiteToPlay"},
                            std::pair{o.post_key_play, "PostKeyPlay"}})
        if (on)
            return unsupported(setup,
                               std::string("unsupported option: ") + name + " with help play followed by battle play");
    TwinResult r;
    r.stipulation = stipulation::to_string(st);
    const std::shared_ptr<const problem::Setup> kept = keep(setup);
    Position pos = problem::make_position(*kept);
    const core::Color starter = b.white_starts ? core::Color::White : core::Color::Black;
    pos.set_side_to_move(starter);
    if (movegen::in_check(pos, ~starter)) {
        r.status = TwinStatus::Illegal;
        r.message = "the side to play can capture the king";
        return r;
    }

    // One battle search per thread; the table and the history are shared.
    BattleTable table(ctx.tt, b.end, st.goal, setup.rules.identity());
    BattleHistory history;
    tbb::enumerable_thread_specific<BattleSearch> searches(
        [&] { return BattleSearch(b.end, st.goal, table, history, ctx.stop); });
    const HelpLeaf leaf{[&](Position& p) {
                            if (b.hidden_defence > 0) return hidden_defence_holds(p, b.hidden_defence, st.goal);
                            try {
                                return searches.local().wins(p, b.moves);
                            } catch (const BattleStopped&) {
                                return false;  // the help search sees the stop too
                            }
                        },
                        stipulation::to_string(st)};

    // The fork into the battle play follows each move of the side that
    // starts: lengths 1, 3, … (or 2, 4, …) up to the help play's.
    // The hidden defence's moves are not shown: the help move before it
    // has no goal mark (a check keeps its " +").
    const stipulation::Goal mark_goal = b.hidden_defence > 0 ? stipulation::Goal{stipulation::GoalKind::Any} : st.goal;
    auto lengths_to = [&](int full) {
        std::vector<int> lengths;
        for (int p = full % 2 == 1 ? 1 : 2; p <= full; p += 2)
            if (!st.exact || p == full) lengths.push_back(p);
        return lengths;
    };
    if (set_play) {
        // The side to move passes; the other side starts, one half-move less.
        Section set{SectionKind::SetPlay};
        Position sp = pos;
        sp.set_side_to_move(~starter);
        set.origin = origin(kept, sp);
        std::size_t set_remaining = solution_limit(setup, ctx);
        if (movegen::in_check(sp, starter))
            set.message = "the side to play can capture the king";
        else
            solve_lengths(sp, lengths_to(plies - 1), Layout::Help, mark_goal, ctx, o.stop_on_short || ctx.stop_on_short,
                          set_remaining, set, [&](int len, std::size_t limit) {
                              return help_lines_to(sp, len, leaf, setup.rules, ctx, r.stats, limit);
                          });
        r.sections.push_back(std::move(set));
    }
    const std::vector<int> lengths = lengths_to(plies);
    Section sec{SectionKind::Play};
    sec.origin = origin(kept, pos);
    std::size_t remaining = solution_limit(setup, ctx);
    try {
        solve_lengths(pos, lengths, Layout::Help, mark_goal, ctx, o.stop_on_short || ctx.stop_on_short, remaining, sec,
                      [&](int len, std::size_t limit) {
                          std::vector<Line> out;
                          const bool filter = b.ends_when_solvable && len > 2;
                          for (const Line& h :
                               help_lines_to(pos, len, leaf, setup.rules, ctx, r.stats, filter ? kNoLimit : limit)) {
                              if (filter && ends_before(pos, h.moves, leaf)) continue;
                              if (filter && out.size() >= limit) break;
                              if (b.hidden_defence > 0) {
                                  out.push_back(h);
                                  continue;
                              }
                              Position after = pos;
                              for (const Move& m : h.moves) after.make(m);
                              for (std::vector<Move>& battle : battle_lines(searches.local(), after, b.moves)) {
                                  Line l{h.moves, h.unit};
                                  l.moves.insert(l.moves.end(), battle.begin(), battle.end());
                                  out.push_back(std::move(l));
                              }
                          }
                          return out;
                      });
    } catch (const BattleStopped&) {
        // Stopped (time limit, Ctrl-C) in the battle play of a line: the
        // lines found before it are kept.
    }
    // The battle play is numbered from 1 again after the help moves, which
    // start a pair (Popeye: "1.Sh6-g8 Gg6-g3   2.Sg8*f6   1.Gg3-d3 + …"),
    // except a direct play of one move, which Popeye plays as the line's
    // last help move ("3h[1a[x]d]h": "1.g3-g4 h5*g4   2.h4-h5 g4*f3 x").
    const bool one_move = b.end == End::Direct && b.moves == 1;
    for (Solution& sol : sec.solutions) {
        if (b.after_pass) continue;  // "1...e7*f8=B 2.e2-e1=B Bf8*d6" (regress 2224), as help play
        sol.from_pair_start = true;
        const int help = one_move ? static_cast<int>(sol.moves.size()) : sol.unit.length;
        if (!one_move) sol.intro = help;  // the battle play's first move is numbered
        for (std::size_t i = 0; i < sol.moves.size(); ++i) {
            const int j = static_cast<int>(i);
            sol.moves[i].number = j < help ? j / 2 + 1 : (j - help) / 2 + 1;
        }
    }
    r.sections.push_back(std::move(sec));
    for (const BattleSearch& s : searches) r.stats.nodes += s.nodes();
    return r;
}

}  // namespace dawson::search
