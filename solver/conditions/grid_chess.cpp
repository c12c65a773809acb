// GridChess (Popeye 4.104, conditions/grid.c, the regular grid): the board
// is cut into sixteen 2×2 cells; every move and every observation (check,
// Patrouille's support) must leave its cell. Observation is Narrower.

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

int cell(Square s) { return (rank_of(s) / 2) * 4 + file_of(s) / 2; }

// Moves within one cell are removed.
class GridChess final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)pos, (void)us;
        out.keep_if(first, [&](const position::Move& m) { return allows_step(from, m.to); });
    }

    bool restricts_steps() const override { return true; }
    bool allows_step(Square from, Square to) const override { return cell(from) != cell(to); }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }
};

}  // namespace

ConditionDef grid_chess() {
    return {
        "GridChess",
        {},
        {"Patrouille", "Hole", "WhiteMaximummer", "BlackMaximummer"},
        "every move must leave its 2×2 cell of the board",
        [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const GridChess>()); }};
}

}  // namespace dawson::conditions
