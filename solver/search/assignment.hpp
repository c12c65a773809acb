#pragma once

#include <algorithm>
#include <array>

namespace dawson::search {

// The fewest moves in which pieces can stand on t squares, a different
// piece on each: the least-cost assignment of t rows (squares) to n
// columns (pieces), cost(p, x) >= 0 the cost of piece p on square x,
// `never` or more where it may not stand there. Answers whether it fits
// `budget`.
//
// The Hungarian method with potentials (Kuhn, Munkres), one row at a time:
// O(t * t * n) against the O(2^t * t * n) of a table over the subsets of
// the squares. After each row the cost of the rows so far is the least
// for them, and costs are not negative, so a partial cost over the budget
// ends it. The mate bound asks it for up to 8 squares and 16 pieces.
// `base` is added to the total (moves spent whatever the assignment).
template <int MaxRows, int MaxCols, typename Cost>
bool assignment_fits(const Cost& cost, int n, int t, int never, int base, int budget) {
    if (t > n) return false;
    if (t == 0) return base <= budget;
    // Costs of `never` and above may not be used: large enough that one
    // of them is over any budget, small enough to add up.
    constexpr int kInf = 1 << 20;
    // u: the rows' potentials (1-based, u[0] unused), v: the columns'
    // (v[0] the virtual column); row_of[j]: the row column j takes.
    std::array<int, MaxRows + 1> u{};
    std::array<int, MaxCols + 1> v{}, row_of{}, way{}, least;
    std::array<bool, MaxCols + 1> used;
    for (int i = 1; i <= t; ++i) {
        row_of[0] = i;
        int j0 = 0;
        std::fill(least.begin(), least.begin() + n + 1, kInf * 2);
        std::fill(used.begin(), used.begin() + n + 1, false);
        do {
            used[j0] = true;
            const int i0 = row_of[j0];
            int delta = kInf * 2, j1 = 0;
            for (int j = 1; j <= n; ++j) {
                if (used[j]) continue;
                const int c = cost(j - 1, i0 - 1);
                const int cur = (c >= never ? kInf : c) - u[i0] - v[j];
                if (cur < least[j]) least[j] = cur, way[j] = j0;
                if (least[j] < delta) delta = least[j], j1 = j;
            }
            for (int j = 0; j <= n; ++j) {
                if (used[j])
                    u[row_of[j]] += delta, v[j] -= delta;
                else
                    least[j] -= delta;
            }
            j0 = j1;
        } while (row_of[j0] != 0);
        do {
            const int j1 = way[j0];
            row_of[j0] = row_of[j1];
            j0 = j1;
        } while (j0);
        if (base - v[0] > budget) return false;  // -v[0]: the rows so far
    }
    return true;
}

}  // namespace dawson::search
