#include "search/help_targets.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>

#include "movegen/attacks.hpp"
#include "movegen/legality.hpp"
#include "movegen/stalemate_filter.hpp"
#include "movegen/walk_tables.hpp"
#include "pieces/catalogue.hpp"
#include "search/empty_board.hpp"
#include "search/fewest_moves.hpp"

namespace dawson::search {

using namespace core;
using position::Position;
namespace kind = pieces::kind;

// Every final position listed: for each, the end of each piece of the root
// (n per position, in the order of TargetList::at), and how many pieces of
// each colour it takes.
struct TargetTable {
    struct End {
        Square to;               // NoSquare: taken, or (a mate's, kind None) not placed
        pieces::PieceKind kind;  // as what it ends
    };
    int n = 0;
    std::array<Color, 32> color{};
    std::vector<End> ends;
    std::vector<std::array<std::uint8_t, 2>> taken;  // by colour
};

namespace {

// Past these the positions are not listed: the nodes of the search that
// lists them, by the moves of both sides (8 M at eight, twice as many for
// each move more, as the help search's own nodes grow faster, up to
// kMaxNodes, about two seconds; the lists of popeye-intelligent take 26 M
// at most; half as many for each move fewer, where a short h# asks them:
// search/goal_bound.cpp), and the positions (following more at each node
// costs more than they save).
constexpr long kMaxNodesAtEight = 8'000'000, kMaxNodes = 64'000'000;
constexpr std::size_t kMaxPositions = 50'000;
long max_nodes(int moves) {
    return moves >= 8 ? std::min(kMaxNodes, kMaxNodesAtEight << std::min(moves - 8, 20))
                      : kMaxNodesAtEight >> std::min(8 - moves, 20);
}

// The fewest moves of a king or rook of colour c on s to t by way of a
// castling that `rights` allow: the king's castling one of them, the
// rook's none (the king's pays for it). kNever where it does not castle.
int castled_moves(std::uint8_t rights, Color c, pieces::PieceKind k, Square s, Square t) {
    const int rank = c == Color::White ? 0 : 7;
    int best = EmptyBoard::kNever;
    for (const unsigned wing : {kShortWing, kLongWing}) {
        if (!(rights & wing_right(c, wing)) || s != make_square(k == kind::King ? 4 : wing == kShortWing ? 7 : 0, rank))
            continue;
        const CastledSquares castled = castled_squares(c, wing);
        if (k == kind::King)
            best = std::min(best, 1 + empty_board().moves(kind::King, c, castled.king, t));
        else if (k == kind::Rook)
            best = std::min(best, empty_board().moves(kind::Rook, c, castled.rook, t));
    }
    return best;
}

// The fewest moves of a piece of colour c and kind k on s to end on t as
// `as`, castling as `rights` allow.
int end_moves(std::uint8_t rights, Color c, pieces::PieceKind k, Square s, pieces::PieceKind as, Square t) {
    const int plain = moves_as(empty_board(), promotion_moves(), c, k, s, as, t);
    return as == k ? std::min(plain, castled_moves(rights, c, k, s, t)) : plain;
}

// The search that lists the final positions (help_targets.hpp). Pieces are
// placed in the order: the stalemated side's king, the opponent's king,
// the opponent's other pieces, the stalemated side's other pieces.
class TargetSearch {
public:
    TargetSearch(const Position& root, Color side, int own, int other, bool mate, const StopControl* stop)
        : root_(root), side_(side), mate_(mate), stop_(stop), max_nodes_(max_nodes(own + other)) {
        budget_[index(side)] = own;
        budget_[index(~side)] = other;
        table_ = std::make_shared<TargetTable>();
        // The root order (TargetList::at): every piece, by square.
        for (Bitboard b = root.occupied(); b;) {
            const Square s = pop_lsb(b);
            const position::Piece p = root.at(s);
            const bool walkless = p.kind > kind::Pawn;
            if (table_->n == 32 || (walkless && !pieces::is_walkless(p.kind)) || p.neutral()) {
                ok_ = false;
                return;
            }
            Piece& q = all_[table_->n];
            q.from = s;
            q.piece = p;
            table_->color[table_->n] = p.color;
            ++table_->n;
            const int budget = budget_[index(p.color)];
            if (walkless)
                q.options.push_back({s, p.kind, 0, 0});  // (a dummy ends where it stands)
            else
                for (const pieces::PieceKind as : {p.kind, kind::Queen, kind::Rook, kind::Bishop, kind::Knight}) {
                    for (int t = 0; t < 64; ++t) {
                        const int c = end_moves(root.castling(), p.color, p.kind, s, as, static_cast<Square>(t));
                        if (c <= budget)
                            q.options.push_back({static_cast<Square>(t), as, static_cast<std::uint8_t>(c),
                                                 attacks_on(as, p.color, static_cast<Square>(t), 0)});
                    }
                    if (p.kind != kind::Pawn) break;  // (a pawn also as each piece it promotes to)
                }
            std::stable_sort(q.options.begin(), q.options.end(),
                             [](const Option& a, const Option& b) { return a.cost < b.cost; });
            q.least.fill(EmptyBoard::kNever);
            for (const Option& o : q.options) q.least[o.to] = std::min<std::uint8_t>(q.least[o.to], o.cost);
            q.on = q.options;
            std::stable_sort(q.on.begin(), q.on.end(), [](const Option& a, const Option& b) { return a.to < b.to; });
            for (int t = 0, j = 0; t <= 64; ++t) {
                while (j < static_cast<int>(q.on.size()) && q.on[j].to < t) ++j;
                q.first_on[t] = static_cast<std::uint16_t>(j);
            }
        }
        // The placing order.
        const auto add = [&](bool king, Color c) {
            for (int i = 0; i < table_->n; ++i)
                if ((all_[i].piece.kind == kind::King) == king && all_[i].piece.color == c) order_[n_++] = i;
        };
        add(true, side);
        add(true, ~side);
        add(false, ~side);
        first_own_ = n_;
        add(false, side);
        if (n_ != table_->n || all_[order_[0]].piece.kind != kind::King || all_[order_[1]].piece.kind != kind::King)
            ok_ = false;
        for (int i = first_own_; i < n_; ++i) own_left_ |= 1u << i;
        for (int i = first_own_ - 1; i >= 1; --i)
            for (int n = 0; n <= kMaxMoves; ++n)
                cover_from_[i][n] = cover_from_[i + 1][n] |
                                    empty_board().cover(all_[order_[i]].piece.kind, ~side, all_[order_[i]].from, n);
    }

