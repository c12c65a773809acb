#pragma once
// Test support: the problems of one goal (stalemate, mate) of an oracle set
// (popeye-regression: most from Popeye's hpint.inp and intell.inp) whose
// diagram passes a test of its rules (movegen::orthodox_play, plain_rules),
// each twin's setup once, the refused ones left out. The stalemate filter
// and the goal bounds are checked on them.

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "movegen/stalemate_filter.hpp"
#include "problem/legality.hpp"
#include "problem/make_position.hpp"
#include "problem/read_file.hpp"
#include "test_data.hpp"

namespace dawson::test {

inline std::vector<problem::Setup> goal_problems(const std::string& set, const stipulation::Goal& goal,
                                                 bool (*rules_pass)(const position::Position&)) {
    const std::filesystem::path dir = std::filesystem::path(test_data_dir()) / set;
    std::ifstream index(dir / "index.tsv");
    std::vector<problem::Setup> out;
    for (std::string line; std::getline(index, line);) {
        const std::string id = line.substr(0, line.find('\t'));
        if (id == "id") continue;
        const auto rr = problem::read_file((dir / "problems" / (id + ".inp")).string());
        for (const problem::Problem& p : rr.problems)
            if (p.setup.stip.goal == goal && !problem::check_refusal(p.setup) &&
                rules_pass(problem::make_position(p.setup)))
                out.push_back(p.setup);
    }
    return out;
}

}  // namespace dawson::test
