#include "report/check_summary.hpp"

#include <algorithm>
#include <cstdio>

namespace dawson::report {

namespace {

// Display order of the verdicts; any other name comes after, in order of
// appearance.
const std::vector<std::string>& verdict_order() {
    static const std::vector<std::string> order{"sound",      "cooked", "unsound",     "no-solution", "illegal",
                                                "incomplete", "count",  "unsupported", "error",       "interrupted"};
    return order;
}

std::size_t rank(const std::string& v) {
    const auto& o = verdict_order();
    return static_cast<std::size_t>(std::find(o.begin(), o.end(), v) - o.begin());
}

}  // namespace

bool failing_verdict(const std::string& v) {
    return v == "cooked" || v == "unsound" || v == "no-solution" || v == "illegal" || v == "incomplete";
}

void CheckSummary::add(const nlohmann::json& r) {
    ++problems_;
    const std::string verdict = r.value("verdict", std::string("error"));
    auto it = std::find_if(counts_.begin(), counts_.end(), [&](const auto& c) { return c.first == verdict; });
    if (it == counts_.end())
        counts_.emplace_back(verdict, 1);
    else
        ++it->second;
    const double t = r.value("time", 0.0);
    time_ += t;
    nodes_ += r.value("nodes", 0ull);
    // Entries that could not be read were never solved: not "slow".
    if (verdict == "error" || verdict == "unsupported") return;
    slow_.push_back(Slow{t, r.value("ordinal", std::size_t{0}),
                         r.value("file", std::string()) + "#" + std::to_string(r.value("index", 0)),
                         r.value("stipulation", std::string()), verdict});
    std::sort(slow_.begin(), slow_.end(),
              [](const Slow& a, const Slow& b) { return a.time != b.time ? a.time > b.time : a.ordinal < b.ordinal; });
    if (slow_.size() > slowest_n_) slow_.resize(slowest_n_);
}

std::vector<std::pair<std::string, std::size_t>> CheckSummary::counts() const {
    auto c = counts_;
    std::stable_sort(c.begin(), c.end(), [](const auto& a, const auto& b) { return rank(a.first) < rank(b.first); });
    return c;
}

std::size_t CheckSummary::count(const std::string& verdict) const {
    for (const auto& [v, n] : counts_)
        if (v == verdict) return n;
    return 0;
}

bool CheckSummary::failed() const {
    for (const auto& [v, n] : counts_)
        if (failing_verdict(v) && n > 0) return true;
    return false;
}

std::string CheckSummary::text() const {
    std::string s;
    char buf[256];
    std::snprintf(buf, sizeof buf, "Summary: %zu problem%s, %.2f s, %llu nodes\n", problems_, problems_ == 1 ? "" : "s",
                  time_, nodes_);
    s += buf;
    for (const auto& [v, n] : counts()) {
        std::snprintf(buf, sizeof buf, "  %-12s %6zu\n", v.c_str(), n);
        s += buf;
    }
    if (!slow_.empty()) {
        s += "Slowest:\n";
        for (const Slow& x : slow_) {
            std::snprintf(buf, sizeof buf, "  %8.3f s  %s  %s  %s\n", x.time, x.where.c_str(), x.stipulation.c_str(),
                          x.verdict.c_str());
            s += buf;
        }
    }
    return s;
}

nlohmann::json CheckSummary::json() const {
    nlohmann::json verdicts = nlohmann::json::object();
    for (const auto& [v, n] : counts()) verdicts[v] = n;
    nlohmann::json slow = nlohmann::json::array();
    for (const Slow& x : slow_)
        slow.push_back({{"where", x.where}, {"stipulation", x.stipulation}, {"verdict", x.verdict}, {"time", x.time}});
    return nlohmann::json{{"problems", problems_}, {"verdicts", verdicts}, {"time", time_},
                          {"nodes", nodes_},       {"slowest", slow},      {"ok", !failed()}};
}

}  // namespace dawson::report
