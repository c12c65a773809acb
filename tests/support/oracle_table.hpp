#pragma once
// Test support: reads the perft oracle tables (tests/data/perft/*.tsv) at
// test time. The data directory comes from the DAWSON_TEST_DATA environment
// variable (set by ctest), falling back to the path compiled in.

#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "rules/rule_set.hpp"
#include "test_data.hpp"

namespace dawson::test {

// One row of a perft table: variant, FEN, depth and the expected count.
struct PerftRow {
    std::string variant;
    std::string fen;
    int depth = 0;
    std::uint64_t nodes = 0;
    int line = 0;  // line in the table, for messages
};

// Every row of tests/data/perft/<table>; throws when the file is missing or
// a row is malformed, so a broken table fails the test instead of passing.
inline std::vector<PerftRow> load_perft_table(const std::string& table) {
    const std::string path = test_data_dir() + "/perft/" + table;
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::vector<PerftRow> rows;
    std::string text;
    int line = 0;
    while (std::getline(in, text)) {
        ++line;
        if (line == 1 || text.empty()) continue;  // header
        std::istringstream fields(text);
        PerftRow r;
        std::string depth, nodes;
        if (!std::getline(fields, r.variant, '\t') || !std::getline(fields, r.fen, '\t') ||
            !std::getline(fields, depth, '\t') || !std::getline(fields, nodes, '\t'))
            throw std::runtime_error(path + ":" + std::to_string(line) + ": malformed row");
        r.depth = std::stoi(depth);
        r.nodes = std::stoull(nodes);
        r.line = line;
        rows.push_back(r);
    }
    if (rows.empty()) throw std::runtime_error(path + ": no rows");
    return rows;
}

// The rule set a table's variant name stands for ("grasshopper-std" is
// Dawson's "grasshopper").
inline const rules::RuleSet& rule_set_of(const std::string& variant) {
    const rules::RuleSet* rs = rules::find_rule_set(variant == "grasshopper-std" ? "grasshopper" : variant);
    if (!rs) throw std::runtime_error("unknown variant " + variant);
    return *rs;
}

}  // namespace dawson::test
