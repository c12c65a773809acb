#pragma once
// A fixed-capacity list of moves, filled by the generator without allocating.

#include <array>
#include <cstddef>

#include "position/move.hpp"

namespace dawson::movegen {

class MoveList {
public:
    // Large enough for any 8×8 position with fairy riders and hoppers.
    static constexpr std::size_t kCapacity = 1024;

    void push(const position::Move& m) {
        if (size_ < kCapacity) moves_[size_++] = m;
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    void resize(std::size_t n) { size_ = n; }
    const position::Move& operator[](std::size_t i) const { return moves_[i]; }
    position::Move& operator[](std::size_t i) { return moves_[i]; }
    const position::Move* begin() const { return moves_.data(); }
    const position::Move* end() const { return moves_.data() + size_; }
    position::Move* begin() { return moves_.data(); }
    position::Move* end() { return moves_.data() + size_; }

private:
    std::array<position::Move, kCapacity> moves_;
    std::size_t size_ = 0;
};

}  // namespace dawson::movegen
