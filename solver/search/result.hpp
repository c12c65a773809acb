#pragma once
// The result model every solving engine fills and every report reads: per
// twin a status, the solutions grouped in sections (set play, the play
// itself, the duplex half), Popeye's text for each solution and search
// statistics. Engines for help, series and battle play all produce it; the
// writers (report/popeye_writer, report/json_writer) and the verdict
// (report/verdict) only read it.

#include <cstdint>
#include <string>
#include <vector>

#include "core/types.hpp"
#include "position/move.hpp"
#include "stipulation/goal.hpp"

namespace dawson::search {

// What Popeye writes after a move: a check, a goal's marker, or a check
// followed by the marker of a goal that does not replace it (" + x").
enum class Mark : std::uint8_t {
    None,
    Check,
    Mate,
    Stalemate,
    DoubleStalemate,
    DoubleMate,
    MateOrStalemate,
    AutoStalemate,
    Capture,
    Target,
    Steingewinn,
    CheckCapture,
    CheckTarget,
    CheckSteingewinn,
};

// " +", " #", " =", " + x", … or "".
std::string_view mark_suffix(Mark m);
// The mark after a move, parsed from its suffix (None when unknown).
Mark mark_from_suffix(std::string_view suffix);
// The mark after a move that reaches `goal`; `check`: it gives check.
Mark goal_mark(const stipulation::Goal& goal, bool check);

// One move of a solution as printed: the move, who played it, its Popeye
// move number, its notation (without mark) and its mark.
struct SolutionMove {
    position::Move move;
    core::Color side = core::Color::White;
    int number = 1;
    std::string text;
    Mark mark = Mark::None;
};

// One solution. Help and series play: one line of moves, `lines` holds that
// one line as Popeye prints it. Battle play: `moves` holds the key (and
// whatever the engine wants to expose), `lines` the whole tree as Popeye
// prints it, indentation included, one string per output line.
struct Solution {
    std::vector<SolutionMove> moves;
    std::vector<std::string> lines;
};

// A group of solutions printed together, preceded by a blank line.
enum class SectionKind : std::uint8_t {
    Play,     // the stipulated play
    SetPlay,  // Option SetPlay: the play after a pass by the side to move
    Duplex,   // Option Duplex / HalfDuplex: the play with the colours swapped
    Tries,    // battle play: tries (Option Try)
    // Battle play with Option PostKeyPlay: the given position is the one
    // after the key; one solution, the defender's moves first. Its first
    // line is " +" when the defender is in check, Popeye then prints no blank
    // line before it.
    PostKeyPlay,
};
std::string_view to_string(SectionKind k);

struct Section {
    Section() = default;
    Section(SectionKind k, std::vector<Solution> s = {}, std::string m = {})
        : kind(k), solutions(std::move(s)), message(std::move(m)) {}

    SectionKind kind = SectionKind::Play;
    std::vector<Solution> solutions;
    // Printed before the solutions when set (Popeye's words), e.g. set play
    // from a position where the side to play could capture the king.
    std::string message;
    // Popeye separates a section from what precedes it by a blank line,
    // except a post-key play that starts with the check mark " +" (its own
    // test grammar has a TODO for the missing line).
    bool blank_line_before = true;
    // Battle play: Popeye ends the tree of each key and try with a blank
    // line.
    bool blank_line_after_each = false;
};

// How solving a twin ended.
enum class TwinStatus : std::uint8_t {
    Solved,       // searched completely
    Illegal,      // illegal position (message says why, in Popeye's words)
    Unsupported,  // stipulation / option Dawson cannot solve (message says what)
    TimeLimit,    // --max-time / MaxTime reached: solutions so far
    Interrupted,  // Ctrl-C: solutions so far
};
std::string_view to_string(TwinStatus s);

struct SearchStats {
    std::uint64_t nodes = 0;      // positions visited
    std::uint64_t tt_probes = 0;  // transposition table look-ups
    std::uint64_t tt_hits = 0;    // … that proved "no solution"
    double seconds = 0;           // wall-clock solving time

    SearchStats& operator+=(const SearchStats& o) {
        nodes += o.nodes;
        tt_probes += o.tt_probes;
        tt_hits += o.tt_hits;
        seconds += o.seconds;
        return *this;
    }
};

struct TwinResult {
    std::string label;        // "a)", "b)", "+c)"; empty when the problem has no twins
    std::string twin_text;    // Popeye's twinning text ("bBg5-->g2"); empty for a)
    std::string stipulation;  // as solved and printed ("h#1.5" for h#2 with WhiteToPlay)
    TwinStatus status = TwinStatus::Solved;
    std::string message;  // Illegal / Unsupported: the reason, printed as a line
    // Popeye refused the twin in its verification (e.g. two white kings) and
    // printed "problem ignored" after the message; its play was not solved.
    bool ignored = false;
    // Popeye's notes on options it ignores for this twin ("PostKeyPlay not
    // applicable - ignored"), printed before the twin: before the diagram
    // for the first twin, before the twin's label for the others.
    std::vector<std::string> notices;
    std::vector<Section> sections;
    SearchStats stats;

    // Solutions of the stipulated play (SetPlay, Tries not counted; the
    // duplex half counts).
    std::size_t solution_count() const;
    bool complete() const { return status == TwinStatus::Solved; }
};

}  // namespace dawson::search
