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

// A refusal naming `what`.
StructuredResult refused(std::string what) {
    StructuredResult r;
    r.unsupported = std::move(what);
    return r;
}

// The refusal of a form that is neither a synonym nor one Dawson solves.
StructuredResult not_a_synonym(const std::string& s) {
    return refused("structured stipulation " + s + " (not a synonym of a traditional one)");
}

// Help play followed by battle play, `m` matched on `s`: N half-moves of
// help play ("Nh[…]h", N odd; "Nhh[…]", N even), the fork into the battle
// branch after each of the help side's moves (so after 1, 3, … or 2, 4, …
// half-moves), then a direct ("Ma[G]d", M odd) or self ("Mad[G]", M even)
// battle play of (M+1)/2 resp. M/2 moves.
StructuredResult help_then_battle(const std::string& s, const std::smatch& m, bool white) {
    const int plies = std::stoi(m[1].str()), battle = std::stoi(m[3].str());
    const bool odd_help = m[2].str() == "h" && m[7].str() == "h" && plies % 2 == 1;
    const bool even_help = m[2].str() == "hh" && m[7].str().empty() && plies % 2 == 0;
    const bool direct = m[4].str() == "a" && m[6].str() == "d" && battle % 2 == 1;
    const bool self = m[4].str() == "ad" && m[6].str().empty() && battle % 2 == 0;
    if (!(odd_help || even_help) || !(direct || self) || plies < 1 || battle < 1) return not_a_synonym(s);
    const auto goal = whole_goal(m[5].str());
    if (!goal) return refused("structured stipulation leaf " + m[5].str());
    Stipulation st;
    st.form = Form::Help;
    st.moves = plies / 2;
    st.half = plies % 2 == 1;
    st.goal = st.reci_goal = *goal;
    st.battle_after = BattleAfterHelp{white, direct ? End::Direct : End::Self, direct ? (battle + 1) / 2 : battle / 2};
    // The battle branch takes the goals battle play takes.
    Stipulation synonym;
    synonym.end = st.battle_after->end;
    synonym.goal = *goal;
    synonym.moves = st.battle_after->moves;
    if (auto what = unsupported(to_string(synonym))) return refused("structured stipulation " + s + ": " + *what);
    StructuredResult r;
    r.stip = st;
    return r;
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
        semi(R"(^(\d+)a\[1a\[([^\[\]]+)\]d\]d$)"), help(R"(^(\d+)h\[([^\[\]]+)\]h$)"),
        help_battle(R"(^(\d+)(hh?)\[(\d+)(ad?)\[([^\[\]]+)\](d?)\](h?)$)");
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
    } else if (std::regex_match(s, m, help_battle)) {
        return help_then_battle(s, m, white);
    } else if (std::regex_match(s, m, help)) {
        st.form = Form::Help;
        st.moves = length() / 2;
        st.half = length() % 2 == 1;
        white_starts = st.half;
    } else {
        return not_a_synonym(s);
    }
    const auto goal = whole_goal(m[2].str());
    if (!goal) return refused("structured stipulation leaf " + m[2].str());
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
