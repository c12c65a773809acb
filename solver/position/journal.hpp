#pragma once
// The move-effects journal. make() records every change it makes to the
// board as an effect (a piece taken off a square, a piece put on one) in the
// move's Undo record; unmake() replays the effects backwards. A move's own
// walk is a few effects (capture, departure, arrival, the castling rook), and
// a condition adds its own after them: a Circe rebirth is one more piece put
// on the board, an Andernach colour change is the arrived piece taken off
// and put back in the other colour, a hole left on the departure square
// (HaanerChess) is a square blocked. Castling rights, the en passant square
// and the key are restored whole, the imitators' movement by its shift.

#include <cstdint>
#include <new>
#include <span>

#include "core/types.hpp"
#include "position/piece.hpp"

namespace dawson::position {

// One change to the board.
struct Effect {
    enum class Kind : std::uint8_t { Remove, Add, Block };  // Block: `square` becomes a hole
    Kind kind = Kind::Remove;
    core::Square square = core::NoSquare;
    Piece piece;
};

// What make() changed and unmake() must restore: the effects in the order
// they were made, and the state before the move.
class Undo {
public:
    static constexpr int kMaxEffects = 12;

    std::span<const Effect> effects() const { return {slots_.effects, count_}; }
    // The piece that moved (as it stood on its departure square), the piece
    // the move's walk captured and where (NoSquare when none).
    Piece moved;
    Piece captured;
    core::Square captured_on = core::NoSquare;

private:
    friend class Position;
    void record(Effect::Kind k, core::Square s, Piece p) { new (&slots_.effects[count_++]) Effect{k, s, p}; }

    // Uninitialised slots (every make() would otherwise initialise all of
    // them); effects are constructed as they are recorded.
    union Slots {
        Slots() {}
        Effect effects[kMaxEffects];
    } slots_;
    std::uint8_t count_ = 0;
    // The rare effects, which unmake() asks about once (kRare… bits): the
    // imitators moved by `imitator_shift_` square numbers
    // (Position::journal_shift_imitators), one imitator added
    // (journal_add_imitator), squares blocked (Block effects, journal_block).
    static constexpr std::uint8_t kRareShift = 1, kRareImitatorAdded = 2, kRareBlock = 4;
    std::uint8_t rare_ = 0;
    std::int8_t imitator_shift_ = 0;
    std::uint8_t castling_ = 0;
    core::Square ep_ = core::NoSquare;
    core::Square ep_victim_ = core::NoSquare;
    std::uint64_t key_ = 0;
};

}  // namespace dawson::position
