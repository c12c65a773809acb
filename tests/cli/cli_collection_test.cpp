// The bundled collection problems/: at least 40 problems, of every
// stipulation type, all sound, checked in seconds; at least 60 of them
// published compositions with author, source and intended solution.

#include <catch2/catch.hpp>
#include <filesystem>
#include <set>

#include "cli_test_util.hpp"
#include "problem/read_file.hpp"

using namespace dawson::testing;

TEST_CASE("dawson check problems/: every bundled problem is sound", "[cli][collection][slow]") {
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

TEST_CASE("problems/: at least 60 published problems with author, source and intention", "[cli][collection]") {
    int published = 0;
    for (const auto& e : std::filesystem::directory_iterator(std::string(DAWSON_SOURCE_DIR) + "/problems/")) {
        if (e.path().extension() != ".inp") continue;
        const dawson::problem::ReadResult rr = dawson::problem::read_file(e.path().string());
        INFO(e.path().string());
        REQUIRE(rr.errors.empty());
        for (const auto& p : rr.problems)
            if (!p.meta.authors.empty() && !p.meta.origin.empty() && p.intended &&
                (!p.intended->lines.empty() || p.intended->count))
                ++published;
    }
    CHECK(published >= 60);
}
