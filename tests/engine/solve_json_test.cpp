// The JSON report validated against its schema (docs/schema/solve.schema.json)
// with the small validator of tests/support/json_schema.hpp.

#include <catch2/catch.hpp>
#include <fstream>
#include <set>

#include "json_schema.hpp"
#include "parallel/solve_driver.hpp"
#include "problem/read_file.hpp"
#include "report/json_writer.hpp"
#include "test_data.hpp"

using namespace dawson;
using dawson::test::test_data_dir;
using dawson::test::validate;
using nlohmann::json;

namespace {

json run_files(const std::vector<std::string>& files) {
    parallel::DriverOptions o;
    o.threads = 2;
    o.hash_mb = 16;
    parallel::SolveDriver driver(o);
    std::vector<json> problems;
    std::vector<std::string> errors;
    for (const std::string& f : files) {
        problem::ReadResult rr = problem::read_file(f);
        for (const auto& d : rr.errors) errors.push_back(d.to_string());
        for (const auto& p : rr.problems) problems.push_back(report::problem_json(p, driver.solve(p)));
    }
    return report::run_json(problems, errors);
}

}  // namespace

TEST_CASE("solve JSON output follows docs/schema/solve.schema.json", "[solve][json]") {
    std::ifstream in(test_data_dir() + "/../../docs/schema/solve.schema.json");
    REQUIRE(in);
    const json schema = json::parse(in);
    const std::string d = test_data_dir();
    const json out = run_files({
        d + "/popeye-random/problems/0010.inp",  // ser-h#4, twins
        d + "/popeye-random/problems/0113.inp",  // h#3 SetPlay
        d + "/popeye-random/problems/0061.inp",  // h=2
        d + "/popeye-random/problems/0062.inp",  // ser-#3, twins
        d + "/solve/cooked_h2.inp",              // intended solution given
        d + "/solve/intended.olv",               // Olive YAML
        d + "/popeye-random/problems/0004.inp",  // battle play (#3)
        d + "/solve/no_such_file.inp",           // an input error
        // Goal markers but # and = (c81, ##!, + %), post-key play, notices:
        d + "/popeye-goals/problems/0136.inp",       // hc815: c81
        d + "/popeye-goals/problems/0037.inp",       // ##!
        d + "/popeye-regression/problems/1893.inp",  // + %
        d + "/popeye-goals/problems/0139.inp",       // PostKeyPlay
        d + "/popeye-regression/problems/0158.inp",  // "PostKeyPlay not applicable - ignored"
    });
    std::vector<std::string> errors;
    validate(out, schema, schema, "$", errors);
    for (const auto& e : errors) INFO(e);
    CHECK(errors.empty());
    // A few values, from the oracle and the hand-made files.
    REQUIRE(out["problems"].size() == 14);
    CHECK(out["problems"][0]["twins"].size() == 2);
    CHECK(out["problems"][0]["twins"][1]["label"] == "b)");
    CHECK(out["problems"][0]["twins"][1]["twin_text"] == "bBg5-->g2");
    CHECK(out["problems"][2]["stipulation"] == "h=2");
    CHECK(out["problems"][4]["verdict"]["kind"] == "cooked");
    CHECK(out["problems"][4]["verdict"]["not_intended"][0] == "1.Ka7-b7 Re8-e7 + 2.Kb7-a8 Re7-a7 #");
    CHECK(out["problems"][5]["verdict"]["kind"] == "sound");
    CHECK(out["errors"].size() == 1);
    const json& first = out["problems"][4]["twins"][0]["sections"][0]["solutions"][0];
    CHECK(first["text"][0] == "  1.Ka7-a6 Kd4-c5   2.Ka6-a5 Re8-a8 #");
    CHECK(first["moves"][3]["mark"] == "#");
    CHECK(first["moves"][3]["side"] == "white");
    // (the marks and the section and notice the schema once left out)
    auto marks = [&](std::size_t p) {
        std::set<std::string> m;
        for (const json& t : out["problems"][p]["twins"])
            for (const json& sec : t["sections"])
                for (const json& sol : sec["solutions"])
                    for (const json& mv : sol["moves"]) m.insert(mv["mark"].get<std::string>());
        return m;
    };
    CHECK(marks(9).count("c81") == 1);
    CHECK(marks(10).count("##!") == 1);
    CHECK(marks(11).count("+ %") == 1);
    CHECK(out["problems"][12]["twins"][0]["sections"][0]["kind"] == "post-key-play");
    CHECK(out["problems"][13]["twins"][0]["notices"][0] == "PostKeyPlay not applicable - ignored");
}

TEST_CASE("the validator rejects what the schema forbids", "[solve][json]") {
    std::ifstream in(test_data_dir() + "/../../docs/schema/solve.schema.json");
    REQUIRE(in);
    const json schema = json::parse(in);
    std::vector<std::string> errors;
    validate(json{{"dawson", "x"}, {"problems", json::array({json{{"file", 3}}})}}, schema, schema, "$", errors);
    CHECK(errors.size() >= 3);  // missing "errors", wrong type of file, missing problem fields
}
