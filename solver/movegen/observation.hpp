#pragma once
// What the rule set's move rules (movegen/move_rule.hpp) leave of the fast
// paths of legality and check testing, asked in one place.
//
// The fast paths (movegen/legal.cpp, search::CheckFilter, search::CheckZone,
// the battle search's king-move test) reason about orthodox attacks and the
// squares a move's walk changes. They stay exact when
// - observation is Orthodox and the move is walk_only: nothing differs;
// - observation is Narrower, for answers of the form "no attack / no check /
//   legal": a narrower observation only removes attacks;
// and not otherwise, where the callers fall back to playing the move and
// asking in_check().

#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

// The widest observation of the rule set's move rules.
inline Observation observation(const rules::RuleSet& rules) {
    Observation o = Observation::Orthodox;
    for (const auto& r : rules.move_rules)
        if (r->observation() > o) o = r->observation();
    return o;
}

// True when every move rule says the move's effects are its walk's alone.
inline bool walk_only(const position::Position& pos, const position::Move& m) {
    for (const auto& r : pos.rules().move_rules)
        if (!r->walk_only(pos, m)) return false;
    return true;
}

// May the check filters (which moves can give check to the king of `c`)
// reason with orthodox attacks? Not under an Other observation, and under a
// Narrower one only while that king is not attacked in the orthodox sense
// now (an attack that is not a check, say an AntiCirce capture whose
// rebirth square is blocked, becomes one when the square is vacated).
inline bool check_filters_exact(const position::Position& pos, core::Color c) {
    switch (observation(pos.rules())) {
        case Observation::Orthodox:
            return true;
        case Observation::Narrower: {
            const core::Square k = pos.king(c);
            return k == core::NoSquare || !is_attacked(pos, k, ~c);
        }
        default:
            return false;
    }
}

}  // namespace dawson::movegen
