#pragma once
// The result model every solving engine fills and every report reads: per
// twin a status, the solutions grouped in sections (set play, the play
// itself, the duplex half), each solution's moves with who played them,
// their move numbers and marks (in battle play the tree of moves), and
// search statistics. It holds no notation: each section keeps the position
// its moves start from (search/origin.hpp), and report/ replays the moves
// from it to write them (report/solution_text). Engines for help, series
// and battle play all produce it; the writers (report/popeye_writer,
// report/json_writer) and the verdict (report/verdict) only read it.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/types.hpp"
#include "position/move.hpp"
#include "problem/language.hpp"
#include "search/origin.hpp"
#include "search/split.hpp"
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
    Chess81,       // " c81"
    CheckChess81,  // " + c81"
    AutoMate,      // " !#"
    CounterMate,   // " ##!"
};

// " +", " #", " =", " + x", … or "".
std::string_view mark_suffix(Mark m);
// The mark after a move, parsed from its suffix (None when unknown).
Mark mark_from_suffix(std::string_view suffix);
// The mark after a move that reaches `goal`; `check`: it gives check.
Mark goal_mark(const stipulation::Goal& goal, bool check);

// One move of a solution: the move, who played it, its Popeye move number
// and its mark.
struct SolutionMove {
    position::Move move;
    core::Color side = core::Color::White;
    int number = 1;
    Mark mark = Mark::None;
};

struct DefenceNode;

// Battle play: an attacker's move with what follows it. The root of a set
// play or a post-key play has no move of its own (see Layout).
struct AttackNode {
    position::Move move;
    Mark mark = Mark::None;                // the mark after the move
    bool fails = false;                    // a reflex attacker's compulsory goal move, with which it fails (" ?!?")
    int length = 0;                        // attacker moves to the end, this one included
    bool threat_searched = false;          // threat line printed: threats, or zugzwang when empty
    std::vector<AttackNode> threats;       // first moves of the threat, each with its play (played
                                           // after a pass by the defender)
    std::vector<DefenceNode> defences;     // the defences shown
    std::vector<DefenceNode> refutations;  // first move only: non-empty for a try
};

// Battle play: a defender's move with the attacker's continuations (none
// when the defence itself ends the play, as in self and reflex play). A
// try's refutation in reflex play lists here the attacker's goal moves it
// leaves (each compulsory, each failing: AttackNode::fails).
struct DefenceNode {
    position::Move move;
    Mark mark = Mark::None;
    std::vector<AttackNode> continuations;
    bool refutes = false;  // PostKeyPlay: no attacker move answers it ("refutes.")
};

// How a solution is laid out when printed (report/solution_text), and so
// how its moves are replayed from the section's origin.
enum class Layout : std::uint8_t {
    // Help play: the moves in pairs, a number before each pair; an odd
    // number of moves starts with "1...".
    Help,
    // Series play: a number before each move whose number differs from the
    // one before it; the series side is to move again before each of them.
    Series,
    // Help set play of an odd number of half-moves: "1... ..." (the pass),
    // then the moves in pairs numbered from 2.
    HelpAfterPass,
    // Battle play, `tree`: a first move (key "!" or try "?") and its play.
    BattleKey,
    // Battle play, `tree`: no move of its own; its defences are the set
    // play, the defender moving first from the origin.
    BattleSetPlay,
    // Battle play, `tree`: the post-key play from the origin, the defender
    // to move: no move of its own, mark Check when the defender starts in
    // check; its threat and defences.
    BattlePostKey,
    // Battle play, `tree`: a reflex attacker's compulsory goal move at the
    // root, with which it fails.
    BattleFailingGoal,
};

// One solution. Line play (help, series): `moves` is the line. Battle play:
// `moves` holds the first move and a try's refutations, `tree` the whole
// play.
struct Solution {
    Layout layout = Layout::Help;
    std::vector<SolutionMove> moves;
    std::optional<AttackNode> tree;
    // Line play: the compulsory goal move of the series side of ser-r# or of
    // White at the start of hr#, with which the play fails (" ?!?").
    bool fails = false;
    // Series play: the number of introductory moves (m->ser-…) the line
    // starts with; help play followed by battle play: the number of help
    // moves (the battle play's first move is numbered, from 1 again).
    int intro = 0;
    // Help play: an odd count of moves starts with the first half of pair 1
    // ("1.e3-e2 g7-g8=Q 2.e2-e1=Q Qg8-g3 3.Qe1*g3 ="), as reci-h's direct
    // half does, not with the second ("1...").
    bool from_pair_start = false;
    // Line play: where the search found it, to merge the parts of a split
    // run in order (search/split.hpp).
    SplitUnit unit;
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
    // The position the section's moves start from; null when it has no moves.
    std::shared_ptr<const Origin> origin;
    std::vector<Solution> solutions;
    // Printed before the solutions when set (Popeye's words), e.g. set play
    // from a position where the side to play could capture the king.
    std::string message;
    // Printed where the message goes, one line each, instead of solutions:
    // the moves with which the side to play must reach the goal and so
    // fails (reflex play; each Solution::fails or Layout::BattleFailingGoal).
    std::vector<Solution> compulsory;
    // Popeye separates a section from what precedes it by a blank line,
    // except a post-key play that starts with the check mark " +" (its own
    // test grammar has a TODO for the missing line).
    bool blank_line_before = true;
    // Battle play: Popeye ends the tree of each key and try with a blank
    // line.
    bool blank_line_after_each = false;
    // Line play with StopOnShortSolutions: the search stopped after a length
    // shorter than the stipulation's that had solutions. Popeye then says
    // "Partial solution" (popeye-regression 0322, 0387, 0388).
    bool stopped_short = false;
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
    std::string label;      // "a)", "b)", "+c)"; empty when the problem has no twins
    std::string twin_text;  // Popeye's twinning text ("bBg5-->g2"); empty for a)
    // The language the twin's texts are written in: its twinning text, and
    // its solutions' notation when a report writes them.
    problem::Language language = problem::Language::English;
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
    // MaxSolutions: the play's solutions reached the limit, so solving
    // stopped there, or a section stopped_short (Popeye then ends the
    // problem with "Partial solution").
    bool partial = false;

    // Solutions of the stipulated play (SetPlay, Tries not counted; the
    // duplex half counts).
    std::size_t solution_count() const;
    // Some section's line search stopped on a short solution
    // (Section::stopped_short).
    bool stopped_short() const;
    bool complete() const { return status == TwinStatus::Solved; }
};

}  // namespace dawson::search
