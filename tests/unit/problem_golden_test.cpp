// Golden tests of diagnostics: every file in tests/data/problems/errors is
// read (Popeye or YAML by its extension) under its base name, and the
// number of problems read plus every diagnostic, including the legality
// diagnostics of the problems read, must equal NAME.expected exactly.
// DAWSON_UPDATE_GOLDEN=1 rewrites the .expected files (review the diff!).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "problem/legality.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/yaml_reader.hpp"
#include "test_data.hpp"

using namespace dawson::problem;
namespace fs = std::filesystem;
using dawson::test::slurp;
using dawson::test::test_data_dir;

namespace {

std::string report(const fs::path& input) {
    std::string text = slurp(input), name = input.filename().string();
    ReadResult r = input.extension() == ".olv" ? read_yaml(text, name) : read_popeye(text, name);
    std::string out = "problems read: " + std::to_string(r.problems.size()) + "\n";
    for (const Diagnostic& d : r.errors) out += d.to_string() + "\n";
    for (const Problem& p : r.problems)
        for (const Diagnostic& d : legality_diagnostics(p)) out += d.to_string() + "\n";
    return out;
}

}  // namespace

TEST_CASE("golden diagnostics of malformed problem files", "[problem][golden]") {
    std::vector<fs::path> inputs;
    for (const auto& e : fs::directory_iterator(test_data_dir() + "/problems/errors"))
        if (e.path().extension() != ".expected") inputs.push_back(e.path());
    std::sort(inputs.begin(), inputs.end());
    REQUIRE(inputs.size() >= 30);
    bool update = std::getenv("DAWSON_UPDATE_GOLDEN") != nullptr;
    for (const fs::path& in : inputs) {
        INFO(in.filename().string());
        std::string got = report(in);
        fs::path expected = in;
        expected += ".expected";
        if (update) std::ofstream(expected, std::ios::binary) << got;
        REQUIRE(fs::exists(expected));
        CHECK(got == slurp(expected));
        // Every malformed file yields at least one diagnostic.
        CHECK(got.find(": error: ") != std::string::npos);
    }
}
