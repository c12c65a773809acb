#include "cli/part_merge.hpp"

#include <algorithm>

#include "movegen/generate.hpp"
#include "search/line_solution.hpp"
#include "search/solve_context.hpp"

namespace dawson::cli {

using search::Layout;
using search::Section;
using search::Solution;
using search::TwinResult;
using search::TwinStatus;

namespace {

bool line_layout(Layout l) { return l == Layout::Help || l == Layout::Series || l == Layout::HelpAfterPass; }

bool stopped(TwinStatus s) { return s == TwinStatus::TimeLimit || s == TwinStatus::Interrupted; }

// The index of `m` in the legal moves of `origin` (the engines' order of a
// battle play's first moves and of the defences after a pass); the number
// of moves when it is not one of them.
struct MoveOrder {
    explicit MoveOrder(const search::Origin& origin) {
        position::Position pos = origin.position;
        movegen::generate_legal(pos, moves);
    }
    std::size_t operator()(const position::Move& m) const {
        return static_cast<std::size_t>(std::find(moves.begin(), moves.end(), m) - moves.begin());
    }
    movegen::MoveList moves;
};

// Whether the moves a part gives can be played where they are played, so that
// a part that was tampered with is refused rather than replayed.
class Legality {
public:
    // `m` is a pseudo-legal move of `pos` (the engines' moves are: a goal
    // move may leave the mover in check, ##, also under a choice rule, h##
    // with Maximummer); then it is played.
    bool play(position::Position& pos, const position::Move& m) const {
        movegen::MoveList ml;
        movegen::generate_pseudo_legal(pos, ml);
        if (std::find(ml.begin(), ml.end(), m) == ml.end()) return false;
        pos.make(m);
        return true;
    }
    // A line from `origin`, laid out as `s.layout` (line_solution's replay).
    bool line(const position::Position& origin, const Solution& s) const {
        position::Position pos = origin;
        for (std::size_t i = 0; i < s.moves.size(); ++i) {
            search::replay_pass(pos, s, i);
            if (!play(pos, s.moves[i].move)) return false;
        }
        return true;
    }
    // A battle tree's node; `pos` is before its move (`moved`: it has one).
    bool attack(position::Position pos, const search::AttackNode& a, bool moved = true) const {
        if (moved && !play(pos, a.move)) return false;
        for (const search::DefenceNode& d : a.defences)
            if (!defence(pos, d)) return false;
        for (const search::DefenceNode& d : a.refutations)
            if (!defence(pos, d)) return false;
        position::Position passed = pos;  // the threat: the defender passes
        passed.set_side_to_move(~pos.side_to_move());
        passed.set_ep_square(core::NoSquare);
        for (const search::AttackNode& t : a.threats)
            if (!attack(passed, t)) return false;
        return true;
    }
    bool defence(position::Position pos, const search::DefenceNode& d) const {
        if (!play(pos, d.move)) return false;
        for (const search::AttackNode& c : d.continuations)
            if (!attack(pos, c)) return false;
        return true;
    }
    // A part's solution or root defence in section `sec`.
    bool solution(const Section& sec, const Solution& s) const {
        if (!sec.origin) return false;
        if (line_layout(s.layout)) return line(sec.origin->position, s);
        return s.tree && !s.moves.empty() && s.moves.front().move == s.tree->move &&
               attack(sec.origin->position, *s.tree);
    }
    bool root_defence(const Section& sec, const search::DefenceNode& d) const {
        return sec.origin && defence(sec.origin->position, d);
    }
};

// The part's solutions and defences of frame section `sec` put into it.
void fill_section(Section& sec, const std::vector<const PartSection*>& from) {
    std::vector<Solution> sols;
    std::vector<search::DefenceNode> defences;
    for (const PartSection* ps : from) {
        sols.insert(sols.end(), ps->solutions.begin(), ps->solutions.end());
        defences.insert(defences.end(), ps->defences.begin(), ps->defences.end());
    }
    // The one tree of a battle play's set play or post-key play: its
    // defences are the units; those of the frame (a play that ends at
    // once: ends_play) are every part's, not split.
    Solution* tree = nullptr;
    for (Solution& s : sec.solutions)
        if (s.layout == Layout::BattleSetPlay || s.layout == Layout::BattlePostKey) tree = &s;
    if (!defences.empty() && !(tree && !tree->tree->defences.empty()) && sec.origin) {
        const MoveOrder order(*sec.origin);
        std::stable_sort(defences.begin(), defences.end(),
                         [&](const auto& a, const auto& b) { return order(a.move) < order(b.move); });
        if (!tree) {
            Solution s;
            s.layout = Layout::BattleSetPlay;
            s.tree.emplace();
            sec.solutions.push_back(std::move(s));
            tree = &sec.solutions.back();
        }
        tree->tree->defences = std::move(defences);
    }
    if (sols.empty()) return;
    if (line_layout(sols.front().layout)) {
        std::stable_sort(sols.begin(), sols.end(),
                         [](const Solution& a, const Solution& b) { return a.unit < b.unit; });
    } else if (sec.origin) {
        const MoveOrder order(*sec.origin);
        std::stable_sort(sols.begin(), sols.end(), [&](const Solution& a, const Solution& b) {
            return order(a.moves.front().move) < order(b.moves.front().move);
        });
    }
    for (Solution& s : sols) sec.solutions.push_back(std::move(s));
}

// One run's cuts: at most `limit` solutions (the set play counted apart
// from the rest) and, with stop-on-short, the line play's shortest length
// with solutions only.
void cut(TwinResult& t, const problem::Setup& setup, std::optional<int> max_solutions, bool stop_on_short) {
    search::SolveContext ctx;
    ctx.max_solutions = max_solutions;
    const std::size_t limit = search::solution_limit(setup, ctx);
    const bool shortest_only = stop_on_short || setup.options.stop_on_short;
    std::size_t play_left = limit;
    for (Section& s : t.sections) {
        std::size_t set_left = limit;
        std::size_t& left = s.kind == search::SectionKind::SetPlay ? set_left : play_left;
        std::vector<Solution> kept;
        for (Solution& sol : s.solutions) {
            if (kept.size() >= left) break;
            if (shortest_only && line_layout(sol.layout) && !kept.empty() &&
                sol.unit.length != kept.front().unit.length)
                break;
            kept.push_back(std::move(sol));
        }
        left -= kept.size();
        s.solutions = std::move(kept);
    }
    // As solve_twin says; a part that stopped on a short solution stops the
    // run: the shortest solutions of all parts are at most that long.
    t.partial = (limit != search::kNoLimit && play_left == 0) || t.stopped_short();
}

}  // namespace

std::vector<TwinResult> merge_parts(std::vector<TwinResult> frame, const std::vector<SolvePart>& parts,
                                    const problem::Problem& p, std::string& error) {
    std::vector<TwinResult> out;
    std::optional<int> max_solutions;
    bool stop_on_short = false;
    if (!parts.empty()) {
        max_solutions = parts.front().options.max_solutions;
        stop_on_short = parts.front().options.stop_on_short;
    }
    for (std::size_t t = 0; t < frame.size(); ++t) {
        TwinResult& twin = frame[t];
        twin.stats = {};
        std::vector<const PartTwin*> from;
        for (const SolvePart& part : parts) {
            if (t >= part.twins.size()) {
                error = part.path + ": error: part " + part.name + " has no twin " + std::to_string(t + 1) +
                        " of the problem (it stopped before?)";
                return {};
            }
            const PartTwin& pt = part.twins[t];
            if (pt.label != twin.label || (pt.sections.size() != twin.sections.size() && !stopped(pt.status))) {
                error = part.path + ": error: part " + part.name + " does not fit the problem (twin " +
                        std::to_string(t + 1) + ")";
                return {};
            }
            for (std::size_t s = 0; s < pt.sections.size() && s < twin.sections.size(); ++s)
                if (pt.sections[s].kind != twin.sections[s].kind) {
                    error = part.path + ": error: part " + part.name + " does not fit the problem (twin " +
                            std::to_string(t + 1) + ", section " + std::to_string(s + 1) + ")";
                    return {};
                }
            if (stopped(pt.status) && !stopped(twin.status)) twin.status = pt.status;
            twin.stats.nodes += pt.stats.nodes;
            twin.stats.seconds = std::max(twin.stats.seconds, pt.stats.seconds);
            from.push_back(&pt);
        }
        const Legality legal;
        for (std::size_t s = 0; s < twin.sections.size(); ++s) {
            std::vector<const PartSection*> secs;
            for (std::size_t k = 0; k < from.size(); ++k) {
                if (s >= from[k]->sections.size()) continue;
                const PartSection& ps = from[k]->sections[s];
                bool ok = true;
                for (const Solution& sol : ps.solutions) ok = ok && legal.solution(twin.sections[s], sol);
                for (const search::DefenceNode& d : ps.defences) ok = ok && legal.root_defence(twin.sections[s], d);
                if (!ok) {
                    error = parts[k].path + ": error: part " + parts[k].name + " has a move that is not legal in " +
                            "the problem (twin " + std::to_string(t + 1) + ", section " + std::to_string(s + 1) + ")";
                    return {};
                }
                secs.push_back(&ps);
                twin.sections[s].stopped_short = twin.sections[s].stopped_short || ps.stopped_short;
            }
            fill_section(twin.sections[s], secs);
        }
        cut(twin, t == 0 ? p.setup : p.twins[t - 1].setup, max_solutions, stop_on_short);
        const bool stop = stopped(twin.status);
        out.push_back(std::move(twin));
        if (stop) break;
    }
    return out;
}

}  // namespace dawson::cli
