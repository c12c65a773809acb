#pragma once
// Helpers for the solving tests: a Setup from a compact piece list
// ("wKd7 wQc2 bKf5 bGc7 …", Popeye codes), solving it, and the solution
// lines in a sorted, comparable form.

#include <algorithm>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "pieces/catalogue.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/problem.hpp"
#include "report/solution_text.hpp"
#include "rules/rule_set.hpp"
#include "search/solve_twin.hpp"

namespace dawson::testing {

// Every error of a reading, one "file:line:col: error: …" line each.
inline std::string all_errors(const problem::ReadResult& r) {
    std::string s;
    for (const problem::Diagnostic& d : r.errors) s += d.to_string() + "\n";
    return s;
}

// The Setup of a one-problem Popeye text of a stipulation, an Option line
// and a Pieces line (English words); nullopt when it does not read as one problem.
inline std::optional<problem::Setup> popeye_setup(const std::string& stip, const std::string& options,
                                                  const std::string& pieces) {
    problem::ReadResult r = problem::read_popeye(
        "BeginProblem\nStipulation " + stip + "\nOption " + options + "\nPieces " + pieces + "\nEndProblem\n",
        "test.inp");
    if (!r.ok() || r.problems.size() != 1) return std::nullopt;
    return r.problems.front().setup;
}

inline problem::Setup make_setup(const std::string& pieces_text, const std::string& stip) {
    problem::Setup s;
    std::istringstream in(pieces_text);
    std::string tok;
    std::vector<pieces::PieceKind> kinds;
    while (in >> tok) {
        problem::Placement p;
        p.piece.color = tok[0] == 'w' ? core::Color::White : core::Color::Black;
        p.piece.kind = pieces::find_by_code(tok.substr(1, tok.size() - 3)).value();
        p.square = *core::parse_square(tok.substr(tok.size() - 2));
        s.pieces.push_back(p);
        kinds.push_back(p.piece.kind);
    }
    s.rules = rules::problem_rule_set(kinds);
    s.stip = *stipulation::parse(stip);
    return s;
}

// The lines of solution `sol` of section `s` as printed (in English).
inline std::vector<std::string> lines_of(const search::Section& s, const search::Solution& sol) {
    return report::solution_lines(s, sol, problem::Language::English);
}

// The lines of the first move (key or try) whose first line starts with
// `first`, exactly as printed (indentation included); empty when there is none.
inline std::vector<std::string> tree_of(const search::TwinResult& r, const std::string& first) {
    for (const search::Section& sec : r.sections)
        for (const search::Solution& sol : sec.solutions)
            if (auto lines = lines_of(sec, sol); !lines.empty() && lines.front().rfind(first, 0) == 0) return lines;
    return {};
}

// Every solution line of the twin (all sections), whitespace collapsed, sorted.
inline std::vector<std::string> solution_lines(const search::TwinResult& r) {
    std::vector<std::string> out;
    for (const auto& sec : r.sections)
        for (const auto& sol : sec.solutions)
            for (const auto& l : lines_of(sec, sol)) {
                std::istringstream in(l);
                std::string w, joined;
                while (in >> w) joined += (joined.empty() ? "" : " ") + w;
                out.push_back(joined);
            }
    std::sort(out.begin(), out.end());
    return out;
}

inline search::TwinResult solve(const problem::Setup& s, int threads = 1, search::TranspositionTable* tt = nullptr) {
    search::SolveContext ctx;
    ctx.threads = threads;
    ctx.tt = tt;
    return search::solve_twin(s, ctx);
}

// Solves the popeye_setup() of a stipulation, an Option line and a Pieces
// line; throws std::invalid_argument when it does not read.
inline search::TwinResult solve_text(const std::string& stip, const std::string& options, const std::string& pieces) {
    const std::optional<problem::Setup> setup = popeye_setup(stip, options, pieces);
    if (!setup) throw std::invalid_argument("does not read: " + stip + " / " + options + " / " + pieces);
    return solve(*setup);
}

}  // namespace dawson::testing
