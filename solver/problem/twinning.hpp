#pragma once
// Applies twinning commands to a Setup and renders Popeye's twinning text.
//
// Popeye writes one item per effect, each followed by two blanks:
//   Move a b        "wKh1-->h4"  (a piece on b is removed first: "-bPh4")
//   Exchange a b    "wNHa1<-->wBe3"
//   Remove a        "-wGf6"
//   Add White Xa    "+wXa"; no "+" when a piece on that square was removed
//                   (or replaced) in the same twin, whose removal is not shown
//   Rotate 90       "rotate 90"            Mirror a1<-->h1   "mirror a1<-->h1"
//   Shift a1 b2     "shift a1 ==> b2"      PolishType        "PolishType"
//   Substitute Q S  "Q ==> S"              Stipulation h#3   "h#3"
//   Condition …     the condition names
// Colours are the lower-case initials of the language's colour words and
// piece codes those of the language ("w"/"b" and English codes in English).

#include <optional>
#include <string>
#include <vector>

#include "problem/problem.hpp"

namespace dawson::problem {

class TwinBuilder {
public:
    TwinBuilder(Setup base, Language language) : setup_(std::move(base)), language_(language) {}

    // Applies one command; returns an error message when it cannot be
    // applied (e.g. "nothing to remove on e4"). The setup's rules are not
    // resolved here (see resolve_rules).
    std::optional<std::string> apply(const TwinOp& op);

    const Setup& setup() const { return setup_; }
    Setup& setup() { return setup_; }
    // Popeye's text for the commands applied so far.
    std::string text() const;

private:
    struct Effect {
        enum class Kind { Create, Remove, Move, Exchange, Text } kind;
        position::Piece piece, other;
        core::Square a = core::NoSquare, b = core::NoSquare;
        std::string text;
    };
    int find(core::Square s) const;
    std::string spec(position::Piece p, core::Square s) const;

    Setup setup_;
    Language language_;
    std::vector<Effect> effects_;
};

// Square transformations of Rotate and Mirror (Popeye's definitions).
core::Square rotate_square(core::Square s, Rotation r);
core::Square mirror_square(core::Square s, MirrorAxis a);

// Twin label for the twin with 0-based number n (0 = "a)"): "a)" … "z)",
// then "z1)", "z2)", …; continued twins get a leading "+".
std::string twin_label(int n, bool continued);

}  // namespace dawson::problem
