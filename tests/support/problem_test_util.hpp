#pragma once
// Test support for the problem readers: reading that must succeed, with the
// diagnostics shown when it does not.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "problem/popeye_reader.hpp"
#include "problem/read_result.hpp"

namespace dawson::test {

// Requires that reading gave no diagnostics (printed, one a line, when it did).
inline void require_no_errors(const problem::ReadResult& r) {
    std::string errs;
    for (const auto& e : r.errors) errs += e.to_string() + "\n";
    INFO(errs);
    REQUIRE(r.errors.empty());
}

// The problems of the Popeye input `text`, read as file `name`; it must read
// without diagnostics.
inline std::vector<problem::Problem> read_popeye_ok(const std::string& text, const std::string& name = "t.inp") {
    problem::ReadResult r = problem::read_popeye(text, name);
    require_no_errors(r);
    return r.problems;
}

}  // namespace dawson::test
