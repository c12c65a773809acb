// The stalemate bound (search/stalemate_bound.hpp) and the king box
// (search/mate_bound.hpp) against brute force: wherever one says that a
// stalemate is out of reach, no line of help play of that length ends in
// one. Checked on the positions of the stalemate problems of Popeye's test
// files in popeye-regression (orthodox ones, most from hpint.inp and
// intell.inp) and the positions one and two half-moves later, for lines of
// two and three half-moves (four from the diagram).

#include "search/stalemate_bound.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <utility>

#include "goal_problems.hpp"
#include "movegen/generate.hpp"
#include "movegen/stalemate_filter.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"
#include "search/empty_board.hpp"
#include "search/goal_bound.hpp"
#include "search/goal_tests.hpp"
#include "search/mate_bound.hpp"

namespace {

using namespace dawson;

// The stalemate bound as a GoalBound (it narrows no king squares).
bool stalemate_only(const position::Position& pos, core::Color side, int own, int other, core::Bitboard*) {
    return search::stalemate_out_of_reach(pos, side, own, other);
}

// The bound asked of the positions of the problems.
test::BoundCounts check_problems(const std::vector<problem::Setup>& setups, test::KingsBound bound) {
    test::BoundCounts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 2, [&](position::Position& pos, bool diagram) {
            test::check_help_bound(pos, c, 2, diagram ? 4 : 3, bound, search::is_stalemated, diagram ? 3 : 2);
        });
    INFO(setups.size() << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach");
    return c;
}

// The orthodox stalemate problems.
test::BoundCounts check_problems(test::KingsBound bound) {
    const std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play);
    CHECK(setups.size() > 30);
    return check_problems(setups, bound);
}

// Series of the lengths `lengths(pos, diagram)` gives (first, last) from
// the diagram, the positions after its first moves and after one second
// move each, then the opponent's stalemating move.
template <class Lengths>
test::BoundCounts check_series(const std::vector<problem::Setup>& setups, Lengths&& lengths) {
    test::BoundCounts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 1000, [&](position::Position& pos, bool diagram) {
            const auto [first, last] = lengths(pos, diagram);
            for (int k = first; k <= last; ++k) {
                ++c.asked;
                if (!search::stalemate_out_of_reach(pos, pos.side_to_move(), k, 1)) continue;
                ++c.out_of_reach;
                INFO("ser-h=" << k << ", " << position::to_fen(pos));
                REQUIRE_FALSE(test::series_line(pos, k, 1, search::is_stalemated));
                // (Stored for fewer series moves too: LineSearch::store_none_below.)
                if (k > 1) REQUIRE_FALSE(test::series_line(pos, k - 1, 1, search::is_stalemated));
            }
        });
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    return c;
}

// Three series moves from the diagram, two from the other positions.
test::BoundCounts check_series(const std::vector<problem::Setup>& setups) {
    return check_series(setups, [](const position::Position&, bool diagram) { return std::pair{1, diagram ? 3 : 2}; });
}

// LastMoveWitnesses against brute force: after each move they leave out,
// no line of the side's `own` - 1 more moves and the opponent's moves
// stalemates it, asked of the side to move in every position visited.
// Its last move (`own` 1): no reply stalemates it. The move before
// (`own` 2): in series play (the opponent's one move after the last,
// `other` 1) in every position visited; in help play (a move of the
// opponent's before the last too, `other` 2) in the diagrams, after
// their first moves and after every tenth second move.
test::BoundCounts check_witnesses(const std::vector<problem::Setup>& setups, int own, bool help) {
    test::BoundCounts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, help ? 10 : 2, [&](position::Position& pos, bool) {
            const core::Color side = pos.side_to_move();
            const search::LastMoveWitnesses witnesses(pos, side, help ? 2 : 1, own);
            movegen::MoveList ml;
            movegen::generate_legal(pos, ml);
            for (const position::Move& m : ml) {
                ++c.asked;
                if (witnesses.keeps(m)) continue;
                ++c.out_of_reach;
                if (m.from == pos.king(side)) ++c.king_moves_out;
                INFO((help ? "help: " : "series: ") << position::to_fen(pos) << " " << m.from + 0 << "-" << m.to + 0);
                position::Undo u = pos.make(m);
                if (own == 1 || help) {
                    REQUIRE_FALSE(test::help_line(pos, own == 1 ? 1 : 3, search::is_stalemated));
                } else if (!movegen::in_check(pos, pos.side_to_move())) {  // (else no series move)
                    const position::Undo n = pos.make_null();
                    REQUIRE_FALSE(test::series_line(pos, 1, 1, search::is_stalemated));
                    pos.unmake_null(n);
                }
                pos.unmake(m, u);
            }
        });
    return c;
}

