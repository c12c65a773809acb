#include "movegen/generate.hpp"

#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "movegen/observation.hpp"
#include "movegen/radial.hpp"
#include "movegen/rose.hpp"
#include "movegen/scan.hpp"

namespace dawson::movegen {

using namespace core;
using pieces::Motion;
using pieces::PieceKind;
using position::Move;
using position::MoveType;
using position::Piece;
using position::Position;
namespace kind = pieces::kind;

namespace {

// What the generator needs to know about the board for one side. Neutral
// pieces are among `their` (either side may capture them), not `own`. A hole
// (Position::holes) is as a square off the board: it stops every line
// (`occ` holds it), is never a target (`closed` holds it) and never a
// hurdle (`piece` is false there). The generator is compiled twice, with
// kHoles false for the boards without holes (every problem but Hole's and
// HaanerChess's), which then pay nothing for them.
template <bool kHoles>
struct Ctx {
    const Position& pos;
    MoveList& out;
    Color us;
    Bitboard own, their, pcs, holes, occ, closed;
    bool borrowed = false;  // generating a borrowing piece's borrowed walk (pawn_moves)

    Ctx(const Position& p, MoveList& o, Color c)
        : pos(p),
          out(o),
          us(c),
          own(p.pieces(c) & ~p.neutrals()),
          their(p.pieces(~c)),
          pcs(own | their),
          holes(kHoles ? p.holes() : 0),
          occ(pcs | holes),
          closed(own | holes) {}

