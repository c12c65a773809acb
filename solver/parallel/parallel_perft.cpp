#include "parallel/parallel_perft.hpp"

#include "core/for_each_task.hpp"
#include "movegen/generate.hpp"

namespace dawson::parallel {

std::vector<movegen::DivideEntry> parallel_divide(const position::Position& root, int depth, int threads) {
    position::Position pos = root;
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::vector<movegen::DivideEntry> out(ml.size());
    for (std::size_t i = 0; i < ml.size(); ++i) out[i].move = ml[i];
    if (depth <= 0) return {};
    core::with_threads(threads, [&] {
        core::for_each_task(out.size(), [&](std::size_t i) {
            position::Position local = root;
            position::Undo u = local.make(out[i].move);
            out[i].nodes = movegen::perft(local, depth - 1);
            local.unmake(out[i].move, u);
        });
    });
    return out;
}

}  // namespace dawson::parallel
