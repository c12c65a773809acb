#include "report/notation.hpp"

namespace dawson::report {

using namespace core;
using position::MoveType;

std::string move_text(const position::Position& before, const position::Move& m) {
    if (m.type == MoveType::CastleShort) return "0-0";
    if (m.type == MoveType::CastleLong) return "0-0-0";
    const position::Piece p = before.at(m.from);
    std::string s;
    if (p.kind != pieces::kind::Pawn) s += pieces::type(p.kind).code;
    s += square_name(m.from);
    if (m.type == MoveType::Locust) {
        s += '*' + square_name(m.aux) + '-' + square_name(m.to);
    } else {
        bool capture = m.type == MoveType::EnPassant || !before.at(m.to).empty();
        s += capture ? '*' : '-';
        s += square_name(m.to);
    }
    if (m.promo != pieces::kind::None) s += '=' + std::string(pieces::type(m.promo).code);
    if (m.type == MoveType::EnPassant) s += " ep.";
    return s;
}

}  // namespace dawson::report
