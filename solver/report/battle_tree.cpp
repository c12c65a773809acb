#include "report/battle_tree.hpp"

#include <string>

namespace dawson::report {

namespace {

using Lines = std::vector<std::string>;

// Popeye's columns: the first move at 3, then 4 more per half-move from the
// first defence (6) on: 2.x at 10, 2...x at 14, 3.x at 18, …
std::string indent(int half_move) { return std::string(half_move == 0 ? 3 : 2 + 4 * half_move, ' '); }

void write_defence(Lines& out, const search::DefenceNode& d, int move_no);

void write_attack(Lines& out, const search::AttackNode& a, int move_no, bool first) {
    std::string line = indent(2 * (move_no - 1)) + std::to_string(move_no) + '.' + a.text;
    if (first) line += a.refutations.empty() ? " !" : " ?";
    if (a.threat_searched) line += a.threats.empty() ? " zugzwang." : " threat:";
    out.push_back(std::move(line));
    for (const search::AttackNode& t : a.threats) write_attack(out, t, move_no + 1, false);
    for (const search::DefenceNode& d : a.defences) write_defence(out, d, move_no);
    if (first && !a.refutations.empty()) {
        out.push_back("    but");
        for (const search::DefenceNode& r : a.refutations)
            out.push_back(indent(2 * move_no - 1) + std::to_string(move_no) + "..." + r.text + " !");
    }
}

void write_defence(Lines& out, const search::DefenceNode& d, int move_no) {
    out.push_back(indent(2 * move_no - 1) + std::to_string(move_no) + "..." + d.text);
    if (d.refutes) out.push_back(std::string(8 * move_no, ' ') + "refutes.");
    for (const search::AttackNode& c : d.continuations) write_attack(out, c, move_no + 1, false);
}

}  // namespace

std::vector<std::string> battle_lines(const search::AttackNode& first) {
    Lines out;
    write_attack(out, first, 1, true);
    return out;
}

std::vector<std::string> battle_set_play_lines(const std::vector<search::DefenceNode>& set_play) {
    Lines out;
    for (const search::DefenceNode& d : set_play) write_defence(out, d, 1);
    return out;
}

std::vector<std::string> battle_post_key_lines(const search::AttackNode& post_key) {
    Lines out;
    if (!post_key.text.empty()) out.push_back(post_key.text);
    if (post_key.threat_searched) out.push_back(post_key.threats.empty() ? " zugzwang." : " threat:");
    for (const search::AttackNode& t : post_key.threats) write_attack(out, t, 2, false);
    for (const search::DefenceNode& d : post_key.defences) write_defence(out, d, 1);
    return out;
}

void write_battle_tree(std::ostream& os, const search::BattleResult& result) {
    if (result.post_key) {
        if (result.post_key->text.empty()) os << '\n';
        for (const std::string& l : battle_post_key_lines(*result.post_key)) os << l << '\n';
        return;
    }
    if (!result.set_play.empty()) {
        os << '\n';
        for (const std::string& l : battle_set_play_lines(result.set_play)) os << l << '\n';
    }
    for (const search::AttackNode& a : result.moves) {
        os << '\n';
        for (const std::string& l : battle_lines(a)) os << l << '\n';
    }
}

}  // namespace dawson::report
