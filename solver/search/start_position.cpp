#include "search/start_position.hpp"

#include <algorithm>

namespace dawson::search {

using namespace core;
using position::Piece;
namespace kind = pieces::kind;

position::Position start_position(const problem::Setup& setup) {
    position::Position pos(setup.rules);
    for (const problem::Placement& p : setup.pieces) pos.put(p.square, p.piece);
    // Castling: king and rook on their original squares (problem convention),
    // unless Option NoCastling names one of them.
    auto blocked = [&](Square s) {
        return std::find(setup.options.no_castling.begin(), setup.options.no_castling.end(), s) !=
               setup.options.no_castling.end();
    };
    std::uint8_t rights = 0;
    auto grant = [&](Color c, int rook_file, std::uint8_t right) {
        const int r = c == Color::White ? 0 : 7;
        const Square k = make_square(4, r), rook = make_square(rook_file, r);
        if (pos.at(k) == Piece{kind::King, c} && pos.at(rook) == Piece{kind::Rook, c} && !blocked(k) && !blocked(rook))
            rights |= right;
    };
    grant(Color::White, 7, position::WhiteShort);
    grant(Color::White, 0, position::WhiteLong);
    grant(Color::Black, 7, position::BlackShort);
    grant(Color::Black, 0, position::BlackLong);
    pos.set_castling(rights);
    return pos;
}

}  // namespace dawson::search