    std::shared_ptr<const TargetList> run() {
        if (!ok_) return nullptr;
        place(0, 0);
        if (gave_up_) return nullptr;
        auto list = std::make_shared<TargetList>();
        list->castling = root_.castling();
        for (int i = 0; i < table_->n; ++i) {
            list->at[i] = all_[i].from;
            list->kind[i] = all_[i].piece.kind;
            list->squares[index(all_[i].piece.color)] |= bb(all_[i].from);
        }
        list->in_reach = std::move(in_reach_);
        list->all = table_.get();
        list->owner = std::move(table_);
        return list;
    }

private:
    struct Option {
        Square to;
        pieces::PieceKind kind;
        std::uint8_t cost;
        Bitboard attacks;  // as that kind there, on an empty board
    };
    struct Piece {
        Square from;
        position::Piece piece;
        std::vector<Option> options;         // by cost
        std::array<std::uint8_t, 64> least;  // the cheapest option on each square
        // The options by square, each square's by cost: those on t are
        // on[first_on[t] … first_on[t + 1]).
        std::vector<Option> on;
        std::array<std::uint16_t, 65> first_on;
    };

    // Places the pieces from order_[i] on (the stalemated king and the
    // opponent's pieces); `demand`: the squares a piece of the stalemated
    // side must end on.
    void place(int i, Bitboard demand) {
        if (counted_out()) return;
        if (i == first_own_) {
            if (opponents_placed(demand)) place_own(own_left_, demand);
            return;
        }
        if (i > 1 && !flights_closable(i)) return;
        const auto next = [&](Bitboard d) { place(i + 1, d); };
        // A mate's opponent piece not placed: it ends anywhere or is taken
        // (so it is never placed as taken).
        const bool free = mate_ && i > 0;
        if (free) {
            end_[order_[i]] = {NoSquare, kind::None};
            guards_[i + 1] = guards_[i];
            next(demand);
        }
        each_end(i, !free && all_[order_[i]].piece.kind != kind::King, demand, next);
    }

