#pragma once
// What a reader gives back for one file: one Entry per problem found, in file
// order, so that a bad problem never hides the good ones around it.
//
// - `entries[i]` describes the i-th problem of the file (index i+1): where it
//   starts, the Problem when it was read completely, otherwise the errors
//   that stopped it. `unsupported` tells a well-formed problem that uses
//   something Dawson does not implement (a condition, a piece attribute, a
//   piece kind, an option) from a malformed one.
// - `problems` holds a copy of every successfully read Problem, in order
//   (its `index` says which entry it came from).
// - `errors` holds every diagnostic of the file in order: file-level ones
//   (text outside BeginProblem … EndProblem, an unreadable file) and those
//   of the entries.
// - `encoding` is that of the input (problem/encoding.hpp); every text of
//   the result is UTF-8.

#include <optional>
#include <vector>

#include "problem/diagnostic.hpp"
#include "problem/encoding.hpp"
#include "problem/problem.hpp"

namespace dawson::problem {

struct Entry {
    int index = 0;                   // 1-based position of the problem in its file
    SourceLocation where;            // where the problem starts (BeginProblem, NextProblem, YAML document)
    std::optional<Problem> problem;  // set iff the problem was read without error
    std::vector<Diagnostic> errors;  // why it was not (empty when `problem` is set)
    bool unsupported = false;        // the errors are "unsupported …" ones only
};

struct ReadResult {
    std::vector<Entry> entries;
    std::vector<Problem> problems;
    std::vector<Diagnostic> errors;
    std::vector<Diagnostic> warnings;    // notes on input read anyway ("…: warning: …")
    Encoding encoding = Encoding::Utf8;  // of the input; the texts above are UTF-8

    bool ok() const { return errors.empty(); }
    // Appends the next problem's entry, its diagnostics to `errors` and its
    // Problem, when read, to `problems`.
    void add(Entry e) {
        errors.insert(errors.end(), e.errors.begin(), e.errors.end());
        if (e.problem) problems.push_back(*e.problem);
        entries.push_back(std::move(e));
    }
};

}  // namespace dawson::problem
