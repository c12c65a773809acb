// Building the battle-play tree on top of BattleSearch. The rules for what
// is shown follow Popeye:
// - A first move is a key when no defence refutes it, a try when 1..n
//   defences do (Defence n). A key's tree is that of the shortest length at
//   which it works (Popeye's continuation solver), a try's that of the full
//   length n; deeper nodes have the length of their continuation.
// - After an attacker's move that does not check, the threat is the set of
//   attacker moves that would win in the fewest moves (<= the remaining
//   length) if the defender passed; none means zugzwang.
// - When there is a threat of length t, a defence is shown only when the
//   attacker then needs at least t moves and the defence defeats (or makes
//   illegal) at least one of the threat's first moves; a defence after which
//   the attacker wins faster than the threat is not shown.
// - After each defence shown, every attacker move that wins in the fewest
//   moves is a continuation (duals included), each with its own play.
// - Self play: when every defence reaches the goal, those defences end the
//   play. Reflex play: when the defender can reach the goal it must, and
//   only those moves are shown. The attacker too must reach the goal when
//   it can (r#, not semi-r#), and fails so: at the root those moves are
//   shown instead of keys, after a try's refutation as the reason it
//   refutes, each marked " ?!?".
// - exact- (BattleLimits::exact): every line takes the full length: a key
//   is shown at the full length, its threat is the attacker's moves that
//   would win in exactly the moves left, and the defences and
//   continuations are those of exact play; no line ends before its last
//   move (Popeye's BEISPIEL/stip.inp, popeye-regression 1880-1882).

#include "search/battle.hpp"

#include <oneapi/tbb/enumerable_thread_specific.h>

#include <algorithm>
#include <atomic>

#include "core/fan_out.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/conditions.hpp"
#include "problem/make_position.hpp"
#include "search/battle_search.hpp"
#include "search/goal_tests.hpp"
#include "search/solve_twin.hpp"

namespace dawson::search {

using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::End;
using stipulation::Goal;

std::size_t BattleResult::key_count() const {
    std::size_t n = 0;
    for (const AttackNode& a : moves) n += a.refutations.empty();
    return n;
}

std::size_t BattleResult::try_count() const { return moves.size() - key_count(); }

namespace {

class TreeBuilder {
public:
    TreeBuilder(BattleSearch& search, const BattleOptions& options) : s_(search), opt_(options) {}

    // The mark after a move: the goal's when the move reaches the goal as
    // the stipulation wants it, else Check for check. `pos` is after the move.
    Mark mark(Position& pos, bool goal_move) {
        const bool check = movegen::in_check(pos, pos.side_to_move());
        if (goal_move) return goal_mark(s_.goal(), check);
        return check ? Mark::Check : Mark::None;
    }

    // An attacker's move `m` from `pos` made with k moves in hand; it is
    // known to win within k. Root: `refutations` are the try's refutations.
    AttackNode attack(Position& pos, const Move& m, int k, const std::vector<Move>* refutations = nullptr) {
        AttackNode node;
        node.move = m;
        node.length = k;
        const bool goal = s_.ends_with(pos, m, k);
        position::Undo u = pos.make(m);
        node.mark = mark(pos, goal);
        if (!goal && opt_.variations) defend(pos, k, node, refutations);
        pos.unmake(m, u);
        return node;
    }

