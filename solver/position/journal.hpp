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
// A move hook that comes last (Magic) may also change the colour of any
// number of pieces in place: those squares are kept as one bitboard
// (Undo::flipped), taken back before the effects.

#include <cstdint>
#include <new>
#include <span>

#include "core/bitboard.hpp"
#include "core/types.hpp"
#include "position/move.hpp"
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
    // The squares whose piece changed colour in place after all the
    // effects (Position::journal_flip), in square order.
    core::Bitboard flipped() const { return (rare_ & kRareFlip) ? flipped_.squares : 0; }

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
    // (journal_add_imitator), squares blocked (Block effects, journal_block),
    // pieces changed colour in place (journal_flip).
    static constexpr std::uint8_t kRareShift = 1, kRareImitatorAdded = 2, kRareBlock = 4, kRareFlip = 8;
    // Set only with kRareFlip (left uninitialised otherwise, as the slots).
    union Flipped {
        Flipped() {}
        core::Bitboard squares;
    } flipped_;
    std::uint8_t rare_ = 0;
    std::int8_t imitator_shift_ = 0;
    std::uint8_t castling_ = 0;
    core::Square ep_ = core::NoSquare;
    core::Square ep_victim_ = core::NoSquare;
    std::uint64_t key_ = 0;
};

// How many of the effects of move `m` are its walk's (the capture, the
// departure, the arrival, the castling rook's two); the move hooks' follow.
inline std::size_t walk_effect_count(const Move& m, const Undo& u) {
    const bool castling = m.type == MoveType::CastleShort || m.type == MoveType::CastleLong;
    return (u.captured_on != core::NoSquare ? 1 : 0) + 2 + (castling ? 2 : 0);
}

// Where the piece that made move `m` (its king, for a castling) stands once
// all the move's effects are played, or NoSquare when a hook took it off
// (Popeye's move_effect_journal_follow_piece_through_other_effects): a
// hook's removal of the piece followed at once by an addition moves it
// there (an AntiCirce or kamikaze Circe rebirth, an Andernach colour change
// in place); a removal alone takes it off the board.
inline core::Square followed_square(const Move& m, const Undo& u) {
    const std::span<const Effect> e = u.effects();
    core::Square at = m.to;
    for (std::size_t i = walk_effect_count(m, u); i < e.size() && at != core::NoSquare; ++i) {
        if (e[i].kind != Effect::Kind::Remove || e[i].square != at) continue;
        const bool moved = i + 1 < e.size() && e[i + 1].kind == Effect::Kind::Add;
        at = moved ? e[++i].square : core::NoSquare;
    }
    return at;
}

// Where the first piece a move hook put on the board that was not on it
// before stands (an Add effect that does not follow a removal, as the moves
// of a piece in place or elsewhere do: a Circe rebirth of the captured
// piece, Popeye's circe_find_current_rebirth), NoSquare when none.
inline core::Square added_piece_square(const Move& m, const Undo& u) {
    const std::span<const Effect> e = u.effects();
    const std::size_t w = walk_effect_count(m, u);
    for (std::size_t i = w; i < e.size(); ++i)
        if (e[i].kind == Effect::Kind::Add && (i == w || e[i - 1].kind != Effect::Kind::Remove)) return e[i].square;
    return core::NoSquare;
}

}  // namespace dawson::position
