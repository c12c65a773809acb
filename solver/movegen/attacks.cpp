#include "movegen/attacks.hpp"

#include "movegen/generate.hpp"
#include "movegen/observation.hpp"
#include "movegen/radial.hpp"
#include "movegen/reach_table.hpp"
#include "movegen/rose.hpp"
#include "movegen/scan.hpp"

namespace dawson::movegen {

using namespace core;
using pieces::Motion;
using pieces::PieceKind;
using position::Piece;
using position::Position;
namespace kind = pieces::kind;

namespace {

// The rose family's attack on s: each circle walked back from s (the
// circles are the same set walked either way), to the attacker.
[[gnu::noinline]] bool rose_attacks(Square s, Motion m, Bitboard attackers, Bitboard occ) {
    auto is_attacker = [&](Square x) { return x != NoSquare && x != s && (attackers & bb(x)); };
    for (int first = 0; first < 8; ++first) {
        if (m == Motion::RoseHop || m == Motion::RoseLocust) {
            // Rose hopper: the hurdle one step v from s; rose locust: the
            // landing square one step -v from s, empty. The circle goes on
            // from the hurdle (from s) with v turned either way.
            const Vec v = kRoseCircle[first];
            const Square x = step(s, m == Motion::RoseHop ? v : Vec{-v.df, -v.dr});
            if (x == NoSquare) continue;
            if (m == Motion::RoseHop ? !(occ & bb(x)) : (occ & bb(x)) != 0) continue;
            for (int sense : {1, -1}) {
                RoseWalker w(m == Motion::RoseHop ? x : s, first + sense, sense);
                if (is_attacker(w.next_piece(occ, s))) return true;
            }
            continue;
        }
        for (int sense : {1, -1}) {
            RoseWalker w(s, first, sense);
            const Square h = w.next_piece(occ, s);
            if (m == Motion::RoseRide) {
                if (is_attacker(h)) return true;
                continue;
            }
            // Rose lion and rao: the first piece is a hurdle, the next the attacker.
            if (h != NoSquare && h != s && is_attacker(w.next_piece(occ, s))) return true;
        }
    }
    return false;
}

// The attack test of the primitives from TreeHop on (walk.hpp), out of
// line and apart from other_part_attacks, so that neither the hot inlined
// test below (part_attacks) nor the older primitives' test grows.
[[gnu::noinline]] bool later_part_attacks(Square s, const CompiledPart& p, Color by, Bitboard attackers, Bitboard occ) {
    auto is_attacker = [&](Square x) { return x != NoSquare && (attackers & bb(x)); };
    switch (p.motion) {
        case Motion::MarinePawn:
        case Motion::MarinePawnCapture: {
            // The attacker diagonally behind s (not on its first rank, for
            // the marine pawn: it has no move there), the square diagonally
            // beyond s empty.
            const int fwd = by == Color::White ? 1 : -1;
            for (int df : {-1, 1}) {
                const Square a = step(s, {-df, -fwd});
                const Square t = step(s, {df, fwd});
                if (t == NoSquare || (occ & bb(t)) || !is_attacker(a)) continue;
                if (p.motion == Motion::MarinePawnCapture || relative_rank(by, a) != 0) return true;
            }
            return false;
        }
        case Motion::BerolinaPawn: {
            // The attacker straight behind s (not on its first rank: it
            // has no move there).
            if (relative_rank(by, s) == 1) return false;
            return is_attacker(step(s, {0, by == Color::White ? -1 : 1}));
        }
        case Motion::MaoLocust:
        case Motion::MoaLocust: {
            // s is the square passed on the attacker's knight leap to an
            // empty square.
            const Motion lame = p.motion == Motion::MaoLocust ? Motion::Mao : Motion::Moa;
            for (int i = 0; i < p.line_count; ++i) {
                const Vec v = p.lines[i].v;
                const Vec e = lame_step(lame, v);
                const Square a = step(s, Vec{-e.df, -e.dr});
                if (!is_attacker(a)) continue;
                const Square t = step(a, v);
                if (t != NoSquare && !(occ & bb(t))) return true;
            }
            return false;
        }
        case Motion::RoseMove:
            return false;  // no captures
        case Motion::RoseRide:
        case Motion::RoseCannon:
        case Motion::RoseLion:
        case Motion::RoseHop:
        case Motion::RoseLocust:
            return rose_attacks(s, p.motion, attackers, occ);
        case Motion::TreeHop:
            // The hurdle one vector of a group from s, the attacker one
            // vector of that group from the hurdle.
            for (const RadialGroup& g : radial_groups(p.land != 0))
                for (Vec v : g) {
                    const Square h = step(s, v);
                    if (h == NoSquare || !(occ & bb(h))) continue;
                    for (Vec u : g)
                        if (const Square a = step(h, u); a != s && is_attacker(a)) return true;
                }
            return false;
        case Motion::LeafHop:
            // The attacker one vector of a group from s, and another square
            // that far from the attacker (not s) holds a hurdle.
            for (const RadialGroup& g : radial_groups(p.land != 0))
                for (Vec v : g) {
                    const Square a = step(s, v);
                    if (!is_attacker(a)) continue;
                    for (Vec u : g)
                        if (const Square h = step(a, u); h != NoSquare && h != s && (occ & bb(h))) return true;
                }
            return false;
        case Motion::Flood: {
            // The empty squares reached from s by leaps, then an attacker
            // one leap from s or from one of them.
            Bitboard reached = 0, todo = bb(s);
            while (todo) {
                const Square x = pop_lsb(todo);
                for (int i = 0; i < p.line_count; ++i) {
                    const Square t = step(x, p.lines[i].v);
                    if (t == NoSquare || (reached & bb(t))) continue;
                    if (is_attacker(t)) return true;
                    if (!(occ & bb(t))) reached |= bb(t), todo |= bb(t);
                }
            }
            return false;
        }
        case Motion::NonStopEquiStop:
            // s is the midpoint between the attacker and a piece.
            for (Bitboard b = attackers & ~bb(s); b;) {
                const Square a = pop_lsb(b);
                const Square h = step(s, Vec{file_of(s) - file_of(a), rank_of(s) - rank_of(a)});
                if (h != NoSquare && (occ & bb(h))) return true;
            }
            return false;
        default:
            break;
    }
    for (int i = 0; i < p.line_count; ++i) {
        const Line back = reversed(p.lines[i]);
        switch (p.motion) {
            case Motion::EagleEquiHop: {
                // The hurdle h lies beyond s along the line, as far as the
                // attacker stands from h turned by 90 degrees (a leap hurdle:
                // one vector from s, the attacker one turned vector from h).
                if (p.adjacent_hurdle) {
                    const Square h = next_square(s, p.lines[i]);
                    if (h == NoSquare || !(occ & bb(h))) break;
                    for (int sign : {1, -1})
                        if (is_attacker(step(h, turned90(p.lines[i].v, sign)))) return true;
                    break;
                }
                const Square h = next_piece(s, p.lines[i], occ);
                if (h == NoSquare) break;
                const int d = steps_to(s, h, p.lines[i]);
                for (int sign : {1, -1}) {
                    const Vec u = turned90(p.lines[i].v, sign);
                    const Line lu{u, queen_dir(u)};
                    const Square a = next_piece(h, lu, occ);
                    if (is_attacker(a) && steps_to(h, a, lu) == d) return true;
                }
                break;
            }
            case Motion::NonStopEagleEquiHop: {
                int k = 1;
                for (Square h = next_square(s, p.lines[i]); h != NoSquare; h = next_square(h, p.lines[i]), ++k) {
                    if (!(occ & bb(h))) continue;
                    const Vec kv{k * p.lines[i].v.df, k * p.lines[i].v.dr};
                    for (int sign : {1, -1})
                        if (is_attacker(step(h, turned90(kv, sign)))) return true;
                }
                break;
            }
            case Motion::EquiStop: {
                if (p.adjacent_hurdle) {  // the attacker one vector before s, the hurdle one beyond
                    const Square h = next_square(s, p.lines[i]);
                    if (h != NoSquare && (occ & bb(h)) && is_attacker(next_square(s, back))) return true;
                    break;
                }
                // The first piece beyond s as far as the attacker before it.
                const Square h = next_piece(s, p.lines[i], occ);
                const Square a = next_piece(s, back, occ);
                if (h != NoSquare && is_attacker(a) && steps_to(s, h, p.lines[i]) == steps_to(s, a, back)) return true;
                break;
            }
            case Motion::ArgentinianRide:
                if (is_attacker(next_piece(s, back, occ))) return true;
                break;
            case Motion::LameRide:
            case Motion::LameLion:
            case Motion::LameHop: {
                // Walked back from s: the attacker's steps end on s; the
                // square passed on the step from a to x is a + lame(-v).
                const Vec v = p.lines[i].v;
                const Vec pv = lame_passed(p.land != 0, Vec{-v.df, -v.dr});
                auto empty = [&](Square x) { return !(occ & bb(x)); };
                Square x = s, a = step(x, v);
                if (p.motion == Motion::LameHop) {
                    if (a != NoSquare && !empty(step(a, pv)) && is_attacker(a)) return true;
                    break;
                }
                while (a != NoSquare && empty(step(a, pv)) && empty(a)) x = a, a = step(x, v);
                if (a == NoSquare) break;
                if (p.motion == Motion::LameRide) {
                    if (empty(step(a, pv)) && is_attacker(a)) return true;
                    break;
                }
                // The lion: the hurdle is the square passed on the step
                // from a, or a itself, with a ride back to the attacker.
                if (!empty(step(a, pv)) && is_attacker(a)) return true;
                if (!empty(step(a, pv)) && !empty(a)) break;
                x = a, a = step(x, v);
                while (a != NoSquare && empty(step(a, pv)) && empty(a)) x = a, a = step(x, v);
                if (a != NoSquare && empty(step(a, pv)) && is_attacker(a)) return true;
                break;
            }
            case Motion::MultiLion: {
                Square h = s;
                for (int j = 0; j < p.land && h != NoSquare; ++j) h = next_piece(h, back, occ);
                if (h != NoSquare && is_attacker(next_piece(h, back, occ))) return true;
                break;
            }
            case Motion::RearHurdleRide: {
                const Square a = next_piece(s, back, occ);
                if (!is_attacker(a)) break;
                const Square h = next_square(a, back);
                if (h != NoSquare && (occ & bb(h))) return true;
                break;
            }
            default:
                break;
        }
    }
    return false;
}

// The attack test of the hopper family's newer primitives, out of line so
// that the hot inlined test below (part_attacks) stays small.
[[gnu::noinline]] bool other_part_attacks(Square s, const CompiledPart& p, Bitboard attackers, Bitboard occ) {
    auto is_attacker = [&](Square x) { return x != NoSquare && (attackers & bb(x)); };
    switch (p.motion) {
        case Motion::RideMove:
        case Motion::LeapMove:
            return false;  // no captures
        case Motion::AngleHop: {
            // The arrival s is one turned step e beyond the hurdle s - e;
            // the attacker is the first piece before the hurdle on its line.
            // (The hamster's 180 degrees never capture: its arrival lies
            // between it and the hurdle.)
            const std::uint8_t angles = p.land & ~pieces::angle::A180;
            for (int i = 0; i < p.line_count; ++i) {
                const Line back = reversed(p.lines[i]);
                for (Vec e : turned(p.lines[i].v, angles)) {
                    const Square h = step(s, Vec{-e.df, -e.dr});
                    if (h != NoSquare && (occ & bb(h)) && is_attacker(next_piece(h, back, occ))) return true;
                }
            }
            return false;
        }
        default:
            break;
    }
    for (int i = 0; i < p.line_count; ++i) {
        const Line back = reversed(p.lines[i]);
        switch (p.motion) {
            case Motion::Cannon: {
                Square h = next_piece(s, back, occ);
                if (h != NoSquare && is_attacker(next_piece(h, back, occ))) return true;
                break;
            }
            case Motion::Mao:
            case Motion::Moa: {
                const Square a = next_square(s, back);
                if (!is_attacker(a)) break;
                if (!(occ & bb(step(a, lame_step(p.motion, p.lines[i].v))))) return true;
                break;
            }
            case Motion::NonStopEquiHop:
                for (Square h = next_square(s, back); h != NoSquare; h = next_square(h, back)) {
                    if (!(occ & bb(h))) continue;
                    Square a = h;
                    for (Square x = s; x != h && a != NoSquare; x = next_square(x, back)) a = next_square(a, back);
                    if (a == NoSquare) break;
                    if (is_attacker(a)) return true;
                }
                break;
            case Motion::KangarooLion: {
                const Square h2 = next_piece(s, back, occ);
                if (h2 == NoSquare) break;
                const Square h1 = next_piece(h2, back, occ);
                if (h1 != NoSquare && is_attacker(next_piece(h1, back, occ))) return true;
                break;
            }
            case Motion::EdgeRide: {
                const Square a = next_piece(s, back, occ);
                if (is_attacker(a) && on_edge(a) != on_edge(s)) return true;
                break;
            }
            default:
                break;
        }
    }
    return false;
}

// Does a component of kind k (colour `by`, pieces `attackers`) capture on s?
// Every walk is symmetric, so each test walks from s backwards along the line
// (`back`) to where the attacker would stand.
// (Inlined into both callers: the attack test is the hottest code of perft.)
template <bool kLaterKinds>
[[gnu::always_inline]] inline bool part_attacks(Square s, const CompiledPart& p, Color by, Bitboard attackers,
                                                Bitboard occ) {
    auto is_attacker = [&](Square x) { return x != NoSquare && (attackers & bb(x)); };
    switch (p.motion) {
        case Motion::Pawn:
        case Motion::Scorpion: {
            // A pawn on its own first rank attacks nothing (it has no move,
            // see generate.cpp), so no pawn attacks its second rank.
            if (relative_rank(by, s) == 1) return false;
            const int back = by == Color::White ? -1 : 1;
            for (int df : {-1, 1})
                if (is_attacker(step(s, {df, back}))) return true;
            return false;
        }
        case Motion::DoubleHop: {
            // The second hop lands on s over a piece h2 next to s, starting
            // from an empty square m of the empty run beyond h2: collect those
            // squares. Then ask whether an attacker's first hop (over the
            // first piece on a line, landing just beyond it) reaches one. The
            // attacker's square stays occupied throughout (it may be the
            // second hurdle) and m is empty, so m is never that square.
            Bitboard mids = 0;
            for (int i = 0; i < p.line_count; ++i) {
                const int d = p.lines[i].dir;
                const Square h2 = kRays.next[d][s];
                if (h2 != NoSquare && (occ & bb(h2))) mids |= ray_attacks(d, h2, occ) & ~occ;
            }
            if (!mids) return false;
            for (Bitboard b = attackers; b;) {
                const Square a = pop_lsb(b);
                for (int i = 0; i < p.line_count; ++i) {
                    const int d = p.lines[i].dir;
                    const Square h1 = first_blocker(d, a, occ);
                    if (h1 == NoSquare) continue;
                    const Square m = kRays.next[d][h1];
                    if (m != NoSquare && (mids & bb(m))) return true;
                }
            }
            return false;
        }
        case Motion::RideMove:
        case Motion::LeapMove:
        case Motion::AngleHop:
        case Motion::Cannon:
        case Motion::Mao:
        case Motion::Moa:
        case Motion::NonStopEquiHop:
        case Motion::KangarooLion:
        case Motion::EdgeRide:
            return other_part_attacks(s, p, attackers, occ);
        default:
            // The primitives from TreeHop on: only kinds beyond the first 64
            // use them (catalogue.cpp checks), so the inline test of the
            // first 64 kinds does not look for them.
            if constexpr (kLaterKinds)
                if (p.motion >= Motion::TreeHop) return later_part_attacks(s, p, by, attackers, occ);
            break;
    }
    // Does an attacker on line i (turned round: from s backwards) capture on s?
    const auto line_attacks = [&](int i) -> bool {
        const Line back = reversed(p.lines[i]);
        switch (p.motion) {
            case Motion::Ride:
                return is_attacker(next_piece(s, back, occ));
            case Motion::Hop: {
                if (p.land == 1 && back.dir >= 0) {  // fast path: queen-line hoppers
                    Square h = kRays.next[back.dir][s];
                    if (h == NoSquare || !(occ & bb(h))) return false;
                    Square a = p.adjacent_hurdle ? kRays.next[back.dir][h] : first_blocker(back.dir, h, occ);
                    return is_attacker(a);
                }
                Square x = s;
                bool ok = true;
                for (int j = 1; j < p.land && ok; ++j) {
                    x = next_square(x, back);
                    ok = x != NoSquare && !(occ & bb(x));
                }
                if (!ok) return false;
                Square h = next_square(x, back);
                if (h == NoSquare || !(occ & bb(h))) return false;
                return is_attacker(p.adjacent_hurdle ? next_square(h, back) : next_piece(h, back, occ));
            }
            case Motion::Lion: {
                Square h = next_piece(s, back, occ);
                return h != NoSquare && is_attacker(next_piece(h, back, occ));
            }
            case Motion::Kangaroo: {
                Square h2 = next_square(s, back);
                if (h2 == NoSquare || !(occ & bb(h2))) return false;
                Square h1 = next_piece(h2, back, occ);
                return h1 != NoSquare && is_attacker(next_piece(h1, back, occ));
            }
            case Motion::ContraHop: {
                Square h = next_piece(s, back, occ);
                return h != NoSquare && is_attacker(next_square(h, back));
            }
            case Motion::Locust: {
                Square beyond = next_square(s, p.lines[i]);
                return beyond != NoSquare && !(occ & bb(beyond)) &&
                       is_attacker(p.adjacent_hurdle ? next_square(s, back) : next_piece(s, back, occ));
            }
            case Motion::EquiHop: {
                Square h = next_piece(s, back, occ);
                if (h == NoSquare) return false;
                int k = 0;
                for (Square x = s; x != h; x = next_square(x, back)) ++k;
                Square a = h;
                bool ok = true;
                for (int j = 0; j < k && ok; ++j) {
                    a = next_square(a, back);
                    ok = a != NoSquare && (j == k - 1 || !(occ & bb(a)));
                }
                return ok && is_attacker(a);
            }
            case Motion::JumpAlong:
                for (Square x = next_square(s, back); x != NoSquare; x = next_square(x, back)) {
                    if (is_attacker(x)) return true;
                    if (!(occ & bb(x))) return false;
                }
                return false;
            default:
                return false;
        }
    };
    if (p.queen_lines) {
        // Only the lines on which an attacker stands, each once.
        unsigned asked = 0;
        for (Bitboard b = attackers & p.reach[s]; b;) {
            const int d = kQueenDirTo[s][pop_lsb(b)];
            if (d < 0 || (asked & (1u << d))) continue;
            asked |= 1u << d;
            if (const int i = p.line_of_dir[d ^ 4]; i >= 0 && line_attacks(i)) return true;
        }
        return false;
    }
    for (int i = 0; i < p.line_count; ++i) {
        // No attacker on this line: the next one.
        if (const int d = p.lines[i].dir; d >= 0 && !(kRays.rays[d ^ 4][s] & attackers)) continue;
        if (line_attacks(i)) return true;
    }
    return false;
}

// Hopper Chess: an attacker of colour `by` moving forward along the file over
// empty squares and one enemy scorpion lands on s; it needs a friendly
// springboard directly behind it.
bool hopper_move_attacks(const Position& pos, Square s, Color by) {
    const int fwd = by == Color::White ? 1 : -1;
    Square h = step(s, {0, -fwd});
    if (h == NoSquare) return false;
    Piece hurdle = pos.at(h);
    if (hurdle.empty() || hurdle.color == by || !pieces::is_pawn_like(hurdle.kind) || hurdle.kind == kind::Pawn)
        return false;
    Line back{{0, -fwd}, queen_dir({0, -fwd})};
    Square a = next_piece(h, back, pos.occupied());
    if (a == NoSquare || pos.at(a).color != by || pieces::is_pawn_like(pos.at(a).kind)) return false;
    Square spring = step(a, {0, -fwd});
    return spring != NoSquare && (pos.pieces(by) & bb(spring));
}

}  // namespace

bool is_attacked(const Position& pos, Square s, Color by) { return is_attacked_after(pos, s, by, pos.occupied(), 0); }

namespace {

// Does the borrowing piece of kind k and colour c on x have walk w: is x
// observed with walk w by a piece of that walk of the side k borrows from,
// or by a piece of kind k of that side (not one of `used`, the chain so
// far) that has walk w in turn?
bool borrows(const Position& pos, Square x, Color c, PieceKind k, PieceKind w, Bitboard used, Bitboard occ) {
    const Color from = pieces::type(k).walk.parts[0].motion == Motion::Orphan ? ~c : c;
    if (kind_attacks(w, from, pos.pieces(from, w), x, occ)) return true;
    used |= bb(x);
    for (Bitboard b = pos.pieces(from, k) & ~used; b;) {
        const Square y = pop_lsb(b);
        if (kind_attacks(w, from, bb(y), x, occ) && borrows(pos, y, from, k, w, used, occ)) return true;
    }
    return false;
}

// Does one of the borrowing pieces `attackers` (colour `by`) capture on s
// with a walk it borrows?
[[gnu::noinline]] bool borrower_attacks(const Position& pos, Square s, Color by, Bitboard attackers, Bitboard occ) {
    for (Bitboard b = attackers; b;) {
        const Square a = pop_lsb(b);
        for (const PieceKind w : borrowed_walks(pos, a, by, occ))
            if (kind_attacks(w, by, bb(a), s, occ)) return true;
    }
    return false;
}

}  // namespace

pieces::KindSet borrowed_walks(const Position& pos, Square sq, Color c, Bitboard occ) {
    const PieceKind k = pos.at(sq).kind;
    pieces::KindSet present = pos.kinds_present(Color::White);
    present |= pos.kinds_present(Color::Black);
    pieces::KindSet walks;
    for (const PieceKind w : present)
        if (!pieces::is_borrowing_kind(w) && borrows(pos, sq, c, k, w, 0, occ)) walks.set(w);
    return walks;
}

namespace {

// Are the pieces of colour `by` of the kinds 64*w + (bits set in `bits`)
// attacking s? The body of is_attacked_after() for one word of kinds.
template <bool kLaterKinds>
[[gnu::always_inline]] inline bool attacked_by_word(const Position& pos, Square s, Color by, Bitboard occ,
                                                    Bitboard removed, int w, std::uint64_t bits) {
    const WalkTables& wt = walk_tables();
    Bitboard rook_like = 0, bishop_like = 0;
    for (; bits; bits &= bits - 1) {
        const PieceKind k = pieces::KindSet::kind_of(w, bits);
        const CompiledKind& ck = wt.kinds[k];
        const Bitboard attackers = pos.pieces(by, k) & ~removed;
        if constexpr (kLaterKinds)
            if (ck.borrows) {  // orphan, friend: the walks they borrow
                if (attackers && borrower_attacks(pos, s, by, attackers, occ)) return true;
                continue;
            }
        if (ck.leaps[s] & attackers) return true;
        if (ck.slides_rook) rook_like |= attackers;
        if (ck.slides_bishop) bishop_like |= attackers;
        for (int i = 0; i < ck.part_count; ++i)
            if ((ck.parts[i].reach[s] & attackers) && part_attacks<kLaterKinds>(s, ck.parts[i], by, attackers, occ))
                return true;
    }
    if (rook_like && (rook_attacks(s, occ) & rook_like)) return true;
    return bishop_like && (bishop_attacks(s, occ) & bishop_like);
}

// The same, out of line, for the kinds beyond the first 64 (the orthodox
// and seed kinds come first in the catalogue: their test stays inline).
[[gnu::noinline]] bool attacked_by_later_kinds(const Position& pos, Square s, Color by, Bitboard occ,
                                               Bitboard removed) {
    const pieces::KindSet& present = pos.kinds_present(by);
    for (int w = 1; w < pieces::KindSet::kWords; ++w)
        if (present.word(w) && attacked_by_word<true>(pos, s, by, occ, removed, w, present.word(w))) return true;
    return false;
}

}  // namespace

bool is_attacked_after(const Position& pos, Square s, Color by, Bitboard occ, Bitboard removed) {
    const pieces::KindSet& present = pos.kinds_present(by);
    if (attacked_by_word<false>(pos, s, by, occ, removed, 0, present.word(0))) return true;
    if (present.any_beyond_first_word() && attacked_by_later_kinds(pos, s, by, occ, removed)) return true;
    return pos.rules().hopper_move && hopper_move_attacks(pos, s, by);
}

namespace {

// The generic check test: can a piece of `them` on `from` capture the king
// of `c` with a move that leaves `c` without a king?
bool king_capturable(const Position& pos, Color c, Square king, Bitboard from) {
    const Color them = ~c;
    Position p = pos;
    p.set_side_to_move(them);
    MoveList ml;
    for (Bitboard b = from & p.pieces(them); b;) {
        ml.clear();
        generate_piece_moves_of(p, pop_lsb(b), them, ml);
        for (const position::Move& m : ml) {
            if (p.captured_square(m) != king) continue;
            const position::Undo u = p.make(m);
            const bool gone = !p.pieces(c, kind::King);
            p.unmake(m, u);
            if (gone) return true;
        }
    }
    return false;
}

}  // namespace

bool en_passant_check(const Position& pos, Color c, Square k) {
    const Square ep = pos.ep_square();
    // The royal piece is the one that double-stepped (a Berolina pawn's
    // arrival is off the file of the square it passed).
    if (ep == NoSquare || pos.ep_victim() != k) return false;
    const Color them = ~c;
    MoveList ml;
    for (Bitboard b = pos.pieces(them); b;) {
        ml.clear();
        generate_walk_moves_of(pos, pop_lsb(b), them, ml);
        for (const position::Move& m : ml)
            if (m.type == position::MoveType::EnPassant && pos.captured_square(m) == k) return true;
    }
    return false;
}

bool kind_attacks(PieceKind walk, Color by, Bitboard from, Square s, Bitboard occ) {
    const CompiledKind& ck = walk_tables().kinds[walk];
    if (ck.leaps[s] & from) return true;
    if (ck.slides_rook && (rook_attacks(s, occ) & from)) return true;
    if (ck.slides_bishop && (bishop_attacks(s, occ) & from)) return true;
    for (int i = 0; i < ck.part_count; ++i)
        if ((ck.parts[i].reach[s] & from) && part_attacks<true>(s, ck.parts[i], by, from, occ)) return true;
    return false;
}

// kind_observes() under Hopper Chess's file rule: from the pieces' moves.
// Out of line, so that the move list's frame is not set up on every call of
// the common test.
[[gnu::noinline]] static bool observes_by_moves(const Position& pos, Color by, Bitboard from, Square s) {
    MoveList ml;
    for (Bitboard b = from; b;) {
        ml.clear();
        generate_walk_moves_of(pos, pop_lsb(b), by, ml);
        for (const position::Move& m : ml)
            if (pos.captured_square(m) == s) return true;
    }
    return false;
}

bool kind_observes(const Position& pos, PieceKind k, Color by, Bitboard from, Square s) {
    if (!pos.rules().hopper_move) return kind_attacks(k, by, from, s, pos.occupied());
    return observes_by_moves(pos, by, from, s);
}

bool pieces_observe(const Position& pos, Color by, Bitboard from, Square s) {
    if (pos.rules().hopper_move) return observes_by_moves(pos, by, from, s);
    for (Bitboard b = from; b;) {
        const Square f = pop_lsb(b);
        if (kind_attacks(pos.at(f).kind, by, bb(f), s, pos.occupied())) return true;
    }
    return false;
}

// Under a changed observation, each enemy piece is asked through the move
// rules how it observes the king (from where, with which walk, whether at
// all), its capture is tested as an attack, and the rules say whether that
// capture would leave the side without its king. A rule may defer to the
// generic test, which plays every capture of the king.
bool in_check_under_rules(const Position& pos, Color c) {
    const Square k = pos.king(c);
    if (k == NoSquare) return false;
    const Color them = ~c;
    const Observation o = observation(pos.rules());
    if (o == Observation::Orthodox || pos.rules().hopper_move) {
        if (o == Observation::Orthodox)
            return is_attacked(pos, k, them) || (pos.ep_square() != NoSquare && en_passant_check(pos, c, k));
        return king_capturable(pos, c, k, pos.pieces(them));
    }
    if (const Bitboard holes = blocking_holes(pos, o))
        return is_attacked_after(pos, k, them, pos.occupied() | holes, 0) ||
               (pos.ep_square() != NoSquare && en_passant_check(pos, c, k));
    const auto& rules = pos.rules().move_rules;
    const auto& kinds = walk_tables().kinds;
    const auto& reach = reach_table().reach[index(them)][k];
    Bitboard generic = 0;  // the pieces a rule asks the generic test for
    for (Bitboard b = pos.pieces(them); b;) {
        const Square sq = pop_lsb(b);
        const PieceKind kind = pos.at(sq).kind;
        // A borrowing piece's walks depend on the position: the generic test.
        if (kinds[kind].borrows) {
            generic |= bb(sq);
            continue;
        }
        // A Narrower observation only removes attacks: a piece whose walk
        // does not reach the king is not asked about (Madrasi asks who
        // observes the piece). Asking each piece here is cheaper than
        // asking whether any piece attacks the king first: the pieces that
        // do are asked again below.
        if (o == Observation::Narrower &&
            (!(reach[kind] & bb(sq)) || !kind_attacks(kind, them, bb(sq), k, pos.occupied())))
            continue;
        MoveRule::ObserverView view{sq, kind};
        bool can = true;
        for (const auto& r : rules) {
            if (!r->observer(pos, sq, them, k, view)) {
                can = false;
                break;
            }
        }
        if (view.generic) {
            generic |= bb(sq);
            continue;
        }
        if (!can) continue;
        // (Under a Narrower observation the piece's own walk from its own
        // square was tested above.)
        const bool unchanged = view.from == sq && view.walk == kind;
        if (!(o == Observation::Narrower && unchanged) &&
            !kind_attacks(view.walk, them, bb(view.from), k, observer_occupancy(pos, sq, view.from)))
            continue;
        bool sticks = true;
        for (const auto& r : rules) sticks = sticks && r->king_capture_sticks(pos, sq, k);
        if (sticks) return true;
    }
    if (!generic) return false;
    // Narrower: the generic test only where a walk reaches the king.
    if (o == Observation::Narrower && !is_attacked(pos, k, them)) return false;
    return king_capturable(pos, c, k, generic);
}

}  // namespace dawson::movegen
