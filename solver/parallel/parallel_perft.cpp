#include "parallel/parallel_perft.hpp"

#include <oneapi/tbb/parallel_for.h>
#include <oneapi/tbb/task_arena.h>

#include "movegen/generate.hpp"
#include "parallel/tsan.hpp"

namespace dawson::parallel {

std::vector<movegen::DivideEntry> parallel_divide(const position::Position& root, int depth, int threads) {
    position::Position pos = root;
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::vector<movegen::DivideEntry> out(ml.size());
    for (std::size_t i = 0; i < ml.size(); ++i) out[i].move = ml[i];
    if (depth <= 0) return {};
    tbb::task_arena arena(threads > 0 ? threads : tbb::task_arena::automatic);
    arena.execute([&] {
        auto body = [&](std::size_t i) {
            tsan::task_begin();
            position::Position local = root;
            position::Undo u = local.make(out[i].move);
            out[i].nodes = movegen::perft(local, depth - 1);
            local.unmake(out[i].move, u);
            tsan::task_end();
        };
        tsan::before_tasks();
        tbb::parallel_for(std::size_t{0}, out.size(), body);
        tsan::after_tasks();
    });
    return out;
}

}  // namespace dawson::parallel