    // Defender to move after node.move, made with k moves in hand. With
    // `post_key` (PostKeyPlay: no key was played), the defences no attacker
    // move answers are shown too, marked as refuting.
    void defend(Position& pos, int k, AttackNode& node, const std::vector<Move>* refutations, bool post_key = false) {
        MoveList defences;
        movegen::generate_legal(pos, defences);
        // After the key a defender without a move has been mated or
        // stalemated by it. PostKeyPlay plays no key: Popeye looks for the
        // threat all the same ("zugzwang." on an empty board,
        // popeye-regression 0377).
        if (defences.empty() && !post_key) return;
        if (!defences.empty() && ends_play(pos, defences, node, k <= 1)) return;
        const int j = k - 1;
        if (j < 1) return;
        // NonTrivial: the play below this node has the budget it leaves.
        const std::optional<int> budget = s_.nontrivial_budget(pos, k, defences);
        if (!budget) return;
        BudgetScope scope(s_, *budget);

        // The threat.
        int t = 0;
        std::vector<Move> threat_moves;
        const core::Color defender = pos.side_to_move();
        if (!opt_.no_threat && !movegen::in_check(pos, defender)) {
            const core::Square ep = pos.ep_square(), ep_victim = pos.ep_victim();
            pos.set_ep_square(core::NoSquare);
            pos.set_side_to_move(~defender);
            int tmax = j;
            if (opt_.max_threat_length) tmax = std::min(tmax, *opt_.max_threat_length);
            t = tmax >= 1 ? s_.min_win(pos, tmax) : 0;
            if (t > 0) {
                MoveList ml;
                s_.attacker_moves(pos, ml);
                for (const Move& m : ml) {
                    position::Undo u = pos.make(m);
                    bool w = s_.wins_after(pos, t, m, u);
                    pos.unmake(m, u);
                    if (w) threat_moves.push_back(m);
                }
                for (const Move& m : threat_moves) node.threats.push_back(attack(pos, m, t));
            }
            pos.set_side_to_move(defender);
            pos.set_ep_square(ep, ep_victim);
            node.threat_searched = true;
        }

        split(defences.size(), j >= BattleSplit::kMinLength - 1, pos, node.defences,
              [&](TreeBuilder& tb, Position& p, std::size_t i, std::vector<DefenceNode>& out) {
                  const Move& d = defences[i];
                  if (post_key && opt_.split && !opt_.split->takes(i)) return;  // another part's
                  if (refutations && std::find(refutations->begin(), refutations->end(), d) != refutations->end())
                      return;
                  if (auto dn = tb.shown_defence(p, d, j, t, threat_moves, post_key)) out.push_back(std::move(*dn));
              });
    }

    // A defence with j attacker moves left after it, when it is shown (with
    // its continuations); t is the threat's length (0: none). With
    // `refuting`, a defence after which the attacker cannot win is shown
    // too, marked as refuting.
    std::optional<DefenceNode> shown_defence(Position& pos, const Move& d, int j, int t,
                                             const std::vector<Move>& threat_moves, bool refuting = false) {
        DefenceNode dn;
        dn.move = d;
        position::Undo u = pos.make(d);
        // A defence that ends the play (GoalIsEnd; a self-play defence
        // reaching a goal the play could go on after, x, z, …) has no play after it.
        const int r = s_.defence_ends_play(pos, d, u) || s_.defence_self_goal(pos, d, u) ? 0 : s_.min_win(pos, j);
        // (a self-play defence reaching the goal early is neither shown nor
        // a refutation, but in exact- play, where it refutes)
        dn.refutes = refuting && r == 0 && s_.defence_refutes(pos, j, d, u);
        if (mates_in_1_leaf(pos, dn, u)) {
            pos.unmake(d, u);
            return dn;
        }
        bool show = r > 0 || dn.refutes;
        if (show && t > 0 && !dn.refutes) {
            if (r < t)
                show = false;
            else if (r == t)
                show = defeats_threat(pos, threat_moves, t);
        }
        if (show && opt_.no_short_variations && r < j && !dn.refutes) show = false;
        if (show) {
            dn.mark = mark(pos, false);
            add_continuations(pos, r, dn);
        }
        pos.unmake(d, u);
        if (!show) return std::nullopt;
        return dn;
    }

    // MatesIn1: a self-play defence that reaches the goal before the last
    // move is shown, a leaf with the goal's mark (Popeye's
    // BEISPIEL/selfref.inp, REGRESSIONTESTS/selfref.out). `pos` is after
    // the defence dn (u its journal); true when it is such a leaf (marked).
    bool mates_in_1_leaf(Position& pos, DefenceNode& dn, const position::Undo& u) {
        if (!opt_.mates_in_1 || !s_.defence_self_goal(pos, dn.move, u)) return false;
        dn.mark = mark(pos, true);
        return true;
    }

