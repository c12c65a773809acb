#include "report/verdict.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "report/battle_verdict.hpp"
#include "report/solution_text.hpp"

namespace dawson::report {

using search::TwinResult;
using search::TwinStatus;

std::string_view to_string(VerdictKind k) {
    switch (k) {
        case VerdictKind::Sound:
            return "sound";
        case VerdictKind::Cooked:
            return "cooked";
        case VerdictKind::Unsound:
            return "unsound";
        case VerdictKind::Count:
            return "count";
        case VerdictKind::NoSolution:
            return "no-solution";
        case VerdictKind::Illegal:
            return "illegal";
        case VerdictKind::Unsupported:
            return "unsupported";
        case VerdictKind::Incomplete:
            return "incomplete";
        case VerdictKind::Interrupted:
            return "interrupted";
    }
    return "";
}

namespace {

std::string plural(std::size_t n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

}  // namespace

std::string Verdict::summary() const {
    switch (kind) {
        case VerdictKind::Sound:
            return "sound";
        case VerdictKind::Cooked:
        case VerdictKind::Unsound:
            if (!refuted_by.empty()) return "unsound: " + plural(refuted_by.size(), "refutation");
            return std::string(to_string(kind)) + ": " + plural(solutions, "solution") + ", " +
                   std::to_string(intended.value_or(0)) + " intended";
        case VerdictKind::Count:
            return "count: " + plural(solutions, "solution");
        case VerdictKind::NoSolution:
        case VerdictKind::Illegal:
        case VerdictKind::Interrupted:
            return std::string(to_string(kind));
        case VerdictKind::Unsupported:
            return "unsupported: " + detail;
        case VerdictKind::Incomplete:
            return "incomplete: time limit";
    }
    return "";
}

std::vector<std::string> Verdict::text_lines() const {
    std::vector<std::string> v{summary()};
    for (const std::string& l : not_intended) v.push_back("  not intended: " + l);
    for (const std::string& l : missing) v.push_back("  intended, not found: " + l);
    for (const std::string& l : refuted_by) v.push_back("  refuted by: " + l);
    if (!major_duals.empty() || !minor_duals.empty())
        v.push_back("  duals: " + std::to_string(major_duals.size()) + " major, " + std::to_string(minor_duals.size()) +
                    " minor");
    for (const std::string& l : major_duals) v.push_back("  major dual: " + l);
    for (const std::string& l : minor_duals) v.push_back("  minor dual: " + l);
    return v;
}

bool Verdict::unsound() const {
    return kind == VerdictKind::Cooked || kind == VerdictKind::Unsound || kind == VerdictKind::NoSolution ||
           kind == VerdictKind::Illegal;
}

std::vector<problem::Language> notations(const TwinResult& t, problem::Language input) {
    std::vector<problem::Language> v{t.language};
    for (problem::Language l : {problem::Language::English, input})
        if (std::find(v.begin(), v.end(), l) == v.end()) v.push_back(l);
    return v;
}

std::string comparable(const std::string& line) {
    std::istringstream in(line);
    std::string w, out;
    while (in >> w) {
        if (w == "+") continue;
        if (w.size() > 1 && w.back() == '+' && w[w.size() - 2] != '=') w.pop_back();  // "Qd6+" written by hand
        // "Qd6#", "Rb7=" written by hand: the mark as its own word, as Popeye
        // writes it (a promotion "e8=Q" ends with its piece, so it stays).
        std::string mark;
        if (w.size() > 1 && (w.back() == '#' || w.back() == '=')) {
            mark = w.substr(w.size() - 1);
            w.pop_back();
        }
        out += (out.empty() ? "" : " ") + w;
        if (!mark.empty()) out += " " + mark;
    }
    return out;
}

namespace {

// The solution lines of the stipulated play, blanks collapsed (marks kept):
// each line in every notation of notations(), the twin's own first.
std::vector<std::vector<std::string>> all_lines(const std::vector<TwinResult>& twins, problem::Language input) {
    std::vector<std::vector<std::string>> v;
    for (const TwinResult& t : twins) {
        const std::vector<problem::Language> ls = notations(t, input);
        for (const auto& s : t.sections)
            if (s.kind == search::SectionKind::Play || s.kind == search::SectionKind::Duplex)
                for (const auto& sol : s.solutions) {
                    const std::size_t first = v.size();
                    for (problem::Language l : ls) {
                        const std::vector<std::string> lines = solution_lines(s, sol, l);
                        if (v.size() < first + lines.size()) v.resize(first + lines.size());
                        for (std::size_t i = 0; i < lines.size(); ++i) {
                            std::istringstream in(lines[i]);
                            std::string w, joined;
                            while (in >> w) joined += (joined.empty() ? "" : " ") + w;
                            v[first + i].push_back(joined);
                        }
                    }
                }
    }
    return v;
}

// Status-only verdicts shared by twins and problems; nullopt when the
// solutions decide.
Verdict of_kind(VerdictKind k) {
    Verdict v;
    v.kind = k;
    return v;
}

std::optional<Verdict> status_verdict(const std::vector<TwinResult>& twins) {
    Verdict v;
    for (const TwinResult& t : twins)
        if (t.status == TwinStatus::Interrupted) return of_kind(VerdictKind::Interrupted);
    for (const TwinResult& t : twins)
        if (t.status == TwinStatus::TimeLimit) return of_kind(VerdictKind::Incomplete);
    for (const TwinResult& t : twins)
        if (t.status == TwinStatus::Unsupported) {
            v.kind = VerdictKind::Unsupported;
            v.detail = t.message;
            return v;
        }
    if (!twins.empty() &&
        std::all_of(twins.begin(), twins.end(), [](const TwinResult& t) { return t.status == TwinStatus::Illegal; }))
        return of_kind(VerdictKind::Illegal);
    return std::nullopt;
}

// Sound, cooked or unsound by the number of solutions found against the
// number intended.
VerdictKind by_count(std::size_t n, std::size_t intended) {
    if (n > intended) return VerdictKind::Cooked;
    if (n < intended) return VerdictKind::Unsound;
    return VerdictKind::Sound;
}

Verdict count_verdict(std::size_t n) {
    Verdict v;
    v.solutions = n;
    v.kind = n == 0 ? VerdictKind::NoSolution : VerdictKind::Count;
    return v;
}

}  // namespace

Verdict judge_twin(const TwinResult& r) {
    if (is_battle(r)) return judge_battle({r}, std::nullopt);
    if (auto v = status_verdict({r})) return *v;
    return count_verdict(r.solution_count());
}

namespace {

// "a)", "+b)": a twin label as a word of an intended line.
bool is_twin_label(std::string_view w) {
    if (!w.empty() && w.front() == '+') w.remove_prefix(1);
    return w.size() == 2 && w[0] >= 'a' && w[0] <= 'z' && w[1] == ')';
}

// The label without the '+' of a continued twin.
std::string plain_label(std::string_view w) {
    if (!w.empty() && w.front() == '+') w.remove_prefix(1);
    return std::string(w);
}

// Help and series play against intended lines and/or a count.
Verdict judge_lines(const std::vector<TwinResult>& twins, const problem::Intended& in, problem::Language input);

}  // namespace

std::vector<std::optional<problem::Intended>> per_twin_intended(const problem::Intended& in,
                                                                const std::vector<TwinResult>& twins) {
    if (twins.size() <= 1) return {};
    // label -> solution lines; a new solution starts at each line, at each
    // label and at each "1." move (not "1..." of set play) after others.
    std::vector<std::pair<std::string, std::vector<std::string>>> by_label;
    bool labelled = false;
    for (const std::string& line : in.lines) {
        std::istringstream words(line);
        std::string w, current;
        auto flush = [&] {
            if (current.empty()) return;
            if (by_label.empty()) by_label.emplace_back("", std::vector<std::string>{});
            by_label.back().second.push_back(current);
            current.clear();
        };
        while (words >> w) {
            if (is_twin_label(w)) {
                flush();
                labelled = true;
                by_label.emplace_back(plain_label(w), std::vector<std::string>{});
                continue;
            }
            if (!current.empty() && w.starts_with("1.") && !w.starts_with("1..")) flush();
            current += (current.empty() ? "" : " ") + w;
        }
        flush();
    }
    if (!labelled && !in.lines.empty()) return {};
    std::vector<std::optional<problem::Intended>> out;
    for (const TwinResult& t : twins) {
        problem::Intended ti;
        ti.count = in.count;
        for (const auto& [label, lines] : by_label)
            if (label == plain_label(t.label)) ti.lines.insert(ti.lines.end(), lines.begin(), lines.end());
        if (ti.lines.empty() && !ti.count)
            out.emplace_back();
        else
            out.emplace_back(std::move(ti));
    }
    return out;
}

namespace {

// The problem's verdict with its intention taken for the whole problem.
Verdict judge_whole(const problem::Problem& p, const std::vector<TwinResult>& twins) {
    if (!twins.empty() && std::all_of(twins.begin(), twins.end(), [](const TwinResult& t) { return is_battle(t); }))
        return judge_battle(twins, p.intended, p.language);
    if (!p.intended || (p.intended->lines.empty() && !p.intended->count)) {
        std::size_t n = 0;
        for (const TwinResult& t : twins) n += t.solution_count();
        return count_verdict(n);
    }
    return judge_lines(twins, *p.intended, p.language);
}

// The intention split per twin, or empty. A count alone that the whole
// problem meets is a count of the whole problem (Popeye-random's
// "Solutions: 40" for three twins); otherwise it is per twin.
std::vector<std::optional<problem::Intended>> split_intended(const problem::Problem& p,
                                                             const std::vector<TwinResult>& twins) {
    if (!p.intended) return {};
    auto split = per_twin_intended(*p.intended, twins);
    if (split.empty() || !p.intended->lines.empty()) return split;
    if (judge_whole(p, twins).kind == VerdictKind::Sound) return {};
    return split;
}

}  // namespace

std::vector<Verdict> judge_twins(const problem::Problem& p, const std::vector<TwinResult>& twins) {
    const auto split = split_intended(p, twins);
    std::vector<Verdict> v;
    for (std::size_t i = 0; i < twins.size(); ++i) {
        const TwinResult& t = twins[i];
        if (split.empty() || !split[i] || status_verdict({t}))
            v.push_back(judge_twin(t));
        else if (is_battle(t))
            v.push_back(judge_battle({t}, split[i], p.language));
        else
            v.push_back(judge_lines({t}, *split[i], p.language));
    }
    return v;
}

namespace {

// The problem's verdict from those of its twins, their lists labelled.
Verdict combine(const std::vector<TwinResult>& twins, const std::vector<Verdict>& tv) {
    Verdict v;
    v.intended = 0;
    bool unsound = false, cooked = false, counted = false;
    for (std::size_t i = 0; i < twins.size(); ++i) {
        const Verdict& x = tv[i];
        const std::string label = twins[i].label + " ";
        v.solutions += x.solutions;
        if (x.kind == VerdictKind::Illegal) continue;
        if (x.intended)
            *v.intended += *x.intended;
        else
            counted = true;
        for (const std::string& l : x.not_intended) v.not_intended.push_back(label + l);
        for (const std::string& l : x.missing) v.missing.push_back(label + l);
        for (const std::string& l : x.refuted_by) v.refuted_by.push_back(label + l);
        for (const std::string& l : x.major_duals) v.major_duals.push_back(label + l);
        for (const std::string& l : x.minor_duals) v.minor_duals.push_back(label + l);
        if (x.kind == VerdictKind::Unsound || (x.kind == VerdictKind::NoSolution && x.intended.value_or(1) > 0))
            unsound = true;
        else if (x.kind == VerdictKind::Cooked)
            cooked = true;
    }
    if (unsound)
        v.kind = v.solutions == 0 ? VerdictKind::NoSolution : VerdictKind::Unsound;
    else if (cooked)
        v.kind = VerdictKind::Cooked;
    else if (counted)
        v.kind = v.solutions == 0 ? VerdictKind::NoSolution : VerdictKind::Count;
    else
        v.kind = VerdictKind::Sound;
    if (counted) v.intended.reset();
    return v;
}

}  // namespace

Verdict judge_problem(const problem::Problem& p, const std::vector<TwinResult>& twins) {
    if (auto v = status_verdict(twins)) return *v;
    if (!split_intended(p, twins).empty()) return combine(twins, judge_twins(p, twins));
    return judge_whole(p, twins);
}

namespace {

Verdict judge_lines(const std::vector<TwinResult>& twins, const problem::Intended& in, problem::Language input) {
    std::size_t n = 0;
    for (const TwinResult& t : twins) n += t.solution_count();
    Verdict v;
    v.solutions = n;
    if (!in.lines.empty()) {
        // A found line is intended when one of its notations is; it is
        // listed in the first (the answer's).
        const std::vector<std::vector<std::string>> found = all_lines(twins, input);
        std::multiset<std::string> intended;
        for (const std::string& l : in.lines) intended.insert(comparable(l));
        v.intended = in.count.value_or(intended.size());
        std::multiset<std::string> found_set;
        for (const auto& forms : found) {
            bool wanted = false;
            for (const std::string& f : forms) {
                found_set.insert(comparable(f));
                wanted = wanted || intended.count(comparable(f));
            }
            if (!wanted && !forms.empty()) v.not_intended.push_back(forms.front());
        }
        for (const std::string& l : intended)
            if (!found_set.count(l)) v.missing.push_back(l);
        if (n == 0 && *v.intended == 0)
            v.kind = VerdictKind::Sound;
        else if (!v.missing.empty())
            v.kind = n == 0 ? VerdictKind::NoSolution : VerdictKind::Unsound;
        else
            v.kind = by_count(n, *v.intended);
        if (v.kind == VerdictKind::NoSolution) v.intended = in.count.value_or(intended.size());
        return v;
    }
    v.intended = static_cast<std::size_t>(*in.count);
    v.kind = n == 0 && *v.intended != 0 ? VerdictKind::NoSolution : by_count(n, *v.intended);
    return v;
}

}  // namespace

}  // namespace dawson::report
