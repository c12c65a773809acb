#include "search/stalemate_bound.hpp"

#include <algorithm>
#include <array>

#include "movegen/stalemate_filter.hpp"
#include "movegen/walk_tables.hpp"
#include "search/empty_board.hpp"
#include "search/stalemate_cluster.hpp"

namespace dawson::search {

using namespace core;
using position::Position;
namespace kind = pieces::kind;

namespace {

// The moves of the piece of `side` on s that make it a witness: the
// squares of its steps not held by its side or a hole (`held`), a pawn's
// step square where no piece or hole stands (`occupied`). None where an
// en passant capture may take it off elsewhere, nor where it may end
// pinned without a move (`pins`).
Bitboard witness_moves(const Position& pos, Color side, Square s, Bitboard occupied, Bitboard held,
                       const PinLines& pins) {
    const pieces::PieceKind k = pos.at(s).kind;
    if (s == pos.ep_victim() || (pins.immobile(k) & bb(s))) return 0;
    if (k == kind::Pawn) {
        const Bitboard q = bb(step_square(side, s));
        return occupied & q ? 0 : q;
    }
    return steps(k, s) & ~held;
}

struct Witness {
    Square piece;
    Bitboard block;  // the move's arrival
    Bitboard reach;  // where the piece could go with one move
};

// The sharper count of the witnesses' moves, for the last few moves of
// `side` (at most kMaxImmobileOwn). Every piece of `side` but its king
// that has a move now (its needs: the squares of its steps, leaps or pawn
// step that are not held by its own side or a hole) and cannot end pinned
// must, at the end, be
//  - taken, or a pawn blocked by an opponent's piece: one move of the
//    opponent's each, where its square (a pawn's step square too) is in
//    the opponent's reach (kind A);
//  - where it stands, each of its needs held by a piece of `side` that
//    lands there, shared by all the pieces that need that square (kind C);
//  - moved to a square t it reaches in `own` moves (its cost: the fewest
//    moves there) where it could end without a move: the squares of its
//    steps from t not held (the square it leaves counts as empty) are
//    needed as in C; nothing where t may end pinned, or a pawn's on its
//    last rank (it has promoted). Its move lands on t, which may be a
//    square another piece needs (kind B); or moved there and taken there,
//    a move of the opponent's too, where t is in the opponent's reach.
// A needed square costs the fewest moves a piece of `side` that is no
// witness needs to land there, unless a moved piece lands there. So `side`
// needs at least the costs of B and of the needed squares, less the most
// the landings save; no choice of kinds within `own` and `other`: the
// stalemate is out of reach. (Optimistic throughout: pieces that land on a
// square and the pieces that may move away are not asked to end without a
// move.)
constexpr int kMaxImmobileOwn = 2;

class ImmobileSearch {
public:
    // `king_end`: where the king of `side` ends (NoSquare: anywhere). With
    // it, the squares held and occupied are those of the end (the king on
    // king_end, where no other piece of `side` may stand now), the king is
    // no filler and nothing else ends there; a move's one-move arrivals
    // are asked without the king in the way (it may have left before).
    // `uncovered`: the squares beside king_end the opponent cannot guard
    // (nor stand on, unguarded): each must end held by a piece of `side`,
    // so those empty now are needed from the start, and a piece (but a
    // pawn, which may stay blocked) taken or moving off one leaves it
    // needed again.
    ImmobileSearch(const Position& pos, Color side, int own, int other, Bitboard opp_reach, const PinLines& pins,
                   Square king_end = NoSquare, Bitboard uncovered = 0)
        : eb_(empty_board()), own_(own), other_(other), pins_(pins) {
        // Holes (Hole) are held squares: no piece steps there.
        const Square king = pos.king(side);
        const Bitboard moved_king = king_end == NoSquare ? 0 : bb(king) ^ bb(king_end);
        const Bitboard mine = pos.pieces(side) ^ moved_king, occupied = (pos.occupied() | pos.holes()) ^ moved_king;
        side_ = side;
        mine_ = mine;
        flights_ = uncovered & ~mine;
        held_ = mine | pos.holes();
        occupied_ = occupied;
        const Bitboard away = king_end == NoSquare ? 0 : bb(king);  // the king, gone from the way
        move_occupied_ = (pos.occupied() | pos.holes()) & ~away;
        move_held_ = (pos.pieces(side) | pos.holes()) & ~away;
        ends_ = king_end == NoSquare ? kAllSquares : ~bb(king_end);
        opp_reach_ = opp_reach;
        Bitboard witnesses = 0;
        const Square king_at = king_end == NoSquare ? king : king_end;
        for (Bitboard b = mine & ~bb(king_at); b && n_ < kMaxPieces;) {
            const Square s = pop_lsb(b);
            const Bitboard needs = witness_moves(pos, side, s, occupied, held_, pins);
            if (!needs) continue;
            Mobile& w = w_[n_];
            w.kind = pos.at(s).kind;
            w.square = s;
            w.needs = needs;
            // Taken, or a pawn blocked by an arrival on its step square.
            const Bitboard taken = bb(s) | (w.kind == kind::Pawn ? needs : 0);
            w.opponent = (taken & opp_reach) != 0;
            w.leaves = w.kind == kind::Pawn ? 0 : uncovered & bb(s);
            w.options = -1;  // kind B: found when first asked
            witnesses |= bb(s);
            ++n_;
        }
        for (Bitboard b = mine & ~witnesses & ~(king_end == NoSquare ? 0 : bb(king_end)); b && fillers_ < kMaxPieces;) {
            const Square s = pop_lsb(b);
            filler_[fillers_++] = {pos.at(s).kind, s};
        }
        // The pieces the opponent cannot reach first: they fail soonest.
        std::stable_partition(w_.begin(), w_.begin() + n_, [](const Mobile& w) { return !w.opponent; });
    }

