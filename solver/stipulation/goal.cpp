#include "stipulation/goal.hpp"

#include <array>
#include <cctype>

#include "stipulation/goals/support.hpp"

namespace dawson::stipulation {

namespace goals {
#define GOAL(f) GoalRule f();
#include "stipulation/goals/list.inc"
#undef GOAL
}  // namespace goals

namespace {

struct GoalTable {
    std::array<GoalRule, static_cast<std::size_t>(GoalKind::Kiss) + 1> rules;
    std::array<GoalRule, static_cast<std::size_t>(GoalKind::Kiss) + 1> negated;
    // [G][H]: "G&!H".
    std::array<std::array<GoalRule, static_cast<std::size_t>(GoalKind::Kiss) + 1>,
               static_cast<std::size_t>(GoalKind::Kiss) + 1>
        also_not;
};

const GoalTable& table() {
    static const GoalTable t = [] {
        GoalTable g{};
        for (const GoalRule& r : {
#define GOAL(f) goals::f(),
#include "stipulation/goals/list.inc"
#undef GOAL
             })
            g.rules[static_cast<std::size_t>(r.kind)] = r;
        for (std::size_t i = 0; i < g.rules.size(); ++i) {
            GoalRule n = g.rules[i];
            n.marker = "";
            n.preempts_check = false;
            n.self_check_allowed = false;
            n.early_end = false;
            n.reached = nullptr;
            g.negated[i] = n;
        }
        for (std::size_t i = 0; i < g.rules.size(); ++i)
            for (std::size_t j = 0; j < g.rules.size(); ++j) {
                GoalRule c = g.rules[i];
                c.position_only = c.position_only && g.rules[j].position_only;
                c.early_end = false;
                c.reached = nullptr;
                g.also_not[i][j] = c;
            }
        return g;
    }();
    return t;
}

}  // namespace

const GoalRule& rule(GoalKind kind) { return table().rules[static_cast<std::size_t>(kind)]; }

const GoalRule& rule(const Goal& g) {
    const auto i = static_cast<std::size_t>(g.kind);
    if (g.has_also) return table().also_not[i][static_cast<std::size_t>(g.also_kind)];
    return g.negated ? table().negated[i] : table().rules[i];
}

bool holds(const Goal& g, const GoalMove& gm) {
    if (g.has_also && rule(g.also_kind).reached(gm, g.also_target)) return false;
    return rule(g.kind).reached(gm, g.target) != g.negated;
}

std::optional<Goal> read_goal(std::string_view& text) {
    // Longest symbol first: "##" before "#", "==" before "=", "#=" before "#".
    const GoalRule* best = nullptr;
    for (const GoalRule& r : table().rules) {
        const std::string_view s = r.symbol;
        if (text.size() < s.size() || (best && best->symbol.size() >= s.size())) continue;
        bool same = true;
        for (std::size_t i = 0; i < s.size(); ++i)
            same = same && std::tolower(static_cast<unsigned char>(text[i])) == s[i];
        if (same) best = &r;
    }
    if (!best) return std::nullopt;
    Goal g{best->kind};
    text.remove_prefix(best->symbol.size());
    if (g.kind == GoalKind::Target || g.kind == GoalKind::Kiss) {
        if (text.size() < 2) return std::nullopt;
        const int f = std::tolower(static_cast<unsigned char>(text[0])) - 'a', r = text[1] - '1';
        if (f < 0 || f > 7 || r < 0 || r > 7) return std::nullopt;
        g.target = core::make_square(f, r);
        text.remove_prefix(2);
    }
    return g;
}

std::string to_string(const Goal& g) {
    std::string s = g.negated ? "!" : "";
    s += rule(g).symbol;
    if ((g.kind == GoalKind::Target || g.kind == GoalKind::Kiss) && g.target != core::NoSquare) {
        s += static_cast<char>('a' + core::file_of(g.target));
        s += static_cast<char>('1' + core::rank_of(g.target));
    }
    if (g.has_also) s += "&!" + to_string(Goal{g.also_kind, g.also_target});
    return s;
}

bool reaches(position::Position& pos, const position::Move& m, const Goal& g, bool legal) {
    const GoalRule& r = rule(g);
    const core::Color mover = pos.side_to_move();
    // A goal that lets the mover check itself (##) needs a mover that could
    // move legally: being mated already is not mating oneself.
    // Countermate (##!) needs the opposite: a mover mated before its move.
    if (g.negated) {
        // (a negated goal is tested on legal moves only)
    } else if (g.kind == GoalKind::CounterMate) {
        if (!movegen::in_check(pos, mover) || movegen::has_legal_move(pos, movegen::Choice::MateTest)) return false;
    } else if (r.self_check_allowed && g.kind != GoalKind::AutoMate &&
               !movegen::has_legal_move(pos, movegen::Choice::Play)) {
        // (an automate needs no legal move before it: popeye-goals 2158,
        // where 1.g2-g4 !# is White's only way out of its stalemate)
        return false;
    }
    const bool capture = pos.captured_square(m) != core::NoSquare;
    position::Undo u = pos.make(m);
    // The goal first, the move's legality after it: most moves miss the
    // goal, and a check test under a changed observation costs as much
    // (suite-hoppers 0127, h== under Madrasi). The mover is then known to
    // be safe only where `legal` says so.
    const bool ok = holds(g, GoalMove{pos, m, mover, capture, &u, legal && !r.self_check_allowed}) &&
                    (r.self_check_allowed || legal || !movegen::in_check(pos, mover));
    pos.unmake(m, u);
    return ok;
}

bool reached_in(position::Position& pos, const Goal& g) {
    const position::Move none{};
    return holds(g, GoalMove{pos, none, ~pos.side_to_move(), false});
}

}  // namespace dawson::stipulation
