// The legality service (movegen/legality.hpp) against playing every move:
// LegalFilter answers exactly what playing the move and asking in_check()
// answers; CheckFilter rules out only moves that give no check; EscapeFilter
// (in check) only moves that leave the king in check; StalemateFilter only
// moves after which the other side has a legal move; has_legal_move says
// whether any pseudo-legal move is legal. Checked on every position of the
// oracle problems that Dawson plays (orthodox and fairy pieces, conditions,
// attributes: popeye-random, -conditions, -attributes, -suite-hoppers),
// with each side to move, and on the positions one half-move later and a
// sample of those two half-moves later.

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include "goal_problems.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/legality.hpp"
#include "movegen/observation.hpp"
#include "movegen/stalemate_filter.hpp"
#include "position/fen.hpp"
#include "problem/legality.hpp"
#include "problem/make_position.hpp"
#include "problem/read_file.hpp"
#include "problem_test_util.hpp"

namespace {

using namespace dawson;

struct Counts {
    long positions = 0, moves = 0, checks_ruled_out = 0, escapes_ruled_out = 0, legal_without_playing = 0,
         stalemates_ruled_out = 0;
};

bool is_castling(const position::Move& m) {
    return m.type == position::MoveType::CastleShort || m.type == position::MoveType::CastleLong;
}

void check_position(position::Position& pos, Counts& c) {
    ++c.positions;
    const core::Color us = pos.side_to_move();
    const movegen::LegalFilter legal(pos);
    const movegen::CheckFilter checks(pos);
    const std::uint64_t key_before = pos.key();
    const movegen::StalemateFilter stalemates(pos);
    REQUIRE(pos.key() == key_before);
    const bool in_check = movegen::in_check(pos, us);
    std::optional<movegen::EscapeFilter> escape;
    if (in_check) escape.emplace(pos);
    movegen::MoveList ml;
    movegen::generate_pseudo_legal(pos, ml);
    bool any_legal = false;
    for (const position::Move& m : ml) {
        ++c.moves;
        const bool may_check = checks.may_check(m);
        const bool king_move = m.from == pos.king(us) && !is_castling(m);
        const bool may_escape = !in_check || king_move || escape->may_escape(m);
        const bool said_legal = legal.legal(pos, m);
        const std::uint64_t key = pos.key();
        position::Undo u = pos.make(m);
        const bool is_legal = !movegen::in_check(pos, us);
        const bool gives_check = movegen::in_check(pos, ~us);
        // Ruled out as a stalemate: the other side keeps a legal move.
        const bool ruled_out = !stalemates.may_stalemate(m);
        const bool stalemates_them = is_legal && !gives_check && !movegen::has_legal_move(pos);
        pos.unmake(m, u);
        REQUIRE(pos.key() == key);  // the filter's test played nothing for good
        INFO(position::to_fen(pos) << " move " << int(m.from) << "-" << int(m.to));
        REQUIRE(said_legal == is_legal);
        any_legal |= is_legal;
        if (!may_check) {
            ++c.checks_ruled_out;
            REQUIRE_FALSE(gives_check);
        }
        if (ruled_out) {
            ++c.stalemates_ruled_out;
            REQUIRE_FALSE(stalemates_them);
        }
        if (!may_escape) {
            ++c.escapes_ruled_out;
            REQUIRE_FALSE(is_legal);
        }
    }
    if (!movegen::restricts_choice(pos.rules())) REQUIRE(movegen::has_legal_move(pos) == any_legal);
}

// Every position of `problem` reachable in one legal half-move, and every
// seventh in two, with either side to move at the start.
void check_problem(const problem::Setup& setup, Counts& c) {
    for (core::Color side : {core::Color::White, core::Color::Black}) {
        position::Position pos = problem::make_position(setup);
        pos.set_side_to_move(side);
        if (movegen::in_check(pos, ~side)) continue;
        check_position(pos, c);
        movegen::MoveList first;
        movegen::generate_legal(pos, first);
        for (const position::Move& m : first) {
            position::Undo u = pos.make(m);
            check_position(pos, c);
            movegen::MoveList second;
            movegen::generate_legal(pos, second);
            for (std::size_t i = 0; i < second.size(); i += 7) {
                position::Undo u2 = pos.make(second[i]);
                check_position(pos, c);
                pos.unmake(second[i], u2);
            }
            pos.unmake(m, u);
        }
    }
}

void check_set(const std::string& set, int count, Counts& c) {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    const std::string dir = std::string(env ? env : DAWSON_TEST_DATA) + "/" + set + "/problems/";
    for (int id = 1; id <= count; ++id) {
        std::string name = std::to_string(id);
        name = std::string(4 - name.size(), '0') + name;
        const auto rr = problem::read_file(dir + name + ".inp");
        for (const problem::Problem& p : rr.problems)
            if (!problem::check_refusal(p.setup)) check_problem(p.setup, c);
    }
}

}  // namespace

