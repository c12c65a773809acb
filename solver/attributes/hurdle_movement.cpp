#include "attributes/hurdle_movement.hpp"

#include <cstdint>
#include <optional>

#include "attributes/hurdle_colour_changing.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::Move;
using position::MoveType;
using position::Position;

class HurdleMovement final : public position::MoveHook, public movegen::MoveRule {
public:
    explicit HurdleMovement(Attribute a) : a_(a) {}

    void adjust_piece_moves(const Position& pos, Color us, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        const position::Piece mover = pos.at(from);
        if (!mover.has(a_)) return;
        movegen::MoveList hops;
        for (std::size_t i = first; i < out.size(); ++i) hops.push(out[i]);
        out.resize(first);
        // One copy of the board, on which each hop is made and taken back.
        std::optional<Position> work;
        for (const Move& m : hops) {
            const Square h = m.type == MoveType::Normal ? hurdle_of(pos, mover.kind, m.from, m.to, m.aux) : NoSquare;
            if (h == NoSquare) {
                out.push(m);
                continue;
            }
            // The hurdle's moves on the board after the hop ("a neutral
            // hurdle is considered to have the colour of the moving side",
            // Popeye after ANDA Fairy Planet 3, 2021).
            if (!work) work.emplace(pos);
            Position& after = *work;
            // The hop's walk, put on the board by hand (cheaper than make():
            // the hurdle's walk needs the board only); a hurdle-colour-
            // changing hopper's hurdle changes sides first, as its hook
            // comes before this one.
            const position::Piece captured = after.at(m.to), original = after.at(h);
            after.remove(m.from);
            after.put(m.to, mover);
            const bool recolour = mover.has(Attribute::HurdleColourChanging) && original.kind != pieces::kind::King &&
                                  !original.neutral();
            if (recolour) after.put(h, {original.kind, ~original.color, original.attrs});
            const position::Piece hurdle = after.at(h);
            const Color side = a_ == Attribute::Bul || hurdle.neutral() ? us : hurdle.color;
            if (a_ == Attribute::Bul) after.put(h, {mover.kind, us});
            movegen::MoveList hm;
            movegen::generate_walk_moves_of(after, h, side, hm);
            if (a_ == Attribute::Bul) after.put(h, hurdle);
            // Each arrival once (a Dob pawn's promotions and double step
            // are its moves to that square); a pawn hurdle that arrives on
            // its last rank promotes, into each kind of the rule set.
            std::uint64_t seen = 0;
            for (const Move& x : hm) {
                if (x.type != MoveType::Normal && x.type != MoveType::DoubleStep) continue;
                if (after.captured_square(x) != NoSquare) continue;
                if (seen >> x.to & 1) continue;
                seen |= std::uint64_t{1} << x.to;
                Move v = m;
                v.aux = x.to;
                // (A neutral pawn promotes on the moving side's last rank.)
                const int last = (hurdle.neutral() ? us : hurdle.color) == Color::White ? 7 : 0;
                if (hurdle.kind == pieces::kind::Pawn && rank_of(x.to) == last) {
                    for (pieces::PieceKind k : pos.rules().promotions) {
                        v.latent_promo = k;
                        out.push(v);
                    }
                    continue;
                }
                out.push(v);
            }
            after.put(h, original);
            after.put(m.to, captured);
            after.put(m.from, mover);
        }
    }

    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (!u.moved.has(a_) || m.type != MoveType::Normal || m.aux == NoSquare) return;
        const Square h = hurdle_of(pos, u.moved.kind, m.from, m.to);
        if (h == NoSquare) return;
        const position::Piece p = pos.at(h);
        pos.journal_remove(u, h);
        pos.journal_add(u, m.aux,
                        m.latent_promo != pieces::kind::None ? position::Piece{m.latent_promo, p.color, p.attrs} : p);
    }

    movegen::Observation observation() const override { return movegen::Observation::Other; }

    // Only a Bul or Dob piece's check depends on its hurdle's move: the
    // generic test plays its captures of the king, which are captures of
    // its walk, so a piece whose walk does not reach the king gives no
    // check; the other pieces observe as their walks do.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        if (!pos.at(square).has(a_)) return true;
        if (!movegen::kind_attacks(view.walk, by, bb(view.from), target,
                                   movegen::observer_occupancy(pos, square, view.from)))
            return false;
        view.generic = true;
        return true;
    }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(a_) || m.aux == NoSquare;
    }

private:
    Attribute a_;
};

}  // namespace

void install_hurdle_movement(Attribute a, rules::RuleSet& r) {
    auto h = std::make_shared<const HurdleMovement>(a);
    r.add_hook_and_rule(h);
}

}  // namespace dawson::attributes
