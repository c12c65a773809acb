#include "search/mate_bound.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>

#include "movegen/stalemate_filter.hpp"
#include "movegen/walk_tables.hpp"
#include "search/assignment.hpp"
#include "search/empty_board.hpp"

namespace dawson::search {

using namespace core;
using position::Move;
using position::Position;
namespace kind = pieces::kind;

namespace {

constexpr int kMaxPieces = 16;
// The opponent's pieces and its castling (a piece of MateReach's own).
constexpr int kMaxMovers = kMaxPieces + 1;
constexpr int kMaxOther = kMaxMoves + 2;
constexpr int kPlacements = 256;
// With `kings` and at least this many moves left (both sides'), every
// square of it is asked; with fewer, the squares until one passes. Asked
// every time, intelligent 0117 (h=6) took 10 % longer; with 8 it takes
// as long as without `kings`, and 0247 (h#7) 4.2 s instead of 8.1 s.
constexpr int kAskAllMoves = 8;

// Sets of squares none of which contains another: the least open sets of
// MateReach::open_sets(). Past kMax sets, full (and no use).
class OpenSets {
public:
    static constexpr int kMax = 64;
    bool dominated(Bitboard u) const {
        for (int i = 0; i < n_; ++i)
            if (!(sets_[i] & ~u)) return true;
        return false;
    }
    void add(Bitboard u) {
        if (dominated(u)) return;
        int kept = 0;
        for (int i = 0; i < n_; ++i)
            if (sets_[i] & ~u) sets_[kept++] = sets_[i];
        n_ = kept;
        if (n_ == kMax)
            full_ = true;
        else
            sets_[n_++] = u;
    }
    bool full() const { return full_; }
    int size() const { return n_; }
    Bitboard operator[](int i) const { return sets_[i]; }

private:
    std::array<Bitboard, kMax> sets_;
    int n_ = 0;
    bool full_ = false;
};

// One question: the opponent's pieces, what each covers with m moves, and
// the squares the pieces of `side` reach with m moves.
class MateReach {
public:
    // `sets`: not the bound's question but the open sets' (open_sets()).
    // `opp_wings`: where the opponent may castle (castling_wings()).
    MateReach(const Position& pos, Color side, int own, int other, bool check, unsigned opp_wings,
              OpenSets* sets = nullptr)
        : eb_(empty_board()),
          ring_(movegen::walk_tables().ring),
          holes_(pos.holes()),
          side_(side),
          own_(own),
          other_(other),
          check_(check),
          sets_(sets) {
        const Color opp = ~side;
        for (Bitboard b = pos.pieces(opp); b;) {
            const Square s = pop_lsb(b);
            Piece& p = pieces_[n_++];
            p.kind = pos.at(s).kind;
            p.square = s;
            for (int m = 0; m <= other_; ++m) p.cover[m] = eb_.cover(p.kind, opp, s, m);
        }
        // Castling, one move of king and rook: a piece of its own (no
        // kind, no square) that covers with m moves what they could after
        // it with the m - 1 left, each (the king and rook still count where
        // they stood: more cover is only more optimistic).
        if (opp_wings) {
            castling_ = n_;
            Piece& p = pieces_[n_++];
            p.kind = kind::None;
            p.square = NoSquare;
            p.cover[0] = 0;
            for (int m = 1; m <= other_; ++m) p.cover[m] = castled_cover(opp, opp_wings, m - 1);
        }
        // Best cases of the pieces from i on, each given r moves.
        for (int r = 0; r <= other_; ++r) {
            suffix_all_[n_][r] = suffix_checks_[n_][r] = 0;
            for (int i = n_ - 1; i >= 0; --i) {
                suffix_all_[i][r] = suffix_all_[i + 1][r] | pieces_[i].cover[r];
                suffix_checks_[i][r] = suffix_checks_[i + 1][r] | (checks(i, r) ? pieces_[i].cover[r] : 0);
            }
        }
        const Square king = pos.king(side);
        occupied_by_side_ = pos.pieces(side) & ~bb(king);
        if (sets_) return;  // the open sets ask nothing of `side`'s pieces
        for (Bitboard b = occupied_by_side_; b;) {
            const Square s = pop_lsb(b);
            for (int m = 0; m <= levels(); ++m) blockers_[m] |= eb_.reach(pos.at(s).kind, side, s, m);
            if (blocker_count_ < kMaxPieces) blockers_list_[blocker_count_++] = {pos.at(s).kind, s};
        }
        all_blockers_ = popcount(occupied_by_side_) <= kMaxPieces;
    }