    // Self play: when every defence reaches the goal, the play ends there;
    // reflex play: when some defence reaches the goal, those must be played
    // and end the play. Then those defences are node's (leaves) and the
    // answer is true; else false (and direct play). With `last` (the
    // defender's last move, after a try's first move in s#1), the self-play
    // defences that reach the goal are shown before the try's refutations
    // (Popeye's REGRESSIONS: "1.Qe3-b3 ? 1...Bd1*b3[bBb3->c8] # but …").
    bool ends_play(Position& pos, const MoveList& defences, AttackNode& node, bool last = false) {
        // (in exact- play a goal reached before the last move ends nothing)
        if (s_.play() == End::Direct || (s_.exact() && !last)) return false;
        std::vector<bool> goal(defences.size());
        bool all = true, any = false;
        for (std::size_t i = 0; i < defences.size(); ++i) {
            position::Undo u = pos.make(defences[i]);
            goal[i] = s_.reached_by(pos, defences[i], u);
            pos.unmake(defences[i], u);
            all = all && goal[i];
            any = any || goal[i];
        }
        if (!((s_.play() == End::Self && (all || (last && any))) ||
              ((s_.play() == End::Reflex || s_.play() == End::SemiReflex) && any)))
            return false;
        for (std::size_t i = 0; i < defences.size(); ++i)
            if (goal[i]) node.defences.push_back(marked_defence(pos, defences[i], true));
        return true;
    }

    // Set play: the defender (to move in `pos`) moves first. In self and
    // reflex play the end of the play comes first (ends_play: Popeye's
    // TESTS/battle_play.inp "s#1 with complete set play", "r#1 with set
    // play", "r#2 with short set play …"); then every defence after which
    // the attacker wins within n-1 is shown with its play.
    void defend_set_play(Position& pos, int n, AttackNode& node) {
        MoveList defences;
        movegen::generate_legal(pos, defences);
        if (defences.empty() || ends_play(pos, defences, node) || n < 2) return;
        for (std::size_t i = 0; i < defences.size(); ++i) {
            if (opt_.split && !opt_.split->takes(i)) continue;  // another part's
            const Move& d = defences[i];
            DefenceNode dn;
            dn.move = d;
            position::Undo u = pos.make(d);
            const int r = s_.min_win(pos, n - 1);
            if (mates_in_1_leaf(pos, dn, u)) {
                node.defences.push_back(std::move(dn));
            } else if (r > 0) {
                dn.mark = mark(pos, false);
                add_continuations(pos, r, dn);
                node.defences.push_back(std::move(dn));
            }
            pos.unmake(d, u);
        }
    }

    // Every attacker move (attacker to move in `pos`) that wins within r.
    void add_continuations(Position& pos, int r, DefenceNode& dn) {
        MoveList ml;
        s_.attacker_moves(pos, ml);
        split(ml.size(), r >= BattleSplit::kMinLength, pos, dn.continuations,
              [&](TreeBuilder& tb, Position& p, std::size_t i, std::vector<AttackNode>& out) {
                  const Move& c = ml[i];
                  position::Undo cu = p.make(c);
                  bool w = tb.s_.wins_after(p, r, c, cu);
                  p.unmake(c, cu);
                  if (w) out.push_back(tb.attack(p, c, r));
              });
    }

    // Runs body(builder, position, i, out_i) for i in [0, n) and appends the
    // outs in order. With a splitting search and `worth` set (the subtrees
    // are deep enough), each i is a task with its own copy of the position
    // and of the search; else this builder does them in turn. The body must
    // leave the position as it found it.
    template <class T, class Body>
    void split(std::size_t n, bool worth, Position& pos, std::vector<T>& out, Body&& body) {
        if (!s_.splits() || !worth) {
            for (std::size_t i = 0; i < n; ++i) body(*this, pos, i, out);
            return;
        }
        // The copy is made here: while this thread waits for the tasks it may
        // run other work on s_.
        const BattleSearch proto = s_;
        core::fan_out(n, true, out, [&](std::size_t i, std::vector<T>& part) {
            BattleTask task(proto, proto.scope());
            TreeBuilder tb(task.search(), opt_);
            Position local = pos;
            body(tb, local, i, part);
        });
    }

    // True when after a defence (attacker to move) some first move of the
    // threat is illegal or no longer wins within t.
    bool defeats_threat(Position& pos, const std::vector<Move>& threat_moves, int t) {
        MoveList ml;
        s_.attacker_moves(pos, ml);
        if (std::any_of(threat_moves.begin(), threat_moves.end(), [&](const Move& m) { return moves_hurdle(pos, m); }))
            return defeats_hurdle_threat(pos, ml, threat_moves, t);
        for (const Move& threat : threat_moves) {
            auto it = std::find_if(ml.begin(), ml.end(), [&](const Move& m) { return same_threat_move(m, threat); });
            if (it == ml.end()) return true;
            const Move m = *it;
            position::Undo u = pos.make(m);
            bool w = s_.wins_after(pos, t, m, u);
            pos.unmake(m, u);
            if (!w) return true;
        }
        return false;
    }

