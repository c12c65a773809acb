#pragma once
// The single entry point for solving one twin, and the place where a play
// type is mapped to its engine. Each engine lives in its own file and has
// the signature
//
//     TwinResult solve_<play>(const problem::Setup&, const SolveContext&);
//
// solve_twin() checks what every engine needs (a legal position) and then
// dispatches on the stipulation: series play → series_engine, help play →
// help_engine, direct / self / reflex play → battle engine. Adding an
// engine is one file plus one line in solve_twin.cpp.

#include "problem/problem.hpp"
#include "search/result.hpp"
#include "search/solve_context.hpp"

namespace dawson::search {

// Solves one twin. The result's label/twin_text are left empty (the caller
// knows them); `stipulation` is set to the stipulation as solved.
TwinResult solve_twin(const problem::Setup& setup, const SolveContext& ctx);

// A result for a twin Dawson cannot solve, with the reason.
TwinResult unsupported(const problem::Setup& setup, std::string reason);

}  // namespace dawson::search