// The stalemate problems in orthodox play of popeye-regression and
// popeye-intelligent, for the series questions.
std::vector<problem::Setup> series_setups() {
    std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play);
    for (problem::Setup& s :
         test::goal_problems("popeye-intelligent", stipulation::Goal::Stalemate, movegen::orthodox_play))
        setups.push_back(std::move(s));
    return setups;
}

// Each series move m of the side to move (one that gives no check),
// played with the opponent passing after it: `then(pos, m)`, the side to
// move again.
template <class Then>
void for_series_moves(position::Position& pos, Then&& then) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        if (!movegen::in_check(pos, pos.side_to_move())) {
            const position::Undo n = pos.make_null();
            then(pos, m);
            pos.unmake_null(n);
        }
        pos.unmake(m, u);
    }
}

}  // namespace

TEST_CASE("last move witnesses: no stalemate after a move they leave out", "[stalemate-bound]") {
    std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play);
    for (problem::Setup& s : test::goal_problems_with_holes(stipulation::Goal::Stalemate))
        setups.push_back(std::move(s));
    const test::BoundCounts c = check_witnesses(setups, 1, false);
    INFO(c.asked << " moves asked, " << c.out_of_reach << " left out, " << c.king_moves_out << " of the king");
    // They leave out many: most last moves leave two free pieces or more.
    CHECK(c.out_of_reach > c.asked / 5);
    // The king's moves too, asked with the pins from where it lands.
    CHECK(c.king_moves_out > c.out_of_reach / 20);
}

TEST_CASE("witnesses of the move before the last: no stalemate after a move they leave out", "[stalemate-bound]") {
    std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play);
    for (problem::Setup& s : test::goal_problems_with_holes(stipulation::Goal::Stalemate))
        setups.push_back(std::move(s));
    for (const bool help : {false, true}) {
        const test::BoundCounts c = check_witnesses(setups, 2, help);
        INFO((help ? "help: " : "series: ") << c.asked << " moves asked, " << c.out_of_reach << " left out");
        // Some are left out: those that leave many pieces free.
        CHECK(c.out_of_reach > c.asked / 50);
    }
}

TEST_CASE("stalemate bound: never out of reach where a stalemate is reached", "[stalemate-bound]") {
    const test::BoundCounts c = check_problems(stalemate_only);
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    // The bound is worth asking: it settles many of these positions.
    CHECK(c.out_of_reach > c.asked / 20);
}

// The goal's bound as the engines ask it (search/goal_bound.hpp): the
// count, with one or two moves left asked for each square where the king
// may end too (stalemate_out_of_reach with the king squares), then the
// box; the king squares it rules out checked too.
bool stalemate_goal_bound(const position::Position& pos, core::Color side, int own, int other, core::Bitboard* kings) {
    search::GoalTrail trail;
    trail.kings = *kings;
    const bool out = search::goal_bound(stipulation::Goal::Stalemate, pos)(pos, side, own, other, &trail);
    *kings = trail.kings;
    return out;
}

TEST_CASE("stalemate goal bound: never out of reach where a stalemate is reached", "[stalemate-bound]") {
    const test::BoundCounts c = check_problems(stalemate_goal_bound);
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach, " << c.kings_out
                 << " king squares ruled out elsewhere");
    CHECK(c.kings_out > 500);
    CHECK(c.out_of_reach > c.asked / 10);
}

TEST_CASE("king box: never out of reach where a stalemate is reached", "[stalemate-bound]") {
    const test::BoundCounts c = check_problems(search::box_out_of_reach);
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach, " << c.kings_out
                 << " king squares ruled out elsewhere");
    // It rules out king squares the king could reach, checked on lines of
    // up to three half-moves: 644 of them.
    CHECK(c.kings_out > 500);
    CHECK(c.out_of_reach > c.asked / 20);
}

