#pragma once
// Test support: the legal moves of a position as sorted Popeye move texts,
// for tests that list every legal move of a hand-analysed position.

#include <algorithm>
#include <string>
#include <vector>

#include "movegen/generate.hpp"
#include "position/fen.hpp"
#include "report/notation.hpp"
#include "rules/rule_set.hpp"

namespace dawson::test {

inline std::vector<std::string> sorted(std::vector<std::string> v) {
    std::sort(v.begin(), v.end());
    return v;
}

// Every legal move of `fen` under rule set `variant`, as sorted move texts.
inline std::vector<std::string> legal_move_texts(const std::string& variant, const std::string& fen) {
    const rules::RuleSet& rs = *rules::find_rule_set(variant);
    position::Position pos = position::parse_fen(fen, rs);
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::vector<std::string> out;
    for (const auto& m : ml) out.push_back(report::move_text(pos, m, dawson::problem::Language::English));
    return sorted(out);
}

}  // namespace dawson::test
