#pragma once
// The observation of a board with holes (Hole, HaanerChess): a hole is as a
// square off the board (Position::holes), so it blocks lines and is never a
// hurdle. The orthodox attack tests do not see holes, and a hole only takes
// away what a walk could do (an empty square it needs, a hurdle it never
// is), so they answer for a wider observation (Narrower); the exact test of
// one observer asks the move generator, which knows holes, whether the
// piece can capture on the target.

#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

// Can the piece on `square` (colour `by`) capture on `target`, holes
// respected (its walk alone)?
inline bool captures_past_holes(const position::Position& pos, core::Square square, core::Color by,
                                core::Square target) {
    if (!pos.holes()) return true;
    movegen::MoveList ml;
    movegen::generate_walk_moves_of(pos, square, by, ml);
    for (const position::Move& m : ml)
        if (pos.captured_square(m) == target) return true;
    return false;
}

// The MoveRule of a board with holes: observation through the generator.
class HoleObservation : public movegen::MoveRule {
public:
    movegen::Observation observation() const override { return movegen::Observation::Narrower; }
    bool only_holes() const override { return true; }
    bool observer(const position::Position& pos, core::Square square, core::Color by, core::Square target,
                  ObserverView&) const override {
        return captures_past_holes(pos, square, by, target);
    }
};

}  // namespace dawson::conditions
