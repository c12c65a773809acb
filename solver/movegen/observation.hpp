#pragma once
// What the rule set's move rules (movegen/move_rule.hpp) leave of the fast
// paths of legality and check testing, asked in one place.
//
// The fast paths (movegen/legality.hpp: the legal, check and escape filters)
// reason about orthodox attacks and the squares a move's walk changes
// (movegen/king_zone.hpp). They stay exact when
// - observation is Orthodox and the move is walk_only: nothing differs;
// - observation is Narrower, for answers of the form "no attack / no check /
//   legal": a narrower observation only removes attacks;
// and not otherwise, where the callers fall back to playing the move and
// asking in_check().
//
// A choice rule (MoveRule::restricts_choice: MustCapture, Maximummer,
// UltraSchachZwang) makes "is this pseudo-legal move legal?" depend on the
// side's other moves, so the moves tested one by one (the battle search's
// defences, has_legal_move) are not exact under it: every caller
// then takes the side's legal moves from movegen::generate_legal, which
// applies the choice rules (restricts_choice() below says when).

#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "movegen/stalemate_filter.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

// The widest observation of the rule set's move rules.
inline Observation observation(const rules::RuleSet& rules) {
    Observation o = Observation::Orthodox;
    for (const auto& r : rules.move_rules)
        if (r->observation() > o) o = r->observation();
    return o;
}

// A board with holes and nothing else fairy (movegen::goal_bound_play:
// the Hole rule alone, pieces K … P and walkless ones): its observation is
// Narrower, but the orthodox attack tests are exact when the holes are
// added to the occupancy, since a hole blocks every line and no orthodox
// walk hops (the legality filter and in_check test so, and the stalemate
// filter's reasoning holds).
inline bool orthodox_with_holes(const position::Position& pos) { return pos.holes() && goal_bound_play(pos); }

// The holes to add to the occupancy of the orthodox attack tests, under
// observation `o` of the position's rules: its holes where those tests are
// exact with them (orthodox_with_holes), else none.
inline core::Bitboard blocking_holes(const position::Position& pos, Observation o) {
    return o == Observation::Narrower && orthodox_with_holes(pos) ? pos.holes() : 0;
}

// True when some move rule restricts the choice among the legal moves.
inline bool restricts_choice(const rules::RuleSet& rules) {
    for (const auto& r : rules.move_rules)
        if (r->restricts_choice()) return true;
    return false;
}

// Does every move rule's geometry allow a move or observation from `from`
// to `to`?
inline bool step_allowed(const rules::RuleSet& rules, core::Square from, core::Square to) {
    for (const auto& r : rules.move_rules)
        if (!r->allows_step(from, to)) return false;
    return true;
}
inline bool restricts_steps(const rules::RuleSet& rules) {
    for (const auto& r : rules.move_rules)
        if (r->restricts_steps()) return true;
    return false;
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
