// ChecklessChess (German OhneSchach, French SansEchecs; Popeye 4.104,
// conditions/ohneschach.c): a move that checks is illegal unless it mates.
// "Mates" is read under the condition itself: the checked side has no legal
// move, and a move of the checked side that checks back is legal only if it
// mates in turn, and so on. The recursion ends on the position (each level
// needs a check that also parries a check); as Popeye does with its
// recursion stopper, a chain of more than kMaxChain checks is cut, and the
// move that would go deeper counts as illegal. The same rule decides which
// moves may be played and whether a side is mated or stalemated. Popeye
// exempts the goal move of the goal check (+) from the rule; Dawson
// refuses that goal with the condition.

#include <memory>

#include "conditions/condition.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::Position;

// The longest chain of checks answered by checks that is followed.
constexpr int kMaxChain = 64;

// Is the side to move of `pos` (in check) without a ChecklessChess-legal
// move? `chain` more checks may be followed.
bool no_checkless_move(Position& pos, int chain) {
    const Color us = pos.side_to_move();
    // On the heap: the chain may be long, and a move list is large.
    const auto moves = std::make_unique<movegen::MoveList>();
    movegen::generate_pseudo_legal(pos, *moves);
    for (const Move& m : *moves) {
        position::Undo u = pos.make(m);
        const bool legal = !movegen::in_check(pos, us) &&
                           (!movegen::in_check(pos, ~us) || (chain > 0 && no_checkless_move(pos, chain - 1)));
        pos.unmake(m, u);
        if (legal) return false;
    }
    return true;
}

// Is the move `m` of the side to move, legal in the orthodox sense, legal
// under ChecklessChess?
bool checkless_legal(Position& pos, const Move& m) {
    const Color us = pos.side_to_move();
    position::Undo u = pos.make(m);
    const bool ok = !movegen::in_check(pos, ~us) || no_checkless_move(pos, kMaxChain - 1);
    pos.unmake(m, u);
    return ok;
}

// The side to move's legal moves are cut to those that do not check and
// those that mate.
class ChecklessChess final : public movegen::MoveRule {
public:
    bool restricts_choice() const override { return true; }

    void filter_legal(Position& pos, movegen::MoveList& moves, movegen::Choice) const override {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (checkless_legal(pos, moves[i])) moves[kept++] = moves[i];
        moves.resize(kept);
    }
};

}  // namespace

ConditionDef checkless_chess() {
    return {"ChecklessChess",
            {},
            {},
            "a move that checks is illegal unless it mates",
            [](const ConditionSpec&, rules::RuleSet& r) {
                r.move_rules.push_back(std::make_shared<const ChecklessChess>());
            },
            nullptr,
            false,
            true};
}

}  // namespace dawson::conditions
