#include "report/verdict.hpp"

#include <algorithm>
#include <set>
#include <sstream>

#include "report/battle_verdict.hpp"

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
            return plural(solutions, "solution");
        case VerdictKind::NoSolution:
            return "no solution";
        case VerdictKind::Illegal:
            return "illegal position";
        case VerdictKind::Unsupported:
            return "unsupported: " + detail;
        case VerdictKind::Incomplete:
            return "incomplete (time limit)";
        case VerdictKind::Interrupted:
            return "incomplete (interrupted)";
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

// The solution lines of the stipulated play, blanks collapsed (marks kept).
std::vector<std::string> all_lines(const std::vector<TwinResult>& twins) {
    std::vector<std::string> v;
    for (const TwinResult& t : twins)
        for (const auto& s : t.sections)
            if (s.kind == search::SectionKind::Play || s.kind == search::SectionKind::Duplex)
                for (const auto& sol : s.solutions)
                    for (const auto& l : sol.lines) {
                        std::istringstream in(l);
                        std::string w, joined;
                        while (in >> w) joined += (joined.empty() ? "" : " ") + w;
                        v.push_back(joined);
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

Verdict judge_problem(const problem::Problem& p, const std::vector<TwinResult>& twins) {
    if (!twins.empty() && std::all_of(twins.begin(), twins.end(), [](const TwinResult& t) { return is_battle(t); }))
        return judge_battle(twins, p.intended);
    if (auto v = status_verdict(twins)) return *v;
    std::size_t n = 0;
    for (const TwinResult& t : twins) n += t.solution_count();
    if (!p.intended || (p.intended->lines.empty() && !p.intended->count)) return count_verdict(n);
    Verdict v;
    v.solutions = n;
    const problem::Intended& in = *p.intended;
    if (!in.lines.empty()) {
        const std::vector<std::string> found = all_lines(twins);
        std::multiset<std::string> intended;
        for (const std::string& l : in.lines) intended.insert(comparable(l));
        v.intended = in.count.value_or(intended.size());
        std::multiset<std::string> found_set;
        for (const std::string& l : found) found_set.insert(comparable(l));
        for (const std::string& l : found)
            if (!intended.count(comparable(l))) v.not_intended.push_back(l);
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

}  // namespace dawson::report
