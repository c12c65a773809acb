#pragma once
// The mummer family (Popeye 4.104, conditions/mummer.c): one side must play,
// among its legal moves, those of the greatest measure. MustCapture,
// Maximummer and Minimummer differ in the measure alone.

#include <cstdint>
#include <memory>

#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

// A move's measure for one mummer condition; the higher, the more the move
// is to be played.
using MummerMeasure = std::int64_t (*)(const position::Position& pos, const position::Move& m);

// The length of a move as Popeye's Maximummer measures it: the square of
// the distance between departure and arrival (dx² + dy²); 16 for short and
// 25 for long castling; a locust adds the squared distance between its
// captured square and the middle of its departure and arrival squares
// (taken as Popeye does, on its 24-file board numbering).
std::int64_t mummer_length(const position::Position& pos, const position::Move& m);

// The choice rule: the legal moves of `side` are cut to those of greatest
// measure.
std::shared_ptr<const movegen::MoveRule> make_mummer(core::Color side, MummerMeasure measure);

}  // namespace dawson::conditions
