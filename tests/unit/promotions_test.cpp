// Which kinds a pawn promotes to (rules::problem_rule_set, PromOnly): the
// kinds present promote too, but not the dummy, which only PromOnly may
// name (Popeye's pieces/walks/pawns/promotee_sequence.c sets
// is_promotee[Dummy] false). popeye-intelligent 0027 (ser-h=14 with
// dummies of both colours) has a 13-move "solution" f2*e1=DU otherwise,
// which Popeye does not print.

#include <algorithm>
#include <catch2/catch.hpp>

#include "pieces/catalogue.hpp"
#include "problem/popeye_reader.hpp"
#include "rules/rule_set.hpp"

using namespace dawson;

namespace {

bool promotes_to(const rules::RuleSet& r, const char* code) { return r.can_promote_to(*pieces::find_by_code(code)); }

const rules::RuleSet& rules_of(const problem::ReadResult& rr) {
    REQUIRE(rr.problems.size() == 1);
    return rr.problems.front().setup.rules;
}

}  // namespace

TEST_CASE("the kinds present are promotees, the dummy is not", "[rules]") {
    const pieces::PieceKind du = *pieces::find_by_code("DU"), g = *pieces::find_by_code("G");
    CHECK(pieces::is_walkless(du));
    CHECK_FALSE(pieces::is_walkless(g));
    CHECK_FALSE(pieces::is_walkless(pieces::kind::King));
    const rules::RuleSet r = rules::problem_rule_set({du, g, pieces::kind::Pawn});
    CHECK(promotes_to(r, "G"));
    CHECK(promotes_to(r, "Q"));
    CHECK_FALSE(promotes_to(r, "DU"));
    CHECK(std::find(r.marine_promotions.begin(), r.marine_promotions.end(), du) == r.marine_promotions.end());

    const auto plain = problem::read_popeye(
        "BeginProblem\nPieces White Ka4 Due1 Pb7 Black Kf8 Duc1\nStipulation h#1\nEndProblem\n", "dummy.inp");
    CHECK_FALSE(promotes_to(rules_of(plain), "DU"));
    CHECK(promotes_to(rules_of(plain), "S"));
}

TEST_CASE("PromOnly may name the dummy", "[rules]") {
    const auto named = problem::read_popeye(
        "BeginProblem\nPieces White Ka4 Pb7 Black Kf8\nStipulation h#1\nCondition PromOnly Q DU\nEndProblem\n",
        "promonly.inp");
    CHECK(promotes_to(rules_of(named), "DU"));
    CHECK(promotes_to(rules_of(named), "Q"));
    CHECK_FALSE(promotes_to(rules_of(named), "S"));
}
