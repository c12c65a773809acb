#include "position/position.hpp"

#include <utility>

#include "position/move_hook.hpp"
#include "position/zobrist.hpp"

namespace dawson::position {

using namespace core;
using pieces::PieceKind;
namespace kind = pieces::kind;

namespace {

// Castling is kept as Popeye keeps it, as six flags: each king and each
// rook on its game-array square has not moved (bits WhiteShort … BlackLong
// stand for the h1, a1, h8 and a8 rooks). A right needs its king's flag and
// its rook's flag.
constexpr std::uint8_t kWhiteKingFlag = WhiteKingFlag, kBlackKingFlag = BlackKingFlag;

// The flags lost when a piece leaves, reaches or is taken off a square.
// Without move hooks nothing can bring a king back to its square, so a king
// takes its rooks' flags with it (positions with equal futures get equal
// keys); with hooks (a Circe rebirth) a rook's flag outlives its king's.
constexpr std::array<std::uint8_t, 64> make_castling_mask(bool keep_rooks) {
    std::array<std::uint8_t, 64> m{};
    m[make_square(4, 0)] = kWhiteKingFlag | (keep_rooks ? 0 : WhiteShort | WhiteLong);
    m[make_square(0, 0)] = WhiteLong;
    m[make_square(7, 0)] = WhiteShort;
    m[make_square(4, 7)] = kBlackKingFlag | (keep_rooks ? 0 : BlackShort | BlackLong);
    m[make_square(0, 7)] = BlackLong;
    m[make_square(7, 7)] = BlackShort;
    return m;
}
constexpr auto kCastlingMask = make_castling_mask(false);
constexpr auto kCastlingMaskHooks = make_castling_mask(true);

// The flag a piece put on a square by a move hook restores (Popeye: a rook
// reborn on its game-array square may castle again), or 0.
std::uint8_t castling_flag_restored(const rules::RuleSet& r, Square s, Piece p) {
    const bool white = p.color == Color::White;
    if (p.kind == r.in_role(kind::Rook)) {
        if (s == make_square(0, white ? 0 : 7)) return white ? WhiteLong : BlackLong;
        if (s == make_square(7, white ? 0 : 7)) return white ? WhiteShort : BlackShort;
    }
    if (p.kind == r.in_role(kind::King) && s == make_square(4, white ? 0 : 7))
        return white ? kWhiteKingFlag : kBlackKingFlag;
    return 0;
}

// The rook's departure and arrival squares of a castling move.
std::pair<Square, Square> castling_rook(const Move& m) {
    const int r = rank_of(m.from);
    const bool king_side = m.type == MoveType::CastleShort;
    return {make_square(king_side ? 7 : 0, r), make_square(king_side ? 5 : 3, r)};
}

std::uint64_t ep_key(Square ep) { return ep == NoSquare ? 0 : kZobrist.ep_file[file_of(ep)]; }

// The key of piece p on square s.
inline std::uint64_t piece_key(Square s, Piece p) {
    std::uint64_t k = kZobrist.piece[index(p.color)][p.kind][s];
    if (p.attrs) [[unlikely]]
        k ^= attributes_key(p.attrs, s);
    return k;
}

// The square a double step passes (straight or diagonal: a Berolina pawn).
Square passed_square(const Move& m) {
    return make_square((file_of(m.from) + file_of(m.to)) / 2, (rank_of(m.from) + rank_of(m.to)) / 2);
}

// The castling flags left after the walk of a move without move hooks
// (`cap`: the square of its capture, or NoSquare).
std::uint8_t castling_after_walk(std::uint8_t flags, const Move& m, Square cap) {
    return flags & ~(kCastlingMask[m.from] | kCastlingMask[m.to] | (cap != NoSquare ? kCastlingMask[cap] : 0));
}

}  // namespace

// The board, bitboards and kind sets with piece p put on (or taken off)
// square s; the key is the caller's. A neutral piece stands in both
// colours' bitboards and kind sets, a royal one in its colours' royal
// bitboards.
void Position::place(Square s, Piece p) {
    board_[s] = p;
    const int c = index(p.color);
    color_bb_[c] |= bb(s);
    kind_bb_[p.kind] |= bb(s);
    present_[c].set(p.kind);
    if (p.attrs) [[unlikely]]
        place_special(s, p);
}

void Position::lift(Square s, Piece p) {
    board_[s] = Piece{};
    const int c = index(p.color);
    color_bb_[c] &= ~bb(s);
    kind_bb_[p.kind] &= ~bb(s);
    if (!(kind_bb_[p.kind] & color_bb_[c])) present_[c].reset(p.kind);
    if (p.attrs) [[unlikely]]
        lift_special(s, p);
}

void Position::place_special(Square s, Piece p) {
    if (p.neutral()) {
        color_bb_[1] |= bb(s);
        present_[1].set(p.kind);
    }
    if (p.has(Attribute::Royal)) {
        royal_bb_[index(p.color)] |= bb(s);
        if (p.neutral()) royal_bb_[1] |= bb(s);
    }
}

void Position::lift_special(Square s, Piece p) {
    if (p.neutral()) {
        color_bb_[1] &= ~bb(s);
        if (!(kind_bb_[p.kind] & color_bb_[1])) present_[1].reset(p.kind);
    }
    royal_bb_[0] &= ~bb(s);
    royal_bb_[1] &= ~bb(s);
}

Position::Position(const rules::RuleSet& rules) : rules_(&rules) { key_ = compute_key(); }

void Position::put_quiet(Square s, Piece p) {
    place(s, p);
    key_ ^= piece_key(s, p);
}

void Position::remove_quiet(Square s) {
    const Piece p = board_[s];
    lift(s, p);
    key_ ^= piece_key(s, p);
}

Bitboard Position::with_attribute(Color c, Attribute a) const {
    Bitboard r = 0;
    if (!(attrs_present_ & bit(a))) return r;
    for (Bitboard b = pieces(c); b;) {
        const Square s = pop_lsb(b);
        if (board_[s].has(a)) r |= bb(s);
    }
    return r;
}

void Position::put(Square s, Piece p) {
    if (!board_[s].empty()) remove_quiet(s);
    // A piece of a royal kind other than the king (found by its kind's
    // bitboard) is royal as a piece with the attribute is.
    if (!p.empty() && p.kind != kind::King && pieces::is_royal(p.kind)) p.attrs |= bit(Attribute::Royal);
    if (!p.empty()) {
        attrs_present_ |= p.attrs;
        put_quiet(s, p);
    }
}

void Position::remove(Square s) {
    if (!board_[s].empty()) remove_quiet(s);
}

void Position::clear() {
    for (Square s = 0; s < 64; ++s) remove(s);
    for (Bitboard b = holes_; b;) key_ ^= kZobrist.hole[pop_lsb(b)];
    holes_ = 0;
    for (std::uint8_t i = 0; i < imitator_count_; ++i) key_ ^= kZobrist.imitator[imitators_[i]];
    imitator_count_ = 0;
    attrs_present_ = 0;
    set_castling(0);
    set_ep_square(NoSquare);
    set_side_to_move(Color::White);
}

void Position::set_side_to_move(Color c) {
    if (c != side_) key_ ^= kZobrist.black_to_move;
    side_ = c;
}

std::uint8_t Position::castling() const {
    std::uint8_t r = castling_ & 15;
    if (!(castling_ & kWhiteKingFlag)) r &= ~(WhiteShort | WhiteLong);
    if (!(castling_ & kBlackKingFlag)) r &= ~(BlackShort | BlackLong);
    return r;
}

void Position::set_castling(std::uint8_t rights) {
    rights &= 15;
    const std::uint8_t flags = rights | ((rights & (WhiteShort | WhiteLong)) ? kWhiteKingFlag : 0) |
                               ((rights & (BlackShort | BlackLong)) ? kBlackKingFlag : 0);
    set_castling_flags(flags);
}

void Position::set_castling_flags(std::uint8_t flags) {
    key_ ^= kZobrist.castling[castling_] ^ kZobrist.castling[flags];
    castling_ = flags;
}

void Position::set_ep_square(Square s, Square victim) {
    key_ ^= ep_key(ep_) ^ ep_key(s);
    ep_ = s;
    ep_victim_ = NoSquare;
    if (s != NoSquare && victim != ep_victim()) ep_victim_ = victim;
}

void Position::add_hole(Square s) {
    if (holes_ & bb(s)) return;
    holes_ |= bb(s);
    key_ ^= kZobrist.hole[s];
}

void Position::add_imitator(Square s) {
    if (imitator_count_ == kMaxImitators) return;
    imitators_[imitator_count_++] = s;
    key_ ^= kZobrist.imitator[s];
}

void Position::shift_imitators(int delta) {
    for (std::uint8_t i = 0; i < imitator_count_; ++i) {
        key_ ^= kZobrist.imitator[imitators_[i]];
        imitators_[i] = static_cast<Square>(imitators_[i] + delta);
        key_ ^= kZobrist.imitator[imitators_[i]];
    }
}

void Position::journal_block(Undo& u, Square s) {
    u.record(Effect::Kind::Block, s, Piece{});
    u.rare_ |= Undo::kRareBlock;
    holes_ |= bb(s);
    key_ ^= kZobrist.hole[s];
}

void Position::journal_shift_imitators(Undo& u, int df, int dr) {
    const int delta = df + 8 * dr;
    u.rare_ |= Undo::kRareShift;
    u.imitator_shift_ = static_cast<std::int8_t>(delta);
    shift_imitators(delta);
}

void Position::journal_add_imitator(Undo& u, Square s) {
    if (imitator_count_ == kMaxImitators) return;
    u.rare_ |= Undo::kRareImitatorAdded;
    add_imitator(s);
}

void Position::journal_flip(Undo& u, Square s) {
    if (!(u.rare_ & Undo::kRareFlip)) {
        u.rare_ |= Undo::kRareFlip;
        u.flipped_.squares = 0;
    }
    u.flipped_.squares |= bb(s);
    Piece p = board_[s];
    remove_quiet(s);
    p.color = ~p.color;
    put_quiet(s, p);
}

void Position::journal_remove(Undo& u, Square s) {
    u.record(Effect::Kind::Remove, s, board_[s]);
    remove_quiet(s);
}

void Position::journal_add(Undo& u, Square s, Piece p) {
    u.record(Effect::Kind::Add, s, p);
    put_quiet(s, p);
}

[[gnu::flatten]] Undo Position::make(const Move& m) {
    Undo u;
    u.moved = board_[m.from];
    u.castling_ = castling_;
    u.ep_ = ep_;
    u.ep_victim_ = ep_victim_;
    u.key_ = key_;
    const Square cap = captured_square(m);  // before the en passant square lapses
    key_ ^= ep_key(ep_);
    ep_ = NoSquare;
    ep_victim_ = NoSquare;

    if (cap != NoSquare) {
        u.captured = board_[cap];
        u.captured_on = cap;
        journal_remove(u, cap);
    }
    journal_remove(u, m.from);
    journal_add(u, m.to, m.promo != kind::None ? Piece{m.promo, u.moved.color, u.moved.attrs} : u.moved);
    if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) {
        auto [rf, rt] = castling_rook(m);
        const Piece rook = board_[rf];
        journal_remove(u, rf);
        journal_add(u, rt, rook);
    }

