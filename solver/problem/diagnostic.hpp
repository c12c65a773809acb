#pragma once
// A diagnostic about an input file: where it is and what is wrong, printed
// the way compilers do ("file:line:col: error: message") so that editors can
// jump to it. A warning is printed the same way and does not make the
// input bad.

#include <string>

#include "problem/problem.hpp"

namespace dawson::problem {

struct Diagnostic {
    SourceLocation where;
    std::string message;
    bool warning = false;  // a note on input that is read anyway

    // "file:line:col: error: message" (line and column are 1-based), or
    // "…: warning: message".
    std::string to_string() const {
        return where.file + ":" + std::to_string(where.line) + ":" + std::to_string(where.column) +
               (warning ? ": warning: " : ": error: ") + message;
    }
    static Diagnostic at(const std::string& file, int line, int column, std::string message) {
        Diagnostic d;
        d.where.file = file;
        d.where.line = line;
        d.where.column = column;
        d.message = std::move(message);
        return d;
    }
    friend bool operator==(const Diagnostic&, const Diagnostic&) = default;
};

}  // namespace dawson::problem
