#pragma once
// The validated problem model every reader produces and every solver and
// report consumes: the diagram, its rules, stipulation, options, twins,
// metadata and, when the file gives one, the intended solution.

#include <optional>
#include <string>
#include <vector>

#include "conditions/condition.hpp"
#include "core/types.hpp"
#include "position/piece.hpp"
#include "problem/language.hpp"
#include "rules/rule_set.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::problem {

// Where something stands in an input file (1-based line and column).
struct SourceLocation {
    std::string file;
    int line = 0;
    int column = 0;
    friend bool operator==(const SourceLocation&, const SourceLocation&) = default;
};

struct Placement {
    core::Square square = core::NoSquare;
    position::Piece piece;
    friend bool operator==(const Placement&, const Placement&) = default;
};

// Popeye's NonTrivial m n (self and reflex battle play): a defence after
// which the attacker wins within n moves is trivial; at every defence node
// with more than n+1 attacker moves in hand the defender may have one
// non-trivial defence, plus at most m more over the whole line.
struct NonTrivialOption {
    int max_nontrivial = 0;  // m
    int trivial_length = 0;  // n
    friend bool operator==(const NonTrivialOption&, const NonTrivialOption&) = default;
};

// Popeye's options (only those Dawson knows; see problem/popeye_reader.cpp).
struct Options {
    bool try_play = false;                        // Try
    std::optional<int> defence;                   // Defence n
    bool set_play = false;                        // SetPlay
    bool variation = false;                       // Variation
    std::optional<int> threat;                    // Threat n
    bool no_threat = false;                       // NoThreat
    bool white_to_play = false;                   // WhiteToPlay
    bool duplex = false;                          // Duplex
    bool half_duplex = false;                     // HalfDuplex
    std::optional<int> max_solutions;             // MaxSolutions n
    bool no_wk = false, no_bk = false;            // NoWk, NoBk
    std::vector<core::Square> en_passant;         // EnPassant: square(s) the last double step passed over / ended on
    std::vector<core::Square> no_castling;        // NoCastling squares
    std::optional<double> max_time;               // MaxTime seconds
    std::optional<int> max_flights;               // MaxFlightsquares n
    bool stop_on_short = false;                   // StopOnShortSolutions
    bool no_short_variations = false;             // NoShortVariations
    bool post_key_play = false;                   // PostKeyPlay
    bool no_board = false;                        // NoBoard
    bool move_numbers = false;                    // MoveNumbers
    bool intelligent = false;                     // Intelligent (accepted, no effect)
    bool quodlibet = false;                       // Quodlibet
    bool goal_is_end = false;                     // GoalIsEnd
    bool keep_mating_piece = false;               // KeepMatingPiece
    bool mates_in_1 = false;                      // MatesIn1
    std::optional<NonTrivialOption> non_trivial;  // NonTrivial m n
    friend bool operator==(const Options&, const Options&) = default;
};

// Everything needed to solve one twin: pieces, rules, stipulation, options.
// `rules` is fully resolved (promotion set from the kinds present, variant
// conditions applied), so a Position built from it needs nothing else.
struct Setup {
    std::vector<Placement> pieces;
    rules::RuleSet rules;
    std::vector<conditions::ConditionSpec> conditions;  // in the order given
    stipulation::Stipulation stip;
    Options options;
};

// Board transformations of the Rotate and Mirror twinnings.
enum class Rotation { R90 = 90, R180 = 180, R270 = 270 };  // counter-clockwise, as Popeye
enum class MirrorAxis { A1H1, A1A8, A1H8, A8H1 };          // Popeye's "a1<-->h1" … (the squares swapped)

// One twinning command of a Twin line, as written in the file.
struct TwinOp {
    enum class Kind {
        Move,
        Exchange,
        Remove,
        Add,
        Rotate,
        Mirror,
        Shift,
        PolishType,
        Stipulation,
        Substitute,
        Condition
    };
    Kind kind = Kind::Move;
    core::Square from = core::NoSquare, to = core::NoSquare;  // Move, Exchange, Shift
    std::vector<core::Square> squares;                        // Remove
    std::vector<Placement> pieces;                            // Add
    Rotation rotation = Rotation::R90;                        // Rotate
    MirrorAxis axis = MirrorAxis::A1H1;                       // Mirror
    pieces::PieceKind old_kind = pieces::kind::None;          // Substitute old_kind new_kind
    pieces::PieceKind new_kind = pieces::kind::None;
    stipulation::Stipulation stip;                      // Stipulation
    std::string stip_text;                              //   as written ("h#3")
    bool structured = false;                            //   given as SStipulation ("Weiss 3:3a[#]d")
    std::vector<conditions::ConditionSpec> conditions;  // Condition (replaces the conditions)
    friend bool operator==(const TwinOp&, const TwinOp&) = default;
};

// One twin: its Popeye label ("a)", "b)", "+c)" for continued twins),
// Popeye's twinning text and the resulting setup. `text` is exactly what
// Popeye prints after the label and one blank: each twinning effect followed
// by two blanks ("bBg5-->g2  ", "-wRd2  +bPc4  "); it is empty for twin a).
// A continued twin applies its `ops` to the previous twin, any other twin to
// the diagram.
struct Twin {
    std::string label;
    std::string text;
    Setup setup;
    bool continued = false;
    std::vector<TwinOp> ops;
    // Its Remark lines (also among the problem's remarks); Popeye writes
    // them before the twin's label (popeye-regression 0418).
    std::vector<std::string> remarks;
};

struct Metadata {
    std::vector<std::string> authors;
    std::string origin, title, date, award;
    std::vector<std::string> remarks, keywords;
};

// The intended solution, when the file gives it: the solution text (lines in
// Popeye notation) and/or just the number of solutions.
struct Intended {
    std::vector<std::string> lines;
    std::optional<int> count;
};

struct Problem {
    SourceLocation where;  // where the problem begins
    int index = 0;         // 1-based position in its file
    Metadata meta;
    Setup setup;  // the diagram (twin a)
    // SStipulation as Popeye writes it in the caption: the side in the
    // problem's language, the branches without blanks ("Weiss 2ad[1a[+]d{+}]");
    // empty for a traditional stipulation.
    std::string structured_stipulation;
    std::vector<Twin> twins;  // twins b), c), … ; empty when not twinned
    // ZeroPosition: the diagram is not solved, only the twins, which are
    // a), b), … (each applied to the diagram unless continued).
    bool zero_position = false;
    std::optional<Intended> intended;
    Language language = Language::English;  // language of the input (Popeye answers in it)
    std::string protocol;                   // Protocol: file the output is also written to ("" none)
};

}  // namespace dawson::problem
