#include "report/battle_tree.hpp"

#include <string>

namespace dawson::report {

namespace {

// Popeye's columns: the first move at 3, then 4 more per half-move from the
// first defence (6) on: 2.x at 10, 2...x at 14, 3.x at 18, …
std::string indent(int half_move) { return std::string(half_move == 0 ? 3 : 2 + 4 * half_move, ' '); }

void write_defence(std::ostream& os, const search::DefenceNode& d, int move_no);

void write_attack(std::ostream& os, const search::AttackNode& a, int move_no, bool first) {
    os << indent(2 * (move_no - 1)) << move_no << '.' << a.text;
    if (first) os << (a.refutations.empty() ? " !" : " ?");
    if (a.threat_searched) os << (a.threats.empty() ? " zugzwang." : " threat:");
    os << '\n';
    for (const search::AttackNode& t : a.threats) write_attack(os, t, move_no + 1, false);
    for (const search::DefenceNode& d : a.defences) write_defence(os, d, move_no);
    if (first && !a.refutations.empty()) {
        os << "    but\n";
        for (const search::DefenceNode& r : a.refutations)
            os << indent(2 * move_no - 1) << move_no << "..." << r.text << " !\n";
    }
}

void write_defence(std::ostream& os, const search::DefenceNode& d, int move_no) {
    os << indent(2 * move_no - 1) << move_no << "..." << d.text << '\n';
    for (const search::AttackNode& c : d.continuations) write_attack(os, c, move_no + 1, false);
}

}  // namespace

void write_battle_tree(std::ostream& os, const search::BattleResult& result) {
    for (const search::AttackNode& a : result.moves) {
        os << '\n';
        write_attack(os, a, 1, true);
    }
}

}  // namespace dawson::report
