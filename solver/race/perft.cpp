#include "race/perft.hpp"

#include "core/for_each_task.hpp"
#include "race/movegen.hpp"

namespace dawson::race {

std::uint64_t perft(Position& pos, int depth) {
    if (depth <= 0) return 1;
    MoveList moves;
    generate_legal(pos, moves);
    if (depth == 1) return moves.size();
    std::uint64_t n = 0;
    for (Move m : moves) {
        const Undo u = pos.make(m);
        n += perft(pos, depth - 1);
        pos.unmake(m, u);
    }
    return n;
}

std::vector<DivideEntry> divide(const Position& root, int depth, int threads) {
    if (depth <= 0) return {};
    MoveList moves;
    generate_legal(root, moves);
    std::vector<DivideEntry> out;
    for (Move m : moves) out.push_back({m, 0});
    core::with_threads(threads, [&] {
        core::for_each_task(out.size(), [&](std::size_t i) {
            Position local = root;
            local.make(out[i].move);
            out[i].nodes = perft(local, depth - 1);
        });
    });
    return out;
}

}  // namespace dawson::race
