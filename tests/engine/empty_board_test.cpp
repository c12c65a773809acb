// The empty-board tables of the goal bounds (search/empty_board.hpp): the
// fewest moves between two squares, worked out by hand, and the same
// figure read off the reach tables for every kind, colour and square.

#include "search/empty_board.hpp"

#include <catch2/catch.hpp>
#include <list>

#include "pieces/catalogue.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"

namespace {

using namespace dawson;
using core::Color;
using search::EmptyBoard;
namespace kind = pieces::kind;

core::Square sq(const char* name) { return static_cast<core::Square>((name[1] - '1') * 8 + (name[0] - 'a')); }

}  // namespace

TEST_CASE("empty board: the fewest moves between two squares", "[goal-bound]") {
    const EmptyBoard& eb = search::empty_board();
    const Color w = Color::White, b = Color::Black;
    CHECK(eb.moves(kind::Rook, w, sq("d4"), sq("d4")) == 0);
    // Corner to corner: a king walks the diagonal, a queen flies it, a rook
    // turns once, a knight needs six leaps (a1-c2-e3-g4-h6-f7-h8 is one way;
    // a leap goes three files and ranks in all, 7 + 7 need at least five,
    // and each leap changes the square's colour while a1 and h8 share
    // one, so the count is even).
    CHECK(eb.moves(kind::King, w, sq("a1"), sq("h8")) == 7);
    CHECK(eb.moves(kind::Queen, w, sq("a1"), sq("h8")) == 1);
    CHECK(eb.moves(kind::Rook, w, sq("a1"), sq("h8")) == 2);
    CHECK(eb.moves(kind::Knight, w, sq("a1"), sq("h8")) == 6);
    CHECK(eb.moves(kind::Knight, b, sq("g8"), sq("f6")) == 1);
    // A bishop keeps its colour; c1 to h8 turns once on b2.
    CHECK(eb.moves(kind::Bishop, w, sq("c1"), sq("h8")) == 2);
    CHECK(eb.moves(kind::Bishop, w, sq("c1"), sq("c2")) == EmptyBoard::kNever);
    // A pawn steps forward (twice from its first rank), captures
    // diagonally forward, never goes back before it promotes: from e2 it
    // promotes on e8 with its fifth move, so with a sixth it stands anywhere.
    CHECK(eb.moves(kind::Pawn, w, sq("e2"), sq("e4")) == 1);
    CHECK(eb.moves(kind::Pawn, w, sq("e2"), sq("d3")) == 1);
    CHECK(eb.moves(kind::Pawn, w, sq("e2"), sq("e8")) == 5);
    CHECK(eb.moves(kind::Pawn, w, sq("e2"), sq("e1")) == 6);
    CHECK(eb.moves(kind::Pawn, b, sq("e7"), sq("e5")) == 1);
    CHECK(eb.moves(kind::Pawn, b, sq("e7"), sq("e8")) == 6);
}

TEST_CASE("empty board: the fewest moves agree with the reach tables", "[goal-bound]") {
    const EmptyBoard& eb = search::empty_board();
    for (pieces::PieceKind k = kind::King; k <= kind::Pawn; ++k)
        for (const Color c : {Color::White, Color::Black})
            for (int s = 0; s < 64; ++s)
                for (int t = 0; t < 64; ++t) {
                    const auto from = static_cast<core::Square>(s), to = static_cast<core::Square>(t);
                    const int m = eb.moves(k, c, from, to);
                    const core::Bitboard target = core::bb(to);
                    if (m == EmptyBoard::kNever) {
                        REQUIRE_FALSE(eb.reach(k, c, from, search::kMaxMoves) & target);
                        continue;
                    }
                    REQUIRE(m <= search::kMaxMoves);
                    REQUIRE(eb.reach(k, c, from, m) & target);
                    if (m > 0) REQUIRE_FALSE(eb.reach(k, c, from, m - 1) & target);
                }
}

TEST_CASE("empty board: a walkless piece (the dummy) stays where it stands and attacks nothing", "[goal-bound]") {
    const EmptyBoard& eb = search::empty_board();
    const pieces::PieceKind du = *pieces::find_by_code("DU");
    for (int s = 0; s < 64; ++s) {
        const core::Square q = static_cast<core::Square>(s);
        for (const Color c : {Color::White, Color::Black}) {
            CHECK(eb.reach(du, c, q, 5) == core::bb(q));
            CHECK(eb.cover(du, c, q, 5) == 0);
            CHECK(eb.attacks(du, c, q) == 0);
            CHECK(eb.moves(du, c, q, q) == 0);
            CHECK(eb.moves(du, c, q, static_cast<core::Square>(63 - s)) == (s == 63 - s ? 0 : EmptyBoard::kNever));
        }
    }
}

// may_castle, worked out by hand: White's long castling (Ke1, Ra1) with
// the squares b1, c1, d1 between king and rook.
TEST_CASE("empty board: castling within a number of moves", "[goal-bound]") {
    // (The problems outlive their positions, which refer to their rules.)
    std::list<std::vector<problem::Problem>> problems;
    const auto position = [&](const std::string& pieces, const std::string& condition = "") {
        const std::string text =
            "BeginProblem\nPieces White Ke1 Ra1 " + pieces + "\n" + condition + "Stipulation h#2\nEndProblem\n";
        problems.push_back(test::read_popeye_ok(text));
        return problem::make_position(problems.back().front().setup);
    };
    const Color w = Color::White;
    // Nothing between: the castling is White's one move.
    const position::Position open = position("Black Kh8");
    CHECK(search::may_castle(open, w, 1, 0));
    CHECK_FALSE(search::may_castle(open, w, 0, 5));
    // White's queen on d1 must leave first (a move of White's), or Black
    // must take it and leave d1 again: two moves of Black's, since no black
    // piece between could be the capturer (the series end of intelligent
    // 0141, ser-h=11: Black's last move and White's one).
    const position::Position queen = position("Qd1 Black Kh8");
    CHECK_FALSE(search::may_castle(queen, w, 1, 1));
    CHECK(search::may_castle(queen, w, 2, 0));
    CHECK(search::may_castle(queen, w, 1, 2));
    // A black queen on b1 and a white knight on d1: Qb1xd1 empties b1 as
    // it takes d1, Qd1 away empties d1, then 0-0-0: two moves of Black's.
    const position::Position both = position("Sd1 Black Kh8 Qb1");
    CHECK(search::may_castle(both, w, 1, 2));
    CHECK_FALSE(search::may_castle(both, w, 1, 1));
    // Or White's knight leaves and Black's queen leaves: one move each.
    CHECK(search::may_castle(both, w, 2, 1));
    // Both sides filled by White, two squares each: two moves to empty them.
    const position::Position short_side = position("Rh1 Bf1 Sg1 Sb1 Qd1 Black Kh8");
    CHECK_FALSE(search::may_castle(short_side, w, 2, 0));
    CHECK(search::may_castle(short_side, w, 3, 0));
    // A hole between never empties.
    const position::Position hole = position("Black Kh8", "Condition Hole c1\n");
    CHECK_FALSE(search::may_castle(hole, w, 7, 7));
    // No right, no castling: Black has none here.
    CHECK_FALSE(search::may_castle(open, Color::Black, 7, 7));
}
