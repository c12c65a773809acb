#include "report/battle_verdict.hpp"

#include <algorithm>
#include <sstream>
#include <string_view>

#include "report/solution_text.hpp"

namespace dawson::report {

using search::SectionKind;
using search::TwinResult;

bool is_battle(const TwinResult& t) {
    std::string s = t.stipulation;
    if (s.rfind("exact-", 0) == 0) s = s.substr(6);
    return !s.empty() && s[0] != 'h' && s.rfind("ser-", 0) != 0;
}

namespace {

// One line of a tree: its half-move level (0 = first move, 1 = first
// defence, 2 = second attacker move, …) and its text without indentation.
struct TreeLine {
    int level = 0;
    std::string text;
};

std::vector<TreeLine> parse(const std::vector<std::string>& lines) {
    std::vector<TreeLine> out;
    for (const std::string& l : lines) {
        const std::size_t indent = l.find_first_not_of(' ');
        if (indent == std::string::npos) continue;
        std::string text = l.substr(indent);
        if (text == "but") {
            out.push_back({-1, text});  // refutations follow: not play
            continue;
        }
        const int level = indent <= 3 ? 0 : static_cast<int>((indent - 2) / 4);
        out.push_back({level, text});
    }
    return out;
}

// The move of a tree line without "!", "?", "threat:", "zugzwang.".
std::string move_of(const std::string& text) {
    std::string s = text;
    for (const char* tail : {" threat:", " zugzwang."})
        if (s.size() > std::string(tail).size() && s.ends_with(tail)) s.resize(s.size() - std::string(tail).size());
    for (const char* tail : {" !", " ?"})
        if (s.ends_with(tail)) s.resize(s.size() - 2);
    return s;
}

// Number of levels below line i (its subtree's height).
int height(const std::vector<TreeLine>& t, std::size_t i) {
    int h = 0;
    for (std::size_t j = i + 1; j < t.size() && t[j].level > t[i].level; ++j) h = std::max(h, t[j].level - t[i].level);
    return h;
}

// The key move alone, the same for a found key and an intended one: the
// first word of the line without the marks that can follow it, written
// apart by Popeye ("1.Ra1-a8 # !") or joined by hand ("1.Ra1-a8#!"):
// "!", "?", check "+", mate "#", stalemate "=" (a promotion "=Q" ends with
// its piece's letter, so it stays).
std::string key_move(const std::string& line) {
    std::istringstream in(line);
    std::string w;
    in >> w;
    while (!w.empty() && std::string_view("!?+#=").find(w.back()) != std::string_view::npos) w.pop_back();
    return w;
}

// The key of a found solution (the first line of its tree, `lines`).
std::string key_of(const std::vector<std::string>& lines) { return lines.empty() ? "" : key_move(lines.front()); }

// The key of an intended line ("1.Kf1-g2! threat: …" → "1.Kf1-g2").
std::string intended_key(const std::string& line) { return key_move(line); }

}  // namespace

Duals find_duals(const std::vector<std::string>& tree_lines) {
    Duals d;
    std::vector<TreeLine> t = parse(tree_lines);
    while (!t.empty() && t.back().level < 0) t.pop_back();
    for (std::size_t i = 0; i < t.size(); ++i)
        if (t[i].level < 0) t.resize(i);  // the refutations after "but"
    if (t.empty()) return d;
    // Threat play (an attacker's move two levels below an attacker's move,
    // and all below it) shows no defences of its own: no duals there.
    std::vector<bool> threat(t.size(), false);
    std::vector<std::size_t> stack;  // open ancestors
    for (std::size_t i = 0; i < t.size(); ++i) {
        while (!stack.empty() && t[stack.back()].level >= t[i].level) stack.pop_back();
        if (!stack.empty()) {
            const std::size_t parent = stack.back();
            threat[i] = threat[parent] || (t[i].level % 2 == 0 && t[parent].level == t[i].level - 2);
        }
        stack.push_back(i);
    }
    const std::string key = move_of(t[0].text);
    // The full height of a first-level variation: the highest one.
    int full = 0;
    for (std::size_t i = 1; i < t.size(); ++i)
        if (t[i].level == 1) full = std::max(full, height(t, i));
    for (std::size_t i = 1; i < t.size(); ++i) {
        if (t[i].level % 2 != 1 || threat[i]) continue;  // defences of the play only
        std::vector<std::string> continuations;
        for (std::size_t j = i + 1; j < t.size() && t[j].level > t[i].level; ++j)
            if (t[j].level == t[i].level + 1) continuations.push_back(move_of(t[j].text));
        if (continuations.size() < 2) continue;
        std::string text = key + " " + t[i].text + ":";
        for (std::size_t c = 0; c < continuations.size(); ++c) text += (c ? " / " : " ") + continuations[c];
        const bool major = t[i].level == 1 && height(t, i) == full;
        (major ? d.major : d.minor).push_back(std::move(text));
    }
    return d;
}

namespace {

// The verdict of one twin, or of the whole problem when it is not twinned.
Verdict judge_keys(const std::vector<const TwinResult*>& twins, const std::optional<problem::Intended>& intended,
                   problem::Language input) {
    Verdict v;
    std::vector<std::string> keys, shown;
    std::vector<std::vector<std::string>> forms;  // each key in every notation
    for (const TwinResult* t : twins)
        for (const auto& s : t->sections)
            if (s.kind == SectionKind::Play || s.kind == SectionKind::Duplex)
                for (const auto& sol : s.solutions) {
                    const std::vector<std::string> lines = solution_lines(s, sol, t->language);
                    keys.push_back(key_of(lines));
                    forms.emplace_back();
                    for (problem::Language l : notations(*t, input))
                        forms.back().push_back(l == t->language ? keys.back() : key_of(solution_lines(s, sol, l)));
                    const std::string& first = lines.empty() ? std::string() : lines.front();
                    const std::size_t at = first.find_first_not_of(' ');
                    shown.push_back((t->label.empty() ? "" : t->label + " ") +
                                    (at == std::string::npos ? keys.back() : move_of(first.substr(at))));
                    const Duals d = find_duals(lines);
                    for (const auto& m : d.major) v.major_duals.push_back((t->label.empty() ? "" : t->label + " ") + m);
                    for (const auto& m : d.minor) v.minor_duals.push_back((t->label.empty() ? "" : t->label + " ") + m);
                }
    v.solutions = keys.size();
    const std::size_t n = keys.size();

    std::vector<std::string> wanted;
    if (intended)
        for (const std::string& l : intended->lines) wanted.push_back(intended_key(l));
    if (!wanted.empty()) {
        v.intended = intended->count ? static_cast<std::size_t>(*intended->count) : wanted.size();
        auto is_wanted = [&](const std::string& k) {
            return std::find(wanted.begin(), wanted.end(), k) != wanted.end();
        };
        for (std::size_t i = 0; i < n; ++i)
            if (std::none_of(forms[i].begin(), forms[i].end(), is_wanted)) v.not_intended.push_back(shown[i]);
        for (const std::string& w : wanted)
            if (std::none_of(forms.begin(), forms.end(), [&](const std::vector<std::string>& f) {
                    return std::find(f.begin(), f.end(), w) != f.end();
                }))
                v.missing.push_back(w);
        if (n == 0)
            v.kind = VerdictKind::NoSolution;
        else if (!v.missing.empty())
            v.kind = VerdictKind::Unsound;
        else if (!v.not_intended.empty())
            v.kind = VerdictKind::Cooked;
        else
            v.kind = VerdictKind::Sound;
        return v;
    }
    const std::size_t expected = intended && intended->count ? static_cast<std::size_t>(*intended->count) : 1;
    v.intended = expected;
    if (n == 0)
        v.kind = VerdictKind::NoSolution;
    else if (n == expected)
        v.kind = VerdictKind::Sound;
    else if (n > expected) {
        v.kind = VerdictKind::Cooked;
        v.not_intended = shown;  // which one was meant is unknown: list them all
    } else
        v.kind = VerdictKind::Unsound;
    return v;
}

}  // namespace

namespace {

// PostKeyPlay: the given position is the one after the key, so there is no
// key to find; the play is sound when every defence is answered, and fails
// (unsound) when some defence refutes it. Refuting defences are listed.
std::optional<Verdict> judge_post_key(const std::vector<TwinResult>& twins) {
    Verdict v;
    bool post_key = false;
    for (const TwinResult& t : twins)
        for (const auto& s : t.sections) {
            if (s.kind != SectionKind::PostKeyPlay) continue;
            post_key = true;
            ++v.solutions;
            for (const auto& sol : s.solutions) {
                const std::vector<std::string> lines = solution_lines(s, sol, t.language);
                for (std::size_t i = 1; i < lines.size(); ++i)
                    if (lines[i].find_first_not_of(' ') != std::string::npos &&
                        lines[i].substr(lines[i].find_first_not_of(' ')) == "refutes.") {
                        const std::string& d = lines[i - 1];
                        v.refuted_by.push_back((t.label.empty() ? "" : t.label + " ") +
                                               d.substr(d.find_first_not_of(' ')));
                    }
            }
        }
    if (!post_key) return std::nullopt;
    v.intended = v.solutions;
    v.kind = v.refuted_by.empty() ? VerdictKind::Sound : VerdictKind::Unsound;
    return v;
}

}  // namespace

Verdict judge_battle(const std::vector<TwinResult>& twins, const std::optional<problem::Intended>& intended,
                     problem::Language input) {
    Verdict v;
    auto only = [&](VerdictKind k) {
        v.kind = k;
        return v;
    };
    for (const TwinResult& t : twins)
        if (t.status == search::TwinStatus::Interrupted) return only(VerdictKind::Interrupted);
    for (const TwinResult& t : twins)
        if (t.status == search::TwinStatus::TimeLimit) return only(VerdictKind::Incomplete);
    for (const TwinResult& t : twins)
        if (t.status == search::TwinStatus::Unsupported) {
            v.detail = t.message;
            return only(VerdictKind::Unsupported);
        }
    if (!twins.empty() && std::all_of(twins.begin(), twins.end(),
                                      [](const TwinResult& t) { return t.status == search::TwinStatus::Illegal; }))
        return only(VerdictKind::Illegal);
    if (auto pk = judge_post_key(twins)) return *pk;

    // Intended lines name keys of any twin; otherwise each twin must have
    // its one key (or the intended count).
    const bool by_lines = intended && !intended->lines.empty();
    if (twins.size() <= 1 || by_lines) {
        std::vector<const TwinResult*> all;
        for (const TwinResult& t : twins) all.push_back(&t);
        return judge_keys(all, intended, input);
    }
    std::optional<problem::Intended> per_twin;
    if (intended && intended->count && *intended->count % static_cast<int>(twins.size()) == 0) {
        per_twin = problem::Intended{};
        per_twin->count = *intended->count / static_cast<int>(twins.size());
    }
    VerdictKind worst = VerdictKind::Sound;
    v.intended = 0;
    for (const TwinResult& t : twins) {
        const Verdict tv = judge_keys({&t}, per_twin, input);
        v.solutions += tv.solutions;
        *v.intended += tv.intended.value_or(1);
        v.not_intended.insert(v.not_intended.end(), tv.not_intended.begin(), tv.not_intended.end());
        v.major_duals.insert(v.major_duals.end(), tv.major_duals.begin(), tv.major_duals.end());
        v.minor_duals.insert(v.minor_duals.end(), tv.minor_duals.begin(), tv.minor_duals.end());
        if (tv.kind == VerdictKind::Unsound || tv.kind == VerdictKind::NoSolution)
            worst = VerdictKind::Unsound;
        else if (tv.kind == VerdictKind::Cooked && worst == VerdictKind::Sound)
            worst = VerdictKind::Cooked;
    }
    v.kind = v.solutions == 0 ? VerdictKind::NoSolution : worst;
    return v;
}

}  // namespace dawson::report
