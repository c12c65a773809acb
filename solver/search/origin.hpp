#pragma once
// Where a section of solutions starts: the position before its first move,
// kept together with the setup whose rule set that position plays under,
// so that a report can replay the moves long after the engine is done
// (notation is read from each move's journal, which needs the position
// before the move: rebirths, colour changes and such come out as played).

#include <memory>

#include "position/position.hpp"
#include "problem/problem.hpp"

namespace dawson::search {

// A position and the setup that owns its rule set (position.rules() is
// setup->rules).
struct Origin {
    std::shared_ptr<const problem::Setup> setup;
    position::Position position;
};

// A copy of `setup` kept for Origins: positions built from it (with
// problem::make_position) stay valid as long as it lives.
inline std::shared_ptr<const problem::Setup> keep(const problem::Setup& setup) {
    return std::make_shared<const problem::Setup>(setup);
}

// The origin `pos`, a position built from `*setup`.
inline std::shared_ptr<const Origin> origin(const std::shared_ptr<const problem::Setup>& setup,
                                            const position::Position& pos) {
    return std::make_shared<const Origin>(Origin{setup, pos});
}

}  // namespace dawson::search