TEST_CASE("stalemate bound and king box with holes: never out of reach where a stalemate is reached",
          "[stalemate-bound]") {
    // popeye-regression 0325, popeye-intelligent 0009 and 0141 (ser-h=).
    const std::vector<problem::Setup> setups = test::goal_problems_with_holes(stipulation::Goal::Stalemate);
    CHECK(setups.size() >= 3);
    const test::BoundCounts c = check_problems(setups, stalemate_only);
    const test::BoundCounts box = check_problems(setups, search::box_out_of_reach);
    const test::BoundCounts goal = check_problems(setups, stalemate_goal_bound);
    INFO(c.asked << " questions, " << c.out_of_reach << ", " << box.out_of_reach << " and " << goal.out_of_reach
                 << " out of reach");
    CHECK(c.out_of_reach > c.asked / 20);
    CHECK(box.out_of_reach > 0);
    CHECK(goal.out_of_reach >= c.out_of_reach);
}

TEST_CASE("stalemate bound: never out of reach where a ser-h= is reached", "[stalemate-bound]") {
    const test::BoundCounts c =
        check_series(test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play));
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(c.out_of_reach > c.asked / 20);
}

TEST_CASE("stalemate bound and king box with dummies: never out of reach where a stalemate is reached",
          "[stalemate-bound]") {
    // popeye-intelligent 0027 (ser-h=14, dummies of both colours).
    const std::vector<problem::Setup> setups = test::goal_problems_with_dummies(stipulation::Goal::Stalemate);
    CHECK(setups.size() >= 1);
    const test::BoundCounts c = check_problems(setups, stalemate_only);
    const test::BoundCounts box = check_problems(setups, search::box_out_of_reach);
    const test::BoundCounts series = check_series(setups);
    INFO(c.asked << " questions, " << c.out_of_reach << " and " << box.out_of_reach
                 << " out of reach; ser-h=: " << series.out_of_reach << " of " << series.asked);
    CHECK(c.out_of_reach + box.out_of_reach + series.out_of_reach > 0);
}

