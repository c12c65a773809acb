#include "conditions/rebirth.hpp"

namespace dawson::conditions {

using namespace core;
namespace kind = pieces::kind;

Square rebirth_square(pieces::PieceKind k, Square where, Color c) {
    const int file = file_of(where);
    const bool light = (file + rank_of(where)) % 2 == 1;
    const bool white = c == Color::White;
    const int home = white ? 0 : 7;
    if (pieces::is_pawn_like(k)) return make_square(file, white ? 1 : 6);
    switch (k) {
        case kind::King:
            return make_square(4, home);
        case kind::Queen:
            return make_square(3, home);
        case kind::Rook:
            return white ? make_square(light ? 7 : 0, 0) : make_square(light ? 0 : 7, 7);
        case kind::Bishop:
            return white ? make_square(light ? 5 : 2, 0) : make_square(light ? 2 : 5, 7);
        case kind::Knight:
            return white ? make_square(light ? 1 : 6, 0) : make_square(light ? 6 : 1, 7);
        default:
            return make_square(file, white ? 7 : 0);
    }
}

}  // namespace dawson::conditions
