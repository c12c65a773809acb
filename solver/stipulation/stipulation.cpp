#include "stipulation/stipulation.hpp"

#include <cctype>

namespace dawson::stipulation {

std::optional<Stipulation> parse(std::string_view t) {
    Stipulation s;
    auto eat = [&t](std::string_view prefix) {
        if (t.size() < prefix.size()) return false;
        for (std::size_t i = 0; i < prefix.size(); ++i)
            if (std::tolower(static_cast<unsigned char>(t[i])) != prefix[i]) return false;
        t.remove_prefix(prefix.size());
        return true;
    };
    if (eat("exact-")) s.exact = true;
    if (eat("ser-")) s.series = true;
    if (eat("h"))
        s.play = Play::Help;
    else if (eat("s"))
        s.play = Play::Self;
    else if (eat("r"))
        s.play = Play::Reflex;
    if (eat("#"))
        s.goal = Goal::Mate;
    else if (eat("="))
        s.goal = Goal::Stalemate;
    else
        return std::nullopt;
    if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0]))) return std::nullopt;
    int n = 0;
    while (!t.empty() && std::isdigit(static_cast<unsigned char>(t[0]))) {
        n = n * 10 + (t[0] - '0');
        if (n > 999) return std::nullopt;
        t.remove_prefix(1);
    }
    if (eat(".5")) {
        if (s.play != Play::Help || s.series) return std::nullopt;
        s.half = true;
    }
    if (!t.empty() || n < 1) return std::nullopt;
    s.moves = n;
    return s;
}

std::string to_string(const Stipulation& s) {
    std::string r;
    if (s.exact) r += "exact-";
    if (s.series) r += "ser-";
    switch (s.play) {
        case Play::Direct:
            break;
        case Play::Help:
            r += 'h';
            break;
        case Play::Self:
            r += 's';
            break;
        case Play::Reflex:
            r += 'r';
            break;
    }
    r += s.goal == Goal::Mate ? '#' : '=';
    r += std::to_string(s.moves);
    if (s.half) r += ".5";
    return r;
}

}  // namespace dawson::stipulation