    if (m.type == MoveType::DoubleStep) {
        ep_ = passed_square(m);
        key_ ^= ep_key(ep_);
        if (ep_victim() != m.to) ep_victim_ = m.to;
    }
    side_ = ~side_;
    key_ ^= kZobrist.black_to_move;
    if (rules_->move_hooks.empty()) {
        const std::uint8_t flags = castling_after_walk(castling_, m, cap);
        if (flags != castling_) set_castling_flags(flags);
        return u;
    }
    const std::size_t walk = u.count_;
    for (const auto& hook : rules_->move_hooks) hook->after_move(*this, m, u);
    // Popeye's castling flags follow the journal: the walk's squares lose
    // theirs; a hook's removal loses, its addition may restore one.
    std::uint8_t flags = castling_ & ~(kCastlingMaskHooks[m.from] | kCastlingMaskHooks[m.to] |
                                       (cap != NoSquare ? kCastlingMaskHooks[cap] : 0));
    for (std::size_t i = walk; i < u.count_; ++i) {
        const Effect& e = u.effects()[i];
        if (e.kind == Effect::Kind::Remove)
            flags &= ~kCastlingMaskHooks[e.square];
        else if (e.kind == Effect::Kind::Add)
            flags |= castling_flag_restored(*rules_, e.square, e.piece);
    }
    // A piece that changed colour in place: as taken off and put back.
    for (Bitboard b = u.flipped(); b;) {
        const Square s = pop_lsb(b);
        flags = (flags & ~kCastlingMaskHooks[s]) | castling_flag_restored(*rules_, s, board_[s]);
    }
    if (flags != castling_) set_castling_flags(flags);
    return u;
}