    // Is `m` the threat move `threat`? Popeye knows a threat's move by its
    // effects, and a pawn's double step moves a piece between the same
    // squares as any other piece's move there: after 1...Qc1*d2 (Andernach,
    // the queen turning white) the threat d2-d4 is played by the queen
    // (popeye-regression 0710, 0714).
    static bool same_threat_move(const Move& m, const Move& threat) {
        if (m == threat) return true;
        return threat.type == position::MoveType::DoubleStep && m.type == position::MoveType::Normal &&
               m.from == threat.from && m.to == threat.to && m.promo == pieces::kind::None;
    }

    // A Bul or Dob hop, whose hurdle moves on (Move::aux).
    static bool moves_hurdle(const Position& pos, const Move& m) {
        const position::Piece p = pos.at(m.from);
        return m.aux != core::NoSquare && m.type == position::MoveType::Normal &&
               (p.has(position::Attribute::Bul) || p.has(position::Attribute::Dob));
    }

    // Popeye 4.104 (solving/battle_play/threat.c, utilities/table.c) knows a
    // threat's move by its effects without the hurdle's movement, so each
    // way a Bul or Dob hurdle moves is the same threat move. After the
    // defence it tries the attacker's moves in order, the hurdle's ways last
    // generated first: a threat move that wins confirms a threat (all
    // confirmed: not defeated), one that does not win defeats it at once,
    // even when another way of its hurdle wins.
    bool defeats_hurdle_threat(Position& pos, const MoveList& ml, const std::vector<Move>& threat_moves, int t) {
        auto identity = [&](Move m) {
            if (moves_hurdle(pos, m)) m.aux = core::NoSquare;
            return m;
        };
        std::vector<Move> order(ml.begin(), ml.end());
        for (std::size_t i = 0; i < order.size();) {
            std::size_t j = i + 1;
            while (j < order.size() && identity(order[j]) == identity(order[i])) ++j;
            std::reverse(order.begin() + static_cast<std::ptrdiff_t>(i),
                         order.begin() + static_cast<std::ptrdiff_t>(j));
            i = j;
        }
        std::size_t unconfirmed = threat_moves.size();
        for (const Move& m : order) {
            const Move id = identity(m);
            if (std::none_of(threat_moves.begin(), threat_moves.end(),
                             [&](const Move& x) { return identity(x) == id; }))
                continue;
            position::Undo u = pos.make(m);
            const bool w = s_.wins_after(pos, t, m, u);
            pos.unmake(m, u);
            if (!w) return true;
            if (--unconfirmed == 0) return false;
        }
        return true;
    }

    // Reflex play, attacker to move: its moves that reach the goal at once,
    // which it must play and with which it fails (Popeye marks them " ?!?").
    // Empty in other play.
    std::vector<AttackNode> compulsory_goals(Position& pos) {
        std::vector<AttackNode> out;
        if (s_.play() != End::Reflex) return out;
        MoveList ml;
        movegen::generate_legal(pos, ml);
        for (const Move& m : ml) {
            if (!s_.goal_move(pos, m)) continue;
            AttackNode node;
            node.move = m;
            node.length = 1;
            node.fails = true;
            position::Undo u = pos.make(m);
            node.mark = mark(pos, true);
            pos.unmake(m, u);
            out.push_back(std::move(node));
        }
        return out;
    }

