#pragma once
// The validated problem model every reader produces and every solver and
// report consumes: the diagram, its rules, stipulation, options, twins,
// metadata and, when the file gives one, the intended solution.

#include <optional>
#include <string>
#include <vector>

#include "core/types.hpp"
#include "position/piece.hpp"
#include "rules/rule_set.hpp"
#include "stipulation/stipulation.hpp"

namespace dawson::problem {

// Where something stands in an input file (1-based line and column).
struct SourceLocation {
    std::string file;
    int line = 0;
    int column = 0;
};

struct Placement {
    core::Square square = core::NoSquare;
    position::Piece piece;
    friend bool operator==(const Placement&, const Placement&) = default;
};

// Popeye's options (only those Dawson knows; see problem/popeye_reader.cpp).
struct Options {
    bool try_play = false;                  // Try
    std::optional<int> defence;             // Defence n
    bool set_play = false;                  // SetPlay
    bool variation = false;                 // Variation
    std::optional<int> threat;              // Threat n
    bool no_threat = false;                 // NoThreat
    bool white_to_play = false;             // WhiteToPlay
    bool duplex = false;                    // Duplex
    bool half_duplex = false;               // HalfDuplex
    std::optional<int> max_solutions;       // MaxSolutions n
    bool no_wk = false, no_bk = false;      // NoWk, NoBk
    std::vector<core::Square> en_passant;   // EnPassant: square(s) the last double step passed over / ended on
    std::vector<core::Square> no_castling;  // NoCastling squares
    std::optional<double> max_time;         // MaxTime seconds
    std::optional<int> max_flights;         // MaxFlightsquares n
    bool stop_on_short = false;             // StopOnShortSolutions
    bool no_short_variations = false;       // NoShortVariations
    bool post_key_play = false;             // PostKeyPlay
    bool no_board = false;                  // NoBoard
    bool move_numbers = false;              // MoveNumbers
    bool intelligent = false;               // Intelligent (accepted, no effect)
    friend bool operator==(const Options&, const Options&) = default;
};

// Everything needed to solve one twin: pieces, rules, stipulation, options.
// `rules` is fully resolved (promotion set from the kinds present, variant
// conditions applied), so a Position built from it needs nothing else.
struct Setup {
    std::vector<Placement> pieces;
    rules::RuleSet rules;
    std::vector<std::string> conditions;  // condition words as written, for output
    stipulation::Stipulation stip;
    Options options;
};

// One twin after the diagram: its Popeye label ("b)", "+c)" for continued
// twins), Popeye's twinning text ("bBg5-->g2") and the resulting setup.
struct Twin {
    std::string label;
    std::string text;
    Setup setup;
};

struct Metadata {
    std::vector<std::string> authors;
    std::string origin, title, date;
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
    Setup setup;              // the diagram (twin a)
    std::vector<Twin> twins;  // twins b), c), … ; empty when not twinned
    std::optional<Intended> intended;
};

}  // namespace dawson::problem