// The closed position of a series (search/stalemate_cluster.hpp), asked
// with more than two series moves left where the witness count does not
// prune. Series of three moves (four where the side has two pieces), then
// the opponent's: checked by brute force on the positions of the
// stalemate problems where the side to move has at most five pieces.
TEST_CASE("closed cluster: never out of reach where a ser-h= is reached", "[stalemate-bound]") {
    const std::vector<problem::Setup> setups = series_setups();
    // Three moves where the side has at most five pieces, four too where
    // it has two.
    const test::BoundCounts c = check_series(setups, [](const position::Position& pos, bool) {
        const int pieces = core::popcount(pos.pieces(pos.side_to_move()));
        return std::pair{3, pieces > 5 ? 0 : pieces <= 2 ? 4 : 3};
    });
    INFO(c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(c.out_of_reach > c.asked / 20);
}

// The list of closed positions (search/stalemate_cluster.hpp), made at a
// position and handed to the positions after each series move: where it
// says "out of reach" there (none of its positions within the moves
// left), brute force finds no ser-h=. Lists made with four series moves
// (followed as the closed position, three left) and with three (two
// left: the list is asked before the count), from the positions of the
// stalemate problems where the side to move has at most three pieces
// (the diagram, after each first move and every eighth second move).
TEST_CASE("closed list: never out of reach below where a ser-h= is reached", "[stalemate-bound]") {
    const std::vector<problem::Setup> setups = series_setups();
    for (const int own : {4, 3}) {
        test::BoundCounts c;
        for (const problem::Setup& setup : setups)
            test::visit_positions(setup, 8, [&](position::Position& pos, bool) {
                const core::Color side = pos.side_to_move();
                if (core::popcount(pos.pieces(side)) > 3 || movegen::in_check(pos, ~side)) return;
                search::ClusterWitness list;
                if (search::stalemate_out_of_reach(pos, side, own, 1, &list) || !search::closed_in_reach(list)) return;
                for_series_moves(pos, [&](position::Position& below_pos, const position::Move&) {
                    search::ClusterWitness below = list;
                    ++c.asked;
                    if (search::stalemate_out_of_reach(below_pos, side, own - 1, 1, &below)) {
                        ++c.out_of_reach;
                        INFO("ser-h=" << own - 1 << ", " << position::to_fen(below_pos));
                        REQUIRE_FALSE(test::series_line(below_pos, own - 1, 1, search::is_stalemated));
                    }
                });
            });
        INFO(own << " moves: " << c.asked << " questions, " << c.out_of_reach << " out of reach");
        CHECK(c.out_of_reach > c.asked / 20);
    }
}

// ListedMoves: the series moves after which the list (made with three
// series moves left, followed to two) holds no closed position in reach
// are left out; brute force finds no ser-h= after any of them (two series
// moves left, and one). Positions as in the test above.
TEST_CASE("closed list: no ser-h= after a move it leaves out", "[stalemate-bound]") {
    const std::vector<problem::Setup> setups = series_setups();
    test::BoundCounts c;
    // The moves of `pos` the list of `w` leaves out, own moves left: none
    // leads to a ser-h= of own - 1 moves.
    auto check_moves = [&](position::Position& pos, core::Color side, int own, const search::ClusterWitness& w) {
        const search::ListedMoves listed(pos, side, own, w);
        for_series_moves(pos, [&](position::Position& after, const position::Move& m) {
            ++c.asked;
            if (listed.keeps(m)) return;
            ++c.out_of_reach;
            INFO("ser-h=" << own - 1 << ", " << position::to_fen(after));
            REQUIRE_FALSE(test::series_line(after, own - 1, 1, search::is_stalemated));
        });
    };
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 8, [&](position::Position& pos, bool) {
            const core::Color side = pos.side_to_move();
            if (core::popcount(pos.pieces(side)) > 3 || movegen::in_check(pos, ~side)) return;
            search::ClusterWitness list;
            if (search::stalemate_out_of_reach(pos, side, 3, 1, &list) || !search::closed_in_reach(list)) return;
            check_moves(pos, side, 3, list);
            for_series_moves(pos, [&](position::Position& below_pos, const position::Move&) {
                search::ClusterWitness below = list;
                if (!search::stalemate_out_of_reach(below_pos, side, 2, 1, &below))
                    check_moves(below_pos, side, 2, below);
            });
        });
    INFO(c.asked << " moves asked, " << c.out_of_reach << " left out");
    CHECK(c.out_of_reach > c.asked / 10);
}

// popeye-intelligent 0075 (Ebert, ser-h=14): Black Kc8, Bc7, Bd7, Qf3,
// Pg3, Pg4, Pg5 against White Ke1. Black's pieces must close up in the
// corner h1 (the pawns block each other down to g2, which needs g1 held),
// which costs 14 moves. Popeye finds no shorter solution, and the bound
// rules out the stalemate with 3 to 12 series moves. Along the solution
// (1.Qa8 2.Kb7 … 8.Kg1 9.Qh1 10.g2 11.Bh2 12.g3 13.Bh3 14.g4 Ke2=) the
// stalemate stays in reach.
TEST_CASE("closed cluster: a ser-h= needing every move of the series", "[stalemate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    position::Position pos = position::parse_fen("2k5/2bb4/8/6p1/6p1/5qp1/8/4K3 b - - 0 1", rs);
    for (int own = 3; own <= 12; ++own) CHECK(search::stalemate_out_of_reach(pos, core::Color::Black, own, 1));
    const char* solution[] = {"f3a8", "c8b7", "b7c6", "c6d5", "d5e4", "e4f3", "f3g2",
                              "g2g1", "a8h1", "g3g2", "c7h2", "g4g3", "d7h3", "g5g4"};
    // The closed position found is handed along the line (as the series
    // engine does where the closed positions are not listed): it follows
    // the pieces, and the answers stay those of the bound without it.
    search::ClusterWitness witness;
    witness.unlisted = true;
    // The list of closed positions, made at the first question and handed
    // along the line: it keeps those still in reach, the solution's among
    // them, fewer as the moves run out.
    search::ClusterWitness list;
    std::size_t listed = 0;
    for (int played = 0; played < 14; ++played) {
        INFO(played << " moves played, " << position::to_fen(pos));
        CHECK_FALSE(search::stalemate_out_of_reach(pos, core::Color::Black, 14 - played, 1));
        CHECK_FALSE(search::stalemate_out_of_reach(pos, core::Color::Black, 14 - played, 1, &witness));
        CHECK_FALSE(search::stalemate_out_of_reach(pos, core::Color::Black, 14 - played, 1, &list));
        if (played < 12) {  // (with two moves left the closed position is not asked)
            REQUIRE(witness.n == 7);
            CHECK(witness.squares == pos.pieces(core::Color::Black));
            const std::size_t in_reach = search::closed_in_reach(list);
            CHECK(in_reach >= 1);
            if (played > 0) CHECK(in_reach <= listed);
            listed = in_reach;
        }
        const std::string m = solution[played];
        const core::Square from = *core::parse_square(m.substr(0, 2)), to = *core::parse_square(m.substr(2, 2));
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        const auto it = std::find_if(ml.begin(), ml.end(),
                                     [&](const position::Move& mv) { return mv.from == from && mv.to == to; });
        REQUIRE(it != ml.end());
        pos.make(*it);
        if (played < 13) pos.make_null();  // White passes: series play
    }
    CHECK(test::help_line(pos, 1, search::is_stalemated));
}

