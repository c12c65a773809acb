#include "search/help_battle.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
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
                    if (s_.wins_after(pos, len)) {
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
    for (auto [on, name] :
         {std::pair{o.duplex, "Duplex"}, std::pair{o.half_duplex, "HalfDuplex"}, std::pair{o.set_play, "SetPlay"},
          std::pair{o.white_to_play, "WhiteToPlay"}, std::pair{o.post_key_play, "PostKeyPlay"}})
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

    // One battle search per thread; the table and the killers are shared.
    BattleTable table(ctx.tt, b.end, st.goal, setup.rules.identity());
    BattleKillers killers;
    tbb::enumerable_thread_specific<BattleSearch> searches(
        [&] { return BattleSearch(b.end, st.goal, table, killers, ctx.stop); });
    const HelpLeaf leaf{[&](Position& p) {
                            try {
                                return searches.local().wins(p, b.moves);
                            } catch (const BattleStopped&) {
                                return false;  // the help search sees the stop too
                            }
                        },
                        stipulation::to_string(st)};

    // The fork into the battle play follows each move of the side that
    // starts: lengths 1, 3, … (or 2, 4, …) up to the help play's.
    const int plies = 2 * st.moves + (st.half ? 1 : 0);
    std::vector<int> lengths;
    for (int p = plies % 2 == 1 ? 1 : 2; p <= plies; p += 2) lengths.push_back(p);
    Section sec{SectionKind::Play};
    sec.origin = origin(kept, pos);
    std::size_t remaining = solution_limit(setup, ctx);
    try {
        solve_lengths(pos, lengths, Layout::Help, st.goal, ctx, o.stop_on_short || ctx.stop_on_short, remaining, sec,
                      [&](int len, std::size_t limit) {
                          std::vector<Line> out;
                          for (const Line& h : help_lines_to(pos, len, leaf, setup.rules, ctx, r.stats, limit)) {
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
