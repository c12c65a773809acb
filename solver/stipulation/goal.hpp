#pragma once
// A goal: what the last move of a play must achieve ("#", "=", "x", "ze7",
// …). A goal is a predicate on that move and the position after it; each
// goal is defined in a file of its own under stipulation/goals/ (listed once
// in goals/list.inc) and described by a GoalRule.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/types.hpp"
#include "position/journal.hpp"
#include "position/move.hpp"

namespace dawson::position {
class Position;
}

namespace dawson::stipulation {

enum class GoalKind : std::uint8_t {
    Mate,               // #
    Stalemate,          // =
    DoubleStalemate,    // ==
    DoubleMate,         // ##
    MateOrStalemate,    // #=
    AutoStalemate,      // !=
    Any,                // ~
    Capture,            // x
    Check,              // +
    Target,             // zXY
    Castling,           // 00
    EnPassant,          // ep
    Steingewinn,        // %
    Chess81,            // c81
    AutoMate,           // !#
    CounterMate,        // ##!
    Circuit,            // ct
    Exchange,           // <>
    CircuitByRebirth,   // ctr
    ExchangeByRebirth,  // <>r
    Kiss,               // Kxy
};

// Goals that follow pieces from the diagram (ct, <>, ctr, <>r, Kxy): their
// problems' pieces carry their diagram squares (position/piece.hpp:
// origin()), which problem::make_position gives them.
constexpr bool follows_identity(GoalKind k) {
    return k == GoalKind::Circuit || k == GoalKind::Exchange || k == GoalKind::CircuitByRebirth ||
           k == GoalKind::ExchangeByRebirth || k == GoalKind::Kiss;
}

// `negated`: the structured stipulation's "!G" (SStipulation leaves only:
// "!#", the side to move is not mate): the move must miss the goal. A
// negated goal has no marker and is tested on legal moves only.
// `has_also`: the leaf "G&!H" (SStipulation), the move must reach G and
// miss H (`also_*`, always negated); G's marker is printed.
struct Goal {
    GoalKind kind = GoalKind::Mate;
    core::Square target = core::NoSquare;  // zXY: the target square; Kxy: the kissed piece's diagram square
    bool negated = false;
    bool has_also = false;
    GoalKind also_kind = GoalKind::Mate;
    core::Square also_target = core::NoSquare;

    // A goal of the structured language only ("!#", "#&!x"), which the
    // traditional text cannot say.
    constexpr bool structured_only() const { return negated || has_also; }

    static const Goal Mate;
    static const Goal Stalemate;

    friend constexpr bool operator==(const Goal&, const Goal&) = default;
};
inline constexpr Goal Goal::Mate{GoalKind::Mate};
inline constexpr Goal Goal::Stalemate{GoalKind::Stalemate};

// What a goal sees: the position after the move (the mover's opponent to
// move), the move, who made it and whether it captured.
struct GoalMove {
    position::Position& after;
    const position::Move& move;
    core::Color mover;
    bool capture;
    // The move's journal (position/journal.hpp), or null when no move was
    // played (Goal reached in the diagram).
    const position::Undo* undo = nullptr;
    // The mover's king is known not to stand in check after the move (the
    // goal forbids self-check, and the move was found legal).
    bool mover_safe = false;
};

// One goal's definition.
struct GoalRule {
    GoalKind kind;
    std::string_view symbol;  // in a stipulation ("#", "==", "z")
    std::string_view marker;  // after the move that reaches it (" #", " x", "" for none)
    // The marker replaces the check mark " +" (else " +" comes first).
    bool preempts_check;
    // The move reaching the goal may leave the mover's own king in check (##).
    bool self_check_allowed;
    // The goal depends on the position after the move only (not on the move).
    bool position_only;
    // The play could go on after the goal is reached (x, +, z, …): in help
    // and series play, a move of the goal's side that reaches it before the
    // last move ends the line, which is then no solution (popeye-stipulations
    // 0038, h+2: 1.Kf7-e8 Bb3-a4+ 2.… is not a line; 0068, hx2: neither is
    // 1.Sa6-c7 BHh2*b8 2.…). Not for ~, which every move reaches.
    bool early_end;
    // Does the move reach the goal? Callers ask holds(), which knows negation
    // (a negated goal's rule has none).
    bool (*reached)(const GoalMove& gm, core::Square target);
};

const GoalRule& rule(GoalKind kind);
// The rule of `g`; of a negated goal, its base goal's rule without marker,
// self-check or early end, and without `reached` (ask holds()); of "G&!H",
// G's rule, tested on the position only when both are, without early end
// nor `reached`.
const GoalRule& rule(const Goal& g);
// Does the move seen by `gm` reach `g` (negation included)?
bool holds(const Goal& g, const GoalMove& gm);

// Reads a goal at the start of `text` (longest symbol first, as Popeye
// does), removing it from `text`; nullopt when none matches.
std::optional<Goal> read_goal(std::string_view& text);
// The goal as written in a stipulation ("#", "ze7").
std::string to_string(const Goal& g);

// Is the move `m` of the side to move in `pos` a move that reaches `g`
// (legal, unless the goal allows self-check)? `pos` is unchanged afterwards.
// `legal`: the caller knows that m is legal (a move of generate_legal), and
// its check test is not made again.
bool reaches(position::Position& pos, const position::Move& m, const Goal& g, bool legal = false);
// For position-only goals: has the last move (by the side not to move)
// reached `g` in `pos`?
bool reached_in(position::Position& pos, const Goal& g);

}  // namespace dawson::stipulation