    // Piece order_[i] taken (where `may_be_taken` and the other side has
    // a move for it: each piece taken is one of its moves), then ending as
    // each of its options within its side's moves; `next` goes on from each.
    template <class Next>
    void each_end(int i, bool may_be_taken, Bitboard demand, const Next& next) {
        const Piece& p = all_[order_[i]];
        const int ci = index(p.piece.color);
        if (may_be_taken && taken_[ci] < budget_[1 - ci]) {
            end_[order_[i]] = {NoSquare, p.piece.kind};
            if (i < first_own_) guards_[i + 1] = guards_[i];
            ++taken_[ci];
            next(demand);
            --taken_[ci];
        }
        const int budget = budget_[ci] - spent_[ci];
        for (const Option& o : p.options) {
            if (o.cost > budget) break;
            Bitboard d = demand;
            if (put(i, o, d)) {
                next(d);
                unput(i, o);
            }
            if (gave_up_) return;
        }
    }

    // The stalemated side's other pieces: those of `left` (bits by placing
    // order). Where a square is demanded, the one with the fewest pieces
    // that could end there is filled first, by each of them in turn (one
    // of them must); else the next piece is taken or ends anywhere.
    void place_own(std::uint32_t left, Bitboard demand) {
        if (counted_out()) return;
        if (mate_) {
            // A mate: the pieces placed may open a flight by blocking a
            // guard (asked again), and the others are not placed.
            Bitboard open = 0;
            if (!open_flights(guarded(), open)) return;
            demand = open;
        }
        if (!demand_fits(left, demand)) return;
        if (!left || (mate_ && !demand)) return leaf(left);
        const int ci = index(side_);
        const int budget = budget_[ci] - spent_[ci];
        if (demand) {
            Square q = NoSquare;
            int fewest = 99;
            for (Bitboard d = demand; d;) {
                const Square s = pop_lsb(d);
                int n = 0;
                for (std::uint32_t l = left; l; l &= l - 1)
                    if (all_[order_[std::countr_zero(l)]].least[s] <= budget) ++n;
                if (n < fewest) {
                    fewest = n;
                    q = s;
                }
            }
            for (std::uint32_t l = left; l; l &= l - 1) {
                const int i = std::countr_zero(l);
                const Piece& p = all_[order_[i]];
                for (int j = p.first_on[q]; j < p.first_on[q + 1]; ++j) {
                    const Option& o = p.on[j];
                    if (o.cost > budget) break;
                    Bitboard d = demand;
                    if (put(i, o, d)) {
                        place_own(left & ~(1u << i), d);
                        unput(i, o);
                    }
                    if (gave_up_) return;
                }
            }
            return;
        }
        const int i = std::countr_zero(left);
        each_end(i, true, demand, [&](Bitboard d) { place_own(left & ~(1u << i), d); });
    }

    // Counts a node; past the budget, or where the search stops (polled
    // every 64 k nodes), gives up.
    bool counted_out() {
        if (!gave_up_ && (++nodes_ > max_nodes_ || (nodes_ % 65536 == 0 && stop_ && stop_->poll()))) gave_up_ = true;
        return gave_up_;
    }

    // Piece order_[i] ends as option o, where it may (allowed()): placed,
    // `demand` updated (the square it lands on filled).
    bool put(int i, const Option& o, Bitboard& demand) {
        if ((occ_[0] | occ_[1] | root_.holes()) & bb(o.to)) return false;
        const Piece& p = all_[order_[i]];
        if (!allowed(i, p, o, demand)) return false;
        const int ci = index(p.piece.color);
        end_[order_[i]] = {o.to, o.kind};
        attacks_[order_[i]] = o.attacks;
        if (i > 0 && i < first_own_) guards_[i + 1] = guards_[i] | o.attacks;
        occ_[ci] |= bb(o.to);
        spent_[ci] += o.cost;
        demand &= ~bb(o.to);
        return true;
    }
    void unput(int i, const Option& o) {
        const int ci = index(all_[order_[i]].piece.color);
        spent_[ci] -= o.cost;
        occ_[ci] &= ~bb(o.to);
    }

