#include "problem/make_position.hpp"

#include <algorithm>

#include "conditions/table.hpp"

namespace dawson::problem {

using core::Color;
using stipulation::End;
using stipulation::Form;

core::Color side_to_move(const Setup& s) {
    const stipulation::Stipulation& st = s.stip;
    if (st.form == Form::Battle) return Color::White;
    if (st.form == Form::Series) {
        const Color series = stipulation::help_after_series(st) ? Color::Black : Color::White;
        return st.intro > 0 ? ~series : series;  // m->: the other side's introductory moves come first
    }
    // Help play: the side making the last move (Black in a self or reflex
    // end, else White) starts odd lengths.
    const Color last = st.end == End::Self || st.end == End::Reflex ? Color::Black : Color::White;
    if (st.half || s.options.white_to_play) return last;
    return ~last;
}

namespace {

// Popeye's castling flags of the diagram (position.cpp): each king and rook
// of its side's role on its game-array square, unless NoCastling names it.
std::uint8_t castling_flags(const Setup& s) {
    std::array<position::Piece, 64> board{};
    for (const Placement& p : s.pieces) board[p.square] = p.piece;
    auto denied = [&](core::Square sq) {
        return std::find(s.options.no_castling.begin(), s.options.no_castling.end(), sq) != s.options.no_castling.end();
    };
    auto is = [&](core::Square sq, pieces::PieceKind k, Color c) {
        return board[sq].kind == k && board[sq].color == c && !board[sq].neutral() && !denied(sq);
    };
    std::uint8_t flags = 0;
    using namespace pieces;
    // The kinds in the king's and rook's roles (the triton under MarineChess).
    const PieceKind king = s.rules.in_role(kind::King), rook = s.rules.in_role(kind::Rook);
    if (is(4, king, Color::White)) flags |= position::WhiteKingFlag;
    if (is(7, rook, Color::White)) flags |= position::WhiteShort;
    if (is(0, rook, Color::White)) flags |= position::WhiteLong;
    if (is(60, king, Color::Black)) flags |= position::BlackKingFlag;
    if (is(63, rook, Color::Black)) flags |= position::BlackShort;
    if (is(56, rook, Color::Black)) flags |= position::BlackLong;
    return flags;
}

}  // namespace

std::uint8_t castling_rights(const Setup& s) {
    const std::uint8_t flags = castling_flags(s);
    std::uint8_t rights = 0;
    if (flags & position::WhiteKingFlag) rights |= flags & (position::WhiteShort | position::WhiteLong);
    if (flags & position::BlackKingFlag) rights |= flags & (position::BlackShort | position::BlackLong);
    return rights;
}

position::Position make_position(const Setup& s) {
    position::Position pos(s.rules);
    // The goals that follow pieces from the diagram (ct, <>, Kxy, …) give
    // each piece its diagram square (position/piece.hpp: origin()); no other
    // problem's pieces carry one.
    const bool identity =
        stipulation::follows_identity(s.stip.goal.kind) || stipulation::follows_identity(s.stip.reci_goal.kind);
    for (const Placement& p : s.pieces)
        pos.put(p.square, identity ? position::with_origin(p.piece, p.square) : p.piece);
    conditions::place(s.conditions, pos);
    pos.set_side_to_move(side_to_move(s));
    pos.set_castling(castling_rights(s));
    // A king keeps its flag without a rook to castle with when a move hook
    // may put a rook on the rook's square (Popeye: a rook reborn by Circe
    // there may castle, popeye-regression 1858). Without hooks the flag
    // could never serve, and positions with equal futures keep equal keys.
    if (!s.rules.move_hooks.empty())
        pos.set_castling_flags(pos.castling_flags() |
                               (castling_flags(s) & (position::WhiteKingFlag | position::BlackKingFlag)));
    // EnPassant departure, passed-over, arrival (Popeye's form): the square
    // passed over, and the arrival as the square of the piece taken (off
    // the file for a Berolina pawn's diagonal double step: regress 0464);
    // a single square is that square itself.
    const std::vector<core::Square>& ep = s.options.en_passant;
    if (ep.size() >= 3)
        pos.set_ep_square(ep[1], ep.back());
    else if (!ep.empty())
        pos.set_ep_square(ep.front());
    return pos;
}

stipulation::Stipulation effective_stipulation(const Setup& s) {
    stipulation::Stipulation st = s.stip;
    // WhiteToPlay: a help play of whole moves loses its first half-move
    // (h#2 is solved as h#1.5, hs#2 as hs#1.5), as in Popeye.
    if (s.options.white_to_play && st.form == Form::Help && !st.half && st.moves >= 1) {
        st.moves -= 1;
        st.half = true;
    }
    return st;
}

}  // namespace dawson::problem
