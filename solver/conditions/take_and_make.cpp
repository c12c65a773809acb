// Take&MakeChess (Popeye 4.104): a capture is completed by a non-capturing
// move of the captured piece's walk, made from the capture square by the
// capturing piece as if it belonged to the captured side (a pawn's "make"
// goes the captured pawn's way); a capture without such a move is illegal,
// and a capturing pawn may not make to its own first rank. A pawn promotes
// where the make ends. Popeye writes "Sh4*b1-d3": the move is the walk's
// locust form (captured piece on `aux`, arrival on `to`), so its effects
// are those of a walk and observation is orthodox (a king capture needs no
// make).

#include <algorithm>
#include <cstdint>
#include <memory>

#include "conditions/condition.hpp"
#include "movegen/generate.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::MoveType;
using position::Piece;
using position::Position;

class TakeAndMake final : public movegen::MoveRule {
public:
    void adjust_piece_moves(const Position& pos, Color us, Square, movegen::MoveList& out,
                            std::size_t first) const override {
        // The captures (once each: a pawn's promotions are decided by the
        // make) leave the list; each becomes its makes.
        movegen::MoveList takes;
        out.keep_if(first, [&](const Move& m) {
            if (pos.captured_square(m) == NoSquare) return true;
            if (std::none_of(takes.begin(), takes.end(), [&](const Move& t) { return t.to == m.to; })) takes.push(m);
            return false;
        });
        for (const Move& take : takes) add_makes(pos, us, take, out);
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

private:
    static void add_makes(const Position& pos, Color us, const Move& take, movegen::MoveList& out) {
        const Square cap = pos.captured_square(take);
        const Piece taken = pos.at(cap);
        const bool pawn = pieces::is_pawn_like(pos.at(take.from).kind);
        Position p = pos;
        p.remove(cap);
        p.remove(take.from);
        p.put(take.to, taken);
        movegen::MoveList makes;
        movegen::generate_walk_moves_of(p, take.to, taken.color, makes);
        std::uint64_t done = 0;  // arrival squares already made
        for (const Move& make : makes) {
            const std::uint64_t to = std::uint64_t{1} << make.to;
            if (!p.at(make.to).empty() || make.type == MoveType::Locust || (done & to)) continue;  // no captures
            done |= to;
            if (pawn && relative_rank(us, make.to) == 0) continue;
            if (pawn && relative_rank(us, make.to) == 7) {
                for (pieces::PieceKind k : pos.rules().promotions)
                    out.push(Move{take.from, make.to, MoveType::Locust, k, cap});
            } else {
                out.push(Move{take.from, make.to, MoveType::Locust, pieces::kind::None, cap});
            }
        }
    }
};

}  // namespace

ConditionDef take_and_make() {
    return {
        "Take&MakeChess",
        {},
        {},
        "a capturing piece must then move like the piece it captured",
        [](const ConditionSpec&, rules::RuleSet& r) { r.move_rules.push_back(std::make_shared<const TakeAndMake>()); }};
}

}  // namespace dawson::conditions