    // Can piece i end on o.to as o.kind, as far as the pieces placed so far
    // show? A piece of the stalemated side adds the squares it needs held
    // by its own side to `demand`.
    bool allowed(int i, const Piece& p, const Option& o, Bitboard& demand) {
        if (i == 0) {
            king_ = o.to;
            ring_ = movegen::walk_tables().ring[king_];
            return true;
        }
        const Bitboard ring = ring_;
        if (p.piece.color != side_) {
            // A mate's opponent piece is placed where it could check or
            // guard a flight (elsewhere the board passes without it too:
            // needs_each_opponent).
            if (mate_ && !(o.attacks & (ring | bb(king_)))) return false;
            // The kings apart; no knight or pawn checks the stalemated king
            // (a rider's check may still be blocked).
            if (o.kind == kind::King) return !(ring & bb(o.to));
            if (!mate_ && (o.kind == kind::Knight || o.kind == kind::Pawn)) return !(o.attacks & bb(king_));
            return true;
        }
        // A piece of the mated side fills a flight, a dummy has no move:
        // nothing more is asked.
        if (mate_ || o.kind > kind::Pawn) return true;
        // A piece of the stalemated side: without a move at the end, unless
        // it may end pinned (its moves off the line illegal).
        if (may_end_pinned(o.kind, o.to)) return true;
        const Bitboard opp = occ_[index(~side_)];
        if (o.kind == kind::Pawn) {
            if (o.attacks & opp) return false;  // it could take
            const Square fwd = step_square(side_, o.to);
            if (!((occ_[0] | occ_[1] | root_.holes()) & bb(fwd))) demand |= bb(fwd);
            return true;
        }
        const Bitboard st = steps(o.kind, o.to);
        if (st & opp) return false;  // it could take
        demand |= st & ~occ_[index(side_)] & ~root_.holes();
        return true;
    }

    // A piece of kind k on t may end pinned without a move: it stands on a
    // line of the king's where nothing placed stands between them, and the
    // first piece placed beyond it on that line is a rider of the
    // opponent's along it; it has no move along that line (PinLines).
    bool may_end_pinned(pieces::PieceKind k, Square t) const {
        const int d = kQueenDirTo[king_][t];
        return d >= 0 && PinLines::immobile_along(k, d) && pinned(t);
    }

    // The piece on t stands pinned on the board placed so far: on a line
    // of the king's with nothing between, an opponent's rider along the
    // line the first piece beyond it.
    bool pinned(Square t) const {
        const int d = kQueenDirTo[king_][t];
        const Bitboard occ = occ_[0] | occ_[1] | root_.holes();
        if (d < 0 || (between(king_, t) & occ)) return false;
        const Square beyond = first_blocker(d, t, occ);
        if (beyond == NoSquare || !(occ_[index(~side_)] & bb(beyond))) return false;
        return (is_rook_dir(d) ? rook_riders_ : bishop_riders_) & bb(beyond);
    }

    // Can the king's flights still be closed, the opponent's pieces from
    // order_[i] on not placed yet? What they could attack with the moves
    // left, and what those placed attack on an empty board, hold the
    // guards; the flights outside must be filled by the pieces of the
    // king's side (demand_fits), an opponent's piece on a flight be
    // guarded, and a mated king be in check.
    bool flights_closable(int i) const {
        const Color opp = ~side_;
        const int left = budget_[index(opp)] - spent_[index(opp)];
        const Bitboard g = guards_[i] | cover_from_[i][std::clamp(left, 0, kMaxMoves)];
        const Bitboard ring = ring_ & ~root_.holes();
        if ((ring & occ_[index(opp)] & ~g) || (mate_ && !(g & bb(king_)))) return false;
        return demand_fits(own_left_, ring & ~occ_[index(opp)] & ~g);
    }

    // What the opponent's pieces placed attack on the board so far (the
    // stalemated or mated king taken off: it cannot hide behind itself);
    // later pieces only block.
    Bitboard guarded() const {
        const Bitboard occ = (occ_[0] | occ_[1] | root_.holes()) & ~bb(king_);
        Bitboard g = 0;
        for (int i = 1; i < first_own_; ++i) {
            const TargetTable::End& e = end_[order_[i]];
            if (e.to == NoSquare) continue;
            // (a king's, a knight's, a pawn's attacks, off the last rank,
            // as on an empty board)
            const bool leaps = e.kind == kind::King || e.kind == kind::Knight ||
                               (e.kind == kind::Pawn && rank_of(e.to) != (side_ == Color::White ? 0 : 7));
            g |= leaps ? attacks_[order_[i]] : attacks_on(e.kind, ~side_, e.to, occ);
        }
        return g;
    }