    // Some assignment of kinds fits the moves (with more pieces than the
    // lists hold, it is not asked).
    bool feasible() { return popcount(mine_) > kMaxPieces || assign(0, 0, 0, 0, flights_); }

private:
    // A move of kind B: the squares it then needs, where it may land, and
    // whether it is then taken there (one move of the opponent's).
    // (No member is given a default: the search is asked at most nodes,
    // and zeroing its arrays cost as much as the rest.)
    struct Moved {
        Bitboard needs;
        Bitboard lands;
        bool taken;
        int cost;  // its moves at least
    };
    // A witness: a piece with a move now.
    struct Mobile {
        pieces::PieceKind kind;
        Square square;
        Bitboard needs;   // kind C
        Bitboard leaves;  // kinds A and B: its square, needed again
        bool opponent;
        std::array<Moved, 8> option;  // kind B
        int options;                  // -1: not found yet
    };

    void find_moves(Mobile& w) {
        w.options = 0;
        const Square s = w.square;
        const Bitboard arrivals = eb_.reach(w.kind, side_, s, own_) & ~bb(s) & ends_;
        if (w.kind == kind::Pawn)
            add_pawn_moves(w, s, arrivals, occupied_ & ~bb(s));
        else
            add_moves(w, s, arrivals);
    }

    // The squares the piece of kind k (not a pawn) on s reaches with one
    // move now: where the empty board has one move to a square but the
    // square is not among these (a piece of its side or a hole in the way
    // or there), it needs two (it must move first).
    Bitboard one_move(pieces::PieceKind k, Square s) const {
        Bitboard one = k == kind::Knight ? movegen::walk_tables().kinds[kind::Knight].leaps[s] : 0;
        if (k != kind::Knight && k != kind::Bishop) one |= rook_attacks(s, move_occupied_);
        if (k != kind::Knight && k != kind::Rook) one |= bishop_attacks(s, move_occupied_);
        if (k == kind::King) one &= movegen::walk_tables().ring[s];
        return one & ~move_held_;
    }

