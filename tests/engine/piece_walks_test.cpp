// Table-driven tests over every kind of the catalogue (a kind added later is
// covered without a new test):
// - for random positions, the enemy pieces a piece attacks (is_attacked_after
//   with that piece as the only attacker) are exactly the pieces its
//   pseudo-legal captures remove (for locusts and marine pieces the
//   captured piece's square, not the arrival square), both colours;
// - perft of positions with the hopper-family kinds, against an
//   independent, simple generator written here from Popeye's descriptions of
//   the walks (no tables, no fast paths; legality by making the move and
//   looking for a capture of the king), at depth 3;
// - the same with neutral pieces (either side moves them and captures
//   them) and royal pieces of any kind standing in for the kings.

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/perft.hpp"
#include "pieces/catalogue.hpp"
#include "position/position.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;
using core::Color;
using core::Square;
using core::Vec;
using pieces::PieceKind;
using position::Piece;
using position::Position;

const rules::RuleSet& plain_rules() {
    static const rules::RuleSet r = rules::problem_rule_set({});
    return r;
}

// A random position: the piece of kind k and colour c on `from`, and 4-14
// other pieces of random kinds (pawns off the first and last ranks).
Position random_position(std::mt19937& rng, PieceKind k, Color c, Square& from) {
    Position pos(plain_rules());
    const auto kinds = pieces::all_kinds();
    std::uniform_int_distribution<int> sq(0, 63), n(4, 14), kd(0, static_cast<int>(kinds.size()) - 1), col(0, 1);
    from = static_cast<Square>(sq(rng));
    pos.put(from, Piece{k, c});
    for (int i = n(rng); i > 0; --i) {
        const Square s = static_cast<Square>(sq(rng));
        const PieceKind o = kinds[kd(rng)];
        if (!pos.at(s).empty() || o == pieces::kind::King) continue;
        if (pieces::is_pawn_like(o) && (core::rank_of(s) == 0 || core::rank_of(s) == 7)) continue;
        pos.put(s, Piece{o, col(rng) ? Color::White : Color::Black});
    }
    return pos;
}

}  // namespace

TEST_CASE("every kind attacks exactly the pieces its captures remove", "[pieces][attacks]") {
    std::mt19937 rng(20261201);
    for (PieceKind k : pieces::all_kinds()) {
        for (Color c : {Color::White, Color::Black}) {
            for (int trial = 0; trial < 60; ++trial) {
                Square from = 0;
                Position pos = random_position(rng, k, c, from);
                movegen::MoveList ml;
                movegen::generate_walk_moves_of(pos, from, c, ml);
                std::set<Square> captured;
                for (const auto& m : ml)
                    if (Square s = pos.captured_square(m); s != core::NoSquare) captured.insert(s);
                // Every other piece of colour c is left out of the attackers.
                const core::Bitboard others = pos.pieces(c) & ~core::bb(from);
                for (core::Bitboard b = pos.pieces(~c); b;) {
                    const Square s = core::pop_lsb(b);
                    INFO(pieces::type(k).code << (c == Color::White ? " white on " : " black on ")
                                              << core::square_name(from) << ", target " << core::square_name(s)
                                              << ", trial " << trial);
                    CHECK(movegen::is_attacked_after(pos, s, c, pos.occupied(), others) == (captured.count(s) == 1));
                }
            }
        }
    }
}

// movegen::generate_quiet_walk_moves (the Bul hurdle's moves): where it
// answers, its moves are, in order, the non-capturing moves the board's
// generator gives the piece on that board; it refuses the pawn-like and
// borrowing kinds, whose moves need the board.
TEST_CASE("every kind's quiet moves from the occupancy alone are the board's, or refused", "[pieces][quiet]") {
    std::mt19937 rng(20261206);
    int answered = 0;
    for (PieceKind k : pieces::all_kinds()) {
        for (Color c : {Color::White, Color::Black}) {
            for (int trial = 0; trial < 20; ++trial) {
                Square from = 0;
                const Position pos = random_position(rng, k, c, from);
                movegen::MoveList board, quiet;
                movegen::generate_walk_moves_of(pos, from, c, board);
                std::vector<Square> expected;
                for (const auto& m : board)
                    if (pos.captured_square(m) == core::NoSquare) expected.push_back(m.to);
                INFO(pieces::type(k).code << (c == Color::White ? " white on " : " black on ")
                                          << core::square_name(from) << ", trial " << trial);
                if (!movegen::generate_quiet_walk_moves(pos, k, from, c, pos.occupied(), quiet)) {
                    CHECK(quiet.empty());
                    continue;
                }
                ++answered;
                CHECK_FALSE((pieces::is_pawn_like(k) || pieces::is_borrowing_kind(k)));
                std::vector<Square> got;
                for (const auto& m : quiet) got.push_back(m.to);
                CHECK(got == expected);
            }
        }
    }
    CHECK(answered > 0);
}

