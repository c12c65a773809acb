#include "search/stalemate_cluster.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

#include "movegen/walk_tables.hpp"
#include "pieces/kind.hpp"
#include "search/empty_board.hpp"
#include "search/fewest_moves.hpp"

namespace dawson::search {

using namespace core;
using position::Position;
namespace kind = pieces::kind;

namespace {

constexpr int kNever = EmptyBoard::kNever;

// A pawn on its first or last rank: the search is not asked.
bool unasked(pieces::PieceKind k, Square s) { return k == kind::Pawn && (rank_of(s) == 0 || rank_of(s) == 7); }

}  // namespace

// Every closed position found for one position (ClusterWitness): the
// ends of each (n pieces, as the search orders them), shared by the path;
// those still in reach below a node, with their costs; and where each
// piece stands there, as what.
struct ClosedEnd {
    Square to;
    pieces::PieceKind kind;
};
struct ClosedPositions {
    std::array<std::vector<ClosedEnd>, 16> ends;  // by piece: one per position
};
struct ClosedInReach {
    std::uint32_t position : 24;  // (kMaxListed fits)
    std::uint32_t cost : 8;
};
struct ClosedList {
    std::shared_ptr<const ClosedPositions> all;
    std::vector<ClosedInReach> in_reach;
    std::array<Square, 16> at;
    std::array<pieces::PieceKind, 16> kind;
    Bitboard squares = 0;  // those of `at`
};

namespace {

// The most closed positions listed, and the search's nodes to list them:
// past either, the search is asked at each node instead. Beside the final
// positions (ClusterWitness::targets_listed), a list only pays when it is short
// (intelligent 0089 ser-h=12: 772 closed positions, 0.22 s -> 0.12 s with
// them; 0138 ser-h=10: 10,947, 0.034 s -> 0.048 s), and no search is asked
// in its place.
constexpr std::size_t kMaxListed = 8'000'000, kMaxListedBesideTargets = 4'096;
constexpr long kListNodes = 100'000'000;

// The most moves a cost is counted up to: the bound is asked with fewer.
constexpr int kLevels = 16;

// One way a piece may end: as a piece of `kind` (a pawn as the piece it
// promotes to, too) on a square t after at least cost[t] moves.
struct Mode {
    pieces::PieceKind kind;
    std::array<std::uint8_t, 64> cost;
    std::array<Bitboard, kLevels> level;  // the squares of each cost
};

// A piece of the side to be stalemated, with the ways it may end (a
// pawn: as a pawn or as each piece it may promote to).
struct Piece {
    int modes = 0;
    std::array<Mode, 5> mode;
    std::array<std::uint8_t, 64> least;    // the cheapest mode's cost
    std::array<Bitboard, kLevels> within;  // the squares of each cost or less
};

// The search for a closed position of the side's pieces within `own`
// moves (stalemate_cluster.hpp): built for one position, asked once.
class ClusterSearch {
public:
    ClusterSearch(const Position& pos, Color side, int own, const OpponentReach& opp)
        : own_(own), side_(side), opp_(opp) {
        const EmptyBoard& eb = empty_board();
        const PromotionMoves& promotion = promotion_moves();
        held_ = pos.holes();
        opp_pieces_ = pos.pieces(~side);
        // The king first: the pins depend on its square.
        for (Bitboard b = pos.pieces(side); b;) {
            const Square s = pop_lsb(b);
            const pieces::PieceKind k = pos.at(s).kind;
            if (k > kind::Pawn) {
                held_ |= bb(s);  // a piece without a walk never moves
                continue;
            }
            if (unasked(k, s) || n_ == 16) return;
            order_[n_++] = {k, s};
        }
        std::stable_sort(order_.begin(), order_.begin() + n_,
                         [](const PieceAt& a, const PieceAt& b) { return a.kind < b.kind; });
        for (int i = 0; i < n_; ++i) {
            Piece& p = piece_[i];
            const pieces::PieceKind k = order_[i].kind;
            const Square s = order_[i].square;
            for (const pieces::PieceKind as : {k, kind::Queen, kind::Rook, kind::Bishop, kind::Knight}) {
                add_mode(p, as, [&](Square t) { return moves_as(eb, promotion, side, k, s, as, t); });
                if (k != kind::Pawn) break;  // (a pawn also as each piece it promotes to)
            }
            p.least.fill(kNever);
            for (int m = 0; m < p.modes; ++m)
                for (int t = 0; t < 64; ++t) p.least[t] = std::min(p.least[t], p.mode[m].cost[t]);
            Bitboard within = 0;
            for (int c = 0; c < kLevels; ++c) {
                for (int m = 0; m < p.modes; ++m) within |= p.mode[m].level[c];
                p.within[c] = within;
            }
        }
        asked_ = true;
    }

