#include "conditions/mummer.hpp"

#include <algorithm>
#include <cstdlib>

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

// A square on Popeye's board numbering (8 slack files and rows, 24 squares
// a row), which its length formula for locusts relies on.
int popeye_square(Square s) { return 200 + 24 * rank_of(s) + file_of(s); }

// Popeye's move_diff_code: dx² + dy² of a difference of two squares on that
// numbering.
std::int64_t diff_code(int d) {
    d = std::abs(d);
    const int dr = (d + 12) / 24;
    const int df = d - 24 * dr;
    return std::int64_t{dr} * dr + std::int64_t{df} * df;
}

// The side's legal moves are cut to those of greatest measure.
class Mummer final : public movegen::MoveRule {
public:
    Mummer(Color side, MummerMeasure measure) : side_(side), measure_(measure) {}

    bool restricts_choice() const override { return true; }

    void filter_legal(Position& pos, movegen::MoveList& moves, movegen::Choice) const override {
        if (pos.side_to_move() != side_ || moves.empty()) return;
        std::int64_t best = measure_(pos, moves[0]);
        for (const Move& m : moves) best = std::max(best, measure_(pos, m));
        std::size_t kept = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (measure_(pos, moves[i]) == best) moves[kept++] = moves[i];
        moves.resize(kept);
    }

private:
    Color side_;
    MummerMeasure measure_;
};

}  // namespace

std::int64_t mummer_length(const Position& pos, const Move& m) {
    (void)pos;
    if (m.type == MoveType::CastleShort) return 16;
    if (m.type == MoveType::CastleLong) return 25;
    const int from = popeye_square(m.from), to = popeye_square(m.to);
    std::int64_t len = diff_code(to - from);
    if (m.type == MoveType::Locust) len += diff_code(popeye_square(m.aux) - (from + to) / 2);
    return len;
}

std::shared_ptr<const movegen::MoveRule> make_mummer(Color side, MummerMeasure measure) {
    return std::make_shared<const Mummer>(side, measure);
}

}  // namespace dawson::conditions
