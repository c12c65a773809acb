#pragma once
// A position: the board, side to move, castling rights, en passant square and
// the incrementally updated Zobrist key, played under one rule set. Besides
// the pieces, the board may hold holes (squares no piece can enter, as if
// off the board: condition Hole, HaanerChess) and imitators (condition
// Imitator: neutral tokens that are not pieces, so the walks do not see
// them; every move moves them all alike). Moves are
// made and unmade in place; the caller keeps the Undo record, the move's
// journal of effects (position/journal.hpp). The rule set's move hooks (a
// condition's rebirth or colour change) add their effects to that journal.

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string>

#include "core/bitboard.hpp"
#include "position/journal.hpp"
#include "position/move.hpp"
#include "position/piece.hpp"
#include "rules/rule_set.hpp"

namespace dawson::position {

// Castling rights bits.
enum CastlingRight : std::uint8_t { WhiteShort = 1, WhiteLong = 2, BlackShort = 4, BlackLong = 8 };
// The castling rights bits of colour c.
constexpr std::uint8_t castling_rights(core::Color c) {
    return c == core::Color::White ? WhiteShort | WhiteLong : BlackShort | BlackLong;
}
// The castling flags of the kings (Position::castling_flags): the king
// stands unmoved on its game-array square.
enum KingCastlingFlag : std::uint8_t { WhiteKingFlag = 16, BlackKingFlag = 32 };

class Position {
public:
    explicit Position(const rules::RuleSet& rules);

    const rules::RuleSet& rules() const { return *rules_; }

    // Board access.
    Piece at(core::Square s) const { return board_[s]; }
    core::Bitboard occupied() const { return color_bb_[0] | color_bb_[1]; }
    // The pieces of colour c, the neutral ones included (they belong to both).
    core::Bitboard pieces(core::Color c) const { return color_bb_[core::index(c)]; }
    core::Bitboard neutrals() const { return color_bb_[0] & color_bb_[1]; }
    core::Bitboard pieces(core::Color c, pieces::PieceKind k) const { return kind_bb_[k] & color_bb_[core::index(c)]; }
    core::Bitboard pieces_of_kind(pieces::PieceKind k) const { return kind_bb_[k]; }
    // The kinds of which colour c has at least one piece.
    const pieces::KindSet& kinds_present(core::Color c) const { return present_[core::index(c)]; }
    int count(core::Color c, pieces::PieceKind k) const { return core::popcount(pieces(c, k)); }
    // The king's square, or NoSquare when that side has no king. A royal
    // piece (attribute Royal, which Position::put gives the royal kinds) of
    // any kind is the king.
    core::Square king(core::Color c) const {
        core::Bitboard b = pieces(c, pieces::kind::King) | royal_bb_[core::index(c)];
        return b ? core::lsb(b) : core::NoSquare;
    }
    // The pieces of colour c with attribute a; every attribute present on the
    // board (Attributes bits).
    core::Bitboard with_attribute(core::Color c, Attribute a) const;
    Attributes attributes_present() const { return attrs_present_; }

    core::Color side_to_move() const { return side_; }
    // The castling rights (CastlingRight bits) the flags give.
    std::uint8_t castling() const;
    // The square a pawn-like piece passed over with its last double step.
    core::Square ep_square() const { return ep_; }
    // The square of the piece that made that double step (the arrival of a
    // Berolina pawn's diagonal double step is off the file of ep_square()),
    // or NoSquare when there is none. Unless a double step of this
    // position's play or set_ep_square() said otherwise, the square beyond
    // ep_square() on its file (rank 4 for an en passant square on rank 3,
    // rank 5 for one on rank 6).
    core::Square ep_victim() const {
        if (ep_victim_ != core::NoSquare || ep_ == core::NoSquare) return ep_victim_;
        const int r = core::rank_of(ep_);
        return r == 2   ? core::make_square(core::file_of(ep_), 3)
               : r == 5 ? core::make_square(core::file_of(ep_), 4)
                        : core::NoSquare;
    }
    std::uint64_t key() const { return key_; }

    // The holes: squares no piece may enter or pass, and no hurdle.
    core::Bitboard holes() const { return holes_; }
    // The imitators' squares, in the order they were placed.
    std::span<const core::Square> imitators() const { return {imitators_.data(), imitator_count_}; }
    static constexpr int kMaxImitators = 10;  // Popeye's maxinum

    // Set-up (keeps the key in step).
    void put(core::Square s, Piece p);
    void remove(core::Square s);
    // For a scratch copy that only the move generator reads (a Bul hurdle's
    // moves after the hop): make square `s` hold `p` (or nothing), without
    // keeping the key, the attributes present or a royal kind's attribute
    // in step.
    void set_scratch(core::Square s, Piece p) {
        if (!board_[s].empty()) lift(s, board_[s]);
        if (!p.empty()) place(s, p);
    }
    void clear();
    void set_side_to_move(core::Color c);
    void set_castling(std::uint8_t rights);
    // Popeye's six castling flags (see position.cpp), for hooks and tests.
    std::uint8_t castling_flags() const { return castling_; }
    void set_castling_flags(std::uint8_t flags);
    // The en passant square and the square of the piece that double-stepped
    // over it (NoSquare: the square beyond it on its file, see ep_victim()).
    void set_ep_square(core::Square s, core::Square victim = core::NoSquare);
    // Set-up of holes and imitators (on empty squares, at most
    // kMaxImitators imitators).
    void add_hole(core::Square s);
    void add_imitator(core::Square s);

