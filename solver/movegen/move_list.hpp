#pragma once
// A fixed-capacity list of moves, filled by the generator without allocating.

#include <cstddef>
#include <new>
#include <utility>

#include "position/move.hpp"

namespace dawson::movegen {

class MoveList {
public:
    // Large enough for any 8×8 position with fairy riders and hoppers.
    static constexpr std::size_t kCapacity = 1024;

    void push(const position::Move& m) {
        if (size_ < kCapacity) new (&store_.moves[size_++]) position::Move(m);
    }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    void clear() { size_ = 0; }
    void resize(std::size_t n) { size_ = n; }
    // Keeps, among the moves from index `first` on, those for which
    // keep(move) holds, in their order (a condition filtering one piece's
    // moves).
    template <class Keep>
    void keep_if(std::size_t first, Keep&& keep) {
        std::size_t kept = first;
        for (std::size_t i = first; i < size_; ++i)
            if (keep(std::as_const(store_.moves[i]))) store_.moves[kept++] = store_.moves[i];
        size_ = kept;
    }
    const position::Move& operator[](std::size_t i) const { return store_.moves[i]; }
    position::Move& operator[](std::size_t i) { return store_.moves[i]; }
    const position::Move* begin() const { return store_.moves; }
    const position::Move* end() const { return store_.moves + size_; }
    position::Move* begin() { return store_.moves; }
    position::Move* end() { return store_.moves + size_; }

private:
    // Uninitialised storage: a list is declared in every search node, and
    // constructing 1024 moves (5 KB of stores) each time would cost more
    // than generating them. Moves are constructed as they are pushed.
    union Store {
        Store() {}
        position::Move moves[kCapacity];
    } store_;
    std::size_t size_ = 0;
};

}  // namespace dawson::movegen