    // The king's flights the opponent leaves, its pieces guarding `g`:
    // those not guarded and not held by a piece of the king's side. None
    // where an opponent's piece on a flight is not guarded (the king takes
    // it) or a mated king is not in check: returns false.
    bool open_flights(Bitboard g, Bitboard& open) const {
        const Bitboard ring = ring_ & ~root_.holes();
        if (ring & occ_[index(~side_)] & ~g) return false;
        open = ring & ~occ_[0] & ~occ_[1] & ~g;
        return !mate_ || (g & bb(king_));  // (a mate needs the check)
    }

    // All the opponent's pieces placed: each flight of the king must be
    // guarded by them or filled by a piece of the king's side; an
    // opponent's piece on a flight must be guarded; a mated king must be
    // in check. Notes the opponent's riders.
    bool opponents_placed(Bitboard& demand) {
        Bitboard open = 0;
        if (!open_flights(guarded(), open)) return false;
        demand |= open;
        Bitboard rook_riders = 0, bishop_riders = 0;
        for (int i = 1; i < first_own_; ++i) {
            const TargetTable::End& e = end_[order_[i]];
            if (e.to == NoSquare) continue;
            if (e.kind == kind::Queen || e.kind == kind::Rook) rook_riders |= bb(e.to);
            if (e.kind == kind::Queen || e.kind == kind::Bishop) bishop_riders |= bb(e.to);
        }
        rook_riders_ = rook_riders;
        bishop_riders_ = bishop_riders;
        return true;
    }

    // The squares of `demand` can still be filled by the pieces of `left`:
    // no more squares than pieces, and the cheapest piece for each within
    // the moves left.
    bool demand_fits(std::uint32_t left, Bitboard demand) const {
        if (!demand) return true;
        if (popcount(demand) > std::popcount(left)) return false;
        const int ci = index(side_);
        int sum = spent_[ci];
        for (Bitboard d = demand; d;) {
            const Square q = pop_lsb(d);
            int least = EmptyBoard::kNever;
            for (std::uint32_t l = left; l; l &= l - 1)
                least = std::min<int>(least, all_[order_[std::countr_zero(l)]].least[q]);
            sum += least;
            if (sum > budget_[ci]) return false;
        }
        return true;
    }

    // Every piece placed: the captures fit, and the position is a legal
    // stalemate.
    void leaf(std::uint32_t free) {
        // (A mate's pieces of `free`, not placed, end anywhere or taken.)
        for (std::uint32_t l = free; l; l &= l - 1) end_[order_[std::countr_zero(l)]] = {NoSquare, kind::None};
        std::array<int, 2> files{};
        std::array<int, 2> taken = taken_;  // (and the pieces not placed: at most)
        for (int i = 0; i < table_->n; ++i) {
            const TargetTable::End& e = end_[i];
            if (e.kind == kind::None) ++taken[index(all_[i].piece.color)];
            if (all_[i].piece.kind == kind::Pawn && e.kind == kind::Pawn && e.to != NoSquare)
                files[index(all_[i].piece.color)] += std::abs(file_of(e.to) - file_of(all_[i].from));
        }
        if (files[0] > taken[1] || files[1] > taken[0]) return;
        // The king's flights on the board of the ends, and the check (a
        // stalemated king has none), before the exact test.
        if (mate_) {
            if (!mated() || !needs_each_opponent()) return;
        } else {
            const Bitboard g = guarded();
            Bitboard open = 0;
            if (!open_flights(g, open) || open || (g & bb(king_)) || !legal_stalemate()) return;
        }
        record();
    }

    // A mate's board of the ends: the king in check, every flight guarded
    // or filled, and no sure parry. The board lacks the pieces not placed:
    // they may block a line of their own side's (a parry it has without
    // them, a check of the opponent's king), so only what they cannot
    // change is asked.
    bool mated() const {
        Bitboard open = 0;
        return open_flights(guarded(), open) && !open && !sure_parry();
    }

