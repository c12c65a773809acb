// The memo of final positions that miss the goal (search/goal_memo.hpp):
// its slots by hand, and for_each_goal_move with it against the same walk
// without it, on the positions of two problems of popeye-suite-hoppers
// and those after their first moves and some second ones: the memo never
// hides a goal move, whether it is new or filled by the walk before, it
// keeps the misses of a stalemate and of a position-only goal, and none of
// a goal it may not keep (a capture, which the move decides; a goal that
// allows self-check, which asks about the position before the move).

#include "search/goal_memo.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "goal_problems.hpp"
#include "movegen/generate.hpp"
#include "position/fen.hpp"
#include "problem/read_file.hpp"
#include "rules/rule_set.hpp"
#include "search/goal_tests.hpp"
#include "stipulation/goal.hpp"
#include "test_data.hpp"

namespace {

using namespace dawson;
using search::GoalMemo;

std::vector<position::Move> goal_moves(position::Position& pos, const stipulation::Goal& goal, GoalMemo* memo) {
    std::vector<position::Move> out;
    search::for_each_goal_move(
        pos, goal, [&](const position::Move& m) { out.push_back(m); }, memo);
    return out;
}

stipulation::Goal goal_of(std::string_view text) {
    const std::optional<stipulation::Goal> g = stipulation::read_goal(text);
    REQUIRE(g);
    return *g;
}

// The setups (twins too) of suite-hoppers problem `id`.
std::vector<problem::Setup> setups_of(const std::string& id) {
    const auto path =
        std::filesystem::path(test::test_data_dir()) / "popeye-suite-hoppers" / "problems" / (id + ".inp");
    const auto rr = problem::read_file(path.string());
    REQUIRE(rr.problems.size() == 1);
    std::vector<problem::Setup> out{rr.problems[0].setup};
    for (const auto& t : rr.problems[0].twins) out.push_back(t.setup);
    return out;
}

struct Counts {
    int positions = 0, goal_moves = 0, kept = 0;
};

// On `pos`: the same goal moves with a memo, new or filled, as without;
// no goal move's final position in it; where `keeps`, the misses counted
// in `c`, else none kept.
void check_position(position::Position& pos, const stipulation::Goal& goal, bool keeps, Counts& c) {
    ++c.positions;
    const std::vector<position::Move> plain = goal_moves(pos, goal, nullptr);
    GoalMemo memo;
    CHECK(goal_moves(pos, goal, &memo) == plain);
    CHECK(goal_moves(pos, goal, &memo) == plain);
    c.goal_moves += static_cast<int>(plain.size());
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        const bool kept = memo.missed(pos.key_after(m));
        const bool reaches = std::find(plain.begin(), plain.end(), m) != plain.end();
        CHECK_FALSE((kept && reaches));
        if (!keeps) CHECK_FALSE(kept);
        c.kept += kept;
    }
}

Counts check_problem(const std::string& id, const stipulation::Goal& goal, bool keeps) {
    Counts c;
    for (const problem::Setup& s : setups_of(id))
        test::visit_positions(s, 7, [&](position::Position& pos, bool) {
            INFO(id << " " << position::to_fen(pos));
            check_position(pos, goal, keeps, c);
        });
    return c;
}

}  // namespace

TEST_CASE("goal memo: a missed key is found until its slot is taken or the memo grows, 0 never", "[goal-memo]") {
    GoalMemo memo;
    CHECK_FALSE(memo.missed(5));
    memo.miss(5);
    CHECK(memo.missed(5));
    // The same slot (the low bits), another key: it takes the slot.
    const std::uint64_t other = 5 + GoalMemo::kMinSlots;
    CHECK_FALSE(memo.missed(other));
    memo.miss(other);
    CHECK(memo.missed(other));
    CHECK_FALSE(memo.missed(5));
    // An empty slot holds 0: the key 0 is never found.
    CHECK_FALSE(memo.missed(0));
    memo.miss(0);
    CHECK_FALSE(memo.missed(0));
    // Past twice its slots stored, the memo doubles and starts empty.
    std::uint64_t key = 1;
    for (std::size_t i = 0; i < 2 * GoalMemo::kMinSlots - 2; ++i) memo.miss(key += 2 * GoalMemo::kMinSlots);
    CHECK(memo.missed(key));
    memo.miss(7);
    CHECK_FALSE(memo.missed(key));
    CHECK(memo.missed(7));
}

TEST_CASE("goal memo: == under Madrasi (suite-hoppers 0127), its misses kept", "[goal-memo]") {
    const Counts c = check_problem("0127", goal_of("=="), true);
    CHECK(c.positions > 100);
    CHECK(c.kept > 100);
}

TEST_CASE("goal memo: = with a neutral Dob (suite-hoppers 0105), its misses kept", "[goal-memo]") {
    const Counts c = check_problem("0105", stipulation::Goal::Stalemate, true);
    CHECK(c.positions > 100);
    CHECK(c.kept > 100);
}

TEST_CASE("goal memo: = by hand, the two stalemating moves found again with the memo filled", "[goal-memo]") {
    // White Ka8 Qe3, Black Kh1, White to move: Qe3-f2 and Qe3-g3 attack
    // g1, g2 and h2, all the king's squares, without check. The other
    // queen moves give check (f3, e4, g1, e1, h3, h6) or leave g1 or h2
    // free; a king move leaves g2 free.
    position::Position pos = position::parse_fen("K7/8/8/8/8/4Q3/8/7k w - - 0 1", *rules::find_rule_set("chess"));
    Counts c;
    check_position(pos, stipulation::Goal::Stalemate, true, c);
    CHECK(c.goal_moves == 2);
    GoalMemo memo;
    const std::vector<position::Move> found = goal_moves(pos, stipulation::Goal::Stalemate, &memo);
    REQUIRE(found.size() == 2);
    std::vector<std::string> squares;
    for (const position::Move& m : found) squares.push_back(core::square_name(m.from) + core::square_name(m.to));
    std::sort(squares.begin(), squares.end());
    CHECK(squares == std::vector<std::string>{"e3f2", "e3g3"});
    CHECK(goal_moves(pos, stipulation::Goal::Stalemate, &memo) == found);
}

TEST_CASE("goal memo: a capture and a goal allowing self-check keep nothing", "[goal-memo]") {
    const Counts capture = check_problem("0105", goal_of("x"), false);
    CHECK(capture.goal_moves > 0);
    const Counts automate = check_problem("0127", goal_of("!="), false);
    CHECK(automate.positions > 100);
}
