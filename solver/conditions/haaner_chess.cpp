// HaanerChess (Popeye 4.104, conditions/haan.c): every move leaves a hole
// on each square a piece departed from (the castling rook's too) and on the
// square of a pawn taken en passant; the holes stay for the rest of the
// play (Position::journal_block; conditions/holes.hpp for what a hole
// does).

#include <memory>

#include "conditions/condition.hpp"
#include "conditions/holes.hpp"
#include "position/move_hook.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

class HaanerChess final : public position::MoveHook, public HoleObservation {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        auto block = [&](Square s) {
            if (pos.at(s).empty() && !(pos.holes() & bb(s))) pos.journal_block(u, s);
        };
        block(m.from);
        if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong)
            block(make_square(m.type == MoveType::CastleShort ? 7 : 0, rank_of(m.from)));
        if (m.type == MoveType::EnPassant) block(u.captured_on);
    }
};

}  // namespace

ConditionDef haaner_chess() {
    return {
        "HaanerChess",
        {},
        {"Hole", "WhiteMaximummer", "BlackMaximummer", "WhiteMinimummer", "BlackMinimummer"},
        "every move leaves a hole on the square it departed from",
        [](const ConditionSpec&, rules::RuleSet& r) { r.add_hook_and_rule(std::make_shared<const HaanerChess>()); }};
}

}  // namespace dawson::conditions