    // Some closed position costs `own` moves or fewer (or the search gave
    // up, or was not asked). The one found goes to `witness` (none where
    // the search gave up or was not asked).
    bool feasible(ClusterWitness* witness) {
        if (witness) witness->n = 0;
        if (!asked_) return true;
        if (!place(0, held_, 0, (1u << n_) - 1, true)) return false;
        if (witness && nodes_ <= kNodeBudget) {
            witness->n = n_;
            witness->squares = 0;
            witness->opponents = opp_pieces_;
            for (int i = 0; i < n_; ++i) {
                witness->ends[i] = {order_[i].square, ends_[i].square, ends_[i].kind};
                witness->squares |= bb(order_[i].square);
            }
        }
        return true;
    }

    // Every closed position within `own` moves, each with its cost;
    // null where there are too many (or the search was not asked).
    std::shared_ptr<ClosedList> list(std::size_t max_listed) {
        if (!asked_) return nullptr;
        max_listed_ = max_listed;
        listed_ = std::make_shared<ClosedPositions>();
        auto out = std::make_shared<ClosedList>();
        list_ = out.get();
        place(0, held_, 0, (1u << n_) - 1, true);
        if (nodes_ > kListNodes || list_->in_reach.size() > max_listed_) return nullptr;
        for (int i = 0; i < n_; ++i) {
            out->at[i] = order_[i].square;
            out->kind[i] = order_[i].kind;
            out->squares |= bb(order_[i].square);
        }
        out->all = listed_;
        return out;
    }

private:
    // Listing: a closed position completed with `spent` moves.
    bool listed(int spent) {
        list_->in_reach.push_back(
            {static_cast<std::uint32_t>(list_->in_reach.size()), static_cast<std::uint32_t>(spent)});
        for (int i = 0; i < n_; ++i) listed_->ends[i].push_back({ends_[i].square, ends_[i].kind});
        // (too many, or too long: stop)
        return list_->in_reach.size() > max_listed_ || nodes_ > kListNodes;
    }

    template <class Cost>
    void add_mode(Piece& p, pieces::PieceKind k, const Cost& cost) {
        Mode& m = p.mode[p.modes];
        m.kind = k;
        m.level.fill(0);
        bool any = false;
        for (int t = 0; t < 64; ++t) {
            const int c = cost(static_cast<Square>(t));
            m.cost[t] = static_cast<std::uint8_t>(c > own_ ? kNever : c);
            if (c <= own_) {
                m.level[c] |= bb(static_cast<Square>(t));
                any = true;
            }
        }
        if (any) ++p.modes;
    }

    // The squares a piece of kind k on t needs held to have no move (the
    // king's: those out of the opponent's cover; a pawn's: its step
    // square, unless a piece of the opponent's stands there).
    Bitboard needs(pieces::PieceKind k, Square t) const {
        if (k == kind::Pawn) return bb(step_square(side_, t)) & ~opp_pieces_;
        return steps(k, t) & (k == kind::King ? ~opp_.cover : kAllSquares);
    }