// The king's flights at the end, in the count per king square: Black (to
// move) has one move, White one after it. Kh1's flights: g2 the bishop on
// h3 covers, h2 its own pawn holds (blocked by the king), g1 no white
// piece can cover with one move (the knight b5 reaches no square beside
// it, the bishop none of its diagonals), so a black piece must fill g1.
// The only one that can is the knight f3, which then has steps to e2 and
// f3 again. Apart, the count and the box each let h1 pass: the count by
// Sf3-d4 and Sb5xd4, the box by Sf3-g1. Together they cannot: with the
// flight asked by the count, h1 is out; any other square costs the
// king's one move, and the knight, out of White's reach on f3, keeps a
// move (h2 besides: the box finds no move left to fill g1).
TEST_CASE("stalemate bound: the king's flights no opponent can cover are filled in the count", "[stalemate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    position::Position pos = position::parse_fen("K7/8/8/1N6/8/5n1B/7p/7k b - - 0 1", rs);
    const core::Bitboard h1 = core::bb(core::make_square(7, 0));
    core::Bitboard kings = h1;
    CHECK_FALSE(search::box_out_of_reach(pos, core::Color::Black, 1, 1, &kings));
    CHECK(kings == h1);
    CHECK_FALSE(search::stalemate_out_of_reach(pos, core::Color::Black, 1, 1));  // the count alone
    // Asked per king square, the count leaves h2 alone (its own pawn
    // stands there now: not asked), which the box rules out.
    kings = core::kAllSquares;
    CHECK_FALSE(search::stalemate_out_of_reach(pos, core::Color::Black, 1, 1, nullptr, &kings));
    CHECK(kings == core::bb(core::make_square(7, 1)));
    CHECK(search::box_out_of_reach(pos, core::Color::Black, 1, 1, &kings));
    search::GoalTrail trail;
    CHECK(search::goal_bound(stipulation::Goal::Stalemate, pos)(pos, core::Color::Black, 1, 1, &trail));
    CHECK_FALSE(test::help_line(pos, 2, search::is_stalemated));
}

// A piece standing on such a flight: taken or moving off, it leaves the
// square to fill again. Black (to move, one move; White one after): Kh1,
// Sg1, Pa3; White: Ka8, Bh3, Sf1, Pa2 (the pawns blocked: Black has more
// pieces than moves, so the count is asked). The bishop covers g2, the
// knight h2; g1 no
// white piece can cover with one move. The knight on g1 has steps to e2,
// f3 and h3 (the bishop), White cannot take it there, and moving off (to
// e3, where Sf1 could take it, say) it leaves g1 open: h1 is out. On g2
// and h2 the king has spent the move, and the knight keeps one; g1 is the
// knight's now (not asked), and the box needs two moves there. Before,
// the count let h1 pass by Sg1-e3 and Sf1xe3, and the box by the knight
// holding g1.
TEST_CASE("stalemate bound: a piece leaving a flight no opponent can cover leaves it to fill", "[stalemate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    position::Position pos = position::parse_fen("K7/8/8/8/8/p6B/P7/5Nnk b - - 0 1", rs);
    core::Bitboard kings = core::kAllSquares;
    CHECK_FALSE(search::stalemate_out_of_reach(pos, core::Color::Black, 1, 1, nullptr, &kings));
    CHECK(kings == core::bb(core::make_square(6, 0)));
    core::Bitboard h1 = core::bb(core::make_square(7, 0));
    CHECK_FALSE(search::box_out_of_reach(pos, core::Color::Black, 1, 1, &h1));
    search::GoalTrail trail;
    CHECK(search::goal_bound(stipulation::Goal::Stalemate, pos)(pos, core::Color::Black, 1, 1, &trail));
    CHECK_FALSE(test::help_line(pos, 2, search::is_stalemated));
}

