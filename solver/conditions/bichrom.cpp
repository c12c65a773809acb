// BichromChess (Popeye 4.104, conditions/bichrome.c): every move and
// every observation goes between squares of two colours; long castling is
// neither monochrome nor bichrome and so never allowed. Observation is
// Narrower.

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

bool light(Square s) { return (file_of(s) + rank_of(s)) % 2 != 0; }

// Moves that keep the colour of their square are removed.
class Bichrom final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)pos, (void)us;
        std::size_t kept = first;
        for (std::size_t i = first; i < out.size(); ++i)
            if (allows_step(from, out[i].to)) out[kept++] = out[i];
        out.resize(kept);
    }

    bool allows_castling(const Position& pos, const position::Move& m) const override {
        (void)pos;
        return m.type != position::MoveType::CastleLong && allows_step(m.from, m.to);
    }

    bool restricts_steps() const override { return true; }
    bool allows_step(Square from, Square to) const override { return light(from) != light(to); }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }
};

}  // namespace

ConditionDef bichrom() {
    return {"BichromChess",
            {},
            {},
            "every move changes the colour of its square",
            [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const Bichrom>()); }};
}

}  // namespace dawson::conditions