    // Play a move (assumed pseudo-legal) and take it back. make() applies
    // the move's walk, then the rule set's move hooks.
    Undo make(const Move& m);
    void unmake(const Move& m, const Undo& u);
    // The key after move m: worked out from the move where the rule set
    // has no move hooks (make()'s walk alone), else by playing it.
    std::uint64_t key_after(const Move& m);
    // A null move: only the side to move changes (and the en passant square
    // is cleared); unmade by unmake_null().
    Undo make_null();
    void unmake_null(const Undo& u);

    // For move hooks, inside make(): take the piece on `s` off the board, or
    // put `p` on the empty square `s`, recording the effect in `u`.
    void journal_remove(Undo& u, core::Square s);
    void journal_add(Undo& u, core::Square s, Piece p);
    // For move hooks: make the empty square `s` a hole; move every imitator
    // by (df, dr) (at most once per move; every imitator must stay on the
    // board).
    void journal_block(Undo& u, core::Square s);
    void journal_shift_imitators(Undo& u, int df, int dr);
    // For move hooks: put one more imitator on the empty square `s` (a
    // promotion to an imitator), after any shift of the move.
    void journal_add_imitator(Undo& u, core::Square s);
    // For the last move hook (Magic): the piece on `s` changes colour in
    // place (once per square and move; no effect may follow).
    void journal_flip(Undo& u, core::Square s);

    // The square of the piece the walk of move `m` captures, or NoSquare.
    core::Square captured_square(const Move& m) const {
        switch (m.type) {
            case MoveType::EnPassant: {  // the piece that double-stepped
                if (const core::Square v = ep_victim(); v != core::NoSquare) return v;
                // Beside the departure; a marine pawn's `to` is one file further.
                return core::make_square(core::file_of(m.to) - (core::file_of(m.to) - core::file_of(m.from)) / 2,
                                         core::rank_of(m.from));
            }
            case MoveType::Locust:
                return m.aux;
            case MoveType::CastleShort:
            case MoveType::CastleLong:
                return core::NoSquare;
            default:
                return board_[m.to].empty() ? core::NoSquare : m.to;
        }
    }
    // The squares whose contents the walk of move `m` changes: departure,
    // arrival, the captured piece's square, the castling rook's squares.
    // Effects of move hooks are not included (the legality service does not
    // take its fast paths under hooks that add effects).
    core::Bitboard changed_squares(const Move& m) const {
        const core::Bitboard c = core::bb(m.from) | core::bb(m.to);
        if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) {
            const int r = core::rank_of(m.from);
            return c | core::bb(core::make_square(0, r)) | core::bb(core::make_square(7, r)) |
                   core::bb(core::make_square(3, r)) | core::bb(core::make_square(5, r));
        }
        const core::Square cap = captured_square(m);
        return cap == core::NoSquare ? c : c | core::bb(cap);
    }

    // Key recomputed from scratch, for checking the incremental one.
    std::uint64_t compute_key() const;

    friend bool operator==(const Position& a, const Position& b) {
        return a.board_ == b.board_ && a.side_ == b.side_ && a.castling_ == b.castling_ && a.ep_ == b.ep_ &&
               a.ep_victim_ == b.ep_victim_ && a.key_ == b.key_ && a.holes_ == b.holes_ &&
               a.imitator_count_ == b.imitator_count_ &&
               std::equal(a.imitators_.begin(), a.imitators_.begin() + a.imitator_count_, b.imitators_.begin());
    }

private:
    void put_quiet(core::Square s, Piece p);
    void remove_quiet(core::Square s);
    void place(core::Square s, Piece p);
    void lift(core::Square s, Piece p);
    [[gnu::noinline, gnu::cold]] void place_special(core::Square s, Piece p);
    [[gnu::noinline, gnu::cold]] void lift_special(core::Square s, Piece p);
    void shift_imitators(int delta);
    void restore(const Effect& e);
    void unmake_rare(const Undo& u);

    const rules::RuleSet* rules_;
    std::array<Piece, 64> board_{};
    std::array<core::Bitboard, 2> color_bb_{};
    std::array<core::Bitboard, pieces::kMaxKinds> kind_bb_{};
    std::array<pieces::KindSet, 2> present_{};
    std::array<core::Bitboard, 2> royal_bb_{};
    Attributes attrs_present_ = 0;  // attributes of the pieces put on the board since the last clear()
    core::Color side_ = core::Color::White;
    std::uint8_t castling_ = 0;  // the six castling flags
    core::Square ep_ = core::NoSquare;
    // The double-stepped piece's square when it is not the default (see
    // ep_victim()), else NoSquare. Not in the key: it differs only between
    // positions with a Berolina pawn and another pawn-like piece both next
    // to the en passant square.
    core::Square ep_victim_ = core::NoSquare;
    std::uint64_t key_ = 0;
    core::Bitboard holes_ = 0;
    std::array<core::Square, kMaxImitators> imitators_{};
    std::uint8_t imitator_count_ = 0;
};

}  // namespace dawson::position