    // Can the king, now on `king`, be mated (boxed in) somewhere? On the
    // squares it reaches in d moves, nearest first, that a piece may check.
    // With `kings`, only on those squares (kAskAllMoves: all of them or
    // until one passes); those ruled out are taken out of it.
    bool mate_anywhere(Square king, Bitboard* kings) {
        Bitboard seen = 0, out = 0;
        const Bitboard checked = check_ ? suffix_checks_[0][other_] : kAllSquares;
        const Bitboard asked = kings ? *kings : kAllSquares;
        // Far from the end every square is asked, to hand fewer down;
        // nearer, until one passes (those failed before it are out).
        const bool all = kings && own_ + other_ >= kAskAllMoves;
        for (int d = 0; d <= std::min(own_, kMaxMoves); ++d) {
            const Bitboard squares = eb_.reach(kind::King, side_, king, d) & ~seen & ~holes_ & asked;
            seen |= squares;
            out |= squares & ~checked;
            for (Bitboard b = squares & checked; b;) {
                const Square k = pop_lsb(b);
                if (!mate_on(k, d))
                    out |= bb(k);
                else if (!all) {
                    if (kings) *kings &= ~out;
                    return true;
                }
            }
        }
        if (!kings) return false;
        // Squares the king does not reach are out too (past kMaxMoves
        // moves, all squares are reached).
        *kings &= seen & ~out;
        return *kings;
    }

    // Can the king be mated on k, having spent d of its side's moves there?
    // A piece of `side` standing on k must leave it first, a move of its
    // own (maybe onto a square around k, which its cost there pays), or be
    // taken there, a move of the opponent's before its last.
    bool mate_on(Square k, int d) {
        k_ = k;
        flights_ = ring_[k] & ~holes_;
        budget_ = own_ - d;
        least_cost_ = 0;
        known_.fill(0);  // blocks_assignable's answers for the k before
        if (!(occupied_by_side_ & bb(k))) return share(0, other_, 0, 0);
        if (other_ >= 2 && share(0, other_ - 1, 0, 0)) return true;
        least_cost_ = 1;
        return share(0, other_, 0, 0);
    }

    // The other question, for BoundMoves: the squares around k that the
    // shares and placements passing the check leave unattacked, the least
    // of them (sets_ keeps no superset of another). With `taken`, k holds a
    // piece of `side` now: the shares of one move fewer too (the piece
    // taken there). `allowed`: the moves of `side` left for blocks after
    // its next move, which fills one square at most; sets with more
    // squares empty now are not kept.
    void open_sets(Square k, bool taken, int allowed) {
        k_ = k;
        flights_ = ring_[k] & ~holes_;
        open_allowed_ = allowed;
        share(0, other_, 0, 0);
        if (taken && other_ >= 2) share(0, other_ - 1, 0, 0);
    }

private:
    struct Piece {
        pieces::PieceKind kind = kind::None;
        Square square = NoSquare;
        std::array<Bitboard, kMaxOther + 1> cover;  // by moves, up to other_
    };

    // Piece i, given m moves, may give the mate's check: the check is made
    // by the opponent's last move (after the move of `side` before it, its
    // king is not in check), so a piece that does not move gives it only
    // by discovery, along a line: not a knight or a pawn (nor a king).
    bool checks(int i, int m) const {
        const pieces::PieceKind k = pieces_[i].kind;
        return k != kind::King && (m > 0 || (k != kind::Knight && k != kind::Pawn));
    }

    // The levels of blockers_: past kMaxMoves the reach grows no more.
    int levels() const { return std::min(own_, kMaxMoves); }

    // The moves of `side` that the squares around k not attacked need; a
    // square no piece of `side` reaches costs more than the budget.
    int block_cost(Bitboard open) const {
        int cost = 0;
        for (int m = 0; m <= levels() && open; ++m) {
            open &= ~blockers_[m];
            cost += popcount(open);
            if (cost > budget_) break;
        }
        return open ? budget_ + 1 : cost;
    }

    bool passes(Bitboard checking, Bitboard attacked) const {
        if (check_ && !(checking & bb(k_))) return false;
        if (sets_) {  // open sets: none that a kept set or the move count rules out
            const Bitboard open = flights_ & ~attacked;
            return popcount(open & ~occupied_by_side_) <= open_allowed_ + 1 && !sets_->dominated(open);
        }
        return std::max(block_cost(flights_ & ~attacked), least_cost_) <= budget_;
    }

    // A share or placement passed with `attacked`: the bound asks the
    // blocks; the open sets keep the squares left open (and go on).
    bool leaf(Bitboard attacked) {
        if (!sets_) return blocks_assignable(attacked);
        sets_->add(flights_ & ~attacked);
        return false;
    }

