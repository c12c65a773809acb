#pragma once
// KoeKo's contact (Popeye 4.104, conditions/koeko/koeko.c nokingcontact):
// a square is in contact when one of its eight neighbours is occupied.

#include "movegen/walk_tables.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

inline bool in_contact(const position::Position& pos, core::Square s) {
    return (movegen::walk_tables().ring[s] & pos.occupied()) != 0;
}

}  // namespace dawson::conditions
