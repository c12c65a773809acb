#pragma once
// Test support: the stalemate problems (a "=" in the stipulation) of the
// popeye-regression oracle set in orthodox play (most from Popeye's
// hpint.inp and intell.inp), each twin's setup once, the refused ones left
// out. The stalemate filter and the stalemate bound are checked on them.

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

inline std::vector<problem::Setup> orthodox_stalemate_problems() {
    const std::filesystem::path dir = std::filesystem::path(test_data_dir()) / "popeye-regression";
    std::ifstream index(dir / "index.tsv");
    std::vector<problem::Setup> out;
    for (std::string line; std::getline(index, line);) {
        // id, source, number, language, stipulation, …
        std::istringstream fields(line);
        std::string id, source, number, lang, stip;
        std::getline(fields, id, '\t');
        std::getline(fields, source, '\t');
        std::getline(fields, number, '\t');
        std::getline(fields, lang, '\t');
        std::getline(fields, stip, '\t');
        if (id == "id" || stip.find('=') == std::string::npos) continue;
        const auto rr = problem::read_file((dir / "problems" / (id + ".inp")).string());
        for (const problem::Problem& p : rr.problems)
            if (!problem::check_refusal(p.setup) && movegen::orthodox_play(problem::make_position(p.setup)))
                out.push_back(p.setup);
    }
    return out;
}

}  // namespace dawson::test