TEST_CASE("legality: the filters agree with playing every move", "[legality]") {
    for (const auto& [set, count] : {std::pair<std::string, int>{"popeye-random", 150},
                                     {"popeye-conditions", 190},
                                     {"popeye-attributes", 144},
                                     {"popeye-suite-hoppers", 219}}) {
        Counts c;
        check_set(set, count, c);
        INFO(set << ": " << c.positions << " positions, " << c.moves << " moves");
        CHECK(c.positions > 1000);
        // The filters are worth having: they decide many moves without playing them.
        CHECK(c.checks_ruled_out > c.moves / 4);
        CHECK(c.escapes_ruled_out > 0);
    }
}

// The stalemate filter works in orthodox play only: on the orthodox problems
// stalemate problems of Popeye's test files in popeye-regression (most
// from hpint.inp and intell.inp), it rules out most moves, and (check_position)
// only moves after which the other side has a legal move.
TEST_CASE("legality: the stalemate filter in orthodox play", "[legality]") {
    Counts c;
    int problems = 0;
    for (const problem::Setup& setup :
         test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play)) {
        ++problems;
        check_problem(setup, c);
    }
    INFO(problems << " problems, " << c.positions << " positions, " << c.moves << " moves");
    CHECK(problems > 30);
    CHECK(c.stalemates_ruled_out > c.moves / 2);
}

// Moves that change a square besides their departure and arrival, where the
// check filter once ruled out a check (hand-analysed):
// - Take&Make: Qg7 takes the dabbaba on c3 and makes its leap to c5; the
//   c-file is open to the king on c2 then, though c3 was occupied before.
// - Bul: the grasshopper d5 hops over the black king on d6 to d7, and the
//   king, its hurdle, moves with the grasshopper's walk to d1 (Popeye's
//   TESTS/bul.inp): the king itself moves, and the zone around d6 says
//   nothing about d1, where Qd2 checks.
// - Bul: the grasshopper c1 hops over its own rook c4 to c5, and the rook
//   goes on to c6: it checks the king on e6 from its arrival.
TEST_CASE("legality: the filters with a capture off the arrival and with a hurdle's move", "[legality]") {
    const char* problems[] = {
        "Condition Take&MakeChess\nPieces White Ka3 Gb1 Qg7 Black Kc2 DAc3\n",
        "Pieces White Kc3 Qd2 Sa4e7g6 Pc6f5 White Bul Gd5f8 Black Kd6 Bh6 Pb7c4c5c7e4e5\n",
        "Pieces White Kh1 Rc4 White Bul Gc1 Black Ke6\n",
    };
    for (const char* text : problems) {
        INFO(text);
        const auto p = test::read_popeye_ok(std::string("BeginProblem\nStipulation #2\n") + text + "EndProblem\n");
        Counts c;
        check_problem(p[0].setup, c);
        CHECK(c.positions > 10);
    }
}
