// The mate bound (search/mate_bound.hpp) against brute force: wherever it
// says that a mate is out of reach, no line of that length and order ends
// in one. Checked on the positions of the mate problems of Popeye's test
// files in popeye-regression (orthodox ones, most from hpint.inp and
// intell.inp) and the positions one and two half-moves later: help lines
// of one to three half-moves (four from the diagram), the two moves of a
// ser-# in a row and the two moves of a ser-h# before the opponent's mate.

#include "search/mate_bound.hpp"

#include <catch2/catch.hpp>

#include "goal_problems.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/stalemate_filter.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"
#include "search/goal_tests.hpp"

namespace {

using namespace dawson;

void check_position(position::Position& pos, test::BoundCounts& c, int longest, int kings_longest) {
    test::check_help_bound(pos, c, 1, longest, search::mate_out_of_reach, search::is_mated, kings_longest);
    // ser-#2: the side to move plays twice; ser-h#2: it plays twice, then
    // its opponent mates it.
    ++c.asked;
    if (search::mate_out_of_reach(pos, ~pos.side_to_move(), 0, 2)) {
        ++c.out_of_reach;
        INFO("ser-#2");
        REQUIRE_FALSE(test::series_line(pos, 2, 0, search::is_mated));
    }
    ++c.asked;
    if (search::mate_out_of_reach(pos, pos.side_to_move(), 2, 1)) {
        ++c.out_of_reach;
        INFO("ser-h#2");
        REQUIRE_FALSE(test::series_line(pos, 2, 1, search::is_mated));
    }
}

// check_position on the positions of the problems.
test::BoundCounts check_problems(const std::vector<problem::Setup>& setups) {
    test::BoundCounts c;
    for (const problem::Setup& setup : setups) {
        ++c.problems;
        test::visit_positions(setup, 3, [&](position::Position& pos, bool diagram) {
            check_position(pos, c, diagram ? 4 : 3, diagram ? 3 : 2);
        });
    }
    return c;
}

// BoundMoves: every move it leaves out is one after which the bound says
// "out of reach", for either side to be mated (the side to move or its
// opponent), with up to three moves of that side and two of the other
// left after the move (as help play asks it); with `check` false, the
// box's. As the engines ask it: with the king squares the bound left
// before the move, and the bound after it asking those.
void check_bound_moves(position::Position& pos, test::BoundCounts& c, bool check) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    const auto bound = check ? search::mate_out_of_reach : search::box_out_of_reach;
    for (const core::Color side : {pos.side_to_move(), ~pos.side_to_move()}) {
        const bool moves = side == pos.side_to_move();
        for (int own = 0; own <= 3; ++own)
            for (int other = 1; other <= 2; ++other) {
                core::Bitboard kings = core::kAllSquares;
                if (bound(pos, side, own + moves, other + !moves, &kings)) continue;
                const search::BoundMoves bm(pos, side, own + moves, other + !moves, 3, check, kings);
                for (const position::Move& m : ml) {
                    ++c.asked;
                    if (bm.keeps(pos, m)) continue;
                    ++c.out_of_reach;
                    const std::string before = position::to_fen(pos);
                    position::Undo u = pos.make(m);
                    INFO(before << " -> " << position::to_fen(pos) << " side "
                                << (side == core::Color::White ? "w" : "b") << ", own " << own << ", other " << other);
                    core::Bitboard after = kings;
                    REQUIRE(bound(pos, side, own, other, &after));
                    pos.unmake(m, u);
                }
            }
    }
}

// check_bound_moves over the positions of the problems of a goal,
// holes and dummies included: the mate's bound for mates, the box for stalemates.
test::BoundCounts bound_moves_counts(stipulation::Goal goal) {
    std::vector<problem::Setup> setups = test::goal_problems("popeye-regression", goal, movegen::goal_bound_play);
    for (problem::Setup& s : test::goal_problems_with_holes(goal)) setups.push_back(std::move(s));
    for (problem::Setup& s : test::goal_problems_with_dummies(goal)) setups.push_back(std::move(s));
    test::BoundCounts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 3, [&](position::Position& pos, bool) {
            check_bound_moves(pos, c, goal == stipulation::Goal::Mate);
        });
    return c;
}

}  // namespace

