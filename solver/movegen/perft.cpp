#include "movegen/perft.hpp"

#include "movegen/generate.hpp"

namespace dawson::movegen {

std::uint64_t perft(position::Position& pos, int depth) {
    if (depth <= 0) return 1;
    if (depth == 1) return count_legal(pos);
    MoveList ml;
    generate_legal(pos, ml);
    std::uint64_t n = 0;
    for (const auto& m : ml) {
        position::Undo u = pos.make(m);
        n += perft(pos, depth - 1);
        pos.unmake(m, u);
    }
    return n;
}

std::vector<DivideEntry> divide(position::Position& pos, int depth) {
    std::vector<DivideEntry> out;
    MoveList ml;
    generate_legal(pos, ml);
    for (const auto& m : ml) {
        position::Undo u = pos.make(m);
        out.push_back({m, perft(pos, depth - 1)});
        pos.unmake(m, u);
    }
    return out;
}

}  // namespace dawson::movegen