namespace {

// ---- The independent generator --------------------------------------------
// A board of codes ("" empty) and colours; moves as (from, to, captured
// square or -1). Squares are file + 8 * rank.
struct Board {
    std::array<std::string, 64> code;
    std::array<int, 64> colour{};  // 0 white, 1 black, 2 neutral (moved and captured by both)
    std::array<bool, 64> royal{};  // a royal piece: captured like a king
    int ep = -1;                   // the square the last (marine, Berolina) pawn double step passed, or -1
    int ep_victim = -1;            // the square that double step arrived on
};
struct Mv {
    int from, to, cap;
    std::string promo = {};  // the promoted kind's code, or ""
};

// The marine pawn's promotions under problem_rule_set({}) (no other kinds
// present): Popeye's marine chain.
const std::vector<std::string> kMarineChain{"SI", "TR", "ND", "MS"};
bool royal_code(const std::string& c) { return c == "K" || c == "PO" || c == "ST"; }

const std::vector<Vec> kRook{{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const std::vector<Vec> kBishop{{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
const std::vector<Vec> kQueen{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
std::vector<Vec> all8(int a, int b) {
    std::vector<Vec> v;
    for (Vec x : {Vec{a, b}, Vec{-a, b}, Vec{a, -b}, Vec{-a, -b}, Vec{b, a}, Vec{-b, a}, Vec{b, -a}, Vec{-b, -a}}) {
        bool seen = false;
        for (Vec y : v) seen = seen || y == x;
        if (!seen) v.push_back(x);
    }
    return v;
}
std::vector<Vec> join(std::vector<Vec> a, const std::vector<Vec>& b) {
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

struct Gen;
std::vector<Mv> borrowed_moves(const Board& b, int side, int p);

struct Gen {
    const Board& b;
    int side;
    std::vector<Mv>& out;
    int p = 0;              // the moving piece's square
    bool borrowed = false;  // an orphan's or friend's borrowed walk: no promotion, no en passant

    static int at(int s, Vec v) {
        const int f = s % 8 + v.df, r = s / 8 + v.dr;
        return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : f + 8 * r;
    }
    bool empty(int s) const { return b.code[s].empty(); }
    bool own(int s) const { return !empty(s) && b.colour[s] == side; }
    bool enemy(int s) const { return !empty(s) && b.colour[s] != side; }
    void add(int to, int cap) { out.push_back({p, to, cap}); }
    void land(int t) {
        if (t >= 0 && t != p && !own(t)) add(t, enemy(t) ? t : -1);
    }
    void add_once(int t) {
        if (t < 0 || t == p || own(t)) return;
        for (const Mv& m : out)
            if (m.from == p && m.to == t) return;
        add(t, enemy(t) ? t : -1);
    }
    int first_piece(int s, Vec v) const {
        for (int x = at(s, v); x >= 0; x = at(x, v))
            if (!empty(x)) return x;
        return -1;
    }
    void leap(const std::vector<Vec>& vs) {
        for (Vec v : vs) land(at(p, v));
    }
    void ride(const std::vector<Vec>& vs) {
        for (Vec v : vs)
            for (int x = at(p, v); x >= 0; x = at(x, v)) {
                land(x);
                if (!empty(x)) break;
            }
    }
    void hop(const std::vector<Vec>& vs, bool adjacent = false) {
        for (Vec v : vs) {
            const int h = adjacent ? at(p, v) : first_piece(p, v);
            if (h >= 0 && !empty(h)) land(at(h, v));
        }
    }
    // Turned by 45 degrees times each of `eighths`, both ways.
    void angle(const std::vector<Vec>& vs, const std::vector<int>& eighths) {
        const Vec circle[8] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
        for (Vec v : vs) {
            const int h = first_piece(p, v);
            if (h < 0) continue;
            int i = 0;
            while (!(circle[i] == v)) ++i;
            for (int e : eighths) {
                add_once(at(h, circle[(i + e) % 8]));
                add_once(at(h, circle[(i + 8 - e) % 8]));
            }
        }
    }
    // The scarabeus: over the first piece on a queen line, to one of the two
    // knight steps nearest the line (Popeye's angle_27 vectors).
    void scarabeus() {
        for (Vec v : kQueen) {
            const int h = first_piece(p, v);
            if (h < 0) continue;
            for (Vec e : all8(1, 2))
                if (e.df * v.df + e.dr * v.dr == (v.df != 0 && v.dr != 0 ? 3 : 2)) add_once(at(h, e));
        }
    }
    void equi(const std::vector<Vec>& vs, bool nonstop) {
        for (Vec v : vs)
            for (int k = 1; k < 8; ++k) {
                const int h = at(p, Vec{k * v.df, k * v.dr});
                if (h < 0) break;
                if (empty(h)) continue;
                const int t = at(p, Vec{2 * k * v.df, 2 * k * v.dr});
                bool clear = true;
                for (int j = k + 1; j < 2 * k && t >= 0; ++j) clear = clear && empty(at(p, Vec{j * v.df, j * v.dr}));
                if (t >= 0 && (nonstop || clear)) land(t);
                if (!nonstop) break;
            }
    }
    void beyond(int h, Vec v) {  // a rider's moves from behind h
        for (int x = at(h, v); x >= 0; x = at(x, v)) {
            land(x);
            if (!empty(x)) break;
        }
    }
    void lion(const std::vector<Vec>& vs) {
        for (Vec v : vs)
            if (int h = first_piece(p, v); h >= 0) beyond(h, v);
    }
    void kangaroo(const std::vector<Vec>& vs, bool as_lion) {
        for (Vec v : vs) {
            const int h1 = first_piece(p, v);
            const int h2 = h1 < 0 ? -1 : first_piece(h1, v);
            if (h2 < 0) continue;
            if (as_lion)
                beyond(h2, v);
            else
                land(at(h2, v));
        }
    }
    void locust(const std::vector<Vec>& vs, bool adjacent) {
        for (Vec v : vs) {
            const int h = adjacent ? at(p, v) : first_piece(p, v);
            if (h < 0 || !enemy(h)) continue;
            const int t = at(h, v);
            if (t >= 0 && empty(t)) add(t, h);
        }
    }
    void quiet_ride(const std::vector<Vec>& vs) {
        for (Vec v : vs)
            for (int x = at(p, v); x >= 0 && empty(x); x = at(x, v)) add(x, -1);
    }
    void quiet_leap(const std::vector<Vec>& vs) {
        for (Vec v : vs)
            if (int t = at(p, v); t >= 0 && empty(t)) add(t, -1);
    }
    void cannon(const std::vector<Vec>& vs) {
        for (Vec v : vs) {
            const int h = first_piece(p, v);
            const int t = h < 0 ? -1 : first_piece(h, v);
            if (t >= 0 && enemy(t)) add(t, t);
        }
    }
    // The marine pawn (full) and the marine ship's share of it: a pawn's
    // steps and double step, and over an enemy diagonally in front to the
    // empty square beyond; en passant over the square a double step passed
    // (the piece that made it stands beside the mover); promotion to the
    // marine chain on the last rank.
    void marine_pawn(bool full) {
        const int fwd = side == 0 ? 1 : -1;
        const int rel = side == 0 ? p / 8 : 7 - p / 8;
        if (full && rel == 0) return;
        auto push = [&](int to, int cap) {
            if (full && !borrowed && (to / 8 == (side == 0 ? 7 : 0))) {
                for (const std::string& k : kMarineChain) out.push_back({p, to, cap, k});
            } else {
                add(to, cap);
            }
        };
        if (full) {
            const int one = at(p, Vec{0, fwd});
            if (one >= 0 && empty(one)) {
                push(one, -1);
                const int two = at(one, Vec{0, fwd});
                if (rel == 1 && two >= 0 && empty(two)) push(two, -1);
            }
        }
        for (int df : {1, -1}) {
            const int h = at(p, Vec{df, fwd});
            const int t = h < 0 ? -1 : at(h, Vec{df, fwd});
            if (t < 0 || !empty(t)) continue;
            if (enemy(h)) {
                push(t, h);
            } else if (h == b.ep && !borrowed) {
                const int victim = b.ep_victim;
                if (enemy(victim) && (b.code[victim] == "MP" || b.code[victim] == "BP")) push(t, victim);
            }
        }
    }
    // The Berolina pawn: diagonally forward to an empty square (twice the
    // same way from its second rank), captures straight forward, en passant
    // onto the square a double step passed; promotes to Q, R, B and S
    // (problem_rule_set({}): no other kinds present) on the last rank.
    void berolina() {
        const int fwd = side == 0 ? 1 : -1;
        const int rel = side == 0 ? p / 8 : 7 - p / 8;
        if (rel == 0) return;
        auto push = [&](int to, int cap) {
            if (to / 8 == (side == 0 ? 7 : 0)) {
                for (const char* k : {"Q", "R", "B", "S"}) out.push_back({p, to, cap, k});
            } else {
                add(to, cap);
            }
        };
        for (int df : {-1, 1}) {
            const int one = at(p, Vec{df, fwd});
            if (one < 0 || !empty(one)) continue;
            push(one, -1);
            const int two = at(one, Vec{df, fwd});
            if (rel == 1 && two >= 0 && empty(two)) push(two, -1);
        }
        const int t = at(p, Vec{0, fwd});
        if (t >= 0 && enemy(t)) push(t, t);
        if (t >= 0 && t == b.ep && enemy(b.ep_victim) && (b.code[b.ep_victim] == "MP" || b.code[b.ep_victim] == "BP"))
            push(t, b.ep_victim);
    }
    // Skylla (mao: through the orthogonally adjacent square) and charybdis
    // (through the diagonally adjacent one): to an empty knight square,
    // capturing an enemy on the square passed.
    void skylla(bool mao) {
        for (Vec v : all8(1, 2)) {
            const Vec pass = mao ? Vec{v.df / 2, v.dr / 2} : Vec{v.df > 0 ? 1 : -1, v.dr > 0 ? 1 : -1};
            const int t = at(p, v);
            if (t < 0 || !empty(t)) continue;
            const int via = at(p, pass);
            if (empty(via))
                add(t, -1);
            else if (enemy(via))
                add(t, via);
        }
    }
    void lame(bool mao) {
        for (Vec v : all8(1, 2)) {
            const Vec pass = mao ? Vec{v.df / 2, v.dr / 2} : Vec{v.df > 0 ? 1 : -1, v.dr > 0 ? 1 : -1};
            const int via = at(p, pass);  // off the board: so is the target
            if (via >= 0 && empty(via)) land(at(p, v));
        }
    }
    // The lame knights' paths: each knight step passes the orthogonally
    // adjacent square (mao) or the diagonal one (moa).
    static Vec passed(bool mao, Vec v) {
        return mao ? Vec{v.df / 2, v.dr / 2} : Vec{v.df > 0 ? 1 : -1, v.dr > 0 ? 1 : -1};
    }
    // Lame rider (hurdles 0) or lion (hurdles 1): along repeated knight
    // steps, the square passed and the square stepped on of each step in
    // turn; a step's arrival is reached when exactly `hurdles` pieces stand
    // before it on that path.
    void lame_path(bool mao, int hurdles) {
        for (Vec v : all8(1, 2)) {
            int seen = 0;
            for (int x = p, t = at(x, v); t >= 0 && seen <= hurdles; x = t, t = at(x, v)) {
                seen += empty(at(x, passed(mao, v))) ? 0 : 1;
                if (seen == hurdles) land(t);
                seen += empty(t) ? 0 : 1;
            }
        }
    }
    // Mao- or moahopper: the knight step when the square passed holds a piece.
    void lame_hop(bool mao) {
        for (Vec v : all8(1, 2))
            if (int t = at(p, v); t >= 0 && !empty(at(p, passed(mao, v)))) land(t);
    }
    // Saltador: moves as mao- and moahopper (once for each square passed
    // that holds a piece, as Popeye generates them), captures as mao and moa.
    void saltador() {
        for (bool capture : {false, true})
            for (bool mao : {true, false})
                for (Vec v : all8(1, 2)) {
                    const int t = at(p, v);
                    if (t < 0 || (capture ? !enemy(t) : !empty(t))) continue;
                    if (empty(at(p, passed(mao, v))) == capture) add(t, capture ? t : -1);
                }
    }
    // Kao: a knight's moves; captures over a piece one knight step away,
    // two steps away.
    void kao() {
        for (Vec v : all8(1, 2)) {
            const int t = at(p, v);
            if (t < 0) continue;
            if (empty(t)) {
                add(t, -1);
            } else if (const int c = at(t, v); c >= 0 && enemy(c)) {
                add(c, c);
            }
        }
    }
    // Ubiubi: every empty square a chain of knight leaps over empty squares
    // reaches, and every enemy piece one leap from the departure or them.
    void ubiubi() {
        std::vector<int> todo{p};
        std::set<int> reached{p}, victims;
        while (!todo.empty()) {
            const int x = todo.back();
            todo.pop_back();
            for (Vec v : all8(1, 2)) {
                const int t = at(x, v);
                if (t < 0 || reached.count(t)) continue;
                if (empty(t)) {
                    reached.insert(t);
                    todo.push_back(t);
                    add(t, -1);
                } else if (enemy(t)) {
                    victims.insert(t);
                }
            }
        }
        for (int t : victims)
            if (t != p) add(t, t);
    }
    // Bob: over four hurdles on a queen line, then a rider beyond them.
    void bob() {
        for (Vec v : kQueen) {
            int h = p;
            for (int j = 0; j < 4 && h >= 0; ++j) h = first_piece(h, v);
            if (h >= 0) beyond(h, v);
        }
    }
    // Contra-hamster: a queen along a line when the square behind it, on
    // the same line, holds a piece.
    void contra_hamster() {
        for (Vec v : kQueen)
            if (int h = at(p, Vec{-v.df, -v.dr}); h >= 0 && !empty(h)) beyond(p, v);
    }
    static bool edge(int s) { return s % 8 == 0 || s % 8 == 7 || s / 8 == 0 || s / 8 == 7; }
    void edgehog() {
        for (Vec v : kQueen)
            for (int x = at(p, v); x >= 0; x = at(x, v)) {
                if (edge(x) != edge(p)) land(x);
                if (!empty(x)) break;
            }
    }
    void double_hop(const std::vector<Vec>& vs) {
        for (Vec v1 : vs) {
            const int h1 = first_piece(p, v1);
            const int mid = h1 < 0 ? -1 : at(h1, v1);
            if (mid < 0 || !empty(mid)) continue;
            for (Vec v2 : vs) {
                const int h2 = first_piece(mid, v2);
                if (h2 >= 0) add_once(at(h2, v2));
            }
        }
    }

    // Every vector (x, y) with both coordinates in -7 … 7, not (0, 0), of
    // squared length `len2`; `queen_only` keeps the orthogonal and diagonal
    // ones (the lesser radial hoppers).
    static std::vector<Vec> of_length(int len2, bool queen_only) {
        std::vector<Vec> out;
        for (int x = -7; x <= 7; ++x)
            for (int y = -7; y <= 7; ++y)
                if ((x || y) && x * x + y * y == len2 && (!queen_only || x == 0 || y == 0 || x == y || x == -y))
                    out.push_back({x, y});
        return out;
    }
    // Tree hopper: a hurdle at a vector of some length, the arrival at a
    // vector of the same length from the hurdle (lesser: orthogonal and
    // diagonal vectors, both legs on the same kind of line).
    void tree(bool greater) {
        for (int len2 = 1; len2 <= 98; ++len2)
            for (int kind = 0; kind < (greater ? 1 : 2); ++kind) {
                std::vector<Vec> vs = of_length(len2, !greater);
                if (!greater)  // orthogonal (kind 0) or diagonal (kind 1) only
                    std::erase_if(vs, [&](Vec v) { return (v.df == 0 || v.dr == 0) != (kind == 0); });
                for (Vec v : vs) {
                    const int h = at(p, v);
                    if (h < 0 || empty(h)) continue;
                    for (Vec w : vs) add_once(at(h, w));
                }
            }
    }
    // Leaf hopper: a leap by a vector when another vector of the same
    // length (and, lesser, the same kind of line) leads to a hurdle.
    void leaf(bool greater) {
        for (int len2 = 1; len2 <= 98; ++len2)
            for (int kind = 0; kind < (greater ? 1 : 2); ++kind) {
                std::vector<Vec> vs = of_length(len2, !greater);
                if (!greater) std::erase_if(vs, [&](Vec v) { return (v.df == 0 || v.dr == 0) != (kind == 0); });
                for (Vec w : vs)
                    for (Vec v : vs) {
                        const int h = at(p, v);
                        if (!(v == w) && h >= 0 && !empty(h)) {
                            add_once(at(p, w));
                            break;
                        }
                    }
            }
    }
    // Argentinian rider: captures the first piece when an enemy, moves to
    // the empty squares after the first piece up to the next.
    void argentinian(const std::vector<Vec>& vs) {
        for (Vec v : vs) {
            const int h = first_piece(p, v);
            if (h < 0) continue;
            if (enemy(h)) add(h, h);
            for (int x = at(h, v); x >= 0 && empty(x); x = at(x, v)) add(x, -1);
        }
    }
    static Vec times(Vec v, int k) { return Vec{k * v.df, k * v.dr}; }
    static Vec left(Vec v) { return Vec{-v.dr, v.df}; }
    static Vec right(Vec v) { return Vec{v.dr, -v.df}; }
    // Eagle equihopper: along a queen line to the first piece, k steps,
    // then k steps turned 90 degrees over empty squares; along a knight,
    // camel or zebra vector over a piece one vector away, then one vector
    // turned 90 degrees.
    void eagle_equi() {
        for (Vec v : kQueen) {
            const int h = first_piece(p, v);
            if (h < 0) continue;
            int k = 1;
            while (at(p, times(v, k)) != h) ++k;
            for (Vec u : {left(v), right(v)}) {
                bool clear = true;
                for (int j = 1; j < k; ++j) clear = clear && at(h, times(u, j)) >= 0 && empty(at(h, times(u, j)));
                if (clear) add_once(at(h, times(u, k)));
            }
        }
        for (const auto& set : {all8(1, 2), all8(1, 3), all8(2, 3)})
            for (Vec v : set) {
                const int h = at(p, v);
                if (h < 0 || empty(h)) continue;
                add_once(at(h, left(v)));
                add_once(at(h, right(v)));
            }
    }
    // Non-stop eagle equihopper: over any piece k vectors along a line,
    // then k vectors turned 90 degrees, whatever stands between.
    void eagle_nonstop() {
        for (const auto& set : {kQueen, all8(1, 2), all8(1, 3), all8(2, 3)})
            for (Vec v : set)
                for (int k = 1; k < 8; ++k) {
                    const int h = at(p, times(v, k));
                    if (h < 0) break;
                    if (empty(h)) continue;
                    add_once(at(h, times(left(v), k)));
                    add_once(at(h, times(right(v), k)));
                }
    }
    // Equistopper: along a queen line, to the midpoint between it and the
    // first piece, and the first piece captured when the next one stands
    // as far beyond it; along knight, camel and zebra vectors, one vector
    // when a piece stands two vectors away.
    void equi_stop() {
        for (Vec v : kQueen) {
            const int h1 = first_piece(p, v);
            if (h1 < 0) continue;
            int k = 1;
            while (at(p, times(v, k)) != h1) ++k;
            if (k % 2 == 0) land(at(p, times(v, k / 2)));
            const int h2 = first_piece(h1, v);
            if (enemy(h1) && h2 >= 0 && at(h1, times(v, k)) == h2) add(h1, h1);
        }
        for (const auto& set : {all8(1, 2), all8(1, 3), all8(2, 3)})
            for (Vec v : set) {
                const int h = at(p, times(v, 2));
                if (h >= 0 && !empty(h)) land(at(p, v));
            }
    }
    // Non-stop equistopper: to every square midway between it and a piece.
    void equi_stop_nonstop() {
        for (int t = 0; t < 64; ++t) {
            if (t == p) continue;
            const int h = at(t, Vec{t % 8 - p % 8, t / 8 - p / 8});
            if (h >= 0 && !empty(h)) land(t);
        }
    }

    // The rose family: the circle from `from` whose first step is knight
    // vector `first` of the octagon, turning by `sense`: its squares in
    // order, up to the board's edge, at most 8 (the 8th is `from`).
    std::vector<int> circle(int from, int first, int sense) const {
        const Vec oct[8] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
        std::vector<int> sq;
        int x = from;
        for (int i = 0; i < 8; ++i) {
            x = at(x, oct[((first + sense * i) % 8 + 8) % 8]);
            if (x < 0) break;
            sq.push_back(x);
        }
        return sq;
    }
    // m: 0 rose, 1 rose lion, 2 rose hopper, 3 rose locust, 4 rao.
    void rose(int m) {
        for (int first = 0; first < 8; ++first)
            for (int sense : {1, -1}) {
                const std::vector<int> sq = circle(p, first, sense);
                std::size_t i = 0;
                while (i < sq.size() && empty(sq[i])) {
                    if (m == 0 || m == 4) add_once(sq[i]);
                    ++i;
                }
                if (i == sq.size() || sq[i] == p) continue;  // no piece on the circle
                const int h = sq[i];
                if (m == 0) {
                    if (enemy(h)) add_once(h);
                } else if (m == 1) {  // empty squares after the hurdle, then a capture
                    std::size_t j = i + 1;
                    for (; j < sq.size() && empty(sq[j]); ++j) add_once(sq[j]);
                    if (j < sq.size() && enemy(sq[j])) add_once(sq[j]);
                } else if (m == 2) {
                    if (i + 1 < sq.size()) add_once(sq[i + 1]);
                } else if (m == 3) {
                    if (i + 1 < sq.size() && enemy(h) && empty(sq[i + 1])) add(sq[i + 1], h);
                } else {  // rao: the first piece after the hurdle
                    std::size_t j = i + 1;
                    while (j < sq.size() && empty(sq[j])) ++j;
                    if (j < sq.size() && enemy(sq[j])) add_once(sq[j]);
                }
            }
    }

    void piece(const std::string& c) {
        const auto knight = all8(1, 2), camel = all8(1, 3), zebra = all8(2, 3);
        if (c == "K")
            leap(kQueen);
        else if (c == "Q")
            ride(kQueen);
        else if (c == "R")
            ride(kRook);
        else if (c == "B")
            ride(kBishop);
        else if (c == "S")
            leap(knight);
        else if (c == "G")
            hop(kQueen);
        else if (c == "M")
            angle(kQueen, {1});
        else if (c == "EA")
            angle(kQueen, {2});
        else if (c == "SW")
            angle(kQueen, {3});
        else if (c == "RM")
            angle(kRook, {1});
        else if (c == "RE")
            angle(kRook, {2});
        else if (c == "RW")
            angle(kRook, {3});
        else if (c == "BM")
            angle(kBishop, {1});
        else if (c == "BE")
            angle(kBishop, {2});
        else if (c == "BW")
            angle(kBishop, {3});
        else if (c == "MG")
            angle(kQueen, {0, 1, 2, 3, 4});
        else if (c == "HA")
            angle(kQueen, {4});
        else if (c == "SC")
            scarabeus();
        else if (c == "CH")
            hop(camel);
        else if (c == "ZH")
            hop(zebra);
        else if (c == "GH")
            hop(join(knight, camel));
        else if (c == "KP")
            hop(knight, true);
        else if (c == "DK")
            double_hop(kRook);
        else if (c == "DB")
            double_hop(kBishop);
        else if (c == "GL") {
            leap(all8(2, 2));
            hop(kRook);
        } else if (c == "DO") {
            kangaroo(kQueen, false);
            hop(kQueen);
        } else if (c == "OR")
            equi(kQueen, false);
        else if (c == "NE")
            equi(join(join(kQueen, knight), join(camel, zebra)), true);
        else if (c == "NO")
            equi(kQueen, true);
        else if (c == "NL")
            lion(knight);
        else if (c == "KL")
            kangaroo(kQueen, true);
        else if (c == "LR")
            locust(kRook, false);
        else if (c == "LB")
            locust(kBishop, false);
        else if (c == "LN")
            locust(knight, false);
        else if (c == "SI") {
            quiet_ride(kQueen);
            locust(kQueen, false);
        } else if (c == "TR") {
            quiet_ride(kRook);
            locust(kRook, false);
        } else if (c == "ND") {
            quiet_ride(kBishop);
            locust(kBishop, false);
        } else if (c == "MS") {
            quiet_leap(knight);
            locust(knight, true);
        } else if (c == "PO") {
            quiet_leap(kQueen);
            locust(kQueen, true);
        } else if (c == "LE") {
            quiet_ride(kQueen);
            cannon(kQueen);
        } else if (c == "PA") {
            quiet_ride(kRook);
            cannon(kRook);
        } else if (c == "VA") {
            quiet_ride(kBishop);
            cannon(kBishop);
        } else if (c == "NA") {
            quiet_ride(knight);
            cannon(knight);
        } else if (c == "MA")
            lame(true);
        else if (c == "MO")
            lame(false);
        else if (c == "SO" || c == "ST") {
            leap(kQueen);
            hop(kQueen);
        } else if (c == "MP") {
            marine_pawn(true);
        } else if (c == "MH") {
            quiet_ride(kRook);
            locust(kRook, false);
            marine_pawn(false);
        } else if (c == "SK" || c == "CY") {
            skylla(c == "SK");
        } else if (c == "DU") {
        } else if (c == "EH")
            edgehog();
        else if (c == "TH" || c == "GE")
            tree(c == "GE");
        else if (c == "LH" || c == "GF")
            leaf(c == "GF");
        else if (c == "SE")
            argentinian(kQueen);
        else if (c == "FA")
            argentinian(kRook);
        else if (c == "LO")
            argentinian(kBishop);
        else if (c == "EE")
            eagle_equi();
        else if (c == "EN")
            eagle_nonstop();
        else if (c == "QE")
            equi_stop();
        else if (c == "QF")
            equi_stop_nonstop();
        else if (c == "RO")
            rose(0);
        else if (c == "RN")
            rose(1);
        else if (c == "RP")
            rose(2);
        else if (c == "LS")
            rose(3);
        else if (c == "RA")
            rose(4);
        else if (c == "AO" || c == "OA")
            lame_path(c == "AO", 0);
        else if (c == "ML" || c == "MM")
            lame_path(c == "ML", 1);
        else if (c == "AH" || c == "OH")
            lame_hop(c == "AH");
        else if (c == "SA")
            saltador();
        else if (c == "KO")
            kao();
        else if (c == "UU")
            ubiubi();
        else if (c == "RT")
            kangaroo(kQueen, true);
        else if (c == "BO")
            bob();
        else if (c == "HC")
            contra_hamster();
        else if (c == "BP")
            berolina();
        else if (c == "O" || c == "F") {
            for (const Mv& m : borrowed_moves(b, side, p)) out.push_back(m);
        } else
            FAIL("no simple walk for " << c);
    }
};

std::vector<Mv> pseudo(const Board& b, int side) {
    std::vector<Mv> out;
    for (int s = 0; s < 64; ++s)
        if (!b.code[s].empty() && (b.colour[s] == side || b.colour[s] == 2)) {
            Gen g{b, side, out, s};
            g.piece(b.code[s]);
        }
    return out;
}

// Does the piece of walk `w` and side `s` on y observe x (capture there
// were x an enemy)?
bool observes(Board b, const std::string& w, int s, int y, int x) {
    b.code[y] = w;
    b.colour[y] = s;
    b.colour[x] = 1 - s;
    b.ep = -1;
    std::vector<Mv> out;
    Gen g{b, s, out, y};
    g.piece(w);
    for (const Mv& m : out)
        if (m.cap == x) return true;
    return false;
}

// Has the orphan or friend (code k) of side c on x walk w: observed with it
// by a piece of walk w of the side it borrows from (the other side for an
// orphan), or by a piece of code k of that side, not in `used`, that has w?
bool has_walk(const Board& b, int x, int c, const std::string& k, const std::string& w, std::set<int> used) {
    const int s = k == "O" ? 1 - c : c;
    used.insert(x);
    for (int y = 0; y < 64; ++y)
        if (b.code[y] == w && b.colour[y] == s && observes(b, w, s, y, x)) return true;
    for (int y = 0; y < 64; ++y)
        if (b.code[y] == k && b.colour[y] == s && !used.count(y) && observes(b, w, s, y, x) &&
            has_walk(b, y, s, k, w, used))
            return true;
    return false;
}

// The orphan's or friend's moves: those of every walk it has, each once.
std::vector<Mv> borrowed_moves(const Board& b, int side, int p) {
    std::set<std::string> walks;
    for (int s = 0; s < 64; ++s)
        if (!b.code[s].empty() && b.code[s] != "O" && b.code[s] != "F") walks.insert(b.code[s]);
    std::vector<Mv> out;
    for (const std::string& w : walks) {
        if (!has_walk(b, p, side, b.code[p], w, {})) continue;
        std::vector<Mv> mine;
        Gen g{b, side, mine, p, true};
        g.piece(w);
        for (const Mv& m : mine) {
            bool dup = false;
            for (const Mv& o : out) dup = dup || (o.to == m.to && o.cap == m.cap && o.promo == m.promo);
            if (!dup) out.push_back(m);
        }
    }
    return out;
}

// Random positions per piece kind in the perft tests against the simple
// generator. The generator is test code, not instrumented, but under the
// sanitizers its allocations cost several times more, and it took most of
// their test time; the sanitizer builds check half as many positions (and
// no depth 4), the release build all.
constexpr int kTrialsPerKind = DAWSON_SANITIZER_BUILD ? 1 : 2;

Board played(Board b, const Mv& m) {
    if (m.cap >= 0) b.code[m.cap].clear();
    const bool pawn = b.code[m.from] == "MP" || b.code[m.from] == "BP";
    // Two ranks without a capture (a marine pawn's captures go two ranks too).
    const bool double_step = pawn && m.cap < 0 && (m.to / 8 - m.from / 8 == 2 || m.from / 8 - m.to / 8 == 2);
    b.ep = double_step ? (m.from + m.to) / 2 : -1;
    b.ep_victim = double_step ? m.to : -1;
    b.code[m.to] = m.promo.empty() ? b.code[m.from] : m.promo;
    b.colour[m.to] = b.colour[m.from];
    b.royal[m.to] = b.royal[m.from];
    b.code[m.from].clear();
    b.royal[m.from] = false;
    return b;
}

// Can `side` capture the other side's king?
bool captures_king(const Board& b, int side) {
    for (const Mv& m : pseudo(b, side))
        if (m.cap >= 0 && (royal_code(b.code[m.cap]) || b.royal[m.cap])) return true;
    return false;
}

std::uint64_t simple_perft(const Board& b, int side, int depth) {
    std::uint64_t n = 0;
    for (const Mv& m : pseudo(b, side)) {
        const Board after = played(b, m);
        if (captures_king(after, 1 - side)) continue;
        n += depth == 1 ? 1 : simple_perft(after, 1 - side, depth - 1);
    }
    return n;
}

}  // namespace

TEST_CASE("perft of the hopper-family kinds agrees with a simple generator", "[pieces][perft]") {
    const std::vector<std::string> fillers{"R", "B", "S", "G", "Q"};
    std::mt19937 rng(13);
    std::uniform_int_distribution<int> sq(0, 63), fill(0, 4);
    for (const char* code :
         {"M",  "EA", "SW", "RM", "RE", "RW", "BM", "BE", "BW", "MG", "HA", "CH", "ZH", "GH", "KP", "DK", "DB", "GL",
          "DO", "OR", "NE", "NO", "NL", "KL", "LR", "LB", "LN", "SI", "TR", "ND", "MS", "LE", "PA", "VA", "NA", "MA",
          "MO", "SO", "DU", "EH", "TH", "LH", "GE", "GF", "SE", "FA", "LO", "EE", "EN", "QE", "QF", "RO", "RN", "RP",
          "LS", "RA", "AO", "OA", "ML", "MM", "AH", "OH", "SA", "KO", "UU", "RT", "BO", "HC", "SC"}) {
        for (int trial = 0; trial < kTrialsPerKind; ++trial) {
            // Kings, two pieces of the kind for each side, three others.
            Board b;
            std::vector<std::pair<std::string, int>> men{{"K", 0},  {"K", 1},  {code, 0},
                                                         {code, 0}, {code, 1}, {code, 1}};
            for (int i = 0; i < 3; ++i) men.push_back({fillers[fill(rng)], i % 2});
            for (const auto& [c, col] : men) {
                int s = sq(rng);
                while (!b.code[s].empty()) s = sq(rng);
                b.code[s] = c;
                b.colour[s] = col;
            }
            if (captures_king(b, 0)) {  // Black, not to move, must not be in check
                --trial;
                continue;
            }
            Position pos(plain_rules());
            for (int s = 0; s < 64; ++s)
                if (!b.code[s].empty())
                    pos.put(static_cast<Square>(s),
                            Piece{*pieces::find_by_code(b.code[s]), b.colour[s] ? Color::Black : Color::White});
            std::string diagram;
            for (int s = 0; s < 64; ++s)
                if (!b.code[s].empty())
                    diagram += (b.colour[s] ? " b" : " w") + b.code[s] + core::square_name(static_cast<Square>(s));
            INFO(code << ":" << diagram);
            CHECK(movegen::perft(pos, 3) == simple_perft(b, 0, 3));
        }
    }
}

TEST_CASE("perft with neutral and royal pieces agrees with a simple generator", "[pieces][perft][neutral]") {
    // Kings or royal pieces, two neutral pieces and four others; the kinds
    // are the orthodox ones and a sample of the hopper family. The last
    // trials have one neutral royal piece (a neutral king, or a neutral
    // royal piece of another kind), the king of both sides, instead of the
    // two kings: the simple generator knows it only as a royal piece that
    // either side may capture, so a move is illegal when the other side can
    // then capture it.
    const std::vector<std::string> kinds{"R", "B", "S", "Q", "G", "NL", "NE", "LR", "CH", "RO", "MA", "DU", "EA", "RP"};
    std::mt19937 rng(29);
    std::uniform_int_distribution<int> sq(0, 63), pick(0, static_cast<int>(kinds.size()) - 1);
    int checked = 0, checked_neutral_royal = 0;
    for (int trial = 0; trial < 40; ++trial) {
        const bool neutral_royal = trial >= 24;
        const bool royals = !neutral_royal && trial % 3 == 2;  // a royal piece instead of each king
        Board b;
        std::vector<std::pair<std::string, int>> men;
        if (neutral_royal)
            men = {{trial % 2 ? "K" : kinds[pick(rng)], 2}, {kinds[pick(rng)], 2}};
        else
            men = {{royals ? kinds[pick(rng)] : "K", 0},
                   {royals ? kinds[pick(rng)] : "K", 1},
                   {kinds[pick(rng)], 2},
                   {kinds[pick(rng)], 2}};
        for (int i = 0; i < 4; ++i) men.push_back({kinds[pick(rng)], i % 2});
        for (std::size_t i = 0; i < men.size(); ++i) {
            int s = sq(rng);
            while (!b.code[s].empty()) s = sq(rng);
            b.code[s] = men[i].first;
            b.colour[s] = men[i].second;
            b.royal[s] = (royals && i < 2) || (neutral_royal && i == 0);
        }
        if (captures_king(b, 0)) continue;  // Black, not to move, must not be in check
        Position pos(plain_rules());
        std::string diagram;
        for (int s = 0; s < 64; ++s) {
            if (b.code[s].empty()) continue;
            Piece p{*pieces::find_by_code(b.code[s]), b.colour[s] == 1 ? Color::Black : Color::White};
            if (b.colour[s] == 2) p.attrs |= position::kNeutralBit;
            if (b.royal[s]) p.attrs |= position::bit(position::Attribute::Royal);
            pos.put(static_cast<Square>(s), p);
            diagram += std::string(b.colour[s] == 2 ? " n"
                                   : b.colour[s]    ? " b"
                                                    : " w") +
                       (b.royal[s] ? "r" : "") + b.code[s] + core::square_name(static_cast<Square>(s));
        }
        INFO(diagram);
        CHECK(movegen::perft(pos, 3) == simple_perft(b, 0, 3));
        ++checked;
        if (neutral_royal) ++checked_neutral_royal;
    }
    CHECK(checked >= 12);
    CHECK(checked_neutral_royal >= 8);
}

namespace {

// A board of the simple generator from "wKe1 bMPd7 …" (no neutral pieces).
Board board_of(const std::string& diagram) {
    Board b;
    std::size_t i = 0;
    while (i < diagram.size()) {
        const std::size_t e = std::min(diagram.find(' ', i), diagram.size());
        const std::string w = diagram.substr(i, e - i);
        const int s = (w[w.size() - 2] - 'a') + 8 * (w[w.size() - 1] - '1');
        b.code[s] = w.substr(1, w.size() - 3);
        b.colour[s] = w[0] == 'b';
        i = e + 1;
    }
    return b;
}

Position position_of(const Board& b, Color to_move) {
    Position pos(plain_rules());
    for (int s = 0; s < 64; ++s)
        if (!b.code[s].empty())
            pos.put(static_cast<Square>(s),
                    Piece{*pieces::find_by_code(b.code[s]), b.colour[s] ? Color::Black : Color::White});
    pos.set_side_to_move(to_move);
    return pos;
}

// Puts `men` (code, colour) on random empty squares of `b`, the pawns
// (codes in `pawns`) off the first and last ranks.
void place_men(Board& b, const std::vector<std::pair<std::string, int>>& men, std::mt19937& rng,
               std::initializer_list<std::string_view> pawns) {
    std::uniform_int_distribution<int> sq(0, 63);
    for (const auto& [c, col] : men) {
        const bool pawn = std::find(pawns.begin(), pawns.end(), c) != pawns.end();
        int s = sq(rng);
        while (!b.code[s].empty() || (pawn && (s < 8 || s >= 56))) s = sq(rng);
        b.code[s] = c;
        b.colour[s] = col;
    }
}

// The board as " wKe1 bMPd7 …", for the test's messages.
std::string diagram_of(const Board& b) {
    std::string diagram;
    for (int s = 0; s < 64; ++s)
        if (!b.code[s].empty())
            diagram += (b.colour[s] ? " b" : " w") + b.code[s] + core::square_name(static_cast<Square>(s));
    return diagram;
}

std::uint64_t perft1(const std::string& men) {
    Position pos = position_of(board_of(men), Color::White);
    return movegen::perft(pos, 1);
}

}  // namespace

TEST_CASE("perft 1 of the lame, flood and multi-hurdle kinds, counted by hand", "[pieces][perft][hand]") {
    // The white king on a1 has a2, b1, b2 (3) unless said otherwise.
    // Moarider d4 on an empty board: e6 f8, f5 h6, c6 b8, b5, e2, f3 h2,
    // c2, b3 (12); so has the maorider.
    CHECK(perft1("wKa1 wOAd4 bKh8") == 12 + 3);
    CHECK(perft1("wKa1 wAOd4 bKh8") == 12 + 3);
    // e5 is the square the moarider passes towards e6 and towards f5: 8.
    CHECK(perft1("wKa1 wOAd4 bKh8 bPe5") == 8 + 3);
    // Maorider lion d4 with a hurdle on d5 (passed towards e6 and c6):
    // e6 f8, c6 b8 (4).
    CHECK(perft1("wKa1 wMLd4 bKh8 bPd5") == 4 + 3);
    // Moarider lion d4, the hurdle on e6 (stepped on): then f8 beyond it (1).
    CHECK(perft1("wKa1 wMMd4 bKh8 bPe6") == 1 + 3);
    // Maohopper over d5: e6, c6; the pawn d6 (1). Moahopper over e5: e6, f5; e6.
    CHECK(perft1("wKa1 wAHd4 wPd5 bKh8") == 2 + 1 + 3);
    CHECK(perft1("wKa1 wOHd4 wPe5 bKh8") == 2 + 1 + 3);
    // Saltador d4: moves e6, c6 (over d5 as maohopper) and e2 (over e3 as
    // moahopper); captures f3 as a mao (e4 empty; as a moa e3 is blocked):
    // 4; pawns d6, e4 (2).
    CHECK(perft1("wKa1 wSAd4 wPd5 wPe3 bKh8 bPf3") == 4 + 2 + 3);
    // Kao d4: seven knight moves, and over e6 to capture on f8 (8).
    CHECK(perft1("wKa1 wKOd4 bKh8 bPe6 bRf8") == 8 + 3);
    // Ubiubi d4: every empty square (64 - 5 = 59, the knight's graph stays
    // connected) and the pawns f7, g6 that shield the king on h8 (2).
    CHECK(perft1("wKa1 wUUd4 bKh8 bPf7 bPg6") == 59 + 2 + 3);
    // Rabbit d1 over d3 and d5: d6, d7, d8 (3); the pawn d4 (1).
    CHECK(perft1("wKa1 wRTd1 wPd3 bPd5 bKh8") == 3 + 1 + 3);
    // Bob a3 over the four pawns a4-a7: a8 (1).
    CHECK(perft1("wKa1 wBOa3 bPa4 bPa5 bPa6 bPa7 bKh8") == 1 + 3);
    // Contra-hamster c3, its hurdle b2 behind it: d4 … h8 (5); the pawn b3,
    // b4 (2); the king a2, b1 (2).
    CHECK(perft1("wKa1 wHCc3 wPb2 bKh7") == 5 + 2 + 2);
    // Scarabeus a8 (Popeye's angle_27): over a5 down the file to the knight
    // steps nearest that line, b3 (a3's twin is off the board); over c6 on
    // the diagonal to e5 and d4; along the eighth rank no hurdle (3). The
    // pawns a5 (a6 is free, so a5-a6) and c6 (c7) (2); the king a1 (3).
    CHECK(perft1("wKa1 wSCa8 wPa5 wPc6 bKh3") == 3 + 2 + 3);
    // A black rook on d4 is captured over c6: still 3 moves.
    CHECK(perft1("wKa1 wSCa8 wPa5 wPc6 bKh3 bRd4") == 3 + 2 + 3);
}

TEST_CASE("perft of the marine and royal kinds: hand-counted positions", "[pieces][perft][marine]") {
    struct Row {
        const char* diagram;
        Color to_move;
        int depth;
        std::uint64_t nodes;
    };
    // Counted by hand (Popeye 4.104's walks, pieces/walks/marine.c,
    // skylla_charybdis.c, sting.c):
    const Row rows[] = {
        // Black: Kd8 f8 e7 f7, MPd7-d6 and the double step d7-d5: 6.
        {"wKe1 wMPe5 bKe8 bMPd7", Color::Black, 1, 6},
        // White answers each king move with MPe5-e6 and five king moves (6);
        // d7-d6 with e6, MPe5*d6-c7 and five (7); d7-d5 with e6, MPe5*c7 ep.
        // (over d6, taking d5) and five (7): 4 * 6 + 7 + 7.
        {"wKe1 wMPe5 bKe8 bMPd7", Color::Black, 2, 38},
        // MPg7-g8 promotes to SI, TR, ND, MS (no other kinds present): 4 + Ka2 b1 b2.
        {"wKa1 wMPg7 bKc8", Color::White, 1, 7},
        // Skylla d4: f5 f3 over the rook on e4 (captures), b5 b3 e6 c6 e2 c2: 8 + 3.
        {"wKa1 wSKd4 bRe4 bKh8", Color::White, 1, 11},
        // Charybdis d4: f5 e6 over the rook on e5 (captures), b5 c6 b3 c2 f3 e2: 8 + 3.
        {"wKa1 wCYd4 bRe5 bKh8", Color::White, 1, 11},
        // Marine ship d4: 14 triton moves, MHd4*e5-f6: 15 + 3.
        {"wKa1 wMHd4 bRe5 bKh8", Color::White, 1, 18},
        // The poseidon is the king: a2 and b1 are attacked by the rook, it
        // cannot take it but passes over it, POa1*b2-c3: 1.
        {"wPOa1 bRb2 bKh8", Color::White, 1, 1},
        // The sting is the king: STa1-a2 b1 b2 and the hop over c3 to d4: 4.
        {"wSTa1 bRc3 bKh8", Color::White, 1, 4},
    };
    for (const Row& r : rows) {
        INFO(r.diagram << " depth " << r.depth);
        const Board b = board_of(r.diagram);
        Position pos = position_of(b, r.to_move);
        CHECK(movegen::perft(pos, r.depth) == r.nodes);
        CHECK(simple_perft(b, r.to_move == Color::White ? 0 : 1, r.depth) == r.nodes);
    }
}

TEST_CASE("perft of the marine and royal kinds agrees with a simple generator", "[pieces][perft][marine]") {
    // A royal piece for each side (king, poseidon or sting), two pieces of
    // the kind for each side (one, the royal one, for PO and ST), three
    // others; marine pawns off the first and last ranks. Depth 3, then 4
    // for a few (the release build), which reaches en passant and
    // promotions.
    const std::vector<std::string> fillers{"R", "B", "S", "G", "SI", "TR", "MP"};
    std::mt19937 rng(2026);
    std::uniform_int_distribution<int> fill(0, static_cast<int>(fillers.size()) - 1);
    for (const std::string code : {"PO", "ST", "MP", "MH", "SK", "CY"}) {
        for (int trial = 0; trial < 2 * kTrialsPerKind; ++trial) {
            const bool royal_kind = royal_code(code);
            const std::string royal = royal_kind ? code : std::vector<std::string>{"K", "PO", "ST"}[trial % 3];
            Board b;
            std::vector<std::pair<std::string, int>> men{{royal, 0}, {royal, 1}};
            if (!royal_kind) men.insert(men.end(), {{code, 0}, {code, 0}, {code, 1}, {code, 1}});
            for (int i = 0; i < 3; ++i) men.push_back({fillers[fill(rng)], i % 2});
            place_men(b, men, rng, {"MP"});
            if (captures_king(b, 0)) {  // Black, not to move, must not be in check
                --trial;
                continue;
            }
            const Position pos = position_of(b, Color::White);
            INFO(code << ":" << diagram_of(b));
            const int depth = trial == 0 && !DAWSON_SANITIZER_BUILD ? 4 : 3;
            Position p = pos;
            CHECK(movegen::perft(p, depth) == simple_perft(b, 0, depth));
        }
    }
}

TEST_CASE("perft of the Berolina pawn, orphan and friend agrees with a simple generator", "[pieces][perft][borrow]") {
    // A king for each side, two pieces of the kind for each side, four
    // others (Berolina pawns among them, off the first and last ranks).
    // Depth 3: the orphans' and friends' walks change with every move, the
    // Berolina pawns reach their double steps, en passant and promotions.
    const std::vector<std::string> fillers{"R", "B", "S", "G", "Q", "BP"};
    std::mt19937 rng(1302);
    std::uniform_int_distribution<int> fill(0, static_cast<int>(fillers.size()) - 1);
    for (const std::string code : {"BP", "O", "F"}) {
        for (int trial = 0; trial < 4; ++trial) {
            Board b;
            std::vector<std::pair<std::string, int>> men{{"K", 0},  {"K", 1},  {code, 0},
                                                         {code, 0}, {code, 1}, {code, 1}};
            for (int i = 0; i < 4; ++i) men.push_back({fillers[fill(rng)], i % 2});
            place_men(b, men, rng, {"BP"});
            if (captures_king(b, 0)) {  // Black, not to move, must not be in check
                --trial;
                continue;
            }
            INFO(code << ":" << diagram_of(b));
            Position p = position_of(b, Color::White);
            CHECK(movegen::perft(p, 3) == simple_perft(b, 0, 3));
        }
    }
}