    // A defence that ends the play (`leaf`: marked with the goal when it
    // reaches it) or refutes a try (marked with check only).
    DefenceNode marked_defence(Position& pos, const Move& d, bool leaf) {
        DefenceNode dn;
        dn.move = d;
        position::Undo u = pos.make(d);
        dn.mark = mark(pos, leaf && s_.reached_by(pos, d, u));
        pos.unmake(d, u);
        return dn;
    }

private:
    BattleSearch& s_;
    const BattleOptions& opt_;
};

// Evaluates one first move; returns a node when it is a key or a try.
std::optional<AttackNode> first_move(Position& pos, const Move& m, int n, BattleSearch& s, const BattleOptions& opt) {
    TreeBuilder tb(s, opt);
    const bool goal_move = s.ends_with(pos, m, n);
    position::Undo u = pos.make(m);
    std::vector<Move> refutations;
    bool candidate = false;
    if (goal_move) {
        candidate = true;
    } else if (!movegen::has_legal_move(pos) || !s.guards_pass(pos, n)) {
        candidate = false;
    } else if (opt.max_refutations == 0) {
        candidate = s.wins_after(pos, n, m, u);
    } else if (s.wins_after(pos, n, m, u)) {
        candidate = true;
    } else if (n > 1 || s.play() != End::Direct) {
        // A try: count the defences after which the attacker cannot win in
        // n-1 (in s#1 and r#1: the defences that do not end the play;
        // Popeye's TESTS/battle_play.inp "s#1 with tries").
        MoveList defences;
        movegen::generate_legal(pos, defences);
        for (const Move& d : defences) {
            position::Undo du = pos.make(d);
            const bool refutes = s.defence_refutes(pos, n - 1, d, du);
            pos.unmake(d, du);
            if (refutes) {
                refutations.push_back(d);
                if (static_cast<int>(refutations.size()) > opt.max_refutations) break;
            }
        }
        candidate = !refutations.empty() && static_cast<int>(refutations.size()) <= opt.max_refutations;
    }
    pos.unmake(m, u);
    if (!candidate) return std::nullopt;
    // A key is shown at the shortest length at which it works: the threat
    // (or zugzwang) and the variations of that length (popeye-conditions
    // 0148). A try keeps the full length, and so does an exact- key.
    int length = n;
    if (refutations.empty() && !goal_move && !opt.exact) {
        position::Undo su = pos.make(m);
        for (int k = 1; k < n; ++k)
            if (s.wins_after(pos, k, m, su)) {
                length = k;
                break;
            }
        pos.unmake(m, su);
    }
    AttackNode node = tb.attack(pos, m, length, refutations.empty() ? nullptr : &refutations);
    for (const Move& d : refutations) {
        position::Undo mu = pos.make(m);
        // (in exact- self and reflex play a refutation may reach the goal early: marked so)
        DefenceNode dn = tb.marked_defence(pos, d, opt.exact && s.play() != End::Direct);
        position::Undo du = pos.make(d);
        dn.continuations = tb.compulsory_goals(pos);
        pos.unmake(d, du);
        node.refutations.push_back(std::move(dn));
        pos.unmake(m, mu);
    }
    return node;
}

// Runs f; true when a stop cut it short: the StopControl's BattleStopped,
// or Cancelled from a split node whose tasks the stop ended.
template <class F>
bool cut_short(F&& f) {
    try {
        f();
        return false;
    } catch (const BattleStopped&) {
        return true;
    } catch (const core::Cancelled&) {
        return true;
    }
}

}  // namespace

BattleResult solve_battle_tree(const Position& start, const stipulation::Stipulation& stip, const BattleOptions& opt,
                               TranspositionTable* tt, const StopControl* stop) {
    BattleResult result;
    Position pos = start;
    // The side to play (the defender with PostKeyPlay) must not be able to
    // capture the king.
    const core::Color to_play = opt.post_key ? ~pos.side_to_move() : pos.side_to_move();
    if (movegen::in_check(pos, ~to_play)) {
        result.illegal = true;
        return result;
    }
    const int n = stip.moves;
    BattleLimits limits;
    limits.max_flights = opt.max_flights;
    limits.max_threat = opt.max_threat_length;
    std::string variant;
    if (limits.max_flights) variant += " flights" + std::to_string(*limits.max_flights);
    if (limits.max_threat) variant += " threat" + std::to_string(*limits.max_threat);
    // exact-: wins in exactly k moves (one fact per length in the table).
    limits.exact = stip.exact;
    if (limits.exact) variant += " exact";
    limits.quodlibet = opt.quodlibet;
    if (limits.quodlibet) variant += " quodlibet";
    limits.keep_mating = opt.keep_mating_piece;
    limits.goal_is_end = opt.goal_is_end;
    if (limits.goal_is_end) variant += " goalisend";
    if (limits.keep_mating) variant += " keepmating";
    if (opt.non_trivial) {
        limits.nontrivial_max = opt.non_trivial->max_nontrivial;
        limits.nontrivial_length = opt.non_trivial->trivial_length;
        variant += " nontrivial" + std::to_string(limits.nontrivial_length);
    }
    if (stip.constraint) {
        limits.constraint = stip.constraint;
        limits.constraint_moves = stip.constraint_moves;
        variant += " constraint" + stipulation::to_string(*stip.constraint) + std::to_string(stip.constraint_moves);
    }
    BattleTable table(tt, stip.end, stip.goal, start.rules().identity(), variant, limits.exact);

    // One search per thread (it counts that thread's nodes); the table and
    // the move-ordering history are shared by all (the history only orders
    // moves, so the output does not depend on which thread learnt what).
    // With more than one thread, first moves are split over tasks, and so
    // are the defences deep in each search.
    const bool parallel = opt.threads != 1;
    BattleSplit split;
    BattleHistory history;
    tbb::enumerable_thread_specific<BattleSearch> searches(
        [&] { return BattleSearch(stip.end, stip.goal, table, history, stop, limits, parallel ? &split : nullptr); });
    BattleSearch& root = searches.local();
    const bool stopped = cut_short([&] {
        if (opt.set_play && (n >= 2 || stip.end != End::Direct)) {
            // The defender moves first; the attacker then wins in n-1.
            result.set_play_searched = true;
            Position sp = start;
            sp.set_side_to_move(~start.side_to_move());
            sp.set_ep_square(core::NoSquare);
            result.set_play_illegal = movegen::in_check(sp, start.side_to_move());
            if (!result.set_play_illegal) {
                TreeBuilder tb(root, opt);
                AttackNode dummy;
                tb.defend_set_play(sp, n, dummy);
                result.set_play = std::move(dummy.defences);
            }
        }
        if (opt.post_key) {
            // The given position is the one after the key: the defender (to
            // move there) defends against the n moves left, as after a key.
            Position pk = start;
            pk.set_side_to_move(to_play);
            pk.set_ep_square(core::NoSquare);
            AttackNode node;
            node.length = n;
            node.mark = movegen::in_check(pk, pk.side_to_move()) ? Mark::Check : Mark::None;
            TreeBuilder(root, opt).defend(pk, n, node, nullptr, true);
            result.post_key = std::move(node);
        } else {
            if (stip.end == End::Reflex && root.has_goal_move(pos)) {
                result.compulsory_goals = TreeBuilder(root, opt).compulsory_goals(pos);
                return;
            }
            MoveList first;
            // (a constraint the diagram violates leaves no first move: py-engl.txt)
            if (root.constraint_holds(pos, n)) root.attacker_moves(pos, first);
            std::vector<AttackNode> nodes;
            if (opt.progress) opt.progress->begin_root(first.size());
            // A stop (time limit, Ctrl-C) ends the first moves still being
            // searched; those already done are kept, each complete with its tree.
            std::atomic<bool> root_stopped{false};
            core::fan_out(first.size(), parallel, nodes, [&](std::size_t i, std::vector<AttackNode>& out) {
                if (root_stopped.load(std::memory_order_relaxed)) return;
                if (opt.split && !opt.split->takes(i)) {  // another part's
                    if (opt.progress) opt.progress->root_move_done();
                    return;
                }
                Position local = start;
                if (cut_short([&] {
                        if (auto nd = first_move(local, first[i], n, searches.local(), opt))
                            out.push_back(std::move(*nd));
                    }))
                    root_stopped.store(true, std::memory_order_relaxed);
                if (opt.progress) opt.progress->root_move_done();
            });
            result.moves = std::move(nodes);
            result.stopped = root_stopped.load();
        }
        result.nodes = split.task_nodes.load();
        for (const BattleSearch& s : searches) result.nodes += s.nodes();
    });
    if (stopped) {
        result.stopped = true;
        result.moves.clear();
        result.compulsory_goals.clear();
        result.set_play.clear();
        result.post_key.reset();
    }
    return result;
}

// One half of a battle play: `attacker` to move, its keys (and tries) in
// a section of `play_kind` (Play, or Duplex for the colours swapped).
// False when the twin ends here (illegal, or stopped before a key).
bool solve_battle_half(const std::shared_ptr<const problem::Setup>& kept, const SolveContext& ctx, core::Color attacker,
                       SectionKind play_kind, TwinResult& r) {
    const problem::Setup& setup = *kept;
    const problem::Options& o = setup.options;
    Position pos = problem::make_position(*kept);
    pos.set_side_to_move(attacker);
    // PostKeyPlay: the defender plays first, so the attacker must not be in check.
    if (movegen::in_check(pos, o.post_key_play ? attacker : ~attacker)) {
        if (play_kind == SectionKind::Duplex) {
            // Popeye tests the duplex half apart: it says so and keeps the
            // play solved before (as in help play, popeye-regression 0601).
            r.sections.push_back(Section{SectionKind::Duplex, {}, "the side to play can capture the king"});
            return true;
        }
        r.status = TwinStatus::Illegal;
        r.message = "the side to play can capture the king";
        return false;
    }
    BattleOptions opt;
    // Popeye always shows the post-key play's threat and variations.
    opt.variations = o.variation || o.post_key_play;
    opt.post_key = o.post_key_play;
    opt.max_refutations = o.defence.value_or(o.try_play ? 1 : 0);
    opt.set_play = o.set_play && !o.post_key_play;
    opt.no_threat = o.no_threat;
    opt.max_threat_length = o.threat;
    opt.no_short_variations = o.no_short_variations;
    opt.threads = ctx.threads;
    opt.exact = setup.stip.exact;
    opt.max_flights = o.max_flights;
    opt.quodlibet = o.quodlibet;
    opt.keep_mating_piece = o.keep_mating_piece;
    opt.goal_is_end = o.goal_is_end;
    opt.mates_in_1 = o.mates_in_1;
    opt.non_trivial = o.non_trivial;
    opt.progress = ctx.progress;
    opt.split = ctx.split;
    BattleResult br = solve_battle_tree(pos, setup.stip, opt, ctx.tt, ctx.stop);
    r.stats.nodes = br.nodes;
    if (br.stopped) {
        // The keys and tries found before the stop are still shown.
        r.status =
            ctx.stop && ctx.stop->reason() == StopReason::Interrupted ? TwinStatus::Interrupted : TwinStatus::TimeLimit;
        if (br.moves.empty()) return false;
    }
    // The origins the trees are replayed from (solve_battle_tree's): the
    // attacker to move, or the defender after a pass (set play, post-key
    // play), an en passant right lapsing with the pass.
    auto passed = [&] {
        Position p = pos;
        p.set_side_to_move(~pos.side_to_move());
        p.set_ep_square(core::NoSquare);
        return origin(kept, p);
    };
    if (br.post_key) {
        // Popeye has no set play nor tries after the key, and says so
        // after the stipulation (Try or Defence n: "try play not applicable").
        auto notice = [&](SectionKind kind, const char* text) {
            Section s{kind, {}, text};
            s.blank_line_before = false;
            r.sections.push_back(std::move(s));
        };
        if (o.set_play) notice(SectionKind::SetPlay, "SetPlay not applicable - ignored");
        if (opt.max_refutations > 0) notice(SectionKind::Tries, "try play not applicable");
        Solution sol;
        sol.layout = Layout::BattlePostKey;
        sol.tree = std::move(*br.post_key);
        // not after " +": the defender starts in check
        const bool blank = sol.tree->mark == Mark::None;
        Section post{SectionKind::PostKeyPlay, {std::move(sol)}};
        post.origin = passed();
        post.blank_line_before = blank;
        r.sections.push_back(std::move(post));
        return true;
    }
    if (br.set_play_searched) {
        Section set{SectionKind::SetPlay, {}};
        set.origin = passed();  // also when empty: the merge of a split run fills it
        // Popeye says so and solves the play itself (TESTS/battle_play.inp,
        // "#2 with setplay, White in check"; popeye-regression 0041).
        if (br.set_play_illegal) set.message = "the side to play can capture the king";
        if (!br.set_play.empty()) {
            Solution sol;
            sol.layout = Layout::BattleSetPlay;
            sol.tree.emplace();
            sol.tree->defences = std::move(br.set_play);
            set.solutions.push_back(std::move(sol));
        }
        r.sections.push_back(std::move(set));
    }
    const std::shared_ptr<const Origin> start = origin(kept, pos);
    if (!br.compulsory_goals.empty()) {
        // Reflex play where the attacker must reach the goal at once: no
        // key; the failing goal moves are shown, as in ser-r# (popeye-src
        // TESTS/battle_play.inp, "r#2, but White must deliver mate immediately").
        Section play{play_kind, {}};
        play.origin = start;
        for (AttackNode& g : br.compulsory_goals) {
            Solution sol;
            sol.layout = Layout::BattleFailingGoal;
            sol.moves.push_back(SolutionMove{g.move, pos.side_to_move(), 1, g.mark});
            sol.tree = std::move(g);
            play.compulsory.push_back(std::move(sol));
        }
        r.sections.push_back(std::move(play));
        return true;
    }
    Section keys{play_kind, {}}, tries{SectionKind::Tries, {}};
    keys.origin = tries.origin = start;
    for (AttackNode& a : br.moves) {
        Solution sol;
        sol.layout = Layout::BattleKey;
        sol.moves.push_back(SolutionMove{a.move, pos.side_to_move(), 1, a.mark});
        if (!a.refutations.empty()) {
            // A try's refutations follow its first move.
            Position after = pos;
            after.make(a.move);
            for (const DefenceNode& d : a.refutations)
                sol.moves.push_back(SolutionMove{d.move, after.side_to_move(), 1, d.mark});
        }
        const bool is_try = !a.refutations.empty();
        sol.tree = std::move(a);
        (is_try ? tries : keys).solutions.push_back(std::move(sol));
    }
    keys.blank_line_after_each = tries.blank_line_after_each = true;
    tries.blank_line_before = false;  // keys and tries are one list in Popeye's output
    r.sections.push_back(std::move(keys));
    if (opt.max_refutations > 0) r.sections.push_back(std::move(tries));
    return true;
}

TwinResult solve_battle(const problem::Setup& setup, const SolveContext& ctx) {
    TwinResult r;
    r.stipulation = stipulation::to_string(setup.stip);
    const std::shared_ptr<const problem::Setup> kept = keep(setup);
    const problem::Options& o = setup.options;
    const End end = setup.stip.end;
    // exact- makes every line take the full length (BattleLimits::exact);
    // the options that change what wins along a line are not established
    // with it.
    if (setup.stip.exact && o.threat) return unsupported(setup, "unsupported option: Threat with exact- battle play");
    if (setup.stip.exact && o.non_trivial)
        return unsupported(setup, "unsupported option: NonTrivial with exact- battle play");
    if (setup.stip.exact && o.quodlibet)
        return unsupported(setup, "unsupported option: Quodlibet with exact- battle play");
    // MatesIn1 (py-engl.txt: "don't suppress mates in 1 in self play"):
    // in self play, not exact-, as Popeye's BEISPIEL/selfref.inp uses it.
    if (o.mates_in_1 && (end != End::Self || setup.stip.exact))
        return unsupported(setup,
                           std::string("unsupported option: MatesIn1 with ") + (setup.stip.exact     ? "exact- play"
                                                                                : end == End::Direct ? "direct play"
                                                                                                     : "reflex play"));
    if (o.goal_is_end && end != End::Direct && end != End::Self)
        return unsupported(setup, "unsupported option: GoalIsEnd with reflex play");
    if (o.goal_is_end && (setup.stip.exact || o.quodlibet))
        return unsupported(setup, std::string("unsupported option: GoalIsEnd with ") +
                                      (o.quodlibet ? "Quodlibet" : "exact- battle play"));
    if (o.keep_mating_piece && end != End::Direct && end != End::Self)
        return unsupported(setup, "unsupported option: KeepMatingPiece with reflex play");
    // Quodlibet: Popeye adds the direct goal to a battle play whose goal
    // follows a defence (options/quodlibet.c); its reflex form is not
    // established here.
    if (o.quodlibet && end != End::Self && end != End::SemiReflex)
        return unsupported(setup, std::string("unsupported option: Quodlibet with ") +
                                      (end == End::Direct ? "direct play" : "reflex play"));
    if (o.non_trivial && end != End::Self && end != End::Reflex)
        return unsupported(setup, std::string("unsupported option: NonTrivial with ") +
                                      (end == End::Direct ? "direct play" : "semi-reflex play"));
    // HalfDuplex: Black attacks, White defends (Popeye's BEISPIEL/duplex.inp);
    // Duplex: White attacks, then Black (a half with rules of its own when
    // a condition binds the defending side).
    const core::Color first = o.half_duplex ? core::Color::Black : core::Color::White;
    if (!solve_battle_half(kept, ctx, first, SectionKind::Play, r) || !o.duplex || r.status != TwinStatus::Solved)
        return r;
    const std::optional<problem::Setup> duplex = problem::duplex_half(setup);
    solve_battle_half(duplex ? keep(*duplex) : kept, ctx, core::Color::Black, SectionKind::Duplex, r);
    return r;
}

}  // namespace dawson::search