    // The kind-B options of the witness on s: its arrivals grouped by
    // what they need and their cost, those needing more squares than the
    // moves left after the move itself left out. Worked out a cost at a
    // time on whole sets of arrivals: how many step squares each square
    // of the board has free (stepless(): none, exactly one) is counted on
    // bitboards, and only arrivals that need exactly one square are asked
    // one by one.
    void add_moves(Mobile& w, Square s, Bitboard arrivals) {
        const Bitboard held = held_ & ~bb(s);
        Bitboard none, single;
        stepless(w.kind, ~held, none, single);
        Bitboard done = bb(s);
        const Bitboard pinnable = pins_.immobile(w.kind);  // where it may end pinned without a move
        for (int c = 1; c <= own_; ++c) {
            Bitboard at = arrivals & eb_.reach(w.kind, side_, s, c) & ~done;
            // A square the empty board reaches with one move but that a
            // piece of its side or a hole keeps it from: two moves.
            if (c == 1) at &= one_move(w.kind, s);
            done |= at;
            if (!at) continue;
            if (at & opp_reach_) add(w, {0, at & opp_reach_, true, c}, arrivals);
            // Needing nothing: where it may end pinned, or every step held.
            const Bitboard free = at & (pinnable | none);
            if (free) add(w, {0, free, false, c}, arrivals);
            if (own_ - c < 1) continue;
            for (Bitboard b = at & ~pinnable & ~none & (own_ - c == 1 ? single : kAllSquares); b;) {
                const Square t = pop_lsb(b);
                const Bitboard needs = steps(w.kind, t) & ~held;
                if (popcount(needs) <= own_ - c) add(w, {needs, bb(t), false, c}, arrivals);
            }
        }
    }