    bool enemy(Square s) const { return their & bb(s); }
    bool empty(Square s) const { return !(occ & bb(s)); }
    bool lands(Square s) const { return !((kHoles ? closed : own) & bb(s)); }  // empty or enemy
    bool piece(Square s) const { return (kHoles ? pcs : occ) & bb(s); }
    bool hole(Square s) const {  // s on the board
        if constexpr (kHoles) return holes & bb(s);
        return false;
    }
    void add(Square from, Square to, Square aux = NoSquare) {
        out.push(Move{from, to, MoveType::Normal, kind::None, aux});
    }
    void add_targets(Square from, Bitboard targets) {
        while (targets) add(from, pop_lsb(targets));
    }
};

// May a piece of kind k capture en passant the piece of kind `victim` that
// has just double-stepped? A scorpion takes only a scorpion (rules.md 4.3);
// the pawn and the marine pawn and ship take a pawn or a marine pawn, as in
// Popeye (any pawn's double step may be taken by any pawn's capture).
bool takes_en_passant(PieceKind k, PieceKind victim) {
    if (victim == kind::None || !pieces::is_pawn_like(victim)) return false;
    const bool scorpion = pieces::type(k).walk.parts[0].motion == Motion::Scorpion;
    return scorpion ? victim == k : pieces::type(victim).walk.parts[0].motion != Motion::Scorpion;
}

// Pawn-like moves: steps, double steps, captures, en passant, promotions and,
// for the scorpion, the forward side steps. The orthodox pawn steps straight
// forward and captures diagonally forward, the Berolina pawn the other way
// round; a double step goes twice the way of a step, from the second rank,
// over an empty square (the en passant square). A pawn on its own first
// rank has no move at all, as in Popeye (a problem may place one there),
// except an orphan moving as one, which steps and captures (Popeye's "pawned
// Orphan"; BEISPIEL/orphan.inp, regress 1614: 1...Oh8*g7 !); one on its
// last rank has none because every target is off the board. A borrowing
// piece (orphan, friend) moving as a pawn neither promotes nor captures en
// passant (Popeye: "Orphans don't capture ep").
void pawn_moves(auto& c, Square from, PieceKind k, bool scorpion, bool berolina) {
    const Position& pos = c.pos;
    if (relative_rank(c.us, from) == 0 &&
        !(c.borrowed && pieces::type(pos.at(from).kind).walk.parts[0].motion == pieces::Motion::Orphan))
        return;
    const int fwd = c.us == Color::White ? 1 : -1;
    const int last = c.us == Color::White ? 7 : 0;
    auto push = [&](Square to, MoveType t) {
        if (rank_of(to) == last && !c.borrowed) {
            for (PieceKind p : pos.rules().promotions) c.out.push(Move{from, to, t, p, NoSquare});
        } else {
            c.out.push(Move{from, to, t, kind::None, NoSquare});
        }
    };
    const Vec straight[1] = {{0, fwd}};
    const Vec diagonal[2] = {{-1, fwd}, {1, fwd}};
    for (Vec v : berolina ? std::span<const Vec>(diagonal) : std::span<const Vec>(straight)) {
        Square one = step(from, v);
        if (one == NoSquare || !c.empty(one)) continue;
        push(one, MoveType::Normal);
        if (pos.rules().pawn_double_step && relative_rank(c.us, from) == 1) {
            Square two = step(one, v);
            if (two != NoSquare && c.empty(two)) push(two, MoveType::DoubleStep);
        }
    }
    for (Vec v : berolina ? std::span<const Vec>(straight) : std::span<const Vec>(diagonal)) {
        Square to = step(from, v);
        if (to == NoSquare) continue;
        if (c.enemy(to))
            push(to, MoveType::Normal);
        else if (to == pos.ep_square() && !c.borrowed) {
            const Square cap = pos.ep_victim();
            if (cap != NoSquare && takes_en_passant(k, pos.at(cap).kind) && c.enemy(cap)) push(to, MoveType::EnPassant);
        }
    }
    if (scorpion)
        for (int df : {-2, 2}) {
            Square to = step(from, {df, fwd});
            if (to != NoSquare && c.empty(to)) push(to, MoveType::Normal);
        }
}

// The marine pawn (full: its steps, double step and promotions to the
// marine chain too) and the marine ship's share of it (captures only): over
// an enemy piece diagonally in front to the empty square beyond (a locust
// capture), or en passant over the square the last double step passed,
// capturing the piece that made it ("MPc5*a7 ep."). A marine pawn on its
// own first rank has no move (as a pawn); Popeye generates to the right
// first.
void marine_pawn_moves(auto& c, Square from, bool full) {
    const Position& pos = c.pos;
    if (full && relative_rank(c.us, from) == 0) return;
    const int fwd = c.us == Color::White ? 1 : -1;
    const int last = c.us == Color::White ? 7 : 0;
    auto push = [&](Square to, MoveType t, Square aux) {
        if (full && rank_of(to) == last && !c.borrowed) {
            for (PieceKind p : pos.rules().marine_promotions) c.out.push(Move{from, to, t, p, aux});
        } else {
            c.out.push(Move{from, to, t, kind::None, aux});
        }
    };
    if (full) {
        const Square one = step(from, {0, fwd});
        if (one != NoSquare && c.empty(one)) {
            push(one, MoveType::Normal, NoSquare);
            if (pos.rules().pawn_double_step && relative_rank(c.us, from) == 1) {
                const Square two = step(one, {0, fwd});
                if (two != NoSquare && c.empty(two)) push(two, MoveType::DoubleStep, NoSquare);
            }
        }
    }
    const PieceKind k = pos.at(from).kind;
    for (int df : {1, -1}) {
        const Square h = step(from, {df, fwd});
        const Square to = h == NoSquare ? NoSquare : step(h, {df, fwd});
        if (to == NoSquare || !c.empty(to)) continue;
        if (c.enemy(h)) {
            push(to, MoveType::Locust, h);
        } else if (h == pos.ep_square() && !c.borrowed) {
            const Square cap = pos.ep_victim();
            if (cap != NoSquare && takes_en_passant(k, pos.at(cap).kind) && c.enemy(cap))
                push(to, MoveType::EnPassant, NoSquare);
        }
    }
}

// Skylla (MaoLocust) and charybdis (MoaLocust): to the empty knight square
// through the square a mao or moa passes; over it when it is empty, taking
// the piece on it when that is an enemy.
void mao_locust_moves(auto& c, Square from, const CompiledPart& p) {
    const Motion lame = p.motion == Motion::MaoLocust ? Motion::Mao : Motion::Moa;
    for (int i = 0; i < p.line_count; ++i) {
        const Vec v = p.lines[i].v;
        const Square to = step(from, v);
        if (to == NoSquare || !c.empty(to)) continue;
        const Square passed = step(from, lame_step(lame, v));
        if (c.empty(passed))
            c.add(from, to);
        else if (c.enemy(passed))
            c.out.push(Move{from, to, MoveType::Locust, kind::None, passed});
    }
}

// One move per arrival square, whichever route leads there (Popeye
// removes such duplicates for the pieces that have them).
void add_once(auto& c, std::size_t first_of_piece, Square from, Square t) {
    for (std::size_t m = first_of_piece; m < c.out.size(); ++m)
        if (c.out[m].from == from && c.out[m].to == t) return;
    c.add(from, t);
}

// Tree hoppers: over a hurdle one vector of a radial group away, then one
// vector of the same group from the hurdle.
void tree_moves(auto& c, Square from, bool greater, std::size_t first_of_piece) {
    for (const RadialGroup& g : radial_groups(greater))
        for (Vec v : g) {
            const Square h = step(from, v);
            if (h == NoSquare || !c.piece(h)) continue;
            for (Vec w : g) {
                const Square t = step(h, w);
                if (t != NoSquare && t != from && c.lands(t)) add_once(c, first_of_piece, from, t);
            }
        }
}

// Leaf hoppers: one vector of a radial group, when the square another
// vector of that group leads to holds a hurdle.
void leaf_moves(auto& c, Square from, bool greater) {
    for (const RadialGroup& g : radial_groups(greater)) {
        int hurdles = 0;
        for (Vec v : g)
            if (const Square h = step(from, v); h != NoSquare && c.piece(h)) ++hurdles;
        if (hurdles == 0) continue;
        for (Vec w : g) {
            const Square t = step(from, w);
            if (t != NoSquare && c.lands(t) && hurdles > (c.piece(t) ? 1 : 0)) c.add(from, t);
        }
    }
}

// Non-stop equistopper: to the midpoint between it and any piece.
void nonstop_equistop_moves(auto& c, Square from) {
    for (Bitboard b = c.pcs & ~bb(from); b;) {
        const Square h = pop_lsb(b);
        const int df = file_of(h) - file_of(from), dr = rank_of(h) - rank_of(from);
        if (df % 2 != 0 || dr % 2 != 0) continue;
        const Square t = step(from, Vec{df / 2, dr / 2});
        if (c.lands(t)) c.add(from, t);
    }
}

// The rose family: along each of the 16 circles from `from` (8 first
// steps, 2 senses). A circle closes at the departure square, which the
// mover occupies (and a neutral mover does not capture itself there).
void rose_moves(auto& c, Square from, Motion m, std::size_t first_of_piece) {
    for (int first = 0; first < 8; ++first)
        for (int sense : {1, -1}) {
            RoseWalker w(from, first, sense);
            Square x = w.next();
            if (m == Motion::RoseRide || m == Motion::RoseMove) {
                for (; x != NoSquare && c.empty(x); x = w.next()) add_once(c, first_of_piece, from, x);
                if (m == Motion::RoseRide && x != NoSquare && x != from && c.enemy(x))
                    add_once(c, first_of_piece, from, x);
                continue;
            }
            // The others need a piece on the circle (not the mover itself).
            while (x != NoSquare && c.empty(x)) x = w.next();
            const Square h = x;
            if (h == NoSquare || h == from || c.hole(h)) continue;
            switch (m) {
                case Motion::RoseCannon: {
                    const Square t = w.next_piece(c.occ, from);
                    if (t != NoSquare && t != from && c.enemy(t)) add_once(c, first_of_piece, from, t);
                    break;
                }
                case Motion::RoseLion: {
                    Square t = w.next();
                    for (; t != NoSquare && c.empty(t); t = w.next()) add_once(c, first_of_piece, from, t);
                    if (t != NoSquare && t != from && c.enemy(t)) add_once(c, first_of_piece, from, t);
                    break;
                }
                case Motion::RoseHop: {
                    const Square t = w.next();
                    if (t != NoSquare && t != from && c.lands(t)) add_once(c, first_of_piece, from, t);
                    break;
                }
                case Motion::RoseLocust: {
                    const Square t = w.next();
                    if (c.enemy(h) && t != NoSquare && c.empty(t))
                        c.out.push(Move{from, t, MoveType::Locust, kind::None, h});
                    break;
                }
                default:
                    break;
            }
        }
}

// The lame riders along one knight line l (ride, lion) and the lame hoppers.
void lame_moves(auto& c, Square from, const CompiledPart& p, const Line& l) {
    const Vec pv = lame_passed(p.land != 0, l.v);
    Square x = from;
    switch (p.motion) {
        case Motion::LameRide:
            for (Square t = step(x, l.v); t != NoSquare && c.empty(step(x, pv)); x = t, t = step(x, l.v)) {
                if (c.lands(t)) c.add(from, t);
                if (!c.empty(t)) break;
            }
            return;
        case Motion::LameHop: {
            const Square t = step(x, l.v);
            if (t != NoSquare && c.piece(step(x, pv)) && c.lands(t)) c.add(from, t);
            return;
        }
        case Motion::LameLion: {
            // Up to the hurdle: the first step whose square passed or
            // stepped on is not empty.
            Square t = step(x, l.v);
            while (t != NoSquare && c.empty(step(x, pv)) && c.empty(t)) x = t, t = step(x, l.v);
            if (t == NoSquare) return;
            const Square q = step(x, pv);
            if (c.hole(q) || c.hole(t)) return;
            if (!c.empty(q) && c.lands(t)) c.add(from, t);  // over the square passed
            if (!c.empty(q) && !c.empty(t)) return;         // two pieces in one step
            x = t;
            for (t = step(x, l.v); t != NoSquare && c.empty(step(x, pv)); x = t, t = step(x, l.v)) {
                if (c.lands(t)) c.add(from, t);
                if (!c.empty(t)) break;
            }
            return;
        }
        default:
            return;
    }
}

// Ubiubi: every square reached by leaps over empty squares, and the enemy
// pieces one leap from the departure or from one of them.
void flood_moves(auto& c, Square from, const CompiledPart& p) {
    Bitboard reached = 0, captures = 0, todo = bb(from);
    while (todo) {
        const Square x = pop_lsb(todo);
        for (int i = 0; i < p.line_count; ++i) {
            const Square t = step(x, p.lines[i].v);
            if (t == NoSquare || (reached & bb(t))) continue;
            if (c.empty(t)) {
                reached |= bb(t);
                todo |= bb(t);
            } else if (c.enemy(t)) {
                captures |= bb(t);
            }
        }
    }
    c.add_targets(from, reached | (captures & ~bb(from)));  // a neutral mover does not capture itself
}

// Only the moves, or only the captures, from `first` on.
void restrict_moves(auto& c, std::size_t first, pieces::Only only) {
    std::size_t n = first;
    for (std::size_t m = first; m < c.out.size(); ++m)
        if (c.enemy(c.out[m].to) == (only == pieces::Only::Captures)) c.out[n++] = c.out[m];
    c.out.resize(n);
}

[[gnu::always_inline]] inline void kind_moves(auto& c, Square from, PieceKind k, std::size_t first);

// An orphan's or a friend's moves: those of each walk it borrows
// (borrowed_walks, movegen/attacks.hpp), as a piece of that walk on its
// square, each move once (Popeye removes the duplicates).
[[gnu::noinline]] void borrowed_moves(auto& c, Square from) {
    const pieces::KindSet walks = borrowed_walks(c.pos, from, c.us, c.occ);
    const std::size_t first = c.out.size();
    for (const PieceKind w : walks) {
        const std::size_t start = c.out.size();
        c.borrowed = true;
        kind_moves(c, from, w, start);
        c.borrowed = false;
        std::size_t n = start;
        for (std::size_t m = start; m < c.out.size(); ++m) {
            bool dup = false;
            for (std::size_t e = first; e < start && !dup; ++e) dup = c.out[e] == c.out[m];
            if (!dup) c.out[n++] = c.out[m];
        }
        c.out.resize(n);
    }
}

// The moves of the primitives from TreeHop on (walk.hpp), out of line so
// that part_moves, inlined into the hot generator, stays as small as it was.
void later_motion_moves(auto& c, Square from, const CompiledPart& p, std::size_t first_of_piece) {
    switch (p.motion) {
        case Motion::Flood:
            return flood_moves(c, from, p);
        case Motion::LameRide:
        case Motion::LameLion:
        case Motion::LameHop:
            for (int i = 0; i < p.line_count; ++i) lame_moves(c, from, p, p.lines[i]);
            return;
        case Motion::TreeHop:
            return tree_moves(c, from, p.land != 0, first_of_piece);
        case Motion::LeafHop:
            return leaf_moves(c, from, p.land != 0);
        case Motion::NonStopEquiStop:
            return nonstop_equistop_moves(c, from);
        case Motion::MarinePawn:
            return marine_pawn_moves(c, from, true);
        case Motion::MarinePawnCapture:
            return marine_pawn_moves(c, from, false);
        case Motion::MaoLocust:
        case Motion::MoaLocust:
            return mao_locust_moves(c, from, p);
        case Motion::BerolinaPawn:
            return pawn_moves(c, from, c.pos.at(from).kind, false, true);
        case Motion::Orphan:
        case Motion::Friend:
            return borrowed_moves(c, from);
        default:
            break;
    }
    if (pieces::is_rose(p.motion)) return rose_moves(c, from, p.motion, first_of_piece);
    for (int i = 0; i < p.line_count; ++i) {
        const Line& l = p.lines[i];
        switch (p.motion) {
            case Motion::EagleEquiHop: {
                // Over the hurdle, then as far again turned by 90 degrees
                // over empty squares (a leap hurdle: one turned vector).
                const Square h = p.adjacent_hurdle ? next_square(from, l) : next_piece(from, l, c.occ);
                if (h == NoSquare || !c.piece(h)) break;
                const int d = p.adjacent_hurdle ? 1 : steps_to(from, h, l);
                for (int sign : {1, -1}) {
                    const Vec u = turned90(l.v, sign);
                    Square t = h;
                    for (int j = 1; j <= d && t != NoSquare; ++j) {
                        t = step(t, u);
                        if (t != NoSquare && j < d && !c.empty(t)) t = NoSquare;
                    }
                    if (t != NoSquare && c.lands(t)) add_once(c, first_of_piece, from, t);
                }
                break;
            }
            case Motion::NonStopEagleEquiHop: {
                int k = 1;
                for (Square h = next_square(from, l); h != NoSquare; h = next_square(h, l), ++k) {
                    if (!c.piece(h)) continue;
                    for (int sign : {1, -1}) {
                        const Square t = step(h, turned90(Vec{k * l.v.df, k * l.v.dr}, sign));
                        if (t != NoSquare && c.lands(t)) add_once(c, first_of_piece, from, t);
                    }
                }
                break;
            }
            case Motion::EquiStop: {
                if (p.adjacent_hurdle) {  // hurdle two vectors away, arrival one
                    const Square h = step(from, Vec{2 * l.v.df, 2 * l.v.dr});
                    const Square t = next_square(from, l);
                    if (h != NoSquare && c.piece(h) && c.lands(t)) c.add(from, t);
                    break;
                }
                const Square h1 = next_piece(from, l, c.occ);
                if (h1 == NoSquare || c.hole(h1)) break;
                const int d = steps_to(from, h1, l);
                if (d % 2 == 0) {
                    Square t = from;
                    for (int j = 0; j < d / 2; ++j) t = next_square(t, l);
                    c.add(from, t);
                }
                if (c.enemy(h1)) {  // captures h1 when the next piece is as far beyond it
                    const Square h2 = next_piece(h1, l, c.occ);
                    if (h2 != NoSquare && !c.hole(h2) && steps_to(h1, h2, l) == d) c.add(from, h1);
                }
                break;
            }
            case Motion::ArgentinianRide: {
                const Square h = next_piece(from, l, c.occ);
                if (h == NoSquare || c.hole(h)) break;
                if (c.enemy(h)) c.add(from, h);
                for (Square x = next_square(h, l); x != NoSquare && c.empty(x); x = next_square(x, l)) c.add(from, x);
                break;
            }
            case Motion::MultiLion: {
                Square h = from;
                for (int j = 0; j < p.land && h != NoSquare; ++j) {
                    h = next_piece(h, l, c.occ);
                    if (h != NoSquare && c.hole(h)) h = NoSquare;
                }
                if (h == NoSquare) break;
                for (Square x = next_square(h, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            }
            case Motion::RearHurdleRide: {
                const Square h = step(from, Vec{-l.v.df, -l.v.dr});
                if (h == NoSquare || !c.piece(h)) break;
                for (Square x = next_square(from, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            }
            default:
                break;
        }
    }
}

[[gnu::always_inline]] inline void early_part_moves(auto& c, Square from, const CompiledPart& p, PieceKind k,
                                                    std::size_t first_of_piece) {
    switch (p.motion) {
        case Motion::Pawn:
            return pawn_moves(c, from, k, false, false);
        case Motion::Scorpion:
            return pawn_moves(c, from, k, true, false);
        default:
            break;
    }
    for (int i = 0; i < p.line_count; ++i) {
        const Line& l = p.lines[i];
        switch (p.motion) {
            case Motion::Ride:
                for (Square x = next_square(from, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            case Motion::Hop: {
                Square h = p.adjacent_hurdle ? next_square(from, l) : next_piece(from, l, c.occ);
                if (h == NoSquare || !c.piece(h)) break;
                Square t = h;
                for (int j = 1; j <= p.land && t != NoSquare; ++j) {
                    t = next_square(t, l);
                    if (t != NoSquare && j < p.land && !c.empty(t)) t = NoSquare;
                }
                if (t != NoSquare && c.lands(t)) c.add(from, t);
                break;
            }
            case Motion::Lion: {
                Square h = next_piece(from, l, c.occ);
                if (h == NoSquare || c.hole(h)) break;
                for (Square x = next_square(h, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            }
            case Motion::Kangaroo: {
                Square h1 = next_piece(from, l, c.occ);
                if (h1 == NoSquare || c.hole(h1)) break;
                Square h2 = next_piece(h1, l, c.occ);
                if (h2 == NoSquare || c.hole(h2)) break;
                Square t = next_square(h2, l);
                if (t != NoSquare && c.lands(t)) c.add(from, t);
                break;
            }
            case Motion::ContraHop: {
                Square h = next_square(from, l);
                if (h == NoSquare || !c.piece(h)) break;
                for (Square x = next_square(h, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            }
            case Motion::Locust: {
                Square h = p.adjacent_hurdle ? next_square(from, l) : next_piece(from, l, c.occ);
                if (h == NoSquare || !c.enemy(h)) break;
                Square t = next_square(h, l);
                if (t != NoSquare && c.empty(t)) c.out.push(Move{from, t, MoveType::Locust, kind::None, h});
                break;
            }
            case Motion::EquiHop: {
                // Hurdle at distance k, arrival at 2k, everything else between empty.
                Square h = next_piece(from, l, c.occ);
                if (h == NoSquare || c.hole(h)) break;
                int k = 0;
                for (Square x = from; x != h; x = next_square(x, l)) ++k;
                Square t = h;
                bool ok = true;
                for (int j = 0; j < k && ok; ++j) {
                    t = next_square(t, l);
                    ok = t != NoSquare && (j == k - 1 || c.empty(t));
                }
                if (ok && c.lands(t)) c.add(from, t);
                break;
            }
            case Motion::JumpAlong:
                for (Square x = next_square(from, l); x != NoSquare && !c.hole(x); x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (c.empty(x)) break;
                }
                break;
            case Motion::RideMove:
                for (Square x = next_square(from, l); x != NoSquare && c.empty(x); x = next_square(x, l))
                    c.add(from, x);
                break;
            case Motion::LeapMove: {
                const Square t = next_square(from, l);
                if (t != NoSquare && c.empty(t)) c.add(from, t);
                break;
            }
            case Motion::Cannon: {
                const Square h = next_piece(from, l, c.occ);
                if (h == NoSquare || c.hole(h)) break;
                const Square t = next_piece(h, l, c.occ);
                if (t != NoSquare && c.enemy(t)) c.add(from, t);
                break;
            }
            case Motion::AngleHop: {
                // One move per arrival square, whichever hurdle and turn
                // lead there (Popeye removes such duplicates), except for a
                // hurdle-colour-changing piece, whose moves differ by their
                // hurdle (in Move::aux): Popeye keeps them apart while such
                // pieces stand on the board (solving/machinery/twin.c).
                const Square h = next_piece(from, l, c.occ);
                if (h == NoSquare || c.hole(h)) break;
                const bool by_hurdle = c.pos.at(from).has(position::Attribute::HurdleColourChanging);
                for (Vec e : turned(l.v, p.land)) {
                    const Square t = step(h, e);
                    if (t == NoSquare || t == from || !c.lands(t)) continue;
                    if (by_hurdle) {
                        c.add(from, t, h);
                        continue;
                    }
                    bool dup = false;
                    for (std::size_t m = first_of_piece; m < c.out.size() && !dup; ++m)
                        dup = c.out[m].from == from && c.out[m].to == t;
                    if (!dup) c.add(from, t);
                }
                break;
            }
            case Motion::Mao:
            case Motion::Moa: {
                const Square t = step(from, l.v);
                if (t == NoSquare || !c.lands(t)) break;
                if (c.empty(step(from, lame_step(p.motion, l.v)))) c.add(from, t);
                break;
            }
            case Motion::NonStopEquiHop:
                // The hurdle k steps away, the arrival 2k steps away; the
                // squares between may hold pieces.
                for (Square h = next_square(from, l); h != NoSquare; h = next_square(h, l)) {
                    if (!c.piece(h)) continue;
                    Square t = h;
                    for (Square x = from; x != h && t != NoSquare; x = next_square(x, l)) t = next_square(t, l);
                    if (t == NoSquare) break;
                    if (c.lands(t)) c.add(from, t);
                }
                break;
            case Motion::KangarooLion: {
                const Square h1 = next_piece(from, l, c.occ);
                if (h1 == NoSquare || c.hole(h1)) break;
                const Square h2 = next_piece(h1, l, c.occ);
                if (h2 == NoSquare || c.hole(h2)) break;
                for (Square x = next_square(h2, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            }
            case Motion::EdgeRide:
                for (Square x = next_square(from, l); x != NoSquare; x = next_square(x, l)) {
                    if (c.lands(x) && on_edge(x) != on_edge(from)) c.add(from, x);
                    if (!c.empty(x)) break;
                }
                break;
            case Motion::DoubleHop: {
                // First hop to an empty square; the second from there. The mover
                // stays on its departure square meanwhile (it can be the second
                // hurdle), and the move may not end where it began. Two paths
                // to one arrival square are one move (as in Popeye).
                Square h = next_piece(from, l, c.occ);
                if (h == NoSquare || c.hole(h)) break;
                Square mid = next_square(h, l);
                if (mid == NoSquare || !c.empty(mid)) break;
                for (int j = 0; j < p.line_count; ++j) {
                    const Line& l2 = p.lines[j];
                    Square h2 = next_piece(mid, l2, c.occ);
                    if (h2 == NoSquare || c.hole(h2)) continue;
                    Square t = next_square(h2, l2);
                    if (t == NoSquare || t == from || !c.lands(t)) continue;
                    bool dup = false;  // one move per arrival square
                    for (std::size_t m = 0; m < c.out.size() && !dup; ++m)
                        dup = c.out[m].from == from && c.out[m].to == t;
                    if (!dup) c.add(from, t, mid);
                }
                break;
            }
            default:
                break;
        }
    }
}

// The parts generated out of line: the later primitives, and the parts
// restricted to moves or captures (any primitive, then filtered).
[[gnu::noinline]] void later_part_moves(auto& c, Square from, const CompiledPart& p, PieceKind k,
                                        std::size_t first_of_piece) {
    const std::size_t first = c.out.size();
    if (p.motion >= Motion::TreeHop)
        later_motion_moves(c, from, p, first_of_piece);
    else
        early_part_moves(c, from, p, k, first_of_piece);
    if (p.only != pieces::Only::Both) restrict_moves(c, first, p.only);
}

void part_moves(auto& c, Square from, const CompiledPart& p, PieceKind k, std::size_t first_of_piece) {
    if (p.out_of_line) return later_part_moves(c, from, p, k, first_of_piece);
    early_part_moves(c, from, p, k, first_of_piece);
}

// The moves of kind k's walk from `from`: its leaps, slides and parts.
[[gnu::always_inline]] inline void kind_moves(auto& c, Square from, PieceKind k, std::size_t first) {
    const CompiledKind& ck = walk_tables().kinds[k];
    c.add_targets(from, ck.leaps[from] & ~c.closed);
    if (ck.slides_rook) c.add_targets(from, rook_attacks(from, c.occ) & ~c.closed);
    if (ck.slides_bishop) c.add_targets(from, bishop_attacks(from, c.occ) & ~c.closed);
    for (int i = 0; i < ck.part_count; ++i) part_moves(c, from, ck.parts[i], k, first);
}

// Hopper Chess: forward along the file over empty squares, over one enemy
// scorpion, landing just behind it; only with a friendly springboard behind.
void hopper_move(auto& c, Square from, std::size_t first_of_piece) {
    const int fwd = c.us == Color::White ? 1 : -1;
    Square spring = step(from, {0, -fwd});
    if (spring == NoSquare || !(c.own & bb(spring))) return;
    Line l{{0, fwd}, queen_dir({0, fwd})};
    Square h = next_piece(from, l, c.occ);
    if (h == NoSquare || c.pos.at(h).kind == kind::None || !pieces::is_pawn_like(c.pos.at(h).kind) ||
        c.pos.at(h).kind == kind::Pawn || !c.enemy(h))
        return;
    Square t = next_square(h, l);
    if (t == NoSquare || !c.lands(t)) return;
    for (std::size_t m = first_of_piece; m < c.out.size(); ++m)
        if (c.out[m].to == t) return;  // the piece's own walk already goes there
    c.add(from, t);
}

// May the king of `us` pass over or land on `s` when castling? Under
// orthodox observation: `s` is not attacked. Otherwise the king is moved
// there on a copy and asked whether it is in check.
bool king_may_cross(const Position& pos, Square k, Square s, Color us) {
    if (pos.rules().move_rules.empty() || observation(pos.rules()) == Observation::Orthodox)
        return !is_attacked(pos, s, ~us);
    if (s == k) return !in_check(pos, us);
    Position p = pos;
    const Piece king = p.at(k);
    p.remove(k);
    p.put(s, king);
    return !in_check(p, us);
}

// The same when a move rule plays the king's step (MoveRule::
// plays_castling_steps): the king moves to the square it passes as a move
// of its own, with the move hooks' effects; its arrival square is not
// tested here.
bool king_may_step(const Position& pos, Square k, Square s, Color us, bool arrival) {
    if (s == k) return !in_check(pos, us);
    if (arrival) return true;
    Position p = pos;
    p.set_side_to_move(us);
    const Move step_move{k, s, MoveType::Normal, kind::None, NoSquare};
    const position::Undo u = p.make(step_move);
    const bool safe = !in_check(p, us);
    p.unmake(step_move, u);
    return safe;
}

bool plays_castling_steps(const rules::RuleSet& rules) {
    for (const auto& r : rules.move_rules)
        if (r->plays_castling_steps()) return true;
    return false;
}

void castling(auto& c) {
    const Position& pos = c.pos;
    const int r = c.us == Color::White ? 0 : 7;
    const Square k = make_square(4, r);
    const std::uint8_t rights = pos.castling() >> (c.us == Color::White ? 0 : 2);
    // The king and rook roles (the triton's under MarineChess).
    const PieceKind king = pos.rules().in_role(kind::King), rook = pos.rules().in_role(kind::Rook);
    // (A royal kind in the king's role, the poseidon, has the Royal attribute.)
    // Other attributes do not keep a king or a rook from castling (a
    // half-neutral king castles and turns neutral, regress 1172: 0-0=nh);
    // a neutral one does not castle.
    const position::Attributes royal = king == kind::King ? 0 : bit(position::Attribute::Royal);
    auto in_role = [&](Square s, PieceKind role, position::Attributes needed) {
        const Piece p = pos.at(s);
        return p.kind == role && p.color == c.us && !p.neutral() && (p.attrs & needed) == needed;
    };
    if (!(rights & 3) || !in_role(k, king, royal)) return;
    const bool steps = !pos.rules().move_rules.empty() && plays_castling_steps(pos.rules());
    auto safe = [&](int file) {
        if (steps) return king_may_step(pos, k, make_square(file, r), c.us, file == 6 || file == 2);
        return king_may_cross(pos, k, make_square(file, r), c.us);
    };
    if (!safe(4)) return;
    // The move rules may forbid a castling (UltraPatrol, KoeKo, …).
    auto allowed = [&](const Move& m) {
        for (const auto& rule : pos.rules().move_rules)
            if (!rule->allows_castling(pos, m)) return false;
        return true;
    };
    const Move short_castle{k, make_square(6, r), MoveType::CastleShort, kind::None, NoSquare};
    const Move long_castle{k, make_square(2, r), MoveType::CastleLong, kind::None, NoSquare};
    if ((rights & 1) && in_role(make_square(7, r), rook, 0) && c.empty(make_square(5, r)) &&
        c.empty(make_square(6, r)) && safe(5) && safe(6) && allowed(short_castle))
        c.out.push(short_castle);
    if ((rights & 2) && in_role(make_square(0, r), rook, 0) && c.empty(make_square(3, r)) &&
        c.empty(make_square(2, r)) && c.empty(make_square(1, r)) && safe(3) && safe(2) && allowed(long_castle))
        c.out.push(long_castle);
}

// The moves of the piece's walk (and Hopper Chess's hopper move), before
// the rule set's move rules.
std::size_t walk_moves(auto& c, Square from) {
    const PieceKind k = c.pos.at(from).kind;
    const std::size_t first = c.out.size();
    kind_moves(c, from, k, first);
    if (c.pos.rules().hopper_move && !pieces::is_pawn_like(k)) hopper_move(c, from, first);
    return first;
}

void piece_moves(auto& c, Square from) {
    const auto& rules = c.pos.rules().move_rules;
    // A rule that freezes the piece takes away every move made before it:
    // those are not made, and the rules after it start from none.
    for (std::size_t i = rules.size(); i > 0; --i)
        if (rules[i - 1]->freezing() && rules[i - 1]->freezes(c.pos, c.us, from)) {
            const std::size_t first = c.out.size();
            for (std::size_t j = i; j < rules.size(); ++j)
                rules[j]->adjust_piece_moves(c.pos, c.us, from, c.out, first);
            return;
        }
    const std::size_t first = walk_moves(c, from);
    for (const auto& rule : rules) rule->adjust_piece_moves(c.pos, c.us, from, c.out, first);
}

}  // namespace

void generate_piece_moves(const Position& pos, Square from, MoveList& out) {
    generate_piece_moves_of(pos, from, pos.side_to_move(), out);
}

void generate_piece_moves_of(const Position& pos, Square from, Color us, MoveList& out) {
    if (pos.holes()) [[unlikely]] {
        Ctx<true> c(pos, out, us);
        return piece_moves(c, from);
    }
    Ctx<false> c(pos, out, us);
    piece_moves(c, from);
}

void generate_walk_moves_of(const Position& pos, Square from, Color us, MoveList& out) {
    if (pos.holes()) [[unlikely]] {
        Ctx<true> c(pos, out, us);
        walk_moves(c, from);
        return;
    }
    Ctx<false> c(pos, out, us);
    walk_moves(c, from);
}

bool generate_quiet_walk_moves(const Position& pos, PieceKind k, Square from, Color us, Bitboard occ, MoveList& out) {
    if (pos.holes() || pos.rules().hopper_move) return false;
    const CompiledKind& ck = walk_tables().kinds[k];
    for (int i = 0; i < ck.part_count; ++i) {
        switch (ck.parts[i].motion) {
            case Motion::Leap:
            case Motion::Ride:
            case Motion::Hop:
            case Motion::Lion:
            case Motion::Kangaroo:
            case Motion::ContraHop:
            case Motion::Locust:
            case Motion::EquiHop:
            case Motion::DoubleHop:
            case Motion::RideMove:
            case Motion::LeapMove:
            case Motion::Cannon:
            case Motion::NonStopEquiHop:
            case Motion::KangarooLion:
                continue;
            default:
                return false;
        }
    }
    // Every piece the walk meets is as one of its own: it moves, it never
    // captures.
    Ctx<false> c(pos, out, us);
    c.own = c.pcs = c.occ = c.closed = occ;
    c.their = 0;
    kind_moves(c, from, k, out.size());
    return true;
}

namespace {

template <bool kHoles>
void pseudo_legal(const Position& pos, MoveList& out) {
    Color us = pos.side_to_move();
    Ctx<kHoles> c(pos, out, us);
    if (pos.rules().move_rules.empty()) {
        for (Bitboard b = pos.pieces(us); b;) walk_moves(c, pop_lsb(b));
        castling(c);
    } else {
        for (Bitboard b = pos.pieces(us); b;) piece_moves(c, pop_lsb(b));
        const std::size_t first = out.size();
        castling(c);
        if (out.size() > first)
            for (const auto& rule : pos.rules().move_rules) rule->adjust_castling_moves(pos, out, first);
    }
}

}  // namespace

void generate_pseudo_legal(const Position& pos, MoveList& out) {
    if (pos.holes()) [[unlikely]]
        return pseudo_legal<true>(pos, out);
    pseudo_legal<false>(pos, out);
}

}  // namespace dawson::movegen
