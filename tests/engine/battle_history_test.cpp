// The move-ordering history of battle play (search/battle_history.hpp), by
// hand: a fresh history keeps the generation order; a move that succeeded
// comes first at its length and at the other lengths of its class, and
// the moves tried before it come last; the last-move class (a defence
// against a goal in one) is apart from the longer lengths; each side has
// its own scores; scores saturate, so a move that succeeded thousands of
// times is overtaken by another after a few thousand failures, and the
// order never overflows.

#include "search/battle_history.hpp"

#include <catch2/catch.hpp>
#include <vector>

#include "core/types.hpp"
#include "movegen/move_list.hpp"

namespace {

using namespace dawson;
using search::BattleHistory;
using Side = BattleHistory::Side;

position::Move move(int from, int to) {
    position::Move m;
    m.from = static_cast<core::Square>(from);
    m.to = static_cast<core::Square>(to);
    return m;
}

// Five moves a1-a2, b1-b2, … e1-e2 (squares 0-8, 1-9, …).
movegen::MoveList five() {
    movegen::MoveList ml;
    for (int i = 0; i < 5; ++i) ml.push(move(i, i + 8));
    return ml;
}

std::vector<std::size_t> order_of(const BattleHistory& h, Side side, int length, const movegen::MoveList& ml) {
    const BattleHistory::Order order(h, side, length, ml);
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < order.size(); ++i) out.push_back(order[i]);
    return out;
}

using V = std::vector<std::size_t>;

}  // namespace

TEST_CASE("battle history: a fresh history keeps the generation order", "[battle_history]") {
    const BattleHistory h;
    const movegen::MoveList ml = five();
    CHECK(order_of(h, Side::Defence, 1, ml) == V{0, 1, 2, 3, 4});
    CHECK(order_of(h, Side::Attack, 5, ml) == V{0, 1, 2, 3, 4});
    CHECK(order_of(h, Side::Defence, 3, movegen::MoveList{}).empty());
}

TEST_CASE("battle history: the move that succeeded first, those tried before it last", "[battle_history]") {
    BattleHistory h;
    const movegen::MoveList ml = five();
    // At length 3, moves 0, 1 and 2 were tried in turn and move 2 refuted.
    const BattleHistory::Order order(h, Side::Defence, 3, ml);
    h.credit(Side::Defence, 3, ml, order, 2);
    // 2 gained; 3 and 4, untried, keep their order; 0 and 1 lost (equal
    // scores: generation order).
    CHECK(order_of(h, Side::Defence, 3, ml) == V{2, 3, 4, 0, 1});
    // Length 4 shares the class of lengths above one (half the score, no
    // score at its own length): the same order.
    CHECK(order_of(h, Side::Defence, 4, ml) == V{2, 3, 4, 0, 1});
    // Length 1 (the defence against a goal in one) and the attacker's side
    // learnt nothing.
    CHECK(order_of(h, Side::Defence, 1, ml) == V{0, 1, 2, 3, 4});
    CHECK(order_of(h, Side::Attack, 3, ml) == V{0, 1, 2, 3, 4});

    // At length 4, move 4 succeeds once tried first: it gains there (its
    // length's score and its class's) and overtakes 2, which has only its
    // class's score at length 4; at length 3, 2 keeps its own length's
    // score and stays ahead.
    movegen::MoveList only4;
    only4.push(ml[4]);
    h.credit(Side::Defence, 4, only4, BattleHistory::Order(h, Side::Defence, 4, only4), 0);
    CHECK(order_of(h, Side::Defence, 4, ml) == V{4, 2, 3, 0, 1});
    CHECK(order_of(h, Side::Defence, 3, ml) == V{2, 4, 3, 0, 1});
}

TEST_CASE("battle history: a move that succeeded in parallel gains alone", "[battle_history]") {
    BattleHistory h;
    const movegen::MoveList ml = five();
    h.credit(Side::Attack, 2, ml[3]);
    CHECK(order_of(h, Side::Attack, 2, ml) == V{3, 0, 1, 2, 4});
    CHECK(order_of(h, Side::Defence, 2, ml) == V{0, 1, 2, 3, 4});
}

TEST_CASE("battle history: scores saturate, so a long-standing success can be overtaken", "[battle_history]") {
    BattleHistory h;
    const movegen::MoveList ml = five();
    movegen::MoveList pair;  // move 0 tried first, then move 1
    pair.push(ml[0]);
    pair.push(ml[1]);
    // Move 0 succeeds 10,000 times; its score stays bounded.
    for (int i = 0; i < 10000; ++i) {
        movegen::MoveList one;
        one.push(ml[0]);
        h.credit(Side::Defence, 2, one, BattleHistory::Order(h, Side::Defence, 2, one), 0);
    }
    CHECK(order_of(h, Side::Defence, 2, ml) == V{0, 1, 2, 3, 4});
    // Then move 0 fails, tried first, and move 1 succeeds: after about
    // fifty such nodes move 1 is ahead (each score is pulled a 128th of
    // the way to ±kMax; a count of successes would need 10,000), while
    // both are still above the moves that never played.
    int nodes = 0;
    while (order_of(h, Side::Defence, 2, pair).front() == 0 && nodes < 10000) {
        const BattleHistory::Order order(h, Side::Defence, 2, pair);
        h.credit(Side::Defence, 2, pair, order, 1);
        ++nodes;
    }
    CHECK(nodes > 0);
    CHECK(nodes < 100);
    CHECK(order_of(h, Side::Defence, 2, ml) == V{1, 0, 2, 3, 4});
}
