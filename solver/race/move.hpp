#pragma once
// A turn of the racing game and a fixed-capacity list of them.

#include <array>
#include <cstddef>
#include <cstdint>

namespace dawson::race {

// The kinds of turn, in the order the generator lists them (a forced pass
// is the only move when it is one).
enum class MoveKind : std::uint8_t { Enter, Step, Build, BearOff, Pass };

// One turn: `from` is 0 for an enter and a pass, `to` is 0 for a bear-off
// and a pass. A top move (the top checker of a wall) is a Step or Build
// from a point that holds a wall.
struct Move {
    MoveKind kind = MoveKind::Pass;
    std::uint8_t from = 0;
    std::uint8_t to = 0;

    friend bool operator==(const Move&, const Move&) = default;
};

// The moves of one position. 6 enters, 14 checkers with at most 6 steps
// and one build each, 7 bear-offs stay below the capacity.
class MoveList {
public:
    static constexpr std::size_t kCapacity = 128;

    void push(Move m) { moves_[size_++] = m; }
    void clear() { size_ = 0; }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    const Move& operator[](std::size_t i) const { return moves_[i]; }
    const Move* begin() const { return moves_.data(); }
    const Move* end() const { return moves_.data() + size_; }

private:
    std::array<Move, kCapacity> moves_{};
    std::size_t size_ = 0;
};

}  // namespace dawson::race
