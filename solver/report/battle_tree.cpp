#include "report/battle_tree.hpp"

#include <string>

#include "report/notation.hpp"
#include "report/vocabulary.hpp"

namespace dawson::report {

namespace {

using Lines = std::vector<std::string>;
using position::Position;

// Popeye's columns: the first move at 3, then 4 more per half-move from the
// first defence (6) on: 2.x at 10, 2...x at 14, 3.x at 18, …
std::string indent(int half_move) { return std::string(half_move == 0 ? 3 : 2 + 4 * half_move, ' '); }

// A move number at the column of its half-move, right-aligned: from move 10
// on, the number starts one column earlier ("10.Gg7*c7" at 73, not 74).
std::string numbered(int half_move, int move_no) {
    const std::string n = std::to_string(move_no);
    std::string s = indent(half_move);
    s.resize(s.size() - (n.size() - 1));
    return s + n;
}

// The position in which the attacker plays its threat after `after` (the
// defender to move): the defender passes, an en passant right lapsing.
Position threat_position(const Position& after) {
    Position p = after;
    p.set_ep_square(core::NoSquare);
    p.set_side_to_move(~after.side_to_move());
    return p;
}

class Writer {
public:
    Writer(Lines& out, problem::Language l) : out_(out), l_(l) {}

    // The move `m` of a node from `before`, with its mark.
    std::string move(const Position& before, const position::Move& m, search::Mark mark) const {
        return move_text(before, m, l_) + std::string(search::mark_suffix(mark));
    }

    // An attacker's move from `before` and what follows it.
    void attack(const Position& before, const search::AttackNode& a, int move_no, bool first) {
        std::string line = numbered(2 * (move_no - 1), move_no) + '.' + move(before, a.move, a.mark);
        if (a.fails) line += " ?!?";
        if (first) line += a.refutations.empty() ? " !" : " ?";
        if (a.threat_searched) line += phrase(l_, a.threats.empty() ? Phrase::Zugzwang : Phrase::Threat);
        out_.push_back(std::move(line));
        if (a.threats.empty() && a.defences.empty() && a.refutations.empty()) return;
        Position after = before;
        after.make(a.move);
        below(after, a, move_no);
        if (first && !a.refutations.empty()) {
            out_.push_back("    " + std::string(phrase(l_, Phrase::But)));
            for (const search::DefenceNode& r : a.refutations) {
                out_.push_back(numbered(2 * move_no - 1, move_no) + "..." + move(after, r.move, r.mark) + " !");
                if (r.continuations.empty()) continue;
                Position next = after;
                next.make(r.move);
                for (const search::AttackNode& c : r.continuations) attack(next, c, move_no + 1, false);
            }
        }
    }

    // The threats and defences of `a`, the defender to move in `after`.
    void below(const Position& after, const search::AttackNode& a, int move_no) {
        if (!a.threats.empty()) {
            const Position tp = threat_position(after);
            for (const search::AttackNode& t : a.threats) attack(tp, t, move_no + 1, false);
        }
        for (const search::DefenceNode& d : a.defences) defence(after, d, move_no);
    }

    // A defender's move from `before` and the attacker's continuations.
    void defence(const Position& before, const search::DefenceNode& d, int move_no) {
        out_.push_back(numbered(2 * move_no - 1, move_no) + "..." + move(before, d.move, d.mark));
        if (d.refutes) out_.push_back(std::string(8 * move_no, ' ') + std::string(phrase(l_, Phrase::Refutes)));
        if (d.continuations.empty()) return;
        Position after = before;
        after.make(d.move);
        for (const search::AttackNode& c : d.continuations) attack(after, c, move_no + 1, false);
    }

private:
    Lines& out_;
    problem::Language l_;
};

}  // namespace

Lines battle_lines(const Position& start, const search::AttackNode& first, problem::Language l) {
    Lines out;
    Writer(out, l).attack(start, first, 1, true);
    return out;
}

Lines battle_set_play_lines(const Position& start, const search::AttackNode& set_play, problem::Language l) {
    Lines out;
    Writer w(out, l);
    for (const search::DefenceNode& d : set_play.defences) w.defence(start, d, 1);
    return out;
}

Lines battle_post_key_lines(const Position& start, const search::AttackNode& post_key, problem::Language l) {
    Lines out;
    if (post_key.mark != search::Mark::None) out.push_back(std::string(search::mark_suffix(post_key.mark)));
    if (post_key.threat_searched)
        out.push_back(std::string(phrase(l, post_key.threats.empty() ? Phrase::Zugzwang : Phrase::Threat)));
    Writer w(out, l);
    if (!post_key.threats.empty()) {
        const Position tp = threat_position(start);
        for (const search::AttackNode& t : post_key.threats) w.attack(tp, t, 2, false);
    }
    for (const search::DefenceNode& d : post_key.defences) w.defence(start, d, 1);
    return out;
}

Lines battle_failing_goal_lines(const Position& start, const search::AttackNode& goal, problem::Language l) {
    Lines out;
    Writer(out, l).attack(start, goal, 1, false);
    return out;
}

}  // namespace dawson::report