    // The last test of a share or placement that passes: the squares
    // around k not attacked need a piece of `side` each, a different one on
    // each square (block_cost lets one piece stand on several): the
    // cheapest assignment of pieces to those squares must fit the budget.
    bool blocks_assignable(Bitboard attacked) {
        if (!all_blockers_) return true;
        const Bitboard open = flights_ & ~attacked;
        if (popcount(open) < 2) return true;  // block_cost's answer is exact
        // The open squares as a subset of k's ring (at most 8 squares).
        std::array<Square, 8> squares;
        int t = 0, index = 0, bit = 0;
        for (Bitboard r = flights_; r; ++bit) {
            const Square q = pop_lsb(r);
            if (!(open & bb(q))) continue;
            index |= 1 << bit;
            squares[t++] = q;
        }
        const std::uint64_t flag = std::uint64_t{1} << (index & 63);
        if (!(known_[index >> 6] & flag)) {
            known_[index >> 6] |= flag;
            if (assignable(squares, t))
                fits_[index >> 6] |= flag;
            else
                fits_[index >> 6] &= ~flag;
        }
        return fits_[index >> 6] & flag;
    }

    // Can `side`'s pieces (but the king) put a different piece on each of
    // the t squares within the budget? The least-cost assignment
    // (pieces_fit) is asked only where cheaper answers do not settle it:
    // where the nearest pieces of the squares are all different, their sum
    // is the fewest; the sum of each square's nearest is a lower bound, and
    // an assignment that gives each square in turn its nearest piece not
    // yet taken an upper one.
    bool assignable(const std::array<Square, 8>& squares, int t) {
        std::array<int, 8> nearest, least;
        least.fill(kNoCost);
        int used = 0;  // the pieces that reach a square within the budget
        for (int p = 0; p < blocker_count_; ++p) {
            std::array<int, 8>& moves = moves_to_[used];
            bool useful = false;
            for (int x = 0; x < t; ++x) {
                moves[x] = eb_.moves(blockers_list_[p].kind, side_, blockers_list_[p].square, squares[x]);
                if (moves[x] > budget_) moves[x] = EmptyBoard::kNever;
                if (moves[x] == EmptyBoard::kNever) continue;
                useful = true;
                if (moves[x] < least[x]) least[x] = moves[x], nearest[x] = used;
            }
            used += useful;
        }
        int sum = 0;
        unsigned taken = 0;
        bool distinct = true;
        for (int x = 0; x < t; ++x) {
            if (least[x] == kNoCost) return false;
            sum += least[x];
            distinct = distinct && !(taken >> nearest[x] & 1);
            taken |= 1u << nearest[x];
        }
        if (sum > budget_) return false;
        if (distinct) return true;
        int greedy = 0;
        taken = 0;
        for (int x = 0; x < t && greedy <= budget_; ++x) {
            int best = kNoCost, piece = -1;
            for (int p = 0; p < used; ++p)
                if (!(taken >> p & 1) && moves_to_[p][x] < best) best = moves_to_[p][x], piece = p;
            if (piece < 0) {
                greedy = kNoCost;
                break;
            }
            greedy += best;
            taken |= 1u << piece;
        }
        if (greedy <= budget_) return true;
        return pieces_fit(used, t, 0);
    }

    // The last step of assignable() and capture_free(): can pieces [0, n)
    // of moves_to_ put a different piece on each of the t squares within
    // the budget? Piece p needs moves_to_[p][x] moves to square x (kNever:
    // it may not stand there) or, given none, one move where bit p of
    // `leave` is set (it must leave its square all the same), else none.
    bool pieces_fit(int n, int t, unsigned leave) const {
        auto cost = [&](int p, int x) {
            const int m = moves_to_[p][x];
            return m == EmptyBoard::kNever ? m : m - static_cast<int>(leave >> p & 1);
        };
        return assignment_fits<8, kMaxPieces>(cost, n, t, EmptyBoard::kNever, std::popcount(leave), budget_);
    }

    // Piece i on gets r moves at most; the pieces before it attack
    // `checking` (those that may give check) and `attacked`.
    bool share(int i, int r, Bitboard checking, Bitboard attacked) {
        if (!passes(checking | suffix_checks_[i][r], attacked | suffix_all_[i][r])) return false;
        if (i == n_) return (sets_ || blocks_assignable(attacked)) && placed();
        // The opponent makes all its moves, so the last piece takes those
        // left.
        for (int m = r; m >= (i == n_ - 1 ? r : 0); --m) {
            moves_[i] = m;
            const Bitboard c = pieces_[i].cover[m];
            if (share(i + 1, r - m, checking | (checks(i, m) ? c : 0), attacked | c)) return true;
        }
        return false;
    }

