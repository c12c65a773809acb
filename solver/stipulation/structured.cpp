#include "stipulation/structured.hpp"

#include <cctype>
#include <regex>

namespace dawson::stipulation {

namespace {

// The goal of a leaf ("#", "==", "ze7"), the whole of `text`. A leading "!"
// is the negation (Popeye's structured language has no "!#" automate).
std::optional<Goal> whole_goal(std::string_view text) {
    if (text.starts_with("!")) return std::nullopt;
    auto g = read_goal(text);
    if (!g || !text.empty()) return std::nullopt;
    return g;
}

// A leaf that may be negated ("!#": the side to move is not mate). Not the
// negation of a goal whose move may leave the mover in check (##, ##!).
// "G&!H" or "!H&G": the move reaches G and misses H (regress 0599); not two
// goals both reached ("x&=", whose every line Popeye prints once per goal,
// regress 0441) nor both missed, nor more than two.
std::optional<Goal> leaf_goal(std::string_view text) {
    if (const auto amp = text.find('&'); amp != std::string_view::npos) {
        auto a = leaf_goal(text.substr(0, amp)), b = leaf_goal(text.substr(amp + 1));
        if (!a || !b || a->has_also || b->has_also || a->negated == b->negated) return std::nullopt;
        if (a->negated) std::swap(a, b);
        if (rule(*a).self_check_allowed) return std::nullopt;
        a->has_also = true;
        a->also_kind = b->kind;
        a->also_target = b->target;
        return a;
    }
    const bool negated = text.starts_with("!");
    if (negated) text.remove_prefix(1);
    auto g = whole_goal(text);
    if (!g || (negated && rule(*g).self_check_allowed)) return std::nullopt;
    g->negated = negated;
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
// battle play of (M+1)/2 resp. M/2 moves. `ends`: the battle branch began
// with ">" (play ends where it holds); `exact`: "N:N".
StructuredResult help_then_battle(const std::string& s, const std::smatch& m, bool white, bool exact, bool ends) {
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
    st.exact = exact;
    st.battle_after = BattleAfterHelp{white, direct ? End::Direct : End::Self, direct ? (battle + 1) / 2 : battle / 2};
    st.battle_after->ends_when_solvable = ends;
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

// Direct battle play under a constraint ("Na[G]d{C}", "2ad[1a[G]d{C}]",
// regress 1848 = popeye-suite-hoppers 0075), nullopt when `s` is neither
// form. C is a leaf tested on the position (+, #, =, …, possibly negated):
// a goal of the move has no move to test in the diagram.
std::optional<StructuredResult> constrained_battle(const std::string& s, const std::string& exact, bool white) {
    static const std::regex every(R"(^(\d+)a\[([^\[\]{}()?]+)\]d\{([^\[\]{}()?]+)\}$)");
    static const std::regex last(R"(^2ad\[1a\[([^\[\]{}()?]+)\]d\{([^\[\]{}()?]+)\}\]$)");
    std::smatch m;
    Stipulation st;
    std::string goal_text, constraint_text;
    if (std::regex_match(s, m, every)) {
        const int plies = std::stoi(m[1].str());
        if (plies % 2 == 0) return not_a_synonym(exact + s);
        st.moves = st.constraint_moves = (plies + 1) / 2;
        st.exact = !exact.empty();
        goal_text = m[2].str();
        constraint_text = m[3].str();
    } else if (std::regex_match(s, m, last)) {
        if (!exact.empty()) return refused("structured stipulation " + s + " with a minimal length");
        st.moves = 2;
        st.constraint_moves = 1;
        st.exact = true;  // the goal only with the second move
        goal_text = m[1].str();
        constraint_text = m[2].str();
    } else {
        return std::nullopt;
    }
    const auto goal = whole_goal(goal_text);
    if (!goal) return refused("structured stipulation leaf " + goal_text);
    const auto constraint = leaf_goal(constraint_text);
    if (!constraint || constraint->has_also || !rule(*constraint).position_only || rule(*constraint).self_check_allowed)
        return refused("structured stipulation constraint {" + constraint_text +
                       "} (only a goal tested on the position, possibly negated)");
    if (!white) return refused("structured stipulation " + s + " with Black to move");
    st.goal = st.reci_goal = *goal;
    // The battle play without the constraint takes the goals battle play takes.
    if (auto what = unsupported(to_string(st))) return refused("structured stipulation " + s + ": " + *what);
    st.constraint = *constraint;
    StructuredResult r;
    r.stip = st;
    return r;
}

// A synonym found by its form: the traditional stipulation's text (its goal
// and length filled in) and the side the structured root names.
struct Synonym {
    std::string traditional;
    bool white;                // the side to move at the root
    bool post_key = false;     // a da branch at the root
    Goal leaf;                 // the leaf's goal (the traditional text has it without negation)
    bool quodlibet = false;    // a leaf after each move: option Quodlibet
    bool goal_is_end = false;  // the constraint {!G} on the other side's moves: option GoalIsEnd
};

// The synonym of `s` (no blanks, lower case, the side and "-" read off,
// "m:m" turned into "exact-"), nullopt when its form is none of these, a
// refusal in `refusal` when its form is one but its goal or length is not.
std::optional<Synonym> synonym_of(const std::string& s, const std::string& exact, std::string& refusal) {
    // G: a leaf; the lengths N are half-moves.
    static const std::string G = R"(([^\[\]{}()?]+))";
    struct Rule {
        std::regex re;
        int parity;        // N odd (1), even (0) or either (-1)
        const char* play;  // the traditional play before the goal
        int length;        // the traditional length: 0 = (N+1)/2 full moves, 1 = N, 2 = help N/2(.5)
        int side;          // the root: White (1), Black (0), either (-1) (help: White iff N odd)
        bool post_key = false;
        bool quodlibet = false;
        bool goal_is_end = false;
    };
    static const std::vector<Rule> rules = [] {
        auto re = [](const std::string& t) { return std::regex("^(\\d+)" + t + "$"); };
        return std::vector<Rule>{
            {re("s\\[" + G + "\\]"), -1, "ser-", 1, 1},
            {re("s\\[1d\\[" + G + "\\]a\\]"), -1, "ser-s", 1, 1},
            // ser-h: Black's series, then White's one move to the goal.
            {re("s\\[1h\\[" + G + "\\]h\\]"), -1, "ser-h", 1, 0},
            {re("s\\[1a\\[" + G + "\\]d\\]"), -1, "ser-h", 1, 0},
            // ser-r: White's series, Black then forced to (and, when it can, bound to) the goal.
            {re("s\\[>1a\\[" + G + "\\]d\\]"), -1, "ser-r", 1, 1},
            {re("s\\[>?1a\\[" + G + "\\]d\\]\\{!1a\\[\\2\\]d\\}"), -1, "ser-r", 1, 1},
            {re("a\\[" + G + "\\]d"), 1, "", 0, 1},
            {re("ad\\[" + G + "\\]"), 0, "s", 3, 1},
            // A leaf after each move, the same goal: s with option Quodlibet (manual: 4a[#=]d[#=]).
            {re("a\\[" + G + "\\]d\\[\\2\\]"), 0, "s", 3, 1, false, true},
            {re("a\\[>?1a\\[" + G + "\\]d\\]d"), 1, "semi-r", 0, 1},
            {re("a\\[>?1a\\[" + G + "\\]d\\]d\\{!1a\\[\\2\\]d\\}"), 1, "r", 0, 1},
            // da at the root: the play after an s#'s key (PostKeyPlay), the defender to move.
            {re("d\\[" + G + "\\]a"), 1, "s", 0, 0, true},
            {re("h\\[" + G + "\\]h"), -1, "h", 2, -1},
            {re("hh\\[" + G + "\\]"), 0, "h", 2, -1},
            // The constraint {!G} on Black's help moves, G the leaf: hG(N/2) option GoalIsEnd
            // (regress 1830's remark; N even, Black starts and must not reach G).
            {re("h\\{!" + G + "\\}h\\[\\2\\]"), 0, "h", 2, -1, false, false, true},
            // Conditional right to move "?+?": parry series (py-engl.txt).
            {re("h\\[" + G + "\\]\\?\\+\\?h"), 1, "phser-", 0, 1},
            {re("h\\[1d\\[" + G + "\\]a\\]\\?\\+\\?h"), 1, "phser-s", 0, 1},
            {re("h\\[1h\\[" + G + "\\]h\\]\\?\\+\\?h"), 1, "pser-h", 0, 0},
            {re("h\\[1a\\[" + G + "\\]d\\]\\?\\+\\?h"), 1, "pser-h", 0, 0},
            {re("a\\[" + G + "\\]\\?\\+\\?d"), 1, "pser-", 0, 1},
            {re("a\\[1d\\[" + G + "\\]a\\]\\?\\+\\?d"), 1, "pser-s", 0, 1},
        };
    }();
    // "Ms[Ns[1h[G]h]]": White's M introductory moves, then ser-hGN.
    static const std::regex intro("^(\\d+)s\\[(\\d+)s\\[1h\\[" + G + "\\]h\\]\\]$");
    std::smatch m;
    if (std::regex_match(s, m, intro)) {
        if (!whole_goal(m[3].str())) {
            refusal = "structured stipulation leaf " + m[3].str();
            return std::nullopt;
        }
        return Synonym{m[1].str() + "->" + exact + "ser-h" + m[3].str() + m[2].str(), true, false,
                       *whole_goal(m[3].str())};
    }
    for (const Rule& r : rules) {
        if (!std::regex_match(s, m, r.re)) continue;
        const int n = std::stoi(m[1].str());
        if (r.parity >= 0 && n % 2 != r.parity) continue;
        const std::string goal_text = m[2].str();
        const auto leaf = leaf_goal(goal_text);
        if (!leaf) {
            refusal = "structured stipulation leaf " + goal_text;
            return std::nullopt;
        }
        // A negated leaf: direct battle play only ("Na[!G]d", regress 1819-1821).
        const bool direct_battle = r.play == std::string_view("") && r.length == 0 && !r.post_key;
        if (leaf->structured_only() && !direct_battle) {
            refusal = "structured stipulation negated leaf " + goal_text + " outside direct play (Na[!G]d)";
            return std::nullopt;
        }
        if (leaf->has_also && !exact.empty() && !rule(*leaf).position_only) {
            refusal = "structured stipulation leaf " + goal_text + " in exact- play (a goal tested on the move)";
            return std::nullopt;
        }
        const std::string goal = to_string(Goal{leaf->kind, leaf->target});  // the traditional text's
        std::string len;
        switch (r.length) {
            case 0:
                len = std::to_string((n + 1) / 2);
                break;
            case 1:
                len = std::to_string(n);
                break;
            case 2:
                len = std::to_string(n / 2) + (n % 2 == 1 ? ".5" : "");
                break;
            default:
                len = std::to_string(n / 2);
                break;
        }
        const bool white = r.side >= 0 ? r.side == 1 : n % 2 == 1;
        if (r.goal_is_end && !exact.empty()) {
            refusal = "structured stipulation " + s + " with a minimal length";
            return std::nullopt;
        }
        return Synonym{exact + r.play + goal + len, white, r.post_key, *leaf, r.quodlibet, r.goal_is_end};
    }
    return std::nullopt;
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
    // "-" before the root branch gives the move to the other side.
    const bool flipped = s.starts_with("-");
    if (flipped) {
        white = !white;
        s.erase(0, 1);
    }
    // "m:n", the root branch's minimal length: m = n is exact-.
    std::string exact;
    static const std::regex minimal(R"(^(\d+):(\d+)(.*)$)");
    std::smatch mm;
    if (std::regex_match(s, mm, minimal)) {
        if (mm[1].str() != mm[2].str())
            return refused("structured stipulation minimal length " + mm[1].str() + ":" + mm[2].str() +
                           " (only m:m, exact-, is implemented)");
        exact = "exact-";
        s = mm[2].str() + mm[3].str();
    }
    std::string refusal;
    if (auto syn = synonym_of(s, exact, refusal)) {
        auto st = parse(syn->traditional);
        if (auto what = unsupported(syn->traditional)) return refused("structured stipulation " + s + ": " + *what);
        if (!st) return not_a_synonym(s);
        if (white != syn->white)
            return refused("structured stipulation " + s + " with " + (white ? "White" : "Black") + " to move");
        // "black 1d[#]a": Popeye numbers the defence as a first move ("1.Tb4*b6 #",
        // regress 1811), not as post-key play ("1...", "white - 1d[#]a").
        if (syn->post_key && !flipped)
            return refused("structured stipulation " + s +
                           " with the defender named at the root (written as \"white - " + s + "\" it is solved)");
        r.stip = *st;
        if (syn->leaf.structured_only()) r.stip->goal = r.stip->reci_goal = syn->leaf;
        r.post_key_play = syn->post_key;
        r.quodlibet = syn->quodlibet;
        r.goal_is_end = syn->goal_is_end;
        return r;
    }
    if (!refusal.empty()) return refused(refusal);
    if (auto r = constrained_battle(s, exact, white)) return *r;
    // The CapZug forms: help play, then the hidden da branch.
    static const std::regex capzug(R"(^(\d+)(hh?)\[/(?:1d\[([^\[\]{}]+)\]a|2da\[([^\[\]{}]+)\])\{!\+\}\](h?)$)");
    if (std::regex_match(s, mm, capzug)) {
        const int plies = std::stoi(mm[1].str());
        const bool odd = mm[2].str() == "h" && mm[5].str() == "h" && plies % 2 == 1;
        const bool even = mm[2].str() == "hh" && mm[5].str().empty() && plies % 2 == 0;
        if (!(odd || even) || plies < 1) return not_a_synonym(exact + s);
        const std::string leaf = mm[3].matched ? mm[3].str() : mm[4].str();
        const auto goal = whole_goal(leaf);
        if (!goal) return refused("structured stipulation leaf " + leaf);
        Stipulation st;
        st.form = Form::Help;
        st.moves = plies / 2;
        st.half = odd;
        st.exact = !exact.empty();
        st.goal = st.reci_goal = *goal;
        st.battle_after = BattleAfterHelp{white, End::Direct, 1, mm[3].matched ? 1 : 2, flipped};
        r.stip = st;
        return r;
    }
    // Help play followed by battle play; ">" before the battle branch ends
    // the help play where the battle play holds ("3h[>1a[x]d]h").
    static const std::regex help_battle(R"(^(\d+)(hh?)\[(\d+)(ad?)\[([^\[\]]+)\](d?)\](h?)$)");
    static const std::regex fork_end(R"(^\d+hh?\[>)");
    std::string t = s;
    const bool ends = std::regex_search(t, mm, fork_end);
    if (ends) t.erase(mm.length(0) - 1, 1);
    std::smatch m;
    if (std::regex_match(t, m, help_battle)) return help_then_battle(exact + s, m, white, !exact.empty(), ends);
    for (auto [op, name] :
         {std::pair{'!', "negation (!)"}, std::pair{'|', "or (|)"}, std::pair{'&', "and (&)"},
          std::pair{'{', "constraint ({…})"}, std::pair{'>', "set play (>)"}, std::pair{'/', "hidden play (/)"},
          std::pair{'-', "change of the side to move inside the play (-)"},
          std::pair{'?', "conditional right to move (?…?)"}})
        if (s.find(op) != std::string::npos) {
            r.unsupported = std::string("structured stipulation construct ") + name;
            return r;
        }
    return not_a_synonym(exact + s);
}

}  // namespace dawson::stipulation
