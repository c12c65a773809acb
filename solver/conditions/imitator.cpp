// Imitator (Popeye 4.104, conditions/imitator.c): the imitators (I) are
// neutral tokens on the board, not pieces: the walks do not see them (a
// piece passes over an imitator's square or stops on it, and never hops
// it). Every move moves every imitator alike, by the move's displacement
// (castling: the king's plus the rook's, so 0-0 leaves them where they
// are), and the move is legal only when each imitator can make that
// movement as the moving piece makes it: a rider's imitator steps over
// empty squares, a leaper's lands on an empty square, a hopper's finds a
// piece to hop where the mover found its hurdle, with the squares before
// it empty. An imitator never captures and never leaves the board; the
// moving piece's departure square counts as empty on its path. A check is
// an observation the imitators can follow too (the king's capture with
// their movement), so imitators block checks: observation is Narrower.
//
// As Popeye 4.104 plays it (its observation test): the angle hoppers
// (moose, eagle, sparrow and their rook and bishop kinds) never observe,
// and the equistoppers observe whatever the imitators; in move generation
// the mover on its departure square may be an imitator's hurdle (not when
// observing). Popeye refuses very fairy pieces with imitators; Dawson takes
// the kinds Popeye's imitator code knows (below) and refuses the others,
// every piece attribute but Royal and Chameleon, an imitator on an occupied
// square and every other condition but White and Black Maximummer.
//
// A pawn reaching its last rank may also promote to an imitator (Popeye's
// default; not with NoIProm, conditions/no_imitator_promotion.cpp): the imitators move first, then
// the pawn leaves the board and a new imitator stands on its arrival
// square. Such a move has no promotion kind and aux == to.
//
// Written after each move as Popeye does: "Ga3-a6[If8]", every imitator's
// square after the move in the order given ("b2-b1[Ic3]=I" with a
// promotion to an imitator, the new one not listed).

#include <algorithm>
#include <memory>
#include <string>

#include "conditions/condition.hpp"
#include "movegen/move_rule.hpp"
#include "movegen/scan.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using pieces::Motion;
using position::Move;
using position::MoveType;
using position::Position;

// How the imitators see the board for one move or observation of the piece
// on `x`: `mover` is true in move generation (the piece still stands on x:
// it can be a hurdle, and blocks a hopper imitator's line), false in
// observation (Popeye empties the observer's square first). An extra
// occupied square (the castling king on its way) may be given.
struct ImitatorView {
    const Position& pos;
    Square x;
    bool mover;
    Square extra = NoSquare;

    Square at(Square y, Vec v) const { return step(y, v); }
    bool piece(Square s) const {
        if (s == extra) return true;
        if (s == x) return mover;
        return !pos.at(s).empty();
    }
    // On the board, no piece, no hole.
    bool empty(Square s) const { return s != NoSquare && !(pos.holes() & bb(s)) && !piece(s); }
    // Empty, or the departure square (an imitator's arrival).
    bool free(Square s) const { return s == x || empty(s); }
    // A piece to hop.
    bool hurdle(Square s) const { return s != NoSquare && piece(s); }

    template <class F>
    bool all(F f) const {
        for (Square y : pos.imitators())
            if (!f(y)) return false;
        return true;
    }
    // Each imitator steps k times by v over empty squares (or the departure).
    bool steps(Vec v, int k) const {
        return all([&](Square y) {
            for (int j = 1; j <= k; ++j)
                if (!free(step(y, Vec{j * v.df, j * v.dr}))) return false;
            return true;
        });
    }
    // Each imitator hops a piece h steps away along v (the squares before it
    // empty) and lands on `arrival` (relative to it).
    bool hop(Vec v, int h, Vec arrival) const {
        return all([&](Square y) {
            if (!hurdle(step(y, Vec{h * v.df, h * v.dr}))) return false;
            for (int j = 1; j < h; ++j)
                if (!empty(step(y, Vec{j * v.df, j * v.dr}))) return false;
            return free(step(y, arrival));
        });
    }
    // The same, the squares from the hurdle on to the arrival, t steps
    // away, empty too (equihoppers, G2, G3).
    bool long_hop(Vec v, int h, int t) const {
        if (!hop(v, h, Vec{t * v.df, t * v.dr})) return false;
        return all([&](Square y) {
            for (int j = h + 1; j <= t; ++j)
                if (!empty(step(y, Vec{j * v.df, j * v.dr}))) return false;
            return true;
        });
    }
    // A piece at half the displacement, the arrival free (non-stop equihoppers).
    bool nonstop(Vec d) const {
        return all([&](Square y) { return hurdle(step(y, Vec{d.df / 2, d.dr / 2})) && free(step(y, d)); });
    }
    // The square passed and the arrival free (mao, moa).
    bool lame(Vec pass, Vec d) const {
        return all([&](Square y) { return free(step(y, pass)) && free(step(y, d)); });
    }
    bool lands(Vec d) const {
        return all([&](Square y) { return free(step(y, d)); });
    }
};