std::uint64_t Position::key_after(const Move& m) {
    if (!rules_->move_hooks.empty()) {
        const Undo u = make(m);
        const std::uint64_t k = key_;
        unmake(m, u);
        return k;
    }
    // What make() changes without hooks, in the same terms.
    std::uint64_t k = key_ ^ ep_key(ep_) ^ kZobrist.black_to_move;
    const Square cap = captured_square(m);
    const Piece moved = board_[m.from];
    if (cap != NoSquare) k ^= piece_key(cap, board_[cap]);
    k ^= piece_key(m.from, moved) ^
         piece_key(m.to, m.promo != kind::None ? Piece{m.promo, moved.color, moved.attrs} : moved);
    if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong) {
        auto [rf, rt] = castling_rook(m);
        k ^= piece_key(rf, board_[rf]) ^ piece_key(rt, board_[rf]);
    }
    if (m.type == MoveType::DoubleStep) k ^= ep_key(passed_square(m));
    const std::uint8_t flags = castling_after_walk(castling_, m, cap);
    if (flags != castling_) k ^= kZobrist.castling[castling_] ^ kZobrist.castling[flags];
    return k;
}

// One effect taken back (the key is restored whole).
[[gnu::always_inline]] inline void Position::restore(const Effect& e) {
    if (e.kind == Effect::Kind::Remove)
        place(e.square, e.piece);
    else
        lift(e.square, e.piece);
}