    // The share of moves_ passed: its moving pieces are now put on the
    // squares of their reach, together, each attacking from its square
    // alone; one placement must pass. A pawn that could promote with a
    // move to spare may stand anywhere, attacking as a queen, a knight or a
    // pawn there. After kPlacements placements tried, the share passes.
    bool placed() {
        Bitboard checking = 0, attacked = 0;
        movers_ = 0;
        for (int i = 0; i < n_; ++i) {
            const Piece& p = pieces_[i];
            if (moves_[i] > 0) {
                movers_list_[movers_++] = i;
                continue;
            }
            // Standing still: on k it is taken by the king; the opponent's
            // king may not stand beside it (unless it castled).
            if (p.square == k_) continue;
            if (p.kind == kind::King && (ring_[k_] & bb(p.square)) && !castled()) return false;
            attacked |= p.cover[0];
            if (checks(i, 0)) checking |= p.cover[0];
        }
        // What the movers from j on cover, best case.
        rest_all_[movers_] = rest_checks_[movers_] = 0;
        for (int j = movers_ - 1; j >= 0; --j) {
            const int i = movers_list_[j];
            const Bitboard c = pieces_[i].cover[moves_[i]];
            rest_all_[j] = rest_all_[j + 1] | c;
            rest_checks_[j] = rest_checks_[j + 1] | (checks(i, moves_[i]) ? c : 0);
        }
        // The opponent's last move alone left, and no piece standing still
        // that may check by discovery: the piece that moves gives the check
        // alone, from the square it lands on (checker_placed).
        if (check_ && other_ == 1 && !sets_ && movers_ == 1 && !(checking & bb(k_))) {
            pinners_ = 0;
            const Bitboard rook_lines = rook_attacks(k_, 0), bishop_lines = bishop_attacks(k_, 0);
            for (int i = 0; i < n_; ++i) {
                const Piece& p = pieces_[i];
                if (moves_[i] > 0) continue;
                const bool rook = p.kind == kind::Queen || p.kind == kind::Rook;
                const bool bishop = p.kind == kind::Queen || p.kind == kind::Bishop;
                if ((rook && (rook_lines & bb(p.square))) || (bishop && (bishop_lines & bb(p.square))))
                    pinners_ |= between(k_, p.square);
            }
            return checker_placed(checking, attacked);
        }
        int tries = kPlacements;
        return place(0, checking, attacked, tries);
    }

    // The single check of the opponent's last move, from the square c the
    // moving piece lands on: a piece of `side` that could take it there
    // ends the mate. So a piece of `side` may not end on a square from
    // which it attacks c in a way nothing can block (a knight's leap, a
    // pawn's capture, a step of a line piece), unless it may end pinned
    // there (between k and a piece that stands still on a line it moves
    // along): one standing there now must leave (a move of its own), and
    // none may block a square around k there. And c itself, when beside
    // k, must be attacked by another piece (the king would take it).
    bool checker_placed(Bitboard checking, Bitboard attacked) {
        const Piece& p = pieces_[movers_list_[0]];
        const Color opp = ~side_;
        if (movers_list_[0] == castling_) {
            int tries = kPlacements;
            return place(0, checking, attacked, tries);
        }
        Bitboard squares = eb_.reach(p.kind, opp, p.square, 1) & ~bb(k_);
        if (p.kind == kind::King || squares == kAllSquares) {
            int tries = kPlacements;
            return place(0, checking, attacked, tries);
        }
        const Bitboard relevant = ring_[k_] | bb(k_);
        for (Bitboard b = squares; b;) {
            const Square c = pop_lsb(b);
            const Bitboard a = eb_.attacks(p.kind, opp, c);
            if (!(a & bb(k_))) continue;
            const Bitboard now = attacked | (a & relevant);
            if (!passes(checking | a, now)) continue;
            if (flights_ & bb(c) & ~now) continue;  // the king takes it
            if (!all_blockers_) return true;
            if (capture_free(flights_ & ~now, c)) return true;
        }
        return false;
    }

    // The squares from which a piece of `side` of each kind would attack c
    // with nothing to block it, and may not end pinned.
    std::array<Bitboard, 6> takers(Square c) const {
        std::array<Bitboard, 6> t{};
        const Bitboard here = bb(c);
        const int up = side_ == Color::White ? -1 : 1;  // from c back to the pawn's square
        // A line piece's step: the squares beside c along its lines.
        for (const pieces::PieceKind k : {kind::Queen, kind::Rook, kind::Bishop})
            t[k - 1] = eb_.attacks(k, side_, c) & ring_[c];
        t[kind::Knight - 1] = eb_.attacks(kind::Knight, side_, c);
        t[kind::Pawn - 1] = shift(here, {1, up}) | shift(here, {-1, up});
        for (Bitboard& x : t) x &= ~pinners_;
        return t;
    }

