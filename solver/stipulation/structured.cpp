#include "stipulation/structured.hpp"

#include <cctype>
#include <regex>

namespace dawson::stipulation {

namespace {

// The goal of a leaf ("#", "==", "ze7"), the whole of `text`.
std::optional<Goal> whole_goal(std::string_view text) {
    auto g = read_goal(text);
    if (!g || !text.empty()) return std::nullopt;
    return g;
}

}  // namespace

StructuredResult parse_structured(std::string_view text) {
    StructuredResult r;
    std::string s;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            s += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    bool white;
    if (s.starts_with("white") || s.starts_with("weiss") || s.starts_with("blanc")) {
        white = true;
        s.erase(0, 5);
    } else if (s.starts_with("black") || s.starts_with("schwarz") || s.starts_with("noir")) {
        white = false;
        s.erase(0, s.starts_with("black") ? 5 : s.starts_with("noir") ? 4 : 7);
    } else {
        r.unsupported = "structured stipulation without the side to move: " + std::string(text);
        return r;
    }
    for (auto [op, name] : {std::pair{'!', "negation (!)"}, std::pair{'|', "or (|)"}, std::pair{'&', "and (&)"},
                            std::pair{'{', "constraint ({…})"}, std::pair{'>', "set play (>)"},
                            std::pair{'/', "parry or post-key play (/)"}, std::pair{'-', "no-duplex (-)"}})
        if (s.find(op) != std::string::npos) {
            r.unsupported = std::string("structured stipulation construct ") + name;
            return r;
        }
    static const std::regex series(R"(^(\d+)s\[([^\[\]]+)\]$)"), series_self(R"(^(\d+)s\[1d\[([^\[\]]+)\]a\]$)"),
        direct(R"(^(\d+)a\[([^\[\]]+)\]d$)"), self(R"(^(\d+)ad\[([^\[\]]+)\]$)"),
        semi(R"(^(\d+)a\[1a\[([^\[\]]+)\]d\]d$)"), help(R"(^(\d+)h\[([^\[\]]+)\]h$)");
    std::smatch m;
    Stipulation st;
    bool white_starts = true;
    auto length = [&] { return std::stoi(m[1].str()); };
    if (std::regex_match(s, m, series)) {
        st.form = Form::Series;
        st.moves = length();
    } else if (std::regex_match(s, m, series_self)) {
        st.form = Form::Series;
        st.end = End::Self;
        st.moves = length();
    } else if (std::regex_match(s, m, direct) && length() % 2 == 1) {
        st.moves = (length() + 1) / 2;
    } else if (std::regex_match(s, m, self) && length() % 2 == 0) {
        st.end = End::Self;
        st.moves = length() / 2;
    } else if (std::regex_match(s, m, semi) && length() % 2 == 1) {
        st.end = End::SemiReflex;
        st.moves = (length() + 1) / 2;
    } else if (std::regex_match(s, m, help)) {
        st.form = Form::Help;
        st.moves = length() / 2;
        st.half = length() % 2 == 1;
        white_starts = st.half;
    } else {
        r.unsupported = "structured stipulation " + s + " (not a synonym of a traditional one)";
        return r;
    }
    const auto goal = whole_goal(m[2].str());
    if (!goal) {
        r.unsupported = "structured stipulation leaf " + m[2].str();
        return r;
    }
    st.goal = st.reci_goal = *goal;
    if (st.moves < 1 && !(st.form == Form::Help && st.half)) {
        r.unsupported = "structured stipulation " + s + " (length)";
        return r;
    }
    if (white != white_starts) {
        r.unsupported = "structured stipulation " + s + " with " + (white ? "White" : "Black") + " to move";
        return r;
    }
    r.stip = st;
    return r;
}

}  // namespace dawson::stipulation