    // The pieces of `left` (a set of indices) still to be placed; the
    // squares `filled` are taken (by placed pieces, holes, pieces that
    // never move); those of `demand` must be filled; `spent` moves so far;
    // `capture`: the opponent's move may still take (or block) one.
    bool place(int spent, Bitboard filled, Bitboard demand, unsigned left, bool capture) {
        // Given up: in reach (listing: too long, list() says so).
        if (++nodes_ > kNodeBudget && (!list_ || nodes_ > kListNodes)) return true;
        if (popcount(demand) > std::popcount(left)) return false;
        // Each demanded square by a different piece, the cheapest for it.
        const int budget = own_ - spent;
        int bound = 0, fewest = 99;
        Square most_wanted = NoSquare;
        for (Bitboard d = demand; d;) {
            const Square q = pop_lsb(d);
            int least = kNever, candidates = 0;
            for (unsigned l = left; l; l &= l - 1) {
                const int c = piece_[std::countr_zero(l)].least[q];
                if (c <= budget) {
                    ++candidates;
                    least = std::min(least, c);
                }
            }
            bound += least;
            if (bound > budget) return false;
            if (candidates < fewest) {
                fewest = candidates;
                most_wanted = q;
            }
        }
        if (most_wanted != NoSquare) {
            for (unsigned l = left; l; l &= l - 1) {
                const int i = std::countr_zero(l);
                for (int m = 0; m < piece_[i].modes; ++m) {
                    const Mode& mode = piece_[i].mode[m];
                    if (mode.cost[most_wanted] <= budget &&
                        put(i, mode, most_wanted, spent, filled, demand, left, capture))
                        return true;
                }
            }
            return false;
        }
        if (!left) return one_mover(filled) && (!list_ || listed(spent));
        // Nothing demanded: the king, else the piece with the fewest squares
        // left to end on, anywhere, the cheapest squares first.
        int i = std::countr_zero(left);
        if (i != 0) {
            int fewest_squares = 65;
            for (unsigned l = left; l; l &= l - 1) {
                const int j = std::countr_zero(l);
                const int n = popcount(piece_[j].within[budget] & ~filled);
                if (n < fewest_squares) {
                    fewest_squares = n;
                    i = j;
                }
            }
        }
        for (int c = 0; c <= budget; ++c)
            for (int m = 0; m < piece_[i].modes; ++m) {
                const Mode& mode = piece_[i].mode[m];
                for (Bitboard b = mode.level[c] & ~filled; b;)
                    if (put(i, mode, pop_lsb(b), spent, filled, demand, left, capture)) return true;
            }
        return false;
    }

    // Piece i ends on t as `mode`.
    bool put(int i, const Mode& mode, Square t, int spent, Bitboard filled, Bitboard demand, unsigned left,
             bool capture) {
        ends_[i] = {mode.kind, t};  // (what a search that succeeds leaves here is its closed position)
        spent += mode.cost[t];
        filled |= bb(t);
        left &= ~(1u << i);
        if (mode.kind == kind::King) {
            pins_ = PinLines(bb(t), opp_.rook_riders, opp_.bishop_riders);
        } else if (pins_.immobile(mode.kind) & bb(t)) {
            return place(spent, filled, demand & ~filled, left, capture);  // may end pinned
        }
        const Bitboard need = needs(mode.kind, t) & ~filled;
        if (need && capture && mode.kind != kind::King && taken_by_opponent(mode.kind, t)) {
            taken_ = taken_squares(mode.kind, t);
            const bool found = place(spent, filled, demand & ~filled, left, false);
            taken_ = 0;
            if (found) return true;  // taken (or blocked) by the opponent's move
        }
        return place(spent, filled, (demand | need) & ~filled, left, capture);
    }

    // The opponent's move may take a piece of kind k on t (or, a pawn,
    // block it): it lands on one of these squares.
    Bitboard taken_squares(pieces::PieceKind k, Square t) const {
        return bb(t) | (k == kind::Pawn ? bb(step_square(side_, t)) : 0);
    }
    bool taken_by_opponent(pieces::PieceKind k, Square t) const { return opp_.reach & taken_squares(k, t); }

    // Every piece placed (the king first, on ends_[0]), `filled` the
    // squares held at the end: one piece of the opponent's, moving, guards
    // the king's neighbours not held that the others do not guard where
    // they stand, and lands where it takes the piece taken (if any).
    bool one_mover(Bitboard filled) const {
        if (!opp_.movers) return true;  // (no cover asked)
        const Bitboard open = movegen::walk_tables().ring[ends_[0].square] & ~filled & ~opp_.standing;
        for (int i = 0; i < opp_.movers; ++i) {
            const OpponentReach::Mover& m = opp_.mover[i];
            if (!(open & ~m.cover) && (!taken_ || (m.reach & taken_))) return true;
        }
        return false;
    }

