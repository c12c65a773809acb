#pragma once
// The soundness verdict of a twin or a problem: compares the solutions
// found with the intended solution (its lines and/or count) when the
// problem file gives one; otherwise reports the count without judging.

#include <optional>
#include <string>
#include <vector>

#include "problem/problem.hpp"
#include "search/result.hpp"

namespace dawson::report {

enum class VerdictKind {
    Sound,        // exactly the intended solutions / count
    Cooked,       // more solutions than intended
    Unsound,      // an intended solution is missing, or fewer than intended
    Count,        // no intention given: just the number of solutions
    NoSolution,   // no solution at all
    Illegal,      // illegal position
    Unsupported,  // Dawson cannot solve it
    Incomplete,   // time limit reached
    Interrupted,  // Ctrl-C
};

struct Verdict {
    VerdictKind kind = VerdictKind::Count;
    std::size_t solutions = 0;
    std::optional<std::size_t> intended;    // intended number, when known
    std::vector<std::string> not_intended;  // Cooked: the extra solution lines
    std::vector<std::string> missing;       // Unsound: intended lines not found
    std::string detail;                     // Unsupported: what
    std::vector<std::string> major_duals;   // battle play: duals after full-length first-level defences
    std::vector<std::string> minor_duals;   // battle play: duals in short variations and later moves
    std::vector<std::string> refuted_by;    // PostKeyPlay: the defences no attacker move answers

    // The verdict's name (to_string(kind)), then what it counts:
    // "sound", "cooked: 3 solutions, 1 intended", "count: 12 solutions",
    // "no-solution", "illegal", "incomplete: time limit", …
    std::string summary() const;
    // summary() plus one indented line per listed solution.
    std::vector<std::string> text_lines() const;
    // True for the verdicts that make `dawson solve` exit with 1.
    bool unsound() const;
};

std::string_view to_string(VerdictKind k);

// A solution line with blanks collapsed and check marks dropped, for
// comparing with intended lines written by hand.
std::string comparable(const std::string& line);

// The notations an intended line may be written in, for a twin of a
// problem written in `input`: the twin's own (the language of the answer),
// Dawson's English, and the problem's language. The composer of a German
// problem may write its key as "1.Le5-f4" or as "1.Be5-f4", and `solve`
// (German answers), `check` and JSON (English) judge it alike.
std::vector<problem::Language> notations(const search::TwinResult& t, problem::Language input);

// The verdict of one twin on its own, without an intention: the count.
Verdict judge_twin(const search::TwinResult& r);
Verdict judge_problem(const problem::Problem& p, const std::vector<search::TwinResult>& twins);
// The verdict of each twin, judged by its part of the problem's intention
// (see per_twin_intended), in the order of `twins`.
std::vector<Verdict> judge_twins(const problem::Problem& p, const std::vector<search::TwinResult>& twins);

// The intention of a twinned problem split per twin, or an empty vector
// when it is not split (no twins, no intention, or unlabelled lines, which
// are then solutions of any twin):
// - intended lines are split by their twin labels ("a) 1.Kf1-g2 …",
//   "b) …", "+c) …", as YACPDB writes them, several on one line or each
//   line after its label); the lines of a twin are judged against that
//   twin's solutions only;
// - an intended count ("Solutions: 1", intended-solutions) is per twin.
std::vector<std::optional<problem::Intended>> per_twin_intended(const problem::Intended& in,
                                                                const std::vector<search::TwinResult>& twins);

}  // namespace dawson::report