    // A pawn of `side` on `from` may stand on x, where as a pawn it could
    // take the checker, as a piece it promotes to that could not: its
    // moves to the last rank, and one more off it (intelligent 0044,
    // ser-h#9: e7-e5*f4-f3*e2-e1=R, Re1-e7 blocks e7 beside the king on e6
    // where the pawn could have taken the rook's check from d6).
    int promoted_moves(Square from, Square x, const std::array<Bitboard, 6>& forbidden) const {
        bool some = false;
        for (const pieces::PieceKind k : {kind::Queen, kind::Rook, kind::Bishop, kind::Knight})
            some = some || !(forbidden[k - 1] & bb(x));
        if (!some) return EmptyBoard::kNever;
        const int last = side_ == Color::White ? 7 : 0;
        int promotion = EmptyBoard::kNever;
        for (int f = 0; f < 8; ++f)
            promotion = std::min(promotion, eb_.moves(kind::Pawn, side_, from, make_square(f, last)));
        return promotion == EmptyBoard::kNever ? promotion : promotion + (rank_of(x) == last ? 0 : 1);
    }

    // Can `side`'s pieces (but the king) put a different piece on each
    // square of `open` within the budget, none on a square from which it
    // could take the checker on c, and take each piece that could take it
    // from where it stands somewhere else (one move at least)? (Kept out
    // of placed(): inlined there, intelligent 0181 h#3 took 18 % longer.)
    [[gnu::noinline]] bool capture_free(Bitboard open, Square c) {
        const std::array<Bitboard, 6> forbidden = takers(c);
        std::array<Square, 8> squares;
        int t = 0;
        for (Bitboard b = open; b;) squares[t++] = pop_lsb(b);
        std::array<int, 8> least;
        least.fill(kNoCost);
        int used = 0;  // the pieces that reach a square within the budget, or must leave theirs
        unsigned leave = 0;
        for (int p = 0; p < blocker_count_; ++p) {
            const PieceAt& bl = blockers_list_[p];
            const Bitboard no = bl.kind >= kind::King && bl.kind <= kind::Pawn ? forbidden[bl.kind - 1] : 0;
            const bool must_leave = no & bb(bl.square);
            std::array<int, 8>& moves = moves_to_[used];
            bool useful = false;
            for (int x = 0; x < t; ++x) {
                moves[x] = eb_.moves(bl.kind, side_, bl.square, squares[x]);
                if (no & bb(squares[x]))
                    moves[x] =
                        bl.kind == kind::Pawn ? promoted_moves(bl.square, squares[x], forbidden) : EmptyBoard::kNever;
                if (moves[x] > budget_) moves[x] = EmptyBoard::kNever;
                if (moves[x] == EmptyBoard::kNever) continue;
                useful = true;
                least[x] = std::min(least[x], moves[x]);
            }
            if (!useful && !must_leave) continue;
            leave |= unsigned{must_leave} << used;
            ++used;
        }
        int sum = 0;
        for (int x = 0; x < t; ++x) {
            if (least[x] == kNoCost) return false;
            sum += least[x];
        }
        return sum <= budget_ && pieces_fit(used, t, leave);
    }