// The multiple k >= 1 of v that d is, or 0.
int multiple(Vec d, Vec v) {
    for (int k = 1; k <= 7; ++k)
        if (d == Vec{k * v.df, k * v.dr}) return k;
    return 0;
}

// Can the imitators follow the piece on `x` to `t` by some route of its
// walk (`type`: the move's type; a capture when observing)? Each component
// of the walk is asked for the routes that lead from x to t; one the
// imitators can follow suffices (Popeye filters each generated route, then
// removes duplicate moves).
bool imitators_follow(const ImitatorView& iv, Square t, MoveType type) {
    const Position& pos = iv.pos;
    const Square x = iv.x;
    const position::Piece p = pos.at(x);
    const Vec d{file_of(t) - file_of(x), rank_of(t) - rank_of(x)};
    const pieces::Walk& walk = pieces::type(p.kind).walk;
    for (int c = 0; c < walk.count; ++c) {
        const pieces::Component& comp = walk.parts[c];
        if (comp.motion == Motion::Pawn) {
            const int fwd = p.color == Color::White ? 1 : -1;
            if (type == MoveType::DoubleStep) {
                if (iv.steps(Vec{0, fwd}, 2)) return true;
            } else if (iv.steps(d, 1)) {
                return true;
            }
            continue;
        }
        if (comp.motion == Motion::EquiStop || comp.motion == Motion::NonStopEquiStop) {
            // Popeye's imitator code does not know the equistoppers: only the
            // imitators' arrival is tested (after the move), and they observe
            // whatever the imitators.
            if (!iv.mover || iv.lands(d)) return true;
            continue;
        }
        for (int b = 0; b < comp.base_count; ++b) {
            const pieces::VectorSet vs = pieces::symmetric(comp.bases[b]);
            for (int i = 0; i < vs.n; ++i) {
                const Vec v = vs.v[i];
                switch (comp.motion) {
                    case Motion::Leap:
                        if (d == v && iv.steps(v, 1)) return true;
                        break;
                    case Motion::Ride:
                        if (const int k = multiple(d, v); k && iv.steps(v, k)) return true;
                        break;
                    case Motion::Hop: {
                        const int k = multiple(d, v);
                        if (!k || k <= comp.land || (comp.adjacent_hurdle && k != comp.land + 1)) break;
                        const int h = k - comp.land;
                        if (comp.land == 1 ? iv.hop(v, h, d) : iv.long_hop(v, h, k)) return true;
                        break;
                    }
                    case Motion::EquiHop:
                        if (const int k = multiple(d, v); k && k % 2 == 0 && iv.long_hop(v, k / 2, k)) return true;
                        break;
                    case Motion::NonStopEquiHop:
                        if (const int k = multiple(d, v); k && k % 2 == 0 && iv.nonstop(d)) return true;
                        break;
                    case Motion::Mao:
                    case Motion::Moa:
                        if (d == v && iv.lame(movegen::lame_step(comp.motion, v), d)) return true;
                        break;
                    case Motion::AngleHop: {
                        // Popeye's observation test of the angle hoppers
                        // under imitators never holds (see the top).
                        if (!iv.mover) break;
                        const movegen::Line l{v, movegen::queen_dir(v)};
                        const Square h = movegen::next_piece(x, l, pos.occupied() | pos.holes());
                        if (h == NoSquare || (pos.holes() & bb(h))) break;
                        const int steps = movegen::steps_to(x, h, l);
                        for (Vec e : movegen::turned(v, comp.land))
                            if (step(h, e) == t && iv.hop(v, steps, d)) return true;
                        break;
                    }
                    default:
                        break;
                }
            }
        }
    }
    return false;
}

// The kinds Popeye's imitator code knows, by Popeye code: the king, the
// riders and leapers, the pawn, the simple hoppers, the mao and the moa.
constexpr std::string_view kKinds[] = {
    "K",  "Q",  "R",  "B",  "S",  "P",  "N",  "AM", "EM", "PR", "CR", "ZR", "Z",  "CA", "GI", "WE", "FE",
    "AL", "DA", "GN", "AN", "G",  "NH", "RH", "BH", "KH", "CH", "ZH", "GH", "KP", "G2", "G3", "EQ", "OR",
    "NE", "NO", "M",  "RM", "BM", "EA", "RE", "BE", "SW", "RW", "BW", "MA", "MO", "QE", "QF",
};

bool known_kind(pieces::PieceKind k) {
    return std::find(std::begin(kKinds), std::end(kKinds), pieces::type(k).code) != std::end(kKinds);
}