TEST_CASE("mate bound moves: a move left out is one the bound rules out", "[mate-bound]") {
    const test::BoundCounts c = bound_moves_counts(stipulation::Goal::Mate);
    INFO(c.asked << " moves asked, " << c.out_of_reach << " left out");
    // It leaves out some where the bound itself does not rule the position
    // out: 389986 of 7214843.
    CHECK(c.out_of_reach > c.asked / 50);
}

TEST_CASE("box bound moves: a move left out is one the box rules out", "[mate-bound]") {
    const test::BoundCounts c = bound_moves_counts(stipulation::Goal::Stalemate);
    INFO(c.asked << " moves asked, " << c.out_of_reach << " left out");
    // It leaves out some (moves of the opponent's alone), where the box
    // itself does not rule the position out: 3672 of 433567.
    CHECK(c.out_of_reach > c.asked / 200);
}

TEST_CASE("mate bound: never out of reach where a mate is reached", "[mate-bound]") {
    const test::BoundCounts c =
        check_problems(test::goal_problems("popeye-regression", stipulation::Goal::Mate, movegen::goal_bound_play));
    INFO(c.problems << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach, " << c.kings_out
                    << " king squares ruled out elsewhere");
    CHECK(c.problems > 100);
    // It rules out king squares the king could reach, checked on lines of
    // up to three half-moves: 6378 of them.
    CHECK(c.kings_out > 5000);
    // The bound is worth asking: it settles many of these positions.
    CHECK(c.out_of_reach > c.asked / 10);
}

TEST_CASE("mate bound with holes: never out of reach where a mate is reached", "[mate-bound]") {
    const test::BoundCounts c = check_problems(test::goal_problems_with_holes(stipulation::Goal::Mate));
    // popeye-intelligent 0247 and its twins (h#7 on a board of 7 x 8
    // squares).
    INFO(c.problems << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(c.problems >= 10);
    CHECK(c.out_of_reach > c.asked / 10);
}

TEST_CASE("mate bound with dummies: never out of reach where a mate is reached", "[mate-bound]") {
    const test::BoundCounts c = check_problems(test::goal_problems_with_dummies(stipulation::Goal::Mate));
    // popeye-intelligent 0023 (h#6; a white dummy, black pawns that may
    // promote to one).
    INFO(c.problems << " problems, " << c.asked << " questions, " << c.out_of_reach << " out of reach");
    CHECK(c.problems >= 1);
    CHECK(c.out_of_reach > c.asked / 10);
}

// With the opponent's last move alone left, the piece that moves gives
// the check, and a piece of the mated side that could take it there (a
// knight's leap, a pawn's capture, a line piece's step) must have left
// (search/mate_bound.cpp, checker_placed). Black: Kh8, Ng8, Nd8, Pg7,
// Ph7; White: Ka1, Se5. Every square around h8 is held, and the knight
// checks from f7 or g6; but d8 takes on f7 and h7 on g6, and Black has
// no move left to take them away: out of reach, and brute force agrees.
// With a white rook on a8, d8 could end pinned (between h8 and a8: the
// bound does not ask what stands between), so f7 is not ruled out.
TEST_CASE("mate bound: a piece that could take the last move's checker must have left", "[mate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    position::Position pos = position::parse_fen("3n2nk/6pp/8/4N3/8/8/8/K7 w - - 0 1", rs);
    CHECK(search::mate_out_of_reach(pos, core::Color::Black, 0, 1));
    CHECK_FALSE(test::help_line(pos, 1, search::is_mated));
    // With one move of Black's, Nd8 leaves and Sf7 mates: 1...Nd8-b7
    // 2.Se5-f7#.
    pos.set_side_to_move(core::Color::Black);
    CHECK_FALSE(search::mate_out_of_reach(pos, core::Color::Black, 1, 1));
    CHECK(test::help_line(pos, 2, search::is_mated));

    position::Position pinned = position::parse_fen("R2n2nk/6pp/8/4N3/8/8/8/K7 w - - 0 1", rs);
    CHECK_FALSE(search::mate_out_of_reach(pinned, core::Color::Black, 0, 1));
}

// Castling is one move of the king and the rook: a piece of the bound's
// own that covers what they could from c1/d1 (g1/f1). Black: Kd3, Pc3
// c4 d4 e3 e4; White: Ke1, Ra1, Bg4. 0-0-0 mates: the rook on d1 checks
// along the d-file, the king on c1 holds c2, the bishop e2, the pawns the
// rest; Ra1-d1+ leaves c2 open (the king still on e1), and no other move
// of White's mates. With castling counted as three moves of any pieces
// (as before), the bound asked far more shares (intelligent 0179 h#3:
// 2.2 s -> 0.2 s). Without the right, nothing mates. And with the king
// and rook where castling does not help (Kb8, Pa7 b7), the bound rules
// the mate out, the right standing.
TEST_CASE("mate bound: castling is one move of king and rook", "[mate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    position::Position pos = position::parse_fen("8/8/8/8/2ppp1B1/2pkp3/8/R3K3 w Q - 0 1", rs);
    CHECK_FALSE(search::mate_out_of_reach(pos, core::Color::Black, 0, 1));
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    int mates = 0;
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        if (search::is_mated(pos)) {
            ++mates;
            CHECK(m.type == position::MoveType::CastleLong);
        }
        pos.unmake(m, u);
    }
    CHECK(mates == 1);
    position::Position no_right = position::parse_fen("8/8/8/8/2ppp1B1/2pkp3/8/R3K3 w - - 0 1", rs);
    CHECK_FALSE(test::help_line(no_right, 1, search::is_mated));

    position::Position far = position::parse_fen("1k6/pp6/8/8/8/8/8/R3K3 w Q - 0 1", rs);
    CHECK(search::mate_out_of_reach(far, core::Color::Black, 0, 1));
    CHECK_FALSE(test::help_line(far, 1, search::is_mated));
}

