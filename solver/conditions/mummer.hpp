#pragma once
// The mummer family (Popeye 4.104, conditions/mummer.c): one side must play,
// among its legal moves, those of the greatest measure. MustCapture,
// Maximummer and Minimummer differ in the measure alone.
//
// Each may be given with the parameter "Ultra" (Popeye's "ultra"
// strictness), which changes two things, as Popeye 4.104 plays it:
// - the greatest measure is taken over the side's pseudo-legal moves (self-
//   check is not looked at), and is at least 1; the side plays the legal
//   moves of that measure, and has no move when all of them are illegal
//   (under MustCapture Ultra a side without a capture has no move);
// - a piece of that side observes (gives check) only by a capture of that
//   measure: the capture of the king must be one of the side's moves of
//   greatest measure (castling included), were that side to move.

#include <cstdint>
#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

// A move's measure for one mummer condition; the higher, the more the move
// is to be played.
using MummerMeasure = std::int64_t (*)(const position::Position& pos, const position::Move& m);

// The length of a move as Popeye's Maximummer measures it: the square of
// the distance between departure and arrival (dx² + dy²); 16 for short and
// 25 for long castling (a locust's capture too: departure to arrival).
std::int64_t mummer_length(const position::Position& pos, const position::Move& m);

enum class MummerStrictness { Regular, Ultra };

// The strictness a mummer condition is given with ("Ultra" or nothing).
MummerStrictness mummer_strictness(const ConditionSpec& spec);

// The choice rule: the legal moves of `side` are cut to those of greatest
// measure (and under Ultra, observation is cut as described above).
std::shared_ptr<const movegen::MoveRule> make_mummer(core::Color side, MummerMeasure measure,
                                                     MummerStrictness strictness = MummerStrictness::Regular);

}  // namespace dawson::conditions
