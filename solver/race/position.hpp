#pragma once
// A position of Crispin's Grasshopper (rules.md 4.5): the 24 points, the
// side to move, each player's reserve (checkers not yet entered) and score
// (walls borne off), the last scorer, and whether the game is over. A
// player who scores when the previous point was also his wins; the game is
// then finished and the last scorer is the winner.
//
// make() plays a move the generator produced and returns what unmake()
// needs to take it back.

#include <array>
#include <cstdint>
#include <optional>

#include "race/colour.hpp"
#include "race/move.hpp"
#include "race/track.hpp"

namespace dawson::race {

// What make() changes that the move alone cannot restore.
struct Undo {
    std::optional<Colour> last_scorer;
    bool finished = false;
};

// The state of a game between two turns.
class Position {
public:
    // The start position: an empty track, 14 checkers in each reserve,
    // White to move.
    Position();

    Cell at(int point) const { return cells_[point]; }
    Colour side_to_move() const { return side_; }
    int reserve(Colour c) const { return reserve_[index(c)]; }
    int score(Colour c) const { return score_[index(c)]; }
    // Who scored the last point; nothing before the first point.
    std::optional<Colour> last_scorer() const { return last_; }
    // True when the last scorer has won.
    bool finished() const { return finished_; }
    // Checkers of colour c on the track (a wall counts two).
    int on_board(Colour c) const;

    // Setters for the position reader, which checks the result.
    void set(int point, Cell x) { cells_[point] = x; }
    void set_side_to_move(Colour c) { side_ = c; }
    void set_reserve(Colour c, int n) { reserve_[index(c)] = static_cast<std::uint8_t>(n); }
    void set_score(Colour c, int n) { score_[index(c)] = static_cast<std::uint8_t>(n); }
    void set_last_scorer(std::optional<Colour> c, bool finished) {
        last_ = c;
        finished_ = finished;
    }

    Undo make(Move m);
    void unmake(Move m, Undo u);

    // A hash of everything above (points, side, reserves, scores, last
    // scorer, finished), for the transposition table.
    std::uint64_t key() const;

    friend bool operator==(const Position&, const Position&) = default;

private:
    std::array<Cell, kPoints + 1> cells_{};  // index 0 unused
    Colour side_ = Colour::White;
    std::array<std::uint8_t, 2> reserve_{kCheckers, kCheckers};
    std::array<std::uint8_t, 2> score_{0, 0};
    std::optional<Colour> last_;
    bool finished_ = false;
};

}  // namespace dawson::race
