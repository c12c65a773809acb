#include "conditions/square_colour.hpp"

#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Position;

bool light(Square s) { return (file_of(s) + rank_of(s)) % 2 != 0; }

// Moves whose squares' colours do not match the rule are removed.
class SquareColourRule final : public movegen::MoveRule {
public:
    explicit SquareColourRule(SquareColours colours) : same_(colours == SquareColours::Same) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        (void)pos, (void)us;
        out.keep_if(first, [&](const position::Move& m) { return allows_step(from, m.to); });
    }

    bool allows_castling(const Position& pos, const position::Move& m) const override {
        (void)pos;
        return m.type != position::MoveType::CastleLong && allows_step(m.from, m.to);
    }

    bool restricts_steps() const override { return true; }
    bool allows_step(Square from, Square to) const override { return (light(from) == light(to)) == same_; }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

private:
    bool same_;
};

}  // namespace

std::shared_ptr<const movegen::MoveRule> square_colour_rule(SquareColours colours) {
    return std::make_shared<const SquareColourRule>(colours);
}

}  // namespace dawson::conditions
