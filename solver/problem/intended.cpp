#include "problem/intended.hpp"

#include <charconv>

#include "problem/keywords.hpp"

namespace dawson::problem {
namespace {

bool take_prefix(std::string_view& s, std::string_view prefix) {
    if (s.size() < prefix.size() || !keywords::iequals(s.substr(0, prefix.size()), prefix)) return false;
    s.remove_prefix(prefix.size());
    return true;
}

}  // namespace

std::optional<Intended> intended_from_remarks(const std::vector<std::string>& remarks) {
    std::optional<Intended> r;
    for (const std::string& line : remarks) {
        std::string_view s = keywords::trim(line);
        if (take_prefix(s, "intended:")) {
            if (!r) r.emplace();
            r->lines.emplace_back(keywords::trim(s));
        } else if (take_prefix(s, "solutions:")) {
            s = keywords::trim(s);
            int n = 0;
            auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
            if (ec == std::errc() && p == s.data() + s.size() && n >= 0) {
                if (!r) r.emplace();
                r->count = n;
            }
        }
    }
    return r;
}

}  // namespace dawson::problem
