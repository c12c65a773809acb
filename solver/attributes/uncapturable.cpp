// Uncapturable (Popeye 4.104): no piece may capture an uncapturable piece.
// It still blocks lines and serves as a hurdle. An uncapturable royal piece
// is never in check, so observation is Narrower.

#include <memory>

#include "attributes/attribute.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::Position;

class Uncapturable final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color, Square, movegen::MoveList& out,
                            std::size_t first) const override {
        std::size_t keep = first;
        for (std::size_t i = first; i < out.size(); ++i) {
            const Square cap = pos.captured_square(out[i]);
            if (cap != NoSquare && pos.at(cap).has(Attribute::Uncapturable)) continue;
            out[keep++] = out[i];
        }
        out.resize(keep);
    }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

    bool observer(const Position& pos, Square, Color, Square target, ObserverView&) const override {
        return !pos.at(target).has(Attribute::Uncapturable);
    }
};

}  // namespace

AttributeDef uncapturable() {
    return {Attribute::Uncapturable, "no piece may capture it",
            [](rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const Uncapturable>()); }};
}

}  // namespace dawson::attributes
