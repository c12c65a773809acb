// The feature matrix (issue 17, item 24): docs/features.md is the output of
// `dawson features`, and each row says what the reader really does: the
// rows are checked against the implementation tables and, for conditions
// and pieces, against problems in German and French.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

#include "cli_test_util.hpp"
#include "conditions/table.hpp"
#include "problem/features.hpp"
#include "problem/piece_codes.hpp"
#include "test_data.hpp"

namespace {

using dawson::problem::Feature;

std::vector<Feature> rows_of(std::string_view category) {
    std::vector<Feature> v;
    for (const Feature& f : dawson::problem::feature_matrix())
        if (f.category == category) v.push_back(f);
    return v;
}

const Feature& row(const std::vector<Feature>& rows, std::string_view en) {
    auto it = std::find_if(rows.begin(), rows.end(), [&](const Feature& f) { return f.en == en; });
    REQUIRE(it != rows.end());
    return *it;
}

}  // namespace

TEST_CASE("docs/features.md is the output of dawson features", "[features]") {
    const auto r = dawson::testing::run_dawson({"features"});
    REQUIRE(r.code == 0);
    const std::string doc = dawson::test::slurp(std::string(DAWSON_SOURCE_DIR) + "/docs/features.md");
    INFO("regenerate it: build/release/dawson features > docs/features.md");
    CHECK(r.out == doc);
}

TEST_CASE("feature matrix: the implemented conditions are the rows marked yes", "[features]") {
    const auto rows = rows_of("Condition");
    for (const Feature& f : rows) {
        INFO(f.en);
        CHECK((dawson::conditions::find_implemented(f.en) != nullptr) == !f.refused);
        if (f.refused) CHECK(*f.refused == "unsupported condition: " + f.en);
    }
    // Hand-checked rows: Circe and Imitator are implemented, Volage (a
    // condition; the attribute is implemented) is refused.
    CHECK_FALSE(row(rows, "Circe").refused);
    CHECK_FALSE(row(rows, "Imitator").refused);
    CHECK(row(rows, "Volage").refused);
}

TEST_CASE("feature matrix: a condition reads the same in German and French", "[features]") {
    const auto rows = rows_of("Condition");
    for (const Feature& f : rows) {
        INFO(f.en << " / " << f.de << " / " << f.fr);
        // Popeye's French table names AnnanChess and NannaChess both
        // "AnnanEchecs": the word names the first of them.
        const auto first_fr = std::find_if(rows.begin(), rows.end(), [&](const Feature& g) { return g.fr == f.fr; });
        if (first_fr->en != f.en) continue;
        const auto de = dawson::problem::reader_refusal(
            "AnfangProblem\nSteine Weiss Ka1 Tb2 Schwarz Kh8\n"
            "Forderung #2\nBedingung " +
            f.de + "\nEndeProblem\n");
        const auto fr = dawson::problem::reader_refusal(
            "DebutProbleme\nPieces Blanc Ra1 Tb2 Noir Rh8\n"
            "Enonce #2\nCondition " +
            f.fr + "\nFinProbleme\n");
        CHECK(de.has_value() == f.refused.has_value());
        CHECK(fr.has_value() == f.refused.has_value());
        if (de && f.refused) CHECK(*de == *f.refused);  // refused under its English name
    }
}

TEST_CASE("feature matrix: a piece is marked yes exactly when Dawson has its kind", "[features]") {
    using dawson::problem::Language;
    const auto rows = rows_of("Piece");
    for (const Feature& f : rows) {
        INFO(f.en << " " << f.note);
        CHECK(dawson::problem::kind_of_code(Language::English, f.en).has_value() == !f.refused);
        CHECK(dawson::problem::kind_of_code(Language::German, f.de).has_value() == !f.refused);
        CHECK(dawson::problem::kind_of_code(Language::French, f.fr).has_value() == !f.refused);
    }
    // Hand-checked rows: the grasshopper, the seed scorpion and the ubiubi, the spiralspringer not.
    CHECK_FALSE(row(rows, "G").refused);
    CHECK_FALSE(row(rows, "HS").refused);
    CHECK_FALSE(row(rows, "UU").refused);
    CHECK(*row(rows, "SS").refused == "unsupported piece kind: SS");
}

TEST_CASE("feature matrix: stipulations, options and twinnings checked by hand", "[features]") {
    const auto stips = rows_of("Stipulation");
    CHECK_FALSE(row(stips, "ser-r#3").refused);
    CHECK_FALSE(row(stips, "reci-h(=)#2").refused);
    CHECK(*row(stips, "dia6.5").refused == "unsupported stipulation: proof game (dia)");
    const auto options = rows_of("Option");
    CHECK_FALSE(row(options, "SetPlay").refused);
    CHECK_FALSE(row(options, "Quodlibet").refused);
    CHECK_FALSE(row(options, "GoalIsEnd").refused);
    CHECK_FALSE(row(rows_of("Twinning"), "SStipulation").refused);  // Twin SStipulation white 3a[#]d
}
