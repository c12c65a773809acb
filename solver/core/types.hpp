#pragma once
// Basic value types shared by every part of Dawson: squares, colours and
// board vectors. Squares are numbered a1 = 0 … h8 = 63 (file + 8 * rank).

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dawson::core {

using Square = std::uint8_t;
inline constexpr Square NoSquare = 64;

// The two sides. `~c` is the opponent.
enum class Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c) { return c == Color::White ? Color::Black : Color::White; }
constexpr int index(Color c) { return static_cast<int>(c); }

constexpr int file_of(Square s) { return s & 7; }
constexpr int rank_of(Square s) { return s >> 3; }
constexpr Square make_square(int file, int rank) { return static_cast<Square>(file + 8 * rank); }
constexpr bool on_board(int file, int rank) { return file >= 0 && file < 8 && rank >= 0 && rank < 8; }

// Rank counted from the given side's own first rank (0 … 7).
constexpr int relative_rank(Color c, Square s) { return c == Color::White ? rank_of(s) : 7 - rank_of(s); }

// A displacement on the board in files and ranks, e.g. (1, 2) for a knight.
struct Vec {
    int df = 0;
    int dr = 0;
    friend constexpr bool operator==(Vec, Vec) = default;
};

// Square reached from `s` by `v`, or NoSquare when that leaves the board.
constexpr Square step(Square s, Vec v) {
    int f = file_of(s) + v.df, r = rank_of(s) + v.dr;
    return on_board(f, r) ? make_square(f, r) : NoSquare;
}

// "e4" style names.
inline std::string square_name(Square s) {
    return {static_cast<char>('a' + file_of(s)), static_cast<char>('1' + rank_of(s))};
}
inline std::optional<Square> parse_square(std::string_view t) {
    if (t.size() != 2) return std::nullopt;
    char f = static_cast<char>(t[0] | 0x20), r = t[1];
    if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
    return make_square(f - 'a', r - '1');
}

}  // namespace dawson::core
