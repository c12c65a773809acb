// Every problem of the Popeye oracle sets (tests/data/popeye-random and
// popeye-bench) is read; the diagram's piece counts and the stipulation
// match index.tsv, and every twin's label and twinning text match the line
// Popeye printed for it in expected/NNNN.out byte for byte.
#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "problem/make_position.hpp"
#include "problem/read_file.hpp"
#include "problem_test_util.hpp"
#include "test_data.hpp"

using namespace dawson;
using namespace dawson::problem;
using dawson::test::test_data_dir;

namespace {

std::vector<std::vector<std::string>> read_tsv(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
        std::vector<std::string> cols;
        std::stringstream ss(line);
        std::string c;
        while (std::getline(ss, c, '\t')) cols.push_back(c);
        rows.push_back(cols);
    }
    return rows;
}

// Twin header lines of a Popeye output ("b) bBg5-->g2  "), without "a)".
std::vector<std::string> twin_lines(const std::string& path) {
    std::ifstream in(path);
    std::vector<std::string> v;
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() >= 3 && line[0] != ' ' && (line[1] == ')' || (line[0] == '+' && line[2] == ')')) &&
            line.rfind("a)", 0) != 0)
            v.push_back(line);
    }
    return v;
}

void check_set(const std::string& set, int expected_problems) {
    auto rows = read_tsv(test_data_dir() + "/" + set + "/index.tsv");
    REQUIRE(static_cast<int>(rows.size()) == expected_problems);
    for (const auto& row : rows) {
        const std::string& id = row[0];
        INFO(set << " problem " << id);
        std::string inp = test_data_dir() + "/" + set + "/problems/" + id + ".inp";
        ReadResult r = read_file(inp);
        test::require_no_errors(r);
        REQUIRE(r.problems.size() == 1);
        const Problem& p = r.problems[0];
        int white = 0, black = 0;
        for (const Placement& pl : p.setup.pieces) (pl.piece.color == core::Color::White ? white : black)++;
        CHECK(white == std::stoi(row[8]));
        CHECK(black == std::stoi(row[9]));
        CHECK(stipulation::to_string(p.setup.stip) == row[1]);
        const std::string& opts = row[2];
        CHECK(p.setup.options.variation == (opts.find("Variation") != std::string::npos));
        CHECK(p.setup.options.try_play == (opts.find("Try") != std::string::npos));
        CHECK(p.setup.options.set_play == (opts.find("SetPlay") != std::string::npos));
        CHECK(p.setup.options.white_to_play == (opts.find("WhiteToPlay") != std::string::npos));
        CHECK(p.setup.options.defence.has_value() == (opts.find("Defence") != std::string::npos));
        int twin_count = std::stoi(row[7]);
        CHECK(static_cast<int>(p.twins.size()) == (twin_count == 0 ? 0 : twin_count - 1));
        auto lines = twin_lines(test_data_dir() + "/" + set + "/expected/" + id + ".out");
        REQUIRE(lines.size() == p.twins.size());
        for (std::size_t i = 0; i < lines.size(); ++i) {
            CHECK(p.twins[i].label + " " + p.twins[i].text == lines[i]);
            int tw = 0, tb = 0;
            for (const Placement& pl : p.twins[i].setup.pieces) (pl.piece.color == core::Color::White ? tw : tb)++;
            CHECK(tw + tb > 0);
        }
        // The position can be built and holds the pieces.
        position::Position pos = make_position(p.setup);
        CHECK(__builtin_popcountll(pos.occupied()) == white + black);
    }
}

}  // namespace

TEST_CASE("every popeye-random problem is read", "[problem][oracle]") { check_set("popeye-random", 150); }

TEST_CASE("every popeye-bench problem is read", "[problem][oracle]") { check_set("popeye-bench", 25); }