    bool place(int j, Bitboard checking, Bitboard attacked, int& tries) {
        if (!passes(checking | rest_checks_[j], attacked | rest_all_[j])) return false;
        if (j == movers_ || --tries < 0) return leaf(attacked | rest_all_[j]);
        const int i = movers_list_[j];
        const Piece& p = pieces_[i];
        const Color opp = ~side_;
        if (i == castling_) {  // not put on squares: all it may cover
            const Bitboard c = p.cover[moves_[i]] & (ring_[k_] | bb(k_));
            return place(j + 1, checking | c, attacked | c, tries);
        }
        Bitboard squares = eb_.reach(p.kind, opp, p.square, moves_[i]);
        // A pawn that may have promoted and moved on.
        const bool promoted = p.kind == kind::Pawn && squares == kAllSquares;
        // Not on k, where the king stands (a piece taken there attacks
        // nothing); the opponent's king not beside it either.
        squares &= ~bb(k_) & (p.kind == kind::King ? ~ring_[k_] : kAllSquares);
        // The last that may check: on a square attacking the king (K, Q, R,
        // B and S attack where they are attacked from).
        if (check_ && !((checking | rest_checks_[j + 1]) & bb(k_)) && EmptyBoard::symmetric(p.kind))
            squares &= eb_.attacks(p.kind, opp, k_);
        // What a square gives that matters here: its attacks on k and the
        // squares around it. Squares that give the same, or less than
        // another, need no placement of their own; those that give nothing
        // are left out unless every square does.
        const Bitboard relevant = ring_[k_] | bb(k_);
        const Bitboard useful =
            promoted ? near(kind::Queen, relevant) | near(kind::Knight, relevant) | near(kind::Pawn, relevant)
            : EmptyBoard::symmetric(p.kind) ? near(p.kind, relevant)
                                            : kAllSquares;
        if (squares && !(squares & useful)) return place(j + 1, checking, attacked, tries);
        squares &= useful;
        std::array<Bitboard, 64> gives;
        int n = 0;
        for (Bitboard b = squares; b;) {
            const Square t = pop_lsb(b);
            const Bitboard c = (promoted ? eb_.attacks(kind::Queen, opp, t) | eb_.attacks(kind::Knight, opp, t) |
                                               eb_.attacks(kind::Pawn, opp, t)
                                         : eb_.attacks(p.kind, opp, t)) &
                               relevant;
            bool less = false;
            for (int x = 0; x < n && !less; ++x) less = !(c & ~gives[x]);
            if (less) continue;
            int kept = 0;
            for (int x = 0; x < n; ++x)
                if (gives[x] & ~c) gives[kept++] = gives[x];
            gives[kept++] = c;
            n = kept;
        }
        for (int x = 0; x < n; ++x) {
            const Bitboard c = gives[x];
            if (place(j + 1, checking | (checks(i, moves_[i]) ? c : 0), attacked | c, tries)) return true;
        }
        return false;
    }

    // The squares from which a piece of kind k of the opponent's could
    // attack one of `targets` (more for a pawn: from a square of its last
    // rank, where the table lets it attack as a queen or a knight).
    Bitboard near(pieces::PieceKind k, Bitboard targets) const {
        Bitboard from = 0;
        for (Bitboard b = targets; b;) from |= eb_.attacks(k, k == kind::Pawn ? side_ : ~side_, pop_lsb(b));
        return from;
    }

