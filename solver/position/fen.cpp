#include "position/fen.hpp"

#include <cctype>
#include <vector>

namespace dawson::position {

using namespace core;

namespace {

struct Field {
    std::string_view text;
    std::size_t column;  // 1-based
};

std::vector<Field> split(std::string_view fen) {
    std::vector<Field> f;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        std::size_t b = i;
        while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        if (i > b) f.push_back({fen.substr(b, i - b), b + 1});
    }
    return f;
}

}  // namespace

Position parse_fen(std::string_view fen, const rules::RuleSet& rules) {
    std::vector<Field> f = split(fen);
    if (f.empty()) throw FenError(1, "empty FEN");
    if (f.size() > 6) throw FenError(f[6].column, "too many fields in FEN");
    Position pos(rules);

    int rank = 7, file = 0;
    const Field& board = f[0];
    for (std::size_t i = 0; i < board.text.size(); ++i) {
        char c = board.text[i];
        std::size_t col = board.column + i;
        if (c == '/') {
            if (file != 8) throw FenError(col, "rank " + std::to_string(rank + 1) + " does not have 8 squares");
            if (--rank < 0) throw FenError(col, "more than 8 ranks");
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
            if (file > 8) throw FenError(col, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
        } else {
            auto k = rules.kind_of_letter(c);
            if (!k) throw FenError(col, std::string("unknown piece letter '") + c + "' for variant " + rules.name);
            if (file >= 8) throw FenError(col, "rank " + std::to_string(rank + 1) + " has more than 8 squares");
            pos.put(make_square(file, rank),
                    Piece{*k, std::isupper(static_cast<unsigned char>(c)) ? Color::White : Color::Black});
            ++file;
        }
    }
    if (rank != 0 || file != 8) throw FenError(board.column + board.text.size(), "board does not have 8 full ranks");

    if (f.size() > 1) {
        if (f[1].text == "w")
            pos.set_side_to_move(Color::White);
        else if (f[1].text == "b")
            pos.set_side_to_move(Color::Black);
        else
            throw FenError(f[1].column, "side to move must be 'w' or 'b'");
    }
    if (f.size() > 2 && f[2].text != "-") {
        std::uint8_t r = 0;
        for (std::size_t i = 0; i < f[2].text.size(); ++i) {
            switch (f[2].text[i]) {
                case 'K':
                    r |= WhiteShort;
                    break;
                case 'Q':
                    r |= WhiteLong;
                    break;
                case 'k':
                    r |= BlackShort;
                    break;
                case 'q':
                    r |= BlackLong;
                    break;
                default:
                    throw FenError(f[2].column + i, "bad castling field");
            }
        }
        // Keep only rights whose king and rook stand on their squares.
        auto has = [&](Square s, pieces::PieceKind k, Color c) { return pos.at(s) == Piece{k, c}; };
        using pieces::kind::King, pieces::kind::Rook;
        if (!has(4, King, Color::White)) r &= ~(WhiteShort | WhiteLong);
        if (!has(7, Rook, Color::White)) r &= ~WhiteShort;
        if (!has(0, Rook, Color::White)) r &= ~WhiteLong;
        if (!has(60, King, Color::Black)) r &= ~(BlackShort | BlackLong);
        if (!has(63, Rook, Color::Black)) r &= ~BlackShort;
        if (!has(56, Rook, Color::Black)) r &= ~BlackLong;
        pos.set_castling(r);
    }
    if (f.size() > 3 && f[3].text != "-") {
        auto s = parse_square(f[3].text);
        if (!s || (rank_of(*s) != 2 && rank_of(*s) != 5)) throw FenError(f[3].column, "bad en passant square");
        pos.set_ep_square(*s);
    }
    for (std::size_t i = 4; i < f.size(); ++i)
        for (std::size_t j = 0; j < f[i].text.size(); ++j)
            if (!std::isdigit(static_cast<unsigned char>(f[i].text[j])))
                throw FenError(f[i].column + j, "move counters must be numbers");
    return pos;
}

std::string to_fen(const Position& pos) {
    std::string s;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            Piece p = pos.at(make_square(f, r));
            if (p.empty()) {
                ++empty;
                continue;
            }
            if (empty) s += static_cast<char>('0' + empty), empty = 0;
            char l = pos.rules().letter_of(p.kind);
            if (!l) l = '?';
            s += p.color == Color::White ? static_cast<char>(std::toupper(static_cast<unsigned char>(l))) : l;
        }
        if (empty) s += static_cast<char>('0' + empty);
        if (r) s += '/';
    }
    s += pos.side_to_move() == Color::White ? " w " : " b ";
    std::string c;
    if (pos.castling() & WhiteShort) c += 'K';
    if (pos.castling() & WhiteLong) c += 'Q';
    if (pos.castling() & BlackShort) c += 'k';
    if (pos.castling() & BlackLong) c += 'q';
    s += c.empty() ? "-" : c;
    s += ' ';
    s += pos.ep_square() == NoSquare ? "-" : square_name(pos.ep_square());
    s += " 0 1";
    return s;
}

}  // namespace dawson::position
