#include "report/battle_tree.hpp"

#include <string>

#include "report/vocabulary.hpp"

namespace dawson::report {

namespace {

using Lines = std::vector<std::string>;

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

void write_defence(Lines& out, const search::DefenceNode& d, int move_no, Language l);

void write_attack(Lines& out, const search::AttackNode& a, int move_no, bool first, Language l) {
    std::string line = numbered(2 * (move_no - 1), move_no) + '.' + a.text;
    if (first) line += a.refutations.empty() ? " !" : " ?";
    if (a.threat_searched) line += phrase(l, a.threats.empty() ? Phrase::Zugzwang : Phrase::Threat);
    out.push_back(std::move(line));
    for (const search::AttackNode& t : a.threats) write_attack(out, t, move_no + 1, false, l);
    for (const search::DefenceNode& d : a.defences) write_defence(out, d, move_no, l);
    if (first && !a.refutations.empty()) {
        out.push_back("    " + std::string(phrase(l, Phrase::But)));
        for (const search::DefenceNode& r : a.refutations) {
            out.push_back(numbered(2 * move_no - 1, move_no) + "..." + r.text + " !");
            for (const search::AttackNode& c : r.continuations) write_attack(out, c, move_no + 1, false, l);
        }
    }
}

void write_defence(Lines& out, const search::DefenceNode& d, int move_no, Language l) {
    out.push_back(numbered(2 * move_no - 1, move_no) + "..." + d.text);
    if (d.refutes) out.push_back(std::string(8 * move_no, ' ') + std::string(phrase(l, Phrase::Refutes)));
    for (const search::AttackNode& c : d.continuations) write_attack(out, c, move_no + 1, false, l);
}

}  // namespace

std::vector<std::string> battle_lines(const search::AttackNode& first, Language l) {
    Lines out;
    write_attack(out, first, 1, true, l);
    return out;
}

std::vector<std::string> battle_set_play_lines(const std::vector<search::DefenceNode>& set_play, Language l) {
    Lines out;
    for (const search::DefenceNode& d : set_play) write_defence(out, d, 1, l);
    return out;
}

std::vector<std::string> battle_post_key_lines(const search::AttackNode& post_key, Language l) {
    Lines out;
    if (!post_key.text.empty()) out.push_back(post_key.text);
    if (post_key.threat_searched)
        out.push_back(std::string(phrase(l, post_key.threats.empty() ? Phrase::Zugzwang : Phrase::Threat)));
    for (const search::AttackNode& t : post_key.threats) write_attack(out, t, 2, false, l);
    for (const search::DefenceNode& d : post_key.defences) write_defence(out, d, 1, l);
    return out;
}

std::vector<std::string> battle_compulsory_goal_lines(const std::vector<search::AttackNode>& goals, Language l) {
    Lines out;
    for (const search::AttackNode& g : goals) write_attack(out, g, 1, false, l);
    return out;
}

void write_battle_tree(std::ostream& os, const search::BattleResult& result, Language l) {
    if (!result.compulsory_goals.empty()) {
        os << '\n';
        for (const std::string& line : battle_compulsory_goal_lines(result.compulsory_goals, l)) os << line << '\n';
        return;
    }
    if (result.post_key) {
        if (result.post_key->text.empty()) os << '\n';
        for (const std::string& line : battle_post_key_lines(*result.post_key, l)) os << line << '\n';
        return;
    }
    if (!result.set_play.empty()) {
        os << '\n';
        for (const std::string& line : battle_set_play_lines(result.set_play, l)) os << line << '\n';
    }
    for (const search::AttackNode& a : result.moves) {
        os << '\n';
        for (const std::string& line : battle_lines(a, l)) os << line << '\n';
    }
}

}  // namespace dawson::report
