#pragma once
// The rose's circles: knight steps, each turned 45 degrees from the last
// (clockwise or anticlockwise), eight of them bringing the piece back to its
// start. A circle is given by its first step (one of eight) and its sense.

#include "core/bitboard.hpp"

namespace dawson::movegen {

// The circle's knight steps in order, each turned 45 degrees clockwise from
// the one before.
inline constexpr core::Vec kRoseCircle[8] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};

// Walks one circle square by square.
class RoseWalker {
public:
    // From `from`, the first step the knight vector number `first` (0 … 7),
    // then turning by `sense` (+1 or -1) at each step.
    RoseWalker(core::Square from, int first, int sense) : at_(from), index_(first), sense_(sense) {}

    // The next square of the circle, or NoSquare off the board (and after).
    core::Square next() {
        if (at_ != core::NoSquare) at_ = core::step(at_, kRoseCircle[index_ & 7]);
        index_ += sense_;
        return at_;
    }
    // The first occupied square after the current one, stopping at `stop`
    // (returned when reached), or NoSquare at the board's edge.
    core::Square next_piece(core::Bitboard occ, core::Square stop) {
        for (core::Square x = next(); x != core::NoSquare; x = next())
            if (x == stop || (occ & core::bb(x))) return x;
        return core::NoSquare;
    }

private:
    core::Square at_;
    int index_;  // the next step's vector: index_ & 7 (also below zero)
    int sense_;
};

}  // namespace dawson::movegen
