#include "report/line_text.hpp"

#include "report/notation.hpp"
#include "search/line_solution.hpp"

namespace dawson::report {

using position::Position;
using search::Layout;
using search::Solution;

namespace {

// A move number as Popeye writes it inside a line: the first after one
// blank, the others right-aligned in three columns after one blank
// ("   2.", "  10.").
std::string move_number(int number, bool first) {
    std::string n = std::to_string(number);
    if (!first && n.size() < 3) n.insert(0, 3 - n.size(), ' ');
    return " " + n + ".";
}

// True when Popeye writes the number of move `i` before it: the first move,
// each move whose number is not its predecessor's (a new pair in help
// play, a series side's move in series play) and the first series move
// after introductory ones.
bool numbered(const Solution& sol, std::size_t i) {
    return i == 0 || sol.moves[i].number != sol.moves[i - 1].number ||
           (sol.intro > 0 && i == static_cast<std::size_t>(sol.intro));
}

}  // namespace

std::vector<std::string> line_move_texts(const Position& root, const Solution& sol, problem::Language language) {
    std::vector<std::string> out;
    Position pos = root;
    for (std::size_t i = 0; i < sol.moves.size(); ++i) {
        search::replay_pass(pos, sol, i);
        out.push_back(move_text(pos, sol.moves[i].move, language));
        pos.make(sol.moves[i].move);
    }
    return out;
}

std::string line_text(const Position& root, const Solution& sol, problem::Language language) {
    const std::vector<std::string> texts = line_move_texts(root, sol, language);
    const std::size_t n = sol.moves.size();
    std::string line = sol.layout == Layout::HelpAfterPass ? "  1...  ..." : " ";
    for (std::size_t i = 0; i < n; ++i) {
        const search::SolutionMove& sm = sol.moves[i];
        std::string prefix = " ";
        if (sol.layout == Layout::HelpAfterPass) {
            if (numbered(sol, i)) prefix = (i == 0 ? "  " : "   ") + std::to_string(sm.number) + ".";
        } else if (sol.layout == Layout::Help && i == 0 && n % 2 == 1 && !sol.from_pair_start) {
            prefix = " 1...";  // an odd count: the first move is the second half of pair 1
        } else if (numbered(sol, i)) {
            prefix = move_number(sm.number, i == 0);
        }
        line += prefix + texts[i] + std::string(search::mark_suffix(sm.mark));
    }
    if (sol.fails) line += " ?!?";
    return line;
}

}  // namespace dawson::report