    // A piece placed on a flight surely parries the check: the check is
    // single, and the piece, not pinned, takes the checker or steps between
    // it and the king with a leap, a step to the next square or a pawn's
    // move, none of which needs a square empty that is not already. (More
    // pieces of the mated side only block lines, which keeps the check
    // single and the piece unpinned; for the opponent's pieces not placed,
    // see needs_each_opponent.)
    bool sure_parry() const {
        const Bitboard occ = occ_[0] | occ_[1] | root_.holes();
        Square checker = NoSquare;
        for (int i = 1; i < first_own_; ++i) {
            const TargetTable::End& e = end_[order_[i]];
            if (e.to == NoSquare || !(attacks_on(e.kind, ~side_, e.to, occ) & bb(king_))) continue;
            if (checker != NoSquare) return false;  // a double check
            checker = e.to;
        }
        const Bitboard line = between(checker, king_);
        for (int i = first_own_; i < n_; ++i) {
            const TargetTable::End& e = end_[order_[i]];
            if (e.to == NoSquare || e.kind == kind::None || e.kind > kind::Pawn || pinned(e.to)) continue;
            const Bitboard reach = e.kind == kind::Pawn ? (attacks_on(kind::Pawn, side_, e.to, 0) & bb(checker)) |
                                                              (bb(step_square(side_, e.to)) & line)
                                                        : steps(e.kind, e.to) & (line | bb(checker));
            if (reach) return true;
        }
        return false;
    }

    // A mate's opponent pieces placed are each needed: without any one of
    // them the board of the ends fails mated(). (Where it passes, a
    // position with that piece not placed and no other piece placed
    // elsewhere is listed, and holds this one: the search places the
    // pieces on the flights left open without it, a part of these.)
    bool needs_each_opponent() {
        const int ci = index(~side_);
        for (int i = 1; i < first_own_; ++i) {
            const TargetTable::End e = end_[order_[i]];
            if (e.to == NoSquare) continue;
            end_[order_[i]].to = NoSquare;
            occ_[ci] &= ~bb(e.to);
            const bool still = mated();
            occ_[ci] |= bb(e.to);
            end_[order_[i]].to = e.to;
            if (still) return false;
        }
        return true;
    }

    // The board of the ends: the stalemated side, to move, is not in check,
    // has no legal move, and cannot take the opponent's king.
    bool legal_stalemate() const {
        Position p = root_;
        p.clear();
        for (Bitboard b = root_.holes(); b;) p.add_hole(pop_lsb(b));
        for (int i = 0; i < table_->n; ++i) {
            const TargetTable::End& e = end_[i];
            if (e.to == NoSquare) continue;
            position::Piece q = all_[i].piece;
            q.kind = e.kind;
            p.put(e.to, q);
        }
        p.set_side_to_move(side_);
        return !movegen::in_check(p, ~side_) && !movegen::in_check(p, side_) && !movegen::has_legal_move(p);
    }

    // The ends placed, as a final position.
    void record() {
        const std::uint32_t at = static_cast<std::uint32_t>(in_reach_.size());
        in_reach_.push_back({at, {static_cast<std::uint8_t>(spent_[0]), static_cast<std::uint8_t>(spent_[1])}});
        table_->ends.insert(table_->ends.end(), end_.begin(), end_.begin() + table_->n);
        table_->taken.push_back({static_cast<std::uint8_t>(taken_[0]), static_cast<std::uint8_t>(taken_[1])});
        if (in_reach_.size() > kMaxPositions) gave_up_ = true;
    }

