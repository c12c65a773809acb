#pragma once
// A shard of a collection (`dawson check --shard K/N`): every N-th problem,
// starting with the K-th (1 <= K <= N). The report records carry it as the
// text "K/N", which `dawson merge` reads back to check that every shard of
// a split is given exactly once.

#include <charconv>
#include <cstddef>
#include <string>
#include <string_view>

namespace dawson::cli {

// The K and N of "K/N".
struct Shard {
    std::size_t k = 1, n = 1;
};

// Reads "K/N"; false unless 1 <= K <= N.
inline bool parse_shard(std::string_view s, Shard& out) {
    const std::size_t slash = s.find('/');
    if (slash == std::string_view::npos) return false;
    auto num = [](std::string_view t, std::size_t& v) {
        auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
        return ec == std::errc() && p == t.data() + t.size();
    };
    return num(s.substr(0, slash), out.k) && num(s.substr(slash + 1), out.n) && out.n >= 1 && out.k >= 1 &&
           out.k <= out.n;
}

}  // namespace dawson::cli
