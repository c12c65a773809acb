// The partition of `dawson solve --split` (search/split.hpp) and the
// lossless JSON of the result model the parts carry (report/result_json).

#include "search/split.hpp"

#include <catch2/catch.hpp>

#include "report/result_json.hpp"

using namespace dawson;
using nlohmann::json;

TEST_CASE("split: every unit is taken by exactly one part, none by part 0", "[split]") {
    for (std::size_t n = 1; n <= 7; ++n)
        for (std::size_t u = 0; u < 50; ++u) {
            int takers = 0;
            for (std::size_t k = 1; k <= n; ++k) takers += search::Split{k, n}.takes(u);
            CHECK(takers == 1);
            CHECK(!search::Split{0, n}.takes(u));
        }
    CHECK(search::Split{1, 3}.takes_whole());
    CHECK(!search::Split{2, 3}.takes_whole());
    CHECK(!search::Split{0, 3}.takes_whole());
    // Lines are put back in order by length, then root move, then second move.
    CHECK(search::SplitUnit{2, 5, 0} < search::SplitUnit{3, 0, 0});
    CHECK(search::SplitUnit{3, 1, 7} < search::SplitUnit{3, 2, 0});
    CHECK(search::SplitUnit{3, 2, 0} < search::SplitUnit{3, 2, 1});
}

TEST_CASE("split: a solution and its battle tree go through JSON unchanged", "[split][json]") {
    position::Move key;
    key.from = 12;
    key.to = 28;
    position::Move defence;
    defence.from = 52;
    defence.to = 36;
    defence.type = position::MoveType::DoubleStep;
    position::Move mate;
    mate.from = 3;
    mate.to = 59;
    mate.promo = 2;
    mate.aux = 60;

    search::AttackNode tree;
    tree.move = key;
    tree.mark = search::Mark::Check;
    tree.length = 2;
    tree.threat_searched = true;
    search::AttackNode threat;
    threat.move = mate;
    threat.mark = search::Mark::Mate;
    threat.length = 1;
    tree.threats.push_back(threat);
    search::DefenceNode d;
    d.move = defence;
    d.continuations.push_back(threat);
    d.refutes = true;
    tree.defences.push_back(d);
    tree.refutations.push_back(d);

    search::Solution s;
    s.layout = search::Layout::BattleKey;
    s.moves.push_back(search::SolutionMove{key, core::Color::White, 1, search::Mark::Check});
    s.moves.push_back(search::SolutionMove{defence, core::Color::Black, 1, search::Mark::None});
    s.tree = tree;
    s.unit = search::SplitUnit{3, 4, 5};

    const json j = json::parse(report::solution_to_json(s).dump());
    const search::Solution back = report::solution_from_json(j);
    CHECK(report::solution_to_json(back) == j);
    CHECK(back.moves.size() == 2);
    CHECK(back.moves[1].move == defence);
    CHECK(back.moves[1].side == core::Color::Black);
    REQUIRE(back.tree);
    CHECK(back.tree->threats.at(0).move == mate);
    CHECK(back.tree->defences.at(0).refutes);
    CHECK(back.unit == s.unit);

    // What the reader refuses: a square off the board, a missing member.
    json bad = j;
    bad["moves"][0]["move"][0] = 65;
    CHECK_THROWS_AS(report::solution_from_json(bad), report::ResultJsonError);
    bad = j;
    bad.erase("layout");
    CHECK_THROWS_AS(report::solution_from_json(bad), report::ResultJsonError);
}