// A move with rare effects (holes, imitators), out of line.
[[gnu::noinline]] void Position::unmake_rare(const Undo& u) {
    for (Bitboard b = u.flipped(); b;) {
        const Square s = pop_lsb(b);
        Piece p = board_[s];
        lift(s, p);
        p.color = ~p.color;
        place(s, p);
    }
    const std::span<const Effect> e = u.effects();
    for (auto it = e.rbegin(); it != e.rend(); ++it) {
        if (it->kind == Effect::Kind::Block)
            holes_ &= ~bb(it->square);
        else
            restore(*it);
    }
    if (u.rare_ & Undo::kRareImitatorAdded) --imitator_count_;
    if (u.rare_ & Undo::kRareShift) shift_imitators(-u.imitator_shift_);
}

// The key is restored whole, so the effects are taken back without it.
void Position::unmake(const Move&, const Undo& u) {
    if (u.rare_) [[unlikely]] {
        unmake_rare(u);
    } else {
        const std::span<const Effect> e = u.effects();
        for (auto it = e.rbegin(); it != e.rend(); ++it) restore(*it);
    }
    castling_ = u.castling_;
    ep_ = u.ep_;
    ep_victim_ = u.ep_victim_;
    side_ = ~side_;
    key_ = u.key_;
}

Undo Position::make_null() {
    Undo u;
    u.castling_ = castling_;
    u.ep_ = ep_;
    u.ep_victim_ = ep_victim_;
    u.key_ = key_;
    key_ ^= ep_key(ep_);
    ep_ = NoSquare;
    ep_victim_ = NoSquare;
    side_ = ~side_;
    key_ ^= kZobrist.black_to_move;
    return u;
}

void Position::unmake_null(const Undo& u) { unmake(Move{}, u); }

std::uint64_t Position::compute_key() const {
    std::uint64_t k = 0;
    for (Square s = 0; s < 64; ++s)
        if (!board_[s].empty()) k ^= piece_key(s, board_[s]);
    k ^= kZobrist.castling[castling_];
    k ^= ep_key(ep_);
    if (side_ == Color::Black) k ^= kZobrist.black_to_move;
    for (Bitboard b = holes_; b;) k ^= kZobrist.hole[pop_lsb(b)];
    for (std::uint8_t i = 0; i < imitator_count_; ++i) k ^= kZobrist.imitator[imitators_[i]];
    return k;
}

}  // namespace dawson::position