    const Position& root_;
    Color side_;
    bool mate_;  // a mate's final positions (else a stalemate's)
    const StopControl* stop_;
    bool ok_ = true, gave_up_ = false;
    long nodes_ = 0, max_nodes_;
    std::array<int, 2> budget_{}, spent_{}, taken_{};  // by colour
    std::array<Bitboard, 2> occ_{};                    // by colour: the squares placed
    std::array<Piece, 32> all_;                        // by root order
    std::array<int, 32> order_{};                      // the placing order: root indices
    int n_ = 0, first_own_ = 0;                        // placing order: its size, the first own piece
    std::uint32_t own_left_ = 0;                       // the stalemated side's pieces but the king, by placing order
    std::array<TargetTable::End, 32> end_{};           // by root order
    std::array<Bitboard, 32> attacks_{};               // by root order: the end's attacks on an empty board
    Square king_ = NoSquare;                           // the stalemated king's end
    Bitboard ring_ = 0;                                // the squares around it
    Bitboard rook_riders_ = 0, bishop_riders_ = 0;     // the opponent's riders placed, by line
    // By placing order i: what the opponent's pieces placed before i
    // attack on an empty board, and what those from i on cover on it with
    // n moves.
    std::array<Bitboard, 33> guards_{};
    std::array<std::array<Bitboard, kMaxMoves + 1>, 33> cover_from_{};
    std::shared_ptr<TargetTable> table_;
    std::vector<TargetList::InReach> in_reach_;
};

}  // namespace

std::shared_ptr<const TargetList> list_targets(const Position& pos, Color side, int own, int other, bool mate,
                                               const StopControl* stop) {
    if (!movegen::goal_bound_play(pos) || pos.king(side) == NoSquare || pos.king(~side) == NoSquare) return nullptr;
    // (A pawn promotes to the orthodox pieces alone, as the ends assume.)
    for (const pieces::PieceKind k : pos.rules().promotions)
        if (k < kind::Queen || k > kind::Knight) return nullptr;
    return TargetSearch(pos, side, own, other, mate, stop).run();
}

namespace {

// A value for each end (square, and kind up to the pawn) of each of n
// pieces, worked out once (a dummy's each time): what the many positions
// that end a piece there share.
template <class T, std::size_t n>
class EndMemo {
public:
    template <class WorkOut>
    int get(int piece, const TargetTable::End& e, WorkOut&& work_out) {
        if (e.kind > kind::Pawn) return work_out();
        T& v = values_[piece][e.kind * 64 + e.to];
        if (!(known_[piece][e.kind] & bb(e.to))) {
            known_[piece][e.kind] |= bb(e.to);
            v = static_cast<T>(work_out());
        }
        return static_cast<int>(v);
    }

private:
    std::array<std::array<Bitboard, kind::Pawn + 1>, n> known_{};
    std::array<std::array<T, 64 * (kind::Pawn + 1)>, n> values_;
};

}  // namespace

std::shared_ptr<const TargetList> follow_targets(const Position& pos, Color side, int own, int other,
                                                 const std::shared_ptr<const TargetList>& from) {
    const TargetList& list = *from;
    const std::array<Bitboard, 2> now{pos.pieces(Color::White), pos.pieces(Color::Black)};
    // The side that moved: one piece of it left a square for another (two,
    // the king and a rook, where it castled).
    if (now == list.squares) return from;  // (nothing moved)
    int m = -1;
    for (int c = 0; c < 2; ++c)
        if (now[c] & ~list.squares[c]) m = c;
    if (m < 0) return nullptr;
    const Bitboard gone = list.squares[m] & ~now[m], come = now[m] & ~list.squares[m];
    const Bitboard taken = list.squares[1 - m] & ~now[1 - m];
    const int n_moved = popcount(gone);
    if (n_moved != popcount(come) || n_moved < 1 || n_moved > 2 || popcount(taken) > 1 ||
        (now[1 - m] & ~list.squares[1 - m]) || (n_moved == 2 && taken))
        return nullptr;
    auto to = std::make_shared<TargetList>();
    to->all = list.all;
    to->at = list.at;
    to->kind = list.kind;
    to->squares = now;
    to->captured = list.captured;
    to->castling = pos.castling();
    const TargetTable& all = *list.all;
    // The pieces moved (root indices), each to its square now: a castling's
    // king to the king's square among those come, its rook to the other.
    std::array<int, 2> moved{-1, -1};
    int c = -1;
    for (int i = 0; i < all.n; ++i) {
        if (list.at[i] != NoSquare && (gone & bb(list.at[i])) && index(all.color[i]) == m) moved[moved[0] >= 0] = i;
        if (taken && list.at[i] == lsb(taken) && index(all.color[i]) == 1 - m) c = i;
    }
    if (moved[n_moved - 1] < 0 || (taken && c < 0)) return nullptr;
    for (int k = 0; k < n_moved; ++k) {
        const int j = moved[k];
        Bitboard b = come;
        if (n_moved == 2)
            b &= list.kind[j] == kind::King ? pos.pieces(all.color[j], kind::King)
                                            : ~pos.pieces(all.color[j], kind::King);
        if (popcount(b) != 1) return nullptr;
        to->at[j] = lsb(b);
        to->kind[j] = pos.at(lsb(b)).kind;
    }
    if (c >= 0) {
        to->at[c] = NoSquare;
        ++to->captured[1 - m];
    }
    std::array<int, 2> left{};
    left[index(side)] = own;
    left[index(~side)] = other;
    to->in_reach.reserve(list.in_reach.size());  // (one allocation: most stay in reach)
    // A moved piece's change of fewest moves to an end.
    EndMemo<std::int16_t, 2> change;
    const auto cost_change = [&](int k, const TargetTable::End& e) {
        const int j = moved[k];
        const Color mover = all.color[j];
        return change.get(k, e, [&] {
            return end_moves(to->castling, mover, to->kind[j], to->at[j], e.kind, e.to) -
                   end_moves(list.castling, mover, list.kind[j], list.at[j], e.kind, e.to);
        });
    };
    for (const TargetList::InReach& r : list.in_reach) {
        const TargetTable::End* ends = &all.ends[static_cast<std::size_t>(r.position) * all.n];
        if (c >= 0 && ends[c].to != NoSquare) continue;  // a piece it keeps is taken
        const std::array<std::uint8_t, 2>& t = all.taken[r.position];
        if (t[0] - to->captured[0] > left[1] || t[1] - to->captured[1] > left[0]) continue;
        std::array<int, 2> cost{r.cost[0], r.cost[1]};
        // Each moved piece's fewest moves to its end, before and now. (Where
        // a castling right went, a piece that did not move keeps a cost
        // counted with it: lower, still a bound.)
        for (int k = 0; k < n_moved; ++k)
            if (ends[moved[k]].to != NoSquare) cost[m] += cost_change(k, ends[moved[k]]);
        cost[m] = std::max(cost[m], 0);
        if (cost[0] <= left[0] && cost[1] <= left[1])
            to->in_reach.push_back(
                {r.position, {static_cast<std::uint8_t>(cost[0]), static_cast<std::uint8_t>(cost[1])}});
    }
    return to;
}

TargetMoves::TargetMoves(const Position& pos, Color side, int own, int other, const TargetList& list) : all_(false) {
    const TargetTable& all = *list.all;
    const EmptyBoard& eb = empty_board();
    const Color us = pos.side_to_move();
    const int x = index(us), y = 1 - x;
    std::array<int, 2> left{};  // the moves left, this one among them
    left[index(side)] = own;
    left[index(~side)] = other;
    // The pieces on the board, by side (root indices).
    std::array<std::array<int, 32>, 2> on{};
    std::array<int, 2> n{};
    for (int i = 0; i < all.n; ++i)
        if (list.at[i] != NoSquare) on[index(all.color[i])][n[index(all.color[i])]++] = i;
    // A piece's fewest moves to an end from where it stands.
    EndMemo<std::uint8_t, 32> moves;
    const auto moves_to = [&](int j, const TargetTable::End& e) {
        return moves.get(
            j, e, [&] { return std::min(end_moves(list.castling, us, list.kind[j], list.at[j], e.kind, e.to), 255); });
    };
    // The squares from which piece j reaches end e in d moves at most:
    // its reach from the end (an empty board's moves go both ways), where
    // it ends as it is and neither promotes nor castles; else every square.
    const bool castles = list.castling & position::castling_rights(us);
    const auto within = [&](int j, const TargetTable::End& e, int d) {
        const pieces::PieceKind k = list.kind[j];
        if (d == 0) return bb(e.to);
        if (k != e.kind || k == kind::Pawn || (castles && (k == kind::King || k == kind::Rook))) return kAllSquares;
        return eb.reach(k, us, e.to, d);
    };
    for (const TargetList::InReach& r : list.in_reach) {
        const TargetTable::End* ends = &all.ends[static_cast<std::size_t>(r.position) * all.n];
        const std::array<std::uint8_t, 2>& t = all.taken[r.position];
        // The opponent's pieces the position takes: after this move no more
        // may be owed than our moves left take.
        const int owed = t[y] - list.captured[y];
        if (owed > left[x] || t[x] - list.captured[x] > left[y]) continue;
        Bitboard takeable = 0;
        for (int i = 0; i < n[y]; ++i)
            if (ends[on[y][i]].to == NoSquare) takeable |= bb(list.at[on[y][i]]);
        const Bitboard may_land = owed == left[x] ? takeable : ~list.squares[y] | takeable;
        // What our moves left after this one may pay beyond the cost.
        const int slack = left[x] - 1 - r.cost[x];
        for (int i = 0; i < n[x]; ++i) {
            const int j = on[x][i];
            const TargetTable::End& e = ends[j];
            // No end placed: its move changes no cost. Else its fewest
            // moves to the end may rise by the slack at most (fall, where
            // it is negative).
            Bitboard to = 0;
            if (e.to == NoSquare) {
                if (slack >= 0) to = kAllSquares;
            } else if (const int d = moves_to(j, e) + slack; d >= 0) {
                to = within(j, e, d);
            }
            arrivals_[list.at[j]] |= to & may_land;
        }
    }
}

}  // namespace dawson::search
