#include "movegen/radial.hpp"

#include <vector>

#include "pieces/walk.hpp"

namespace dawson::movegen {

namespace {

struct Groups {
    std::vector<RadialGroup> lesser, greater;
};

// Adds every reflection and rotation of (a, b) to g.
void add_symmetric(RadialGroup& g, int a, int b) {
    const pieces::VectorSet s = pieces::symmetric(core::Vec{a, b});
    for (int i = 0; i < s.n; ++i) g.v[g.n++] = s.v[i];
}

Groups build() {
    Groups t;
    for (int k = 1; k <= 7; ++k) {
        RadialGroup orth, diag;
        add_symmetric(orth, 0, k);
        add_symmetric(diag, k, k);
        t.lesser.push_back(orth);
        t.lesser.push_back(diag);
    }
    // Every (a, b), 0 <= a <= b <= 7, b > 0, grouped by a*a + b*b.
    for (int len = 1; len <= 98; ++len) {
        RadialGroup g;
        for (int b = 1; b <= 7; ++b)
            for (int a = 0; a <= b; ++a)
                if (a * a + b * b == len) add_symmetric(g, a, b);
        if (g.n > 0) t.greater.push_back(g);
    }
    return t;
}

}  // namespace

std::span<const RadialGroup> radial_groups(bool greater) {
    static const Groups t = build();
    return greater ? std::span<const RadialGroup>(t.greater) : std::span<const RadialGroup>(t.lesser);
}

}  // namespace dawson::movegen
