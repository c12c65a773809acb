// The least-cost assignment of the mate bound (search/assignment.hpp):
// worked out by hand on small tables, and against every assignment tried
// in turn on random tables of up to 8 squares and 10 pieces, with costs
// that may not be used and budgets around the least cost.

#include "search/assignment.hpp"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <random>

namespace {

using Table = std::array<std::array<int, 8>, 10>;  // [piece][square]
constexpr int kNever = 255;

bool fits(const Table& cost, int n, int t, int base, int budget) {
    return dawson::search::assignment_fits<8, 10>([&](int p, int x) { return cost[p][x]; }, n, t, kNever, base, budget);
}

// The least cost over every way to give the t squares different pieces
// (kNever: none): square x and those after it, the pieces in `taken`
// taken. Memo: by (x, taken), -1 not yet known.
using Memo = std::array<std::array<int, 1 << 10>, 8>;
int least_by_hand(const Table& cost, int n, int t, int x, unsigned taken, Memo& memo) {
    if (x == t) return 0;
    int& best = memo[x][taken];
    if (best >= 0) return best;
    best = kNever;
    for (int p = 0; p < n; ++p) {
        if ((taken >> p & 1) || cost[p][x] >= kNever) continue;
        const int rest = least_by_hand(cost, n, t, x + 1, taken | 1u << p, memo);
        if (rest < kNever) best = std::min(best, cost[p][x] + rest);
    }
    return best;
}

int least_by_hand(const Table& cost, int n, int t) {
    Memo memo;
    for (auto& row : memo) row.fill(-1);
    return least_by_hand(cost, n, t, 0, 0, memo);
}

}  // namespace

TEST_CASE("assignment: the least cost of squares that want different pieces", "[goal-bound]") {
    Table cost{};
    for (auto& row : cost) row.fill(kNever);
    // Two squares that both want piece 0 at cost 1; piece 1 costs 3 on
    // either. Each square's nearest sums to 2, but one of them must take
    // piece 1: 1 + 3 = 4.
    cost[0][0] = cost[0][1] = 1;
    cost[1][0] = cost[1][1] = 3;
    CHECK(fits(cost, 2, 2, 0, 4));
    CHECK_FALSE(fits(cost, 2, 2, 0, 3));
    // The moves spent anyway count: 2 more.
    CHECK(fits(cost, 2, 2, 2, 6));
    CHECK_FALSE(fits(cost, 2, 2, 2, 5));
    // A third square only piece 0 may stand on: it takes piece 0 and the
    // others piece 1 and ... none left: no assignment.
    cost[0][2] = 1;
    CHECK_FALSE(fits(cost, 2, 3, 0, 100));
    // More squares than pieces: none.
    CHECK_FALSE(fits(cost, 1, 2, 0, 100));
    // No square: the moves spent anyway alone.
    CHECK(fits(cost, 2, 0, 3, 3));
    CHECK_FALSE(fits(cost, 2, 0, 3, 2));
    // A square no piece may stand on.
    cost[0][2] = kNever;
    cost[2][0] = 0;
    CHECK_FALSE(fits(cost, 3, 3, 0, 100));
}

TEST_CASE("assignment: random tables against every assignment", "[goal-bound]") {
    std::mt19937 rng(16);
    std::uniform_int_distribution<int> size(1, 8), pieces(1, 10), move(0, 6), never(0, 3);
    for (int round = 0; round < 3000; ++round) {
        const int t = size(rng), n = pieces(rng);
        Table cost{};
        for (int p = 0; p < n; ++p)
            for (int x = 0; x < t; ++x) cost[p][x] = never(rng) == 0 ? kNever : move(rng);
        const int least = least_by_hand(cost, n, t);
        INFO("round " << round << ", t " << t << ", n " << n << ", least " << least);
        if (least == kNever) {
            CHECK_FALSE(fits(cost, n, t, 0, 1000));
            continue;
        }
        CHECK(fits(cost, n, t, 0, least));
        CHECK(fits(cost, n, t, 1, least + 1));
        if (least > 0) CHECK_FALSE(fits(cost, n, t, 0, least - 1));
        CHECK_FALSE(fits(cost, n, t, 1, least));
    }
}
