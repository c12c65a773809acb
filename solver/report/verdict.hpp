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

    // "sound", "cooked: 3 solutions, 1 intended", "no solution", …
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

Verdict judge_twin(const search::TwinResult& r);
Verdict judge_problem(const problem::Problem& p, const std::vector<search::TwinResult>& twins);

}  // namespace dawson::report