// Asked square by square (a search hands down the king squares left), the
// bound must not rule out where the mate falls. Intelligent 0044, ser-h#9,
// by M. Tomašević: 1.Ke6-f7 2.e7-e5 3.e5*f4 4.f4-f3 5.f3*e2 6.e2-e1=R
// 7.Re1-e7 8.Kf7-e6 9.Bg8-f7, Rd1-d6#. The rook's check from d6 is the
// last move alone; a black pawn on e7 could take it there, so a pawn may
// not end on e7 as a pawn, but this one ends there as the rook it
// promoted to (its 5 moves to e1, one more back). Before that was counted
// the bound ruled e6 out from the start (and, asked of all squares at
// once, passed on others).
TEST_CASE("mate bound: a pawn may end as the piece it promotes to where it could not as a pawn", "[mate-bound]") {
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    position::Position pos = position::parse_fen("6b1/4p3/4k3/5p2/5P2/8/K3P2B/3R4 b - - 0 1", rs);
    const core::Square e6 = core::make_square(4, 5);
    const char* line[] = {"e6f7", "e7e5", "e5f4", "f4f3", "f3e2", "e2e1", "e1e7", "f7e6", "g8f7"};
    core::Bitboard kings = core::kAllSquares;
    for (int i = 0; i < 9; ++i) {
        INFO("series move " << i + 1 << ", " << position::to_fen(pos));
        core::Bitboard only = core::bb(e6);
        CHECK_FALSE(search::mate_out_of_reach(pos, core::Color::Black, 9 - i, 1, &only));
        CHECK_FALSE(search::mate_out_of_reach(pos, core::Color::Black, 9 - i, 1, &kings));
        CHECK((kings & core::bb(e6)));
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        const position::Move* played = nullptr;
        for (const position::Move& m : ml)
            if (core::square_name(m.from) + core::square_name(m.to) == line[i] &&
                (m.promo == pieces::kind::None || m.promo == pieces::kind::Rook))
                played = &m;
        REQUIRE(played);
        pos.make(*played);
        pos.set_side_to_move(core::Color::Black);  // the opponent passes
    }
    pos.set_side_to_move(core::Color::White);
    CHECK(test::help_line(pos, 1, search::is_mated));
}