    const EmptyBoard& eb_;
    const std::array<Bitboard, 64>& ring_;
    Bitboard holes_;  // squares off the board (Hole)
    Color side_;
    int own_, other_;
    bool check_;         // mate: a piece must attack k; a box: none need
    int castling_ = -1;  // the castling's piece, if any
    // The share gives the castling moves: the king may stand elsewhere.
    bool castled() const { return castling_ >= 0 && moves_[castling_] > 0; }
    OpenSets* sets_;        // the open sets' question, or null: the bound's
    int open_allowed_ = 0;  // see open_sets()
    // Filled up to what the question asks (n_ pieces, other_ moves): the
    // bound is asked at most nodes of a search, and clearing all would cost
    // a large share of it.
    std::array<Piece, kMaxMovers> pieces_;
    int n_ = 0;
    std::array<std::array<Bitboard, kMaxOther + 1>, kMaxMovers + 1> suffix_all_, suffix_checks_;
    std::array<Bitboard, kMaxMoves + 1> blockers_{};  // where they stand after m moves
    Bitboard occupied_by_side_ = 0;                   // where they stand now
    std::array<int, kMaxMovers> moves_;
    // The share's pieces that placed() puts on squares, and what those from
    // j on cover.
    std::array<int, kMaxMovers> movers_list_;
    int movers_ = 0;
    std::array<Bitboard, kMaxMovers + 1> rest_all_, rest_checks_;
    // The pieces of `side` but the king, blocker_count_ of them;
    // all_blockers_: every one is there.
    static constexpr int kNoCost = 1 << 20;
    std::array<PieceAt, kMaxPieces> blockers_list_;
    int blocker_count_ = 0;
    bool all_blockers_ = false;
    // blocks_assignable's answers for the k asked, by subset of k's ring
    // (a bit each): known_, and fits_ where they fit the budget.
    std::array<std::uint64_t, 4> known_, fits_;
    // assignable's moves of each useful piece to each square.
    std::array<std::array<int, 8>, kMaxPieces> moves_to_;
    Square k_ = NoSquare;
    Bitboard pinners_ = 0;  // checker_placed: squares where a piece of `side` may end pinned
    Bitboard flights_ = 0;  // the squares around k_ but holes
    int budget_ = 0;
    int least_cost_ = 0;  // the moves of its pieces but the king that `side` needs anyway
};

// Is the position one the bound argues about: `side` has a king, the
// opponent at most kMaxPieces pieces, the play orthodox (holes allowed)?
bool mate_bound_asks(const Position& pos, Color side) {
    return pos.king(side) != NoSquare && popcount(pos.pieces(~side)) <= kMaxPieces && movegen::goal_bound_play(pos);
}

bool king_box_out_of_reach(const Position& pos, Color side, int own, int other, bool check, Bitboard* kings) {
    // Castling: two more moves of that side's.
    const bool side_castles = may_castle(pos, side, own, other);
    if (side_castles) own += 2;
    // Many moves of the opponent's: too many shares, and a weak bound.
    if (other > kMaxOther || other < 1 || !mate_bound_asks(pos, side)) return false;
    return !MateReach(pos, side, own, other, check, castling_wings(pos, ~side, other, own))
                .mate_anywhere(pos.king(side), kings);
}

}  // namespace

bool mate_out_of_reach(const Position& pos, Color side, int own, int other, Bitboard* kings) {
    return king_box_out_of_reach(pos, side, own, other, true, kings);
}

bool box_out_of_reach(const Position& pos, Color side, int own, int other, Bitboard* kings) {
    return king_box_out_of_reach(pos, side, own, other, false, kings);
}

BoundMoves::BoundMoves(const Position& pos, Color side, int own, int other, int max_own, bool check, Bitboard kings) {
    side_moves_ = pos.side_to_move() == side;
    check_ = check;
    side_ = side;
    king_ = pos.king(side);
    const int own_after = own_after_ = side_moves_ ? own - 1 : own;
    other_after_ = side_moves_ ? other : other - 1;
    // Where king_box_out_of_reach asks nothing, everything passes; so do
    // the moves of `side` towards a box (their test costs the stalemate
    // problems more than it saves: intelligent 0051 h=8 17.9 s -> 18.7 s).
    if ((side_moves_ && !check) || own_after < 0 || own_after > max_own || other_after_ < 1 ||
        other_after_ > kMaxOther || may_castle(pos, side, own, other) || may_castle(pos, ~side, other, own) ||
        !mate_bound_asks(pos, side))
        return;
    const EmptyBoard& eb = empty_board();
    std::array<Bitboard, kMaxPieces> cover, checks;
    std::array<Square, kMaxPieces> squares;
    int n = 0;
    for (Bitboard b = pos.pieces(~side); b; ++n) {
        squares[n] = pop_lsb(b);
        const pieces::PieceKind k = pos.at(squares[n]).kind;
        cover[n] = eb.cover(k, ~side, squares[n], other_after_);
        checks[n] = k != kind::King ? cover[n] : 0;
        attacked_ |= cover[n];
        checking_ |= checks[n];
    }
    if (!check) checking_ = kAllSquares;  // a box needs no check
    if (!side_moves_)
        for (int i = 0; i < n; ++i) {
            Bitboard a = 0, c = 0;
            for (int j = 0; j < n; ++j)
                if (j != i) a |= cover[j], c |= checks[j];
            attacked_without_[squares[i]] = a;
            checking_without_[squares[i]] = c;
        }
    holes_ = pos.holes();
    occupied_ = pos.pieces(side);
    const std::array<Bitboard, 64>& ring = movegen::walk_tables().ring;
    // `side` moving: what the opponent's shares and placements leave open
    // around each target, as the bound after the move asks them.
    OpenSets sets;
    std::optional<MateReach> reach;
    if (side_moves_) reach.emplace(pos, side, own_after, other_after_, check, 0, &sets);
    Bitboard seen = 0;
    // `side` moving: one square farther, for the moves of its king.
    for (int d = 0; d <= std::min(own_after + side_moves_, kMaxMoves); ++d) {
        const Bitboard squares = eb.reach(kind::King, side, king_, d) & ~seen & ~holes_ & kings;
        seen |= squares;
        // (The opponent's move may bring a piece that checks.)
        for (Bitboard b = squares & (side_moves_ ? checking_ : kAllSquares); b;) {
            const Square k = pop_lsb(b);
            const int allowed = own_after - d;
            // `side` moving fills at most one square: where more than one
            // is missing, no move passes here.
            if (side_moves_ && popcount(ring[k] & ~holes_ & ~attacked_ & ~occupied_) > allowed + 1) continue;
            Target& t = targets_[n_];
            t = {k, allowed, sets_n_, 0};
            if (side_moves_) {
                sets = OpenSets();
                reach->open_sets(k, occupied_ & bb(k), allowed);
                if (sets.full() || sets_n_ + sets.size() > kMaxSets) return;  // too many: every move passes
                for (int i = 0; i < sets.size(); ++i) open_[sets_n_++] = sets[i];
                t.sets = sets_n_ - t.first;
                if (!t.sets) continue;
            }
            ++n_;
        }
    }
    if (side_moves_) {  // its pieces but the king, the blocks
        for (Bitboard b = occupied_ & ~bb(king_); b;) {
            const Square from = pop_lsb(b);
            if (blocker_n_ == static_cast<int>(blockers_.size())) return;  // (promotions) every move passes
            blockers_[blocker_n_++] = {pos.at(from).kind, from};
        }
    }
    all_ = false;
}

int BoundMoves::fill_cost(const Move& m, pieces::PieceKind arrives, Bitboard open, Bitboard empty, int allowed) const {
    // Each empty square's cheapest piece and its second cheapest other
    // one; a piece standing on a square of the set leaves it empty, one
    // move more at least (of another piece).
    struct Best {
        int cost = kFar, piece = -1, second = kFar;
    };
    const EmptyBoard& eb = empty_board();
    std::array<Best, 8> best;
    int n = 0, sum = 0;
    for (Bitboard b = empty; b; ++n) {
        const Square q = pop_lsb(b);
        Best& x = best[n & 7];
        x = Best();
        auto offer = [&](int piece, pieces::PieceKind k, Square from) {
            const int c = std::min<int>(eb.moves(k, side_, from, q) + ((open >> from) & 1), kFar);
            if (c < x.cost)
                x = {c, piece, x.cost};
            else if (c < x.second)
                x.second = c;
        };
        for (int i = 0; i < blocker_n_; ++i)
            if (arrives == kind::None || blockers_[i].square != m.from)
                offer(i, blockers_[i].kind, blockers_[i].square);
        if (arrives != kind::None) offer(blocker_n_, arrives, m.to);
        sum += x.cost;
        if (sum > allowed) return sum;
    }
    // Two squares wanting the same piece: the other one for either.
    if (n == 2 && best[0].piece == best[1].piece)
        return std::min(best[0].cost + best[1].second, best[0].second + best[1].cost);
    return sum;
}

bool BoundMoves::keeps(const Position& pos, const Move& m) const {
    if (all_ || m.type == position::MoveType::CastleShort || m.type == position::MoveType::CastleLong) return true;
    const std::array<Bitboard, 64>& ring = movegen::walk_tables().ring;
    if (side_moves_) {
        // The moves the squares around each target still need: the moved
        // piece's from its arrival, the others' as before.
        const pieces::PieceKind moved = pos.at(m.from).kind;
        const pieces::PieceKind arrives = m.promo != kind::None ? m.promo : moved;
        // A move onto a target: the bound asks that target otherwise (its
        // piece must leave or be taken). A move of the king: the targets
        // it reaches from its arrival, its pieces where they stand.
        const bool king = moved == kind::King;
        Bitboard blocks = occupied_ & ~bb(king_);
        if (!king) blocks = (blocks & ~bb(m.from)) | bb(m.to);
        for (int i = 0; i < n_; ++i) {
            Target t = targets_[i];
            if (king) t.allowed = own_after_ - empty_board().moves(kind::King, side_, m.to, t.k);
            if (t.allowed < 0) continue;
            if (t.k == m.to && !king) return true;
            for (int s = t.first; s < t.first + t.sets; ++s) {
                const Bitboard empty = open_[s] & ~blocks;
                if (popcount(empty) > t.allowed) continue;
                if (!empty || fill_cost(m, king ? kind::None : arrives, open_[s], empty, t.allowed) <= t.allowed)
                    return true;
            }
        }
        return false;
    }
    // The opponent moves: what its piece covers from its arrival; a piece
    // it takes leaves its square empty.
    const pieces::PieceKind k = m.promo != kind::None ? m.promo : pos.at(m.from).kind;
    const Bitboard c = empty_board().cover(k, ~side_, m.to, other_after_);
    const Bitboard attacked = attacked_without_[m.from] | c;
    const Bitboard checking = check_ ? checking_without_[m.from] | (k != kind::King ? c : 0) : kAllSquares;
    Bitboard occupied = occupied_;
    if (const Square x = pos.captured_square(m); x == king_)
        return true;  // (where the king stands in check: the bound asks nothing then)
    else if (x != NoSquare)
        occupied &= ~bb(x);
    for (int i = 0; i < n_; ++i) {
        const Target& t = targets_[i];
        if ((checking & bb(t.k)) && popcount(ring[t.k] & ~holes_ & ~attacked & ~occupied) <= t.allowed) return true;
    }
    return false;
}

}  // namespace dawson::search
