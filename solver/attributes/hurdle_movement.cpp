#include "attributes/hurdle_movement.hpp"

#include <array>
#include <memory>

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
        // The hurdle of each move (none: a move without one stays as it is).
        const std::size_t n = out.size() - first;
        std::array<Square, movegen::MoveList::kCapacity> hurdles;
        bool any = false;
        for (std::size_t i = 0; i < n; ++i) {
            const Move& m = out[first + i];
            hurdles[i] = m.type == MoveType::Normal ? hurdle_of(pos, mover.kind, m.from, m.to, m.aux) : NoSquare;
            any |= hurdles[i] != NoSquare;
        }
        if (!any) return;
        movegen::MoveList hops;
        for (std::size_t i = first; i < out.size(); ++i) hops.push(out[i]);
        out.resize(first);
        // Where the hurdle's moves need a board: one copy without the
        // hopper, on which each hop is made and taken back (on the heap:
        // an optional's storage would be cleared on every call).
        std::unique_ptr<Position> work;
        for (std::size_t i = 0; i < n; ++i) {
            const Move& m = hops[i];
            const Square h = hurdles[i];
            if (h == NoSquare) {
                out.push(m);
                continue;
            }
            Arrivals a;
            if (!quiet_arrivals(pos, mover, us, m, h, a)) {
                if (!work) {
                    work = std::make_unique<Position>(pos);
                    work->set_scratch(from, {});
                }
                a = arrivals(*work, mover, us, m, h);
            }
            // A pawn hurdle that arrives on its last rank promotes, into
            // each kind of the rule set (a neutral pawn on the moving
            // side's last rank).
            const int last = (a.hurdle.neutral() ? us : a.hurdle.color) == Color::White ? 7 : 0;
            for (int j = 0; j < a.count; ++j) {
                Move v = m;
                v.aux = a.order[j];
                if (a.hurdle.kind == pieces::kind::Pawn && rank_of(v.aux) == last) {
                    for (pieces::PieceKind k : pos.rules().promotions) {
                        v.latent_promo = k;
                        out.push(v);
                    }
                    continue;
                }
                out.push(v);
            }
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

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

    // Only a Bul or Dob piece's check depends on its hurdle's move: its
    // capture of the king is a hop of its walk, which checks when the
    // hurdle can move afterwards. (Where another rule moves the observer
    // or changes its walk, the generic test plays the captures.) The other
    // pieces observe as their walks do.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        const position::Piece mover = pos.at(square);
        if (!mover.has(a_)) return true;
        if (!movegen::kind_attacks(view.walk, by, bb(view.from), target,
                                   movegen::observer_occupancy(pos, square, view.from)))
            return false;
        if (view.from != square || view.walk != mover.kind) {
            view.generic = true;
            return true;
        }
        const Square h = hurdle_of(pos, mover.kind, square, target);
        if (h == NoSquare) return true;  // a capture without a hurdle
        if (Arrivals a; quiet_arrivals(pos, mover, by, Move{square, target}, h, a)) return a.squares != 0;
        Position work = pos;
        work.set_scratch(square, {});
        return arrivals(work, mover, by, Move{square, target}, h, false).squares != 0;
    }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !pos.at(m.from).has(a_) || m.aux == NoSquare;
    }

    // The hurdle's move (after_move), unless a hurdle-colour-changing
    // hopper's hurdle changes sides too.
    Relocation relocation(const Position& pos, const Move& m) const override {
        const position::Piece mover = pos.at(m.from);
        if (m.type != MoveType::Normal || mover.has(Attribute::HurdleColourChanging)) return {};
        const Square h = hurdle_of(pos, mover.kind, m.from, m.to);
        if (h == NoSquare) return {};
        const pieces::PieceKind k = m.latent_promo != pieces::kind::None ? m.latent_promo : pos.at(h).kind;
        return {h, m.aux, k};
    }

private:
    // Where the hurdle on `h` can go, without capturing, after the hop `m`
    // of `mover` (colour `us`), and the hurdle as it moves; `after` is a
    // scratch board without the hopper (left so when `restore`). The
    // hurdle moves on the board after the hop ("a neutral hurdle is
    // considered to have the colour of the moving side", Popeye after ANDA
    // Fairy Planet 3, 2021), each arrival once (a Dob pawn's promotions and
    // double step are its moves to that square).
    struct Arrivals {
        Bitboard squares = 0;
        std::array<Square, 64> order;  // the squares, as the walk's moves reach them
        int count = 0;
        position::Piece hurdle;
        void add(Square s) {
            if (squares & bb(s)) return;
            squares |= bb(s);
            order[count++] = s;
        }
    };
    // The hurdle as it moves: a hurdle-colour-changing hopper's hurdle
    // changes sides first (not a king, nor a neutral piece), as its hook
    // comes before this one.
    static position::Piece moving_hurdle(position::Piece mover, position::Piece hurdle) {
        if (mover.has(Attribute::HurdleColourChanging) && hurdle.kind != pieces::kind::King && !hurdle.neutral())
            hurdle.color = ~hurdle.color;
        return hurdle;
    }
    // The same from the occupancy after the hop alone, where the walk the
    // hurdle moves with allows (movegen::generate_quiet_walk_moves: its
    // moves that capture nothing depend on nothing else, the colour
    // included); false otherwise. A Bul hopper's hurdle moves with the
    // hopper's walk, a Dob hopper's with its own.
    bool quiet_arrivals(const Position& pos, position::Piece mover, Color us, const Move& m, Square h,
                        Arrivals& a) const {
        a.hurdle = moving_hurdle(mover, pos.at(h));
        const pieces::PieceKind walk = a_ == Attribute::Bul ? mover.kind : a.hurdle.kind;
        movegen::MoveList hm;
        if (!movegen::generate_quiet_walk_moves(pos, walk, h, us, (pos.occupied() & ~bb(m.from)) | bb(m.to), hm))
            return false;
        for (const Move& x : hm) a.add(x.to);
        return true;
    }

    Arrivals arrivals(Position& after, position::Piece mover, Color us, const Move& m, Square h,
                      bool restore = true) const {
        // The hop's walk, put on the board by hand (cheaper than make():
        // the hurdle's walk needs the board only).
        const position::Piece captured = after.at(m.to), original = after.at(h);
        after.set_scratch(m.to, mover);
        Arrivals a;
        a.hurdle = moving_hurdle(mover, original);
        if (a.hurdle != original) after.set_scratch(h, a.hurdle);
        const Color side = a_ == Attribute::Bul || a.hurdle.neutral() ? us : a.hurdle.color;
        if (a_ == Attribute::Bul) after.set_scratch(h, {mover.kind, us});
        movegen::MoveList hm;
        movegen::generate_walk_moves_of(after, h, side, hm);
        for (const Move& x : hm)
            if ((x.type == MoveType::Normal || x.type == MoveType::DoubleStep) && after.captured_square(x) == NoSquare)
                a.add(x.to);
        if (!restore) return a;
        if (after.at(h) != original) after.set_scratch(h, original);
        if (captured.empty())
            after.set_scratch(m.to, {});
        else
            after.set_scratch(m.to, captured);
        return a;
    }

    Attribute a_;
};

}  // namespace

void install_hurdle_movement(Attribute a, rules::RuleSet& r) {
    auto h = std::make_shared<const HurdleMovement>(a);
    r.add_hook_and_rule(h);
}

}  // namespace dawson::attributes