    // The squares from which a piece of kind k (not a pawn) has no step
    // to a square of `free` (`none`), or exactly one (`single`): the
    // shifts of `free` by each of its step vectors (each set holds -v
    // with v), added up to two.
    static void stepless(pieces::PieceKind k, Bitboard free, Bitboard& none, Bitboard& single) {
        static constexpr std::array<core::Vec, 8> kKnight{
            {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};
        Bitboard ones = 0, twos = 0;
        const auto count = [&](core::Vec v) {
            const Bitboard x = shift(free, v);
            twos |= ones & x;
            ones |= x;
        };
        if (k == kind::Knight)
            for (const core::Vec v : kKnight) count(v);
        else
            for (int d = 0; d < 8; ++d)
                if (k == kind::King || k == kind::Queen || (k == kind::Rook) == is_rook_dir(d)) count(kQueenDirs[d]);
        none = ~ones;
        single = ones & ~twos;
    }
    // A pawn's: on its last rank it has promoted (nothing asked of the
    // new piece); elsewhere its step square must be held, by a piece there
    // now, one of its side's landing there, or one of the opponent's (a
    // move of the opponent's, where in its reach).
    void add_pawn_moves(Mobile& w, Square s, Bitboard arrivals, Bitboard occupied) {
        const int last = side_ == Color::White ? 7 : 0;
        for (Bitboard b = arrivals; b;) {
            const Square t = pop_lsb(b);
            const int c = eb_.moves(kind::Pawn, side_, s, t);
            if (c > own_) continue;
            if (opp_reach_ & bb(t)) add(w, {0, bb(t), true, c}, arrivals);
            if (rank_of(t) == last) {
                add(w, {0, bb(t), false, c}, arrivals);
                continue;
            }
            const Bitboard step = bb(step_square(side_, t));
            if (step & occupied) {
                add(w, {0, bb(t), false, c}, arrivals);
                continue;
            }
            if (c < own_) add(w, {step, bb(t), false, c}, arrivals);
            if (step & opp_reach_) add(w, {0, bb(t), true, c}, arrivals);
        }
    }
    void add(Mobile& w, const Moved& m, Bitboard arrivals) {
        for (int i = 0; i < w.options; ++i)
            if (w.option[i].needs == m.needs && w.option[i].taken == m.taken && w.option[i].cost == m.cost) {
                w.option[i].lands |= m.lands;
                return;
            }
        if (w.options == static_cast<int>(w.option.size())) {
            // Too many kinds of arrival: one that needs nothing and may
            // land anywhere stands for them all.
            w.option[0] = {0, arrivals, false, 1};
            w.options = 1;
            return;
        }
        w.option[w.options++] = m;
    }

    // The moves of `side` the kinds chosen so far need at least, counted
    // two ways. Each moved piece needs its cost (`spent` in all), and each
    // needed square one more unless a moved piece lands there (each on a
    // different square: the largest such matching). That count never falls
    // as kinds are added, so a count over `own` ends a branch. When all
    // kinds are chosen, a needed square no moved piece lands on needs the
    // fewest moves a piece of `side` that is no witness needs to land
    // there (a witness stays, is taken, or ends where its own move goes;
    // different squares, different pieces), the moved pieces landing where
    // that saves most.
    int moves_needed(int spent, int moved, Bitboard needed) const {
        return spent + popcount(needed) - saved(0, moved, needed, [](Square) { return 1; });
    }
    int moves_needed_at_end(int spent, int moved, Bitboard needed) {
        int sum = spent;
        for (Bitboard q = needed; q;) sum += fewest_moves(pop_lsb(q));
        return sum - saved(0, moved, needed, [this](Square q) { return fewest_moves(q); });
    }
    // The most the moved pieces from i on save landing on different squares
    // of `needed`, a square q saving weight(q).
    template <class Weight>
    int saved(int i, int moved, Bitboard needed, const Weight& weight) const {
        if (i == moved) return 0;
        int best = saved(i + 1, moved, needed, weight);
        for (Bitboard x = lands_[i] & needed; x;) {
            const Square q = pop_lsb(x);
            best = std::max(best, weight(q) + saved(i + 1, moved, needed & ~bb(q), weight));
        }
        return best;
    }

    // The fewest moves a piece of `side` that is no witness needs to land
    // on q (more than `own` when none can), on the empty board.
    int fewest_moves(Square q) {
        if (!(known_ & bb(q))) {
            known_ |= bb(q);
            int least = own_ + 1;
            for (int p = 0; p < fillers_ && least > 1; ++p)
                least = std::min<int>(least, eb_.moves(filler_[p].kind, side_, filler_[p].square, q));
            fewest_[q] = least;
        }
        return fewest_[q];
    }

    // Kinds for witnesses i on; `moved` of kind B so far (their arrivals
    // in lands_, their costs `spent`), `taken` of the opponent's moves,
    // `needed` the squares of C and B.
    bool assign(int i, int spent, int moved, int taken, Bitboard needed) {
        if (moves_needed(spent, moved, needed) > own_) return false;
        if (i == n_) return moves_needed_at_end(spent, moved, needed) <= own_;
        Mobile& w = w_[i];
        if (w.opponent && taken < other_ && assign(i + 1, spent, moved, taken + 1, needed | w.leaves)) return true;
        if (assign(i + 1, spent, moved, taken, needed | w.needs)) return true;
        if (spent == own_) return false;
        if (w.options < 0) find_moves(w);
        for (int o = 0; o < w.options; ++o) {
            const Moved& m = w.option[o];
            if ((m.taken && taken == other_) || spent + m.cost > own_) continue;
            lands_[moved] = m.lands;
            if (assign(i + 1, spent + m.cost, moved + 1, taken + m.taken, needed | m.needs | w.leaves)) return true;
        }
        return false;
    }

    static constexpr int kMaxPieces = 16;
    const EmptyBoard& eb_;
    int own_, other_;
    Bitboard flights_ = 0;  // the end king's flights only a piece of `side` can hold, empty now
    Color side_;
    Bitboard mine_, held_, occupied_, opp_reach_;  // (held and occupied at the end)
    Bitboard move_occupied_, move_held_;           // for one_move()
    Bitboard ends_;                                // where a moved piece may end
    PinLines pins_;                                // where a piece may end pinned without a move
    std::array<PieceAt, kMaxPieces> filler_;       // the pieces of `side` that are no witness
    int fillers_ = 0;
    Bitboard known_ = 0;  // squares whose fewest moves are in fewest_
    std::array<int, 64> fewest_;
    std::array<Mobile, kMaxPieces> w_;
    int n_ = 0;
    std::array<Bitboard, kMaxImmobileOwn> lands_{};
};

// The opponent's reach in `other` moves, and where its riders of each
// kind of line could stand then (those it may promote to included); with
// `cover`, where it could guard (for the closed position alone).
OpponentReach opponent_reach(const Position& pos, Color opp, int other, bool castles, bool cover) {
    const EmptyBoard& eb = empty_board();
    OpponentReach o;
    o.cover = o.standing = pos.pieces(opp);
    // The movers, for one move alone (more pieces than they hold: none).
    const bool movers = cover && other == 1 && popcount(pos.pieces(opp)) < static_cast<int>(o.mover.size());
    for (Bitboard b = pos.pieces(opp); b;) {
        const Square s = pop_lsb(b);
        const pieces::PieceKind k = pos.at(s).kind;
        const Bitboard r = eb.reach(k, opp, s, other);
        o.reach |= r;
        if (cover) {
            const Bitboard c = eb.cover(k, opp, s, other);
            o.cover |= c;
            o.standing |= eb.cover(k, opp, s, 0);
            if (movers) o.mover[o.movers++] = {r, c};
        }
        if (k == kind::Queen || k == kind::Rook) o.rook_riders |= r;
        if (k == kind::Queen || k == kind::Bishop) o.bishop_riders |= r;
        if (k == kind::Pawn) {
            const Bitboard promoted = r == kAllSquares ? kAllSquares : r & rank_bb(opp == Color::White ? 7 : 0);
            o.rook_riders |= promoted;
            o.bishop_riders |= promoted;
        }
    }
    if (castles) {
        // The rook and king, on either wing.
        const Bitboard rank = rank_bb(opp == Color::White ? 0 : 7);
        o.reach |= rank;
        if (cover) {
            const OpponentReach::Mover castling{rank, castled_cover(opp, kShortWing | kLongWing, 0)};
            o.cover |= castling.cover;
            if (movers) o.mover[o.movers++] = castling;
        }
        o.rook_riders |= rank;
    }
    return o;
}

}  // namespace

bool stalemate_out_of_reach(const Position& pos, Color side, int own, int other, ClusterWitness* closed,
                            Bitboard* kings) {
    if (!movegen::goal_bound_play(pos)) return false;
    const Square king = pos.king(side);
    if (king == NoSquare) return false;
    // No more witnesses than our moves: nothing to count. In a series of
    // more than two moves (the opponent's one move last), a closed position
    // is asked for where the count does not prune
    // (search/stalemate_cluster.hpp).
    const bool few_pieces = popcount(pos.pieces(side)) - 1 <= own;
    const bool closed_cluster = other == 1 && own > kMaxImmobileOwn;
    // With the last moves left, the closed positions listed above.
    if (other == 1 && !closed_cluster && closed && listed_out_of_reach(pos, side, own, *closed)) return true;
    if (few_pieces && !closed_cluster) return false;
    const Color opp = ~side;
    const EmptyBoard& eb = empty_board();

    const bool opp_castles = may_castle(pos, opp, other, own);
    // (the cover: for the closed position, and for the king's flights below)
    const bool per_square = kings && own >= 1 && own <= kMaxImmobileOwn;
    const OpponentReach reach = opponent_reach(pos, opp, other, opp_castles, closed_cluster || per_square);
    const Bitboard opp_reach = reach.reach, rook_riders = reach.rook_riders, bishop_riders = reach.bishop_riders;
    const bool castles = may_castle(pos, side, own, other);
    if (few_pieces) return !castles && cluster_out_of_reach(pos, side, own, reach, closed);
    // Squares between a square the king may reach and one a rider of that
    // line may reach beyond: a piece there may end pinned, and without a
    // move where it has none along the line (PinLines).
    const PinLines pins(eb.reach(kind::King, side, king, castles ? own + 1 : own), rook_riders, bishop_riders);

    // The witnesses, one per piece, their block squares all different;
    // those out of the opponent's reach choose first.
    // (Holes are held squares: no piece steps there.)
    const Bitboard mine = pos.pieces(side), occupied = pos.occupied() | pos.holes(), held = mine | pos.holes();
    std::array<Witness, 16> w;  // (w[0, count) are set)
    int count = 0, reachable = 0;
    Bitboard blocks = 0;
    for (const bool in_reach : {false, true})
        for (Bitboard b = mine & ~bb(king); b && count < 16;) {
            const Square s = pop_lsb(b);
            const pieces::PieceKind k = pos.at(s).kind;
            // The move's arrival: free of our pieces (and of every piece for
            // a pawn's step, which an arrival of the opponent blocks too).
            Bitboard targets = witness_moves(pos, side, s, occupied, held, pins);
            const Bitboard taken = bb(s) | (k == kind::Pawn ? targets : 0);
            targets &= ~blocks;
            if (!targets || ((taken & opp_reach) != 0) != in_reach) continue;
            const Square q = lsb(targets);
            w[count++] = {s, bb(q), eb.reach(k, side, s, 1)};
            blocks |= bb(q);
            if (in_reach) ++reachable;
        }
    // What the moves can take away: each of our moves one witness, or two
    // when it is the first move of a witness's piece and lands on another's
    // block square; each of the opponent's moves one (it lands on one square;
    // castling, two). Asked of the witnesses out of the opponent's reach
    // alone, and of all (more witnesses may also make more pairs).
    const auto out_of_reach = [&](int n, int opponents) {
        Bitboard bl = 0;
        for (int i = 0; i < n; ++i) bl |= w[i].block;
        int pairs = 0;
        for (int i = 0; i < n; ++i)
            if (w[i].reach & (bl & ~w[i].block)) ++pairs;
        return n > own + std::min(own, pairs) + std::min(other + (opp_castles ? 1 : 0), opponents);
    };
    if (out_of_reach(count - reachable, 0) || (reachable > 0 && out_of_reach(count, reachable))) return true;
    if (closed_cluster) return !castles && cluster_out_of_reach(pos, side, own, reach, closed);
    if (own < 1 || own > kMaxImmobileOwn || castles) return false;
    // (The closed positions listed above ask more of the last moves.)
    if (closed && closed_in_reach(*closed)) return false;
    const int opp_moves = other + (opp_castles ? 1 : 0);
    if (!ImmobileSearch(pos, side, own, opp_moves, opp_reach, pins).feasible()) return true;
    if (!kings) return false;
    // The same for each square k of `kings` where the king may end, d moves
    // away. Its flights that the opponent cannot cover must end held by a
    // piece of `side` (a piece of the opponent's there would need a guard:
    // it is covered too).
    const Bitboard others = pos.pieces(side) & ~bb(king);
    Bitboard passed = 0;
    for (Bitboard b = eb.reach(kind::King, side, king, own) & ~pos.holes() & *kings; b;) {
        const Square k = pop_lsb(b);
        const Bitboard flights = movegen::walk_tables().ring[k] & ~pos.holes() & ~reach.cover;
        // A piece of `side` on k now: not asked.
        if ((others & bb(k)) || ImmobileSearch(pos, side, own - eb.moves(kind::King, side, king, k), opp_moves,
                                               opp_reach, PinLines(bb(k), rook_riders, bishop_riders), k, flights)
                                    .feasible())
            passed |= bb(k);
    }
    *kings &= passed;
    return !passed;
}

LastMoveWitnesses::LastMoveWitnesses(const Position& pos, Color side, int other, int own) {
    if (!movegen::goal_bound_play(pos)) return;
    king_ = pos.king(side);
    if (king_ == NoSquare) return;
    other_ = other;
    own_ = own;
    const OpponentReach reach = opponent_reach(pos, ~side, other, may_castle(pos, ~side, other, own), false);
    const Bitboard held = pos.pieces(side) | pos.holes();
    if (own == 2) {
        // (Castling as the last move lands on two squares: not asked.)
        if (may_castle(pos, side, 1, other)) return;
        pins_ = PinLines(empty_board().reach(kind::King, side, king_, 1), reach.rook_riders, reach.bishop_riders);
        held_ = held;
        reach_ = reach.reach;
        for (Bitboard b = pos.pieces(side) & ~bb(king_) & ~pos.pieces(side, kind::Pawn); b && n_ < 16;) {
            const Square s = pop_lsb(b);
            const pieces::PieceKind k = pos.at(s).kind;
            if (k <= kind::Pawn) pieces_[n_++] = {s, steps(k, s), (reach_ & bb(s)) != 0, k};
        }
        return;
    }
    int unreached = 0;
    held_ = held;
    rook_riders_ = reach.rook_riders;
    bishop_riders_ = reach.bishop_riders;
    for (Bitboard b = pos.pieces(side) & ~bb(king_) & ~pos.pieces(side, kind::Pawn); b && n_ < 16;) {
        const Square s = pop_lsb(b);
        const pieces::PieceKind k = pos.at(s).kind;
        const Piece p{s, steps(k, s), (reach.reach & bb(s)) != 0, k};
        // (Every piece, for the king's moves, which change what is free
        // and pinned.)
        if (p.free) stepping_[n_stepping_++] = p;
        if (!free_unpinned(p, held, king_)) continue;
        pieces_[n_++] = {s, p.free & ~held, p.reached, k};
        if (!p.reached) ++unreached;
    }
    // No more than the opponent can take: every move but the king's passes.
    if (n_ <= other && unreached == 0) n_ = 0;
    if (n_stepping_ <= other) n_stepping_ = 0;
}

bool LastMoveWitnesses::keeps(const position::Move& m) const {
    if (m.type == position::MoveType::CastleShort || m.type == position::MoveType::CastleLong) return true;
    if (m.from == king_) return own_ == 2 || keeps_king_move(m.to);
    if (n_ == 0) return true;
    if (own_ == 2) return keeps_before_last(m);
    int reached = 0;
    for (int i = 0; i < n_; ++i) {
        const Piece& p = pieces_[i];
        if (p.square == m.from || !(p.free & ~bb(m.to))) continue;
        if (!p.reached || ++reached > other_) return false;
    }
    return true;
}

bool LastMoveWitnesses::free_unpinned(const Piece& p, Bitboard held, Square king) const {
    return (p.free & ~held) && !PinLines::immobile_at(p.kind, p.square, king, rook_riders_, bishop_riders_);
}

bool LastMoveWitnesses::keeps_king_move(Square to) const {
    // The pieces' free steps and pins with the king on `to`.
    const Bitboard held = (held_ & ~bb(king_)) | bb(to);
    int reached = 0;
    for (int i = 0; i < n_stepping_; ++i) {
        const Piece& p = stepping_[i];
        if (!free_unpinned(p, held, to)) continue;
        if (!p.reached || ++reached > other_) return false;
    }
    return true;
}

bool LastMoveWitnesses::keeps_before_last(const position::Move& m) const {
    // The pieces with a free step after m: their free steps and reach.
    const Bitboard held = (held_ & ~bb(m.from)) | bb(m.to);
    std::array<Bitboard, 17> free;
    std::array<bool, 17> reached;
    int n = 0;
    auto add = [&](pieces::PieceKind k, Square s, Bitboard steps_there, bool in_reach) {
        const Bitboard f = steps_there & ~held;
        if (f && !(pins_.immobile(k) & bb(s))) {
            free[n] = f;
            reached[n++] = in_reach;
        }
    };
    pieces::PieceKind moved = m.promo;  // (a pawn's promotion, else the piece's kind below)
    for (int i = 0; i < n_; ++i) {
        const Piece& p = pieces_[i];
        if (p.square == m.from)
            moved = p.kind;
        else
            add(p.kind, p.square, p.free, p.reached);
    }
    if (moved != pieces::kind::None && moved != kind::Pawn)
        add(moved, m.to, steps(moved, m.to), (reach_ & bb(m.to)) != 0);
    // The last move lands on the squares t (none, or the one free step of
    // some pieces), taking those pieces away and its own, best one out of
    // the opponent's reach.
    Bitboard singles = 0;
    for (int i = 0; i < n; ++i)
        if (popcount(free[i]) == 1) singles |= free[i];
    const auto few_left = [&](Bitboard t) {
        int in_reach = 0, out = 0;
        for (int i = 0; i < n; ++i)
            if (free[i] != t) ++(reached[i] ? in_reach : out);
        if (out == 0 && in_reach > 0) --in_reach;  // (its piece)
        return out <= 1 && in_reach <= other_;
    };
    if (few_left(0)) return true;
    for (Bitboard ts = singles; ts;)
        if (few_left(bb(pop_lsb(ts)))) return true;
    return false;
}

}  // namespace dawson::search
