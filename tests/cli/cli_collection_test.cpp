// The bundled collection problems/: at least 40 problems, of every
// stipulation type, all sound, checked in seconds.

#include <catch2/catch.hpp>
#include <set>

#include "cli_test_util.hpp"

using namespace dawson::testing;

TEST_CASE("dawson check problems/: every bundled problem is sound", "[cli][collection]") {
    TempDir tmp;
    const std::string rep = tmp / "r.jsonl";
    auto r = run_dawson({"check", "--report", rep, std::string(DAWSON_SOURCE_DIR) + "/problems/"});
    INFO(r.out << r.err);
    CHECK(r.code == 0);
    const auto recs = read_records(rep);
    CHECK(recs.size() >= 40);
    CHECK(r.out.find("Summary: " + std::to_string(recs.size()) + " problems") != std::string::npos);
    std::set<std::string> stips;
    for (const auto& j : recs) {
        INFO(j["file"]);
        CHECK(j["verdict"] == "sound");
        std::string s = j["stipulation"];
        while (!s.empty() && (std::isdigit(static_cast<unsigned char>(s.back())) || s.back() == '.')) s.pop_back();
        stips.insert(s);
    }
    for (const char* s : {"#", "s#", "r#", "=", "h#", "h=", "ser-#", "ser-h#", "ser-=", "ser-h="}) {
        INFO(s);
        CHECK(stips.count(s) == 1);
    }
}
