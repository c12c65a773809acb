#include "stipulation/stipulation.hpp"

#include <cctype>

namespace dawson::stipulation {

namespace {

std::string lower(std::string_view t) {
    std::string s(t);
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

bool eat(std::string_view& t, std::string_view prefix) {
    if (!t.starts_with(prefix)) return false;
    t.remove_prefix(prefix.size());
    return true;
}

// The play part ("exact-", "ser-", "h", "hs", "semi-r", …) of a lower-case
// stipulation, read into `s`; false when it is not one Dawson knows.
bool read_play(std::string_view& t, Stipulation& s) {
    if (eat(t, "exact-")) s.exact = true;
    if (eat(t, "pser-"))
        s.parry = Parry::Pser;
    else if (eat(t, "phser-"))
        s.parry = Parry::Phser;
    if (s.parry != Parry::None || eat(t, "ser-")) {
        s.form = Form::Series;
        if (eat(t, "hs"))
            s.end = End::HelpSelf;
        else if (eat(t, "h"))
            s.end = End::Help;
        else if (eat(t, "s"))
            s.end = End::Self;
        else if (eat(t, "r"))
            s.end = End::Reflex;
        return true;
    }
    if (eat(t, "semi-r")) {
        s.end = End::SemiReflex;
        return true;
    }
    if (eat(t, "reci-h")) {
        s.form = Form::Help;
        s.end = End::Reciprocal;
        if (eat(t, "(")) {
            auto g = read_goal(t);
            if (!g || !eat(t, ")")) return false;
            s.reci_goal = *g;
        }
        return true;
    }
    if (eat(t, "hs")) {
        s.form = Form::Help;
        s.end = End::Self;
    } else if (eat(t, "hr")) {
        s.form = Form::Help;
        s.end = End::Reflex;
    } else if (eat(t, "h")) {
        s.form = Form::Help;
    } else if (eat(t, "s")) {
        s.end = End::Self;
    } else if (eat(t, "r")) {
        s.end = End::Reflex;
    }
    return true;
}

// "m->": m introductory moves (1 to 99), read into `s`; false when
// malformed. Nothing to read is no error.
bool read_intro(std::string_view& t, Stipulation& s) {
    std::size_t d = 0;
    while (d < t.size() && std::isdigit(static_cast<unsigned char>(t[d]))) ++d;
    if (d == 0 || !t.substr(d).starts_with("->")) return true;
    if (d > 2) return false;
    int m = 0;
    for (std::size_t i = 0; i < d; ++i) m = m * 10 + (t[i] - '0');
    if (m < 1) return false;
    s.intro = m;
    t.remove_prefix(d + 2);
    return true;
}

}  // namespace

std::optional<Stipulation> parse(std::string_view text) {
    const std::string low = lower(text);
    std::string_view t = low;
    Stipulation s;
    if (!read_intro(t, s) || !read_play(t, s)) return std::nullopt;
    auto g = read_goal(t);
    if (!g) return std::nullopt;
    s.goal = *g;
    // reci-h without a goal of its own in parentheses: both halves reach the goal.
    if (s.end != End::Reciprocal || low.find("reci-h(") == std::string::npos) s.reci_goal = s.goal;
    if (t.empty() || !std::isdigit(static_cast<unsigned char>(t[0]))) return std::nullopt;
    int n = 0;
    while (!t.empty() && std::isdigit(static_cast<unsigned char>(t[0]))) {
        n = n * 10 + (t[0] - '0');
        if (n > 999) return std::nullopt;
        t.remove_prefix(1);
    }
    if (eat(t, ".5")) {
        if (s.form != Form::Help) return std::nullopt;
        s.half = true;
    }
    if (!t.empty()) return std::nullopt;
    // h#0.5 is one move of White's; every other length is at least 1.
    if (n < 1 && !(n == 0 && s.half && s.end == End::Direct)) return std::nullopt;
    s.moves = n;
    return s;
}

std::optional<std::string> unsupported(std::string_view text) {
    if (auto s = parse(text)) {
        const GoalRule& r = rule(s->goal);
        if (s->intro > 0 && s->form != Form::Series) return "introductory moves (m->) outside series play";
        if (s->intro > 0 && s->end == End::Reflex) return "introductory moves (m->) with ser-r";
        if (s->parry != Parry::None && s->end == End::Reflex)
            return "parry series play with a reflex end (pser-r, phser-r)";
        // Battle play: a goal whose move may leave the mover in check (##,
        // !#, ##!) only in direct play, not exact-; exact- only with the
        // goals tested on the position (#, =, +, ==, …), not with those
        // tested on the move (x, ~, z, …).
        if (s->form == Form::Battle && r.self_check_allowed && (s->end != End::Direct || s->exact)) {
            std::string what = "goal ";
            what += to_string(s->goal);
            what += " in battle play";
            return what;
        }
        if (s->form == Form::Battle && s->exact && !r.position_only)
            return "exact- battle play with goal " + to_string(s->goal);
        return std::nullopt;
    }
    const std::string low = lower(text);
    std::string_view t = low;
    if (t.find("dia") != std::string_view::npos) return "proof game (dia)";
    if (t.find("a=>b") != std::string_view::npos) return "proof game (a=>b)";
    Stipulation s;
    if (!read_intro(t, s)) return std::nullopt;
    if (t.starts_with("exact-")) t.remove_prefix(6);
    if (!read_play(t, s)) return std::nullopt;
    return std::nullopt;
}

std::string to_string(const Stipulation& s) {
    std::string r;
    if (s.battle_after) {
        // Popeye's structured form: the help branch ("Nh[…]h", or "Nhh[…]"
        // for an even N) around the battle branch ("Ma[G]d", "Mad[G]").
        const int plies = 2 * s.moves + (s.half ? 1 : 0);
        const BattleAfterHelp& b = *s.battle_after;
        std::string battle = b.hidden_defence == 1   ? "/1d[" + to_string(s.goal) + "]a{!+}"
                             : b.hidden_defence == 2 ? "/2da[" + to_string(s.goal) + "]{!+}"
                             : b.end == End::Self    ? std::to_string(2 * b.moves) + "ad[" + to_string(s.goal) + "]"
                                                  : std::to_string(2 * b.moves - 1) + "a[" + to_string(s.goal) + "]d";
        if (b.ends_when_solvable) battle = ">" + battle;
        if (b.after_pass) r = "-";
        if (s.exact) r += std::to_string(plies) + ":";
        r += std::to_string(plies);
        r.append(s.half ? "h[" : "hh[").append(battle).append(s.half ? "]h" : "]");
        return r;
    }
    if (s.constraint) {
        // "2ad[1a[G]d{C}]": one free move pair, then the goal in one move
        // under the constraint (an exact-G2); else "Na[G]d{C}", the
        // constraint before every attacker move.
        const std::string c = "{" + to_string(*s.constraint) + "}";
        if (s.exact && s.moves == 2 && s.constraint_moves == 1) return "2ad[1a[" + to_string(s.goal) + "]d" + c + "]";
        const std::string n = std::to_string(2 * s.moves - 1);
        return (s.exact ? n + ":" : "") + n + "a[" + to_string(s.goal) + "]d" + c;
    }
    if (s.intro > 0) r += std::to_string(s.intro) + "->";
    if (s.exact) r += "exact-";
    if (s.parry == Parry::Pser)
        r += "pser-";
    else if (s.parry == Parry::Phser)
        r += "phser-";
    else if (s.form == Form::Series)
        r += "ser-";
    switch (s.end) {
        case End::Direct:
            if (s.form == Form::Help) r += 'h';
            break;
        case End::Help:
            r += 'h';
            break;
        case End::HelpSelf:
            r += "hs";
            break;
        case End::Self:
            r += s.form == Form::Help ? "hs" : "s";
            break;
        case End::Reflex:
            r += s.form == Form::Help ? "hr" : "r";
            break;
        case End::SemiReflex:
            r += "semi-r";
            break;
        case End::Reciprocal:
            r += "reci-h";
            if (s.reci_goal != s.goal) {
                r += '(';
                r += to_string(s.reci_goal);
                r += ')';
            }
            break;
    }
    r += to_string(s.goal);
    r += std::to_string(s.moves);
    if (s.half) r += ".5";
    return r;
}

}  // namespace dawson::stipulation