// PinLines (search/empty_board.hpp) against the move generator: a black
// piece pinned to its king by a white rider, along a file (Ke8, piece e5,
// Re1), a rank (Ka4, piece d4, Rh4) and a diagonal (Ka1, piece c3, Bh8),
// has no legal move exactly where PinLines says a pin leaves it none: a
// queen keeps moves along every line, a rook along the file and rank, a
// bishop along the diagonal, a pawn its step along the file.
TEST_CASE("stalemate bound: a pin leaves a piece without a move only on a line it has no move along",
          "[stalemate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    struct Pin {
        const char* fen;  // with X for the pinned piece
        core::Square king, piece, rider;
    };
    const Pin pins[] = {
        {"4k3/8/8/4X3/8/8/8/K3R3 b - - 0 1", core::make_square(4, 7), core::make_square(4, 4), core::make_square(4, 0)},
        {"8/8/8/8/k2X3R/8/8/7K b - - 0 1", core::make_square(0, 3), core::make_square(3, 3), core::make_square(7, 3)},
        {"6KB/8/8/8/8/2X5/8/k7 b - - 0 1", core::make_square(0, 0), core::make_square(2, 2), core::make_square(7, 7)},
    };
    int immobile = 0;
    for (const Pin& p : pins)
        for (const char piece : {'q', 'r', 'b', 'n', 'p'}) {
            std::string fen = p.fen;
            fen[fen.find('X')] = piece;
            position::Position pos = position::parse_fen(fen, rs);
            const bool rook_line =
                core::file_of(p.king) == core::file_of(p.rider) || core::rank_of(p.king) == core::rank_of(p.rider);
            const search::PinLines lines(core::bb(p.king), rook_line ? core::bb(p.rider) : 0,
                                         rook_line ? 0 : core::bb(p.rider));
            movegen::MoveList ml;
            movegen::generate_legal(pos, ml);
            bool moves = false;
            for (const position::Move& m : ml) moves = moves || m.from == p.piece;
            INFO(fen);
            CHECK(((lines.immobile(pos.at(p.piece).kind) & core::bb(p.piece)) != 0) == !moves);
            immobile += !moves;
        }
    // The knight on each line, the bishop on the file and rank, the rook on
    // the diagonal, the pawn on the rank and diagonal.
    CHECK(immobile == 8);
}

// pin_line for one king square (from the ray tables, what the closed
// position and the count per king square ask) equals pin_line for the set
// of that square alone (the fills), for every square, direction and a
// spread of rider sets: none, one rider, riders on both sides, the board.
TEST_CASE("stalemate bound: the pin lines of one king square are those of its set", "[stalemate-bound]") {
    std::uint64_t x = 0x9E3779B97F4A7C15ull;
    auto next = [&x] {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        return x;
    };
    int lines = 0;
    for (int trial = 0; trial < 200; ++trial) {
        const core::Bitboard riders[] = {0, core::bb(static_cast<core::Square>(next() % 64)), next() & next(), next(),
                                         core::kAllSquares};
        for (const core::Bitboard rooks : riders)
            for (core::Square s = 0; s < 64; ++s)
                for (int d = 0; d < 8; ++d) {
                    const core::Bitboard bishops = ~rooks & next();
                    const core::Bitboard one = search::pin_line(d, s, rooks, bishops);
                    REQUIRE(one == search::pin_line(d, core::bb(s), rooks, bishops));
                    lines += one != 0;
                }
    }
    CHECK(lines > 10000);  // (most rays hold a rider of the sets above)
}