bool promotes_to_imitator(const Move& m) {
    return m.type == MoveType::Normal && m.aux == m.to && m.promo == pieces::kind::None;
}

class Imitator final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        shift(pos, m, u);
        if (promotes_to_imitator(m) && u.moved.kind == pieces::kind::Pawn) {
            pos.journal_remove(u, m.to);
            pos.journal_add_imitator(u, m.to);
        }
    }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !(promotes_to_imitator(m) && pos.at(m.from).kind == pieces::kind::Pawn);
    }

private:
    static void shift(Position& pos, const Move& m, position::Undo& u) {
        int df = file_of(m.to) - file_of(m.from), dr = rank_of(m.to) - rank_of(m.from);
        if (m.type == MoveType::CastleShort) df -= 2;  // the rook's h → f
        if (m.type == MoveType::CastleLong) df += 3;   // the rook's a → d
        if (df == 0 && dr == 0) return;
        for (Square y : pos.imitators())
            if (step(y, Vec{df, dr}) == NoSquare) return;  // not a legal move (never played)
        pos.journal_shift_imitators(u, df, dr);
    }

public:
    // The moves the imitators can follow; a pawn's promotion moves also
    // promote to an imitator (one more move per arrival).
    void adjust_piece_moves(const Position& pos, Color, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        const ImitatorView iv{pos, from, true};
        out.keep_if(first, [&](const Move& m) { return imitators_follow(iv, m.to, m.type); });
        if (pos.at(from).kind != pieces::kind::Pawn || pos.rules().promotions.empty() ||
            pos.imitators().size() >= static_cast<std::size_t>(Position::kMaxImitators))
            return;
        const pieces::PieceKind first_kind = pos.rules().promotions.front();
        for (std::size_t i = first, n = out.size(); i < n; ++i)
            if (out[i].promo == first_kind && out[i].type == MoveType::Normal) {
                Move m = out[i];
                m.promo = pieces::kind::None;
                m.aux = m.to;
                out.push(m);
            }
    }

    // The king's walk, its imitators first following it with its square
    // empty; in the long castling then the rook's (Popeye's castlingimok).
    bool allows_castling(const Position& pos, const Move& m) const override {
        const ImitatorView king{pos, m.from, false};
        if (m.type == MoveType::CastleShort) return king.steps(Vec{1, 0}, 2);
        if (!king.steps(Vec{-1, 0}, 2)) return false;
        const ImitatorView rook{pos, m.from, false, m.to};
        return rook.all([&](Square y) {
            return rook.free(step(y, Vec{-1, 0})) && rook.free(y) && rook.free(step(y, Vec{1, 0}));
        });
    }

    bool plays_castling_steps() const override { return true; }

    movegen::Observation observation() const override { return movegen::Observation::Narrower; }

    bool observer(const Position& pos, Square square, Color, Square target, ObserverView&) const override {
        const ImitatorView iv{pos, square, false};
        return imitators_follow(iv, target, MoveType::Normal);
    }
};

std::optional<std::string> imitator_refuses(const ConditionSpec& s, const Position& pos) {
    for (const std::string& sq : s.params)
        if (auto q = parse_square(sq); q && !pos.at(*q).empty())
            return "unsupported: an imitator on an occupied square (" + sq + ")";
    if (s.params.size() > static_cast<std::size_t>(Position::kMaxImitators))
        return "unsupported: more than " + std::to_string(Position::kMaxImitators) + " imitators";
    for (Bitboard b = pos.occupied(); b;) {
        const Square q = pop_lsb(b);
        const position::Piece p = pos.at(q);
        if (!known_kind(p.kind))
            return "unsupported: Imitator with " + std::string(pieces::type(p.kind).code) +
                   " (Popeye: conditions too fairy for imitator)";
        const position::Attributes others =
            p.attrs & static_cast<position::Attributes>(
                          ~(position::bit(position::Attribute::Royal) | position::bit(position::Attribute::Chameleon)));
        if (others) return "unsupported: Imitator with piece attributes other than Royal and Chameleon";
    }
    return std::nullopt;
}

}  // namespace

ConditionDef imitator() {
    ConditionDef d{
        "Imitator",
        {},
        {"WhiteMaximummer", "BlackMaximummer", "NoIProm"},
        "every move moves the imitators alike; they must be able to follow it",
        [](const ConditionSpec&, rules::RuleSet& r) { r.add_hook_and_rule(std::make_shared<const Imitator>()); }};
    d.takes_squares = true;
    d.board_mark = 'I';
    d.place = [](const ConditionSpec& s, Position& pos) {
        for (const std::string& sq : s.params)
            if (auto q = parse_square(sq); q && pos.at(*q).empty()) pos.add_imitator(*q);
    };
    d.refuses = imitator_refuses;
    return d;
}

}  // namespace dawson::conditions
