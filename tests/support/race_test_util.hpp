#pragma once
// Test support for the racing game: positions written as a map of points,
// move lists as texts, and the oracle tables of tests/data/race.

#include <fstream>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "race/movegen.hpp"
#include "race/notation.hpp"
#include "race/position.hpp"
#include "test_data.hpp"

namespace dawson::test {

// The position with `points` (point -> one of w b W B), the side to move,
// the scores and the last scorer; the reserves are what is left of 14
// checkers per colour.
inline race::Position race_position(const std::map<int, char>& points, char side, int score_w, int score_b,
                                    const std::string& last) {
    std::string board(race::kPoints, '.');
    int on_board[2] = {0, 0};
    for (auto [p, c] : points) {
        board[p - 1] = c;
        on_board[c == 'b' || c == 'B'] += (c == 'W' || c == 'B') ? 2 : 1;
    }
    const int reserve_w = race::kCheckers - on_board[0] - 2 * score_w;
    const int reserve_b = race::kCheckers - on_board[1] - 2 * score_b;
    return race::parse_position(board + ' ' + side + ' ' + std::to_string(reserve_w) + '/' + std::to_string(reserve_b) +
                                ' ' + std::to_string(score_w) + '/' + std::to_string(score_b) + ' ' + last);
}

// The legal turns of the side to move, as texts, in generation order.
inline std::vector<std::string> race_moves(const race::Position& pos) {
    race::MoveList ml;
    race::generate_legal(pos, ml);
    std::vector<std::string> out;
    for (race::Move m : ml) out.push_back(race::move_text(m));
    return out;
}

// One row of tests/data/race/perft.tsv or win.tsv: the position, a number
// (depth or win_in) and the expected value (a count, or yes/no).
struct RaceRow {
    std::string position;
    int number = 0;
    std::string expected;
    int line = 0;
};

inline std::vector<RaceRow> load_race_table(const std::string& table) {
    const std::string path = test_data_dir() + "/race/" + table;
    std::ifstream in(path);
    if (!in) throw std::runtime_error("cannot open " + path);
    std::vector<RaceRow> rows;
    std::string text;
    for (int line = 1; std::getline(in, text); ++line) {
        if (line == 1 || text.empty()) continue;  // header
        const std::size_t t1 = text.find('\t'), t2 = text.find('\t', t1 + 1);
        if (t1 == std::string::npos || t2 == std::string::npos)
            throw std::runtime_error(path + ":" + std::to_string(line) + ": malformed row");
        rows.push_back({text.substr(0, t1), std::stoi(text.substr(t1 + 1, t2 - t1 - 1)), text.substr(t2 + 1), line});
    }
    if (rows.empty()) throw std::runtime_error(path + ": no rows");
    return rows;
}

}  // namespace dawson::test