    static constexpr long kNodeBudget = 100000;
    int own_;
    Color side_;
    OpponentReach opp_;
    Bitboard held_ = 0, opp_pieces_ = 0;
    Bitboard taken_ = 0;  // where the opponent's move lands to take the piece it takes (0: none)
    // Where a piece may end pinned without a move, from the king's square
    // (the king is placed first).
    PinLines pins_{0, 0, 0};
    std::array<Piece, 16> piece_;
    std::array<PieceAt, 16> order_;  // piece i: its kind and square now
    std::array<PieceAt, 16> ends_;   // piece i: as what and where it ends, as placed last
    int n_ = 0;
    bool asked_ = false;
    long nodes_ = 0;
    ClosedList* list_ = nullptr;           // listing (list()): where the positions go
    std::size_t max_listed_ = kMaxListed;  // (list())
    std::shared_ptr<ClosedPositions> listed_;
};

// The pieces of `side` the closed positions place: all but those without a walk.
Bitboard listed_pieces(const Position& pos, Color side) {
    Bitboard mine = 0;
    for (Bitboard b = pos.pieces(side); b;) {
        const Square s = pop_lsb(b);
        if (pos.at(s).kind <= kind::Pawn) mine |= bb(s);
    }
    return mine;
}

// The closed position of `w` still fits `pos`: the pieces of `side` are
// those it was found for but one that moved (nothing taken on either side,
// no castling), and their fewest moves to their ends add up to `own` or
// fewer. It is then moved along to `pos`.
bool still_fits(const Position& pos, Color side, int own, ClusterWitness& w) {
    if (!w.n || pos.pieces(~side) != w.opponents) return false;
    const Bitboard mine = listed_pieces(pos, side);
    const Bitboard gone = w.squares & ~mine, come = mine & ~w.squares;
    if (popcount(gone) != 1 || popcount(come) != 1 || popcount(mine) != w.n) return false;
    const EmptyBoard& eb = empty_board();
    const PromotionMoves& promotion = promotion_moves();
    int spent = 0;
    for (int i = 0; i < w.n && spent <= own; ++i) {
        const ClusterWitness::End& e = w.ends[i];
        const Square s = e.from == lsb(gone) ? lsb(come) : e.from;
        const pieces::PieceKind k = pos.at(s).kind;
        if (unasked(k, s)) return false;
        spent += moves_as(eb, promotion, side, k, s, e.kind, e.to);  // (kNever: a pawn promoted to another piece)
    }
    if (spent > own) return false;
    for (int i = 0; i < w.n; ++i)
        if (w.ends[i].from == lsb(gone)) w.ends[i].from = lsb(come);
    w.squares = mine;
    return true;
}

// How the cost of a position of list `l` changes when its piece j moves
// to `to` as a piece of kind k, the position's end of that piece `e`.
int cost_change(const ClosedList& l, Color side, int j, pieces::PieceKind k, Square to, const ClosedEnd& e) {
    const EmptyBoard& eb = empty_board();
    const PromotionMoves& promotion = promotion_moves();
    return moves_as(eb, promotion, side, k, to, e.kind, e.to) -
           moves_as(eb, promotion, side, l.kind[j], l.at[j], e.kind, e.to);
}

// The list of `w` follows `pos` (its pieces of `side` those it was made
// for, or one of them moved): the positions still within `own` moves are
// kept. False where there is no list or it cannot follow (more than one
// piece changed: the list is dropped).
bool follow(const Position& pos, Color side, int own, ClusterWitness& w) {
    if (!w.list) return false;
    const ClosedList& from = *w.list;
    const Bitboard mine = listed_pieces(pos, side);
    const Bitboard gone = from.squares & ~mine, come = mine & ~from.squares;
    const auto drop = [&w] {
        w.list.reset();
        return false;
    };
    if (popcount(mine) != popcount(from.squares) || popcount(gone) > 1) return drop();
    auto to = std::make_shared<ClosedList>();
    to->all = from.all;
    to->at = from.at;
    to->kind = from.kind;
    to->squares = from.squares;
    const ClosedPositions& all = *from.all;
    int j = -1;  // the piece that moved
    if (gone) {
        while (from.at[++j] != lsb(gone)) {
        }
        const Square s = lsb(come);
        const pieces::PieceKind k = pos.at(s).kind;
        if (unasked(k, s)) return drop();
        to->at[j] = s;
        to->kind[j] = k;
        to->squares = mine;
    }
    if (j < 0) {
        for (const ClosedInReach& r : from.in_reach)
            if (r.cost <= own) to->in_reach.push_back(r);
    } else {
        // What the move changes in its piece's cost, by where and as what
        // it ends (worked out when first asked: most lists below are short).
        constexpr std::int16_t kUnknown = -1000;
        std::array<std::array<std::int16_t, 64>, kind::Pawn + 1> change;
        for (auto& c : change) c.fill(kUnknown);
        const std::vector<ClosedEnd>& ends = all.ends[j];
        for (const ClosedInReach& r : from.in_reach) {
            const ClosedEnd& e = ends[r.position];
            std::int16_t& c = change[e.kind][e.to];
            if (c == kUnknown) c = static_cast<std::int16_t>(cost_change(from, side, j, to->kind[j], to->at[j], e));
            const int cost = r.cost + c;
            if (cost <= own) to->in_reach.push_back({r.position, static_cast<std::uint32_t>(cost)});
        }
    }
    w.list = std::move(to);
    return true;
}

}  // namespace

bool listed_out_of_reach(const Position& pos, Color side, int own, ClusterWitness& w) {
    return follow(pos, side, own, w) && w.list->in_reach.empty();
}

ListedMoves::ListedMoves(const Position& pos, Color side, int own, const ClusterWitness& w) {
    // (A list made for another position, where the bound did not follow it: none.)
    if (w.list && w.list->squares == listed_pieces(pos, side)) list_ = w.list;
    side_ = side;
    own_ = own;
}

bool ListedMoves::keeps(const position::Move& m) const {
    if (!list_ || m.type == position::MoveType::CastleShort || m.type == position::MoveType::CastleLong) return true;
    const ClosedList& l = *list_;
    if (!(l.squares & bb(m.from))) return true;
    int j = 0;
    while (l.at[j] != m.from) ++j;
    const EmptyBoard& eb = empty_board();
    const PromotionMoves& promotion = promotion_moves();
    if (j != piece_) {
        piece_ = j;
        ends_.clear();
        std::array<std::array<std::int16_t, 64>, kind::Pawn + 1> slot;  // 1 + the end's index in ends_, 0: none
        for (auto& row : slot) row.fill(0);
        const std::vector<ClosedEnd>& ends = l.all->ends[j];
        for (const ClosedInReach& r : l.in_reach) {
            const ClosedEnd& e = ends[r.position];
            std::int16_t& i = slot[e.kind][e.to];
            if (!i) {
                ends_.push_back({e.to, e.kind, static_cast<int>(r.cost)});
                i = static_cast<std::int16_t>(ends_.size());
            } else {
                ends_[i - 1].base = std::min(ends_[i - 1].base, static_cast<int>(r.cost));
            }
        }
        for (EndBase& e : ends_) e.base -= moves_as(eb, promotion, side_, l.kind[j], l.at[j], e.kind, e.to);
    }
    const pieces::PieceKind k = m.promo != kind::None ? m.promo : l.kind[j];
    for (const EndBase& e : ends_)
        if (e.base + moves_as(eb, promotion, side_, k, m.to, e.kind, e.to) <= own_ - 1) return true;
    return false;
}

std::size_t closed_in_reach(const ClusterWitness& w) { return w.list ? w.list->in_reach.size() : 0; }

bool cluster_out_of_reach(const Position& pos, Color side, int own, const OpponentReach& opp, ClusterWitness* witness) {
    if (own >= kLevels) return false;
    if (witness && follow(pos, side, own, *witness)) return witness->list->in_reach.empty();
    if (witness && !witness->unlisted) {
        // The first node that asks: list them all.
        witness->list =
            ClusterSearch(pos, side, own, opp).list(witness->targets_listed ? kMaxListedBesideTargets : kMaxListed);
        if (witness->list) return witness->list->in_reach.empty();
        witness->unlisted = true;
    }
    if (witness && witness->targets_listed) return false;
    if (witness && still_fits(pos, side, own, *witness)) return false;
    ClusterSearch search(pos, side, own, opp);
    return !search.feasible(witness);
}

}  // namespace dawson::search
