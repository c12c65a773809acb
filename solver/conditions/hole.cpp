// Hole (Popeye 4.104, input/plaintext/condition.c, block_square): the
// squares given are holes, blocked as squares off the board are: no piece
// moves to or over a hole, a leaper cannot land there, a rider stops before
// it, and a hole is never a hurdle, never captured (Position::holes, which
// the move generator knows; conditions/holes.hpp for observation).
// Popeye's diagram shows a hole as a blank square and does not list the
// condition under the board.

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/holes.hpp"

namespace dawson::conditions {

namespace {

std::optional<std::string> hole_refuses(const ConditionSpec& s, const position::Position& pos) {
    for (const std::string& sq : s.params)
        if (auto q = core::parse_square(sq); q && !pos.at(*q).empty())
            return "unsupported: a hole on an occupied square (" + sq + ")";
    return std::nullopt;
}

}  // namespace

ConditionDef hole() {
    ConditionDef d{"Hole",
                   {},
                   {"GridChess", "WhiteMaximummer", "BlackMaximummer", "HaanerChess"},
                   "the squares given are holes: no piece moves to or over them, and they are no hurdles",
                   [](const ConditionSpec&, rules::RuleSet& r) {
                       r.move_rules.push_back(std::make_shared<const HoleObservation>());
                   }};
    d.refuses = hole_refuses;
    d.takes_squares = true;
    d.board_mark = ' ';
    d.listed = false;
    d.place = [](const ConditionSpec& s, position::Position& pos) {
        for (const std::string& sq : s.params)
            if (auto q = core::parse_square(sq); q && pos.at(*q).empty()) pos.add_hole(*q);
    };
    return d;
}

}  // namespace dawson::conditions
