#include "report/solution_text.hpp"

#include <cassert>

#include "report/battle_tree.hpp"
#include "report/line_text.hpp"
#include "report/notation.hpp"

namespace dawson::report {

using position::Position;
using search::Layout;

namespace {

const Position& origin_of(const search::Section& s) {
    assert(s.origin && "a section with moves keeps its origin");
    return s.origin->position;
}

}  // namespace

std::vector<std::string> solution_lines(const search::Section& s, const search::Solution& sol, problem::Language l) {
    const Position& start = origin_of(s);
    switch (sol.layout) {
        case Layout::Help:
        case Layout::Series:
        case Layout::HelpAfterPass:
            return {line_text(start, sol, l)};
        case Layout::BattleKey:
            return battle_lines(start, *sol.tree, l);
        case Layout::BattleSetPlay:
            return battle_set_play_lines(start, *sol.tree, l);
        case Layout::BattlePostKey:
            return battle_post_key_lines(start, *sol.tree, l);
        case Layout::BattleFailingGoal:
            return battle_failing_goal_lines(start, *sol.tree, l);
    }
    return {};
}

std::vector<std::string> move_texts(const search::Section& s, const search::Solution& sol, problem::Language l) {
    if (sol.moves.empty()) return {};
    const Position& start = origin_of(s);
    switch (sol.layout) {
        case Layout::Help:
        case Layout::Series:
        case Layout::HelpAfterPass:
            return line_move_texts(start, sol, l);
        default: {
            // Battle play: the first move, then a try's refutations, each
            // played after the first move.
            std::vector<std::string> out{move_text(start, sol.moves.front().move, l)};
            if (sol.moves.size() > 1) {
                Position after = start;
                after.make(sol.moves.front().move);
                for (std::size_t i = 1; i < sol.moves.size(); ++i)
                    out.push_back(move_text(after, sol.moves[i].move, l));
            }
            return out;
        }
    }
}

std::vector<std::string> compulsory_lines(const search::Section& s, problem::Language l) {
    std::vector<std::string> out;
    for (const search::Solution& sol : s.compulsory)
        for (std::string& line : solution_lines(s, sol, l)) out.push_back(std::move(line));
    return out;
}

std::vector<std::string> twin_lines(const search::TwinResult& t) {
    std::vector<std::string> out;
    for (const search::Section& s : t.sections)
        for (const search::Solution& sol : s.solutions)
            for (std::string& line : solution_lines(s, sol, t.language)) out.push_back(std::move(line));
    return out;
}

}  // namespace dawson::report
