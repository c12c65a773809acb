// Invariants of make/unmake and the move generator, over every position of
// the perft oracle tables:
// - unmake restores the position (operator==) and its key;
// - the incremental key equals compute_key() after every make (depth 1-2);
// - no legal move leaves the mover's king attacked;
// - generate_legal, count_legal and perft(1) agree, and equal the oracle's
//   depth-1 count where the table has one.

#include <catch2/catch.hpp>
#include <cstdio>
#include <map>
#include <set>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/perft.hpp"
#include "oracle_table.hpp"
#include "position/fen.hpp"
#include "problem/make_position.hpp"
#include "problem/read_file.hpp"
#include "report/notation.hpp"
#include "test_data.hpp"

namespace {

using namespace dawson;

// Plays every legal move of `pos` (and, when depth > 1, every reply),
// checking the make/unmake invariants. Returns the number of moves checked.
std::size_t check_moves(position::Position& pos, int depth) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::size_t checked = 0;
    for (const auto& m : ml) {
        const position::Position before = pos;
        const core::Color mover = pos.side_to_move();
        INFO("move " << report::move_text(before, m, dawson::problem::Language::English) << " from "
                     << position::to_fen(before));
        position::Undo u = pos.make(m);
        CHECK(pos.key() == pos.compute_key());
        CHECK_FALSE(movegen::in_check(pos, mover));
        CHECK(pos.side_to_move() == ~mover);
        if (depth > 1) checked += check_moves(pos, depth - 1);
        pos.unmake(m, u);
        CHECK(pos == before);
        CHECK(pos.key() == before.key());
        ++checked;
    }
    return checked;
}

// The distinct (variant, FEN) pairs of both tables, with the oracle's
// depth-1 count when the table has that row (0 otherwise).
std::map<std::pair<std::string, std::string>, std::uint64_t> oracle_positions() {
    std::map<std::pair<std::string, std::string>, std::uint64_t> out;
    for (const char* table : {"perft.tsv", "perft-seed-variants.tsv"})
        for (const auto& row : test::load_perft_table(table)) {
            auto& d1 = out[{row.variant, row.fen}];
            if (row.depth == 1) d1 = row.nodes;
        }
    return out;
}

}  // namespace

TEST_CASE("invariants: make/unmake, keys and legality over every oracle position", "[invariants]") {
    const auto positions = oracle_positions();
    REQUIRE(positions.size() > 50);
    std::size_t moves = 0;
    for (const auto& [vf, depth1] : positions) {
        const auto& [variant, fen] = vf;
        INFO(variant << " '" << fen << "'");
        auto pos = position::parse_fen(fen, test::rule_set_of(variant));
        CHECK(pos.key() == pos.compute_key());
        CHECK(position::to_fen(position::parse_fen(position::to_fen(pos), pos.rules())) == position::to_fen(pos));
        moves += check_moves(pos, 2);
    }
    CHECK(moves > 10000);
}

TEST_CASE("invariants: generate_legal, count_legal, perft(1) and the oracle agree", "[invariants]") {
    for (const auto& [vf, depth1] : oracle_positions()) {
        const auto& [variant, fen] = vf;
        INFO(variant << " '" << fen << "'");
        auto pos = position::parse_fen(fen, test::rule_set_of(variant));
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        CHECK(movegen::count_legal(pos) == ml.size());
        CHECK(movegen::perft(pos, 1) == ml.size());
        if (depth1) CHECK(ml.size() == depth1);
        // No move is generated twice.
        std::set<std::string> texts;
        for (const auto& m : ml) texts.insert(report::move_text(pos, m, dawson::problem::Language::English));
        CHECK(texts.size() == ml.size());
    }
}

// The same invariants under fairy conditions: every problem of
// tests/data/popeye-conditions whose conditions Dawson implements, two plies
// deep (rebirths, colour changes, captures from the rebirth square, makes
// after takes and annanised walks all go through the move journal).
TEST_CASE("invariants: make/unmake, keys and legality under conditions", "[invariants][conditions]") {
    const std::string dir = test::test_data_dir() + "/popeye-conditions/problems";
    std::size_t problems = 0, moves = 0;
    for (int id = 1; id <= 190; ++id) {
        char name[16];
        std::snprintf(name, sizeof name, "/%04d.inp", id);
        problem::ReadResult r = problem::read_file(dir + name);
        if (r.problems.empty()) continue;  // a condition not implemented
        const problem::Problem& p = r.problems[0];
        INFO(name << ' ' << (p.setup.conditions.empty() ? "" : p.setup.conditions[0].text()));
        position::Position pos = problem::make_position(p.setup);
        moves += check_moves(pos, 2);
        ++problems;
    }
    CHECK(problems >= 58);
    CHECK(moves > 10000);
}

TEST_CASE("invariants: make/unmake and keys with imitators and holes", "[invariants][conditions]") {
    // Popeye's Imitator, Hole and HaanerChess problems of the hopper suite
    // (the imitators move and holes appear with every move, both in the key).
    const std::string dir = test::test_data_dir() + "/popeye-suite-hoppers/problems";
    std::size_t problems = 0, moves = 0;
    for (const char* id : {"0041", "0042", "0043", "0044", "0045", "0046", "0047", "0084", "0202"}) {
        problem::ReadResult r = problem::read_file(dir + "/" + id + ".inp");
        REQUIRE(r.problems.size() == 1);
        const problem::Problem& p = r.problems[0];
        INFO(id << ' ' << p.setup.conditions[0].text());
        position::Position pos = problem::make_position(p.setup);
        CHECK(pos.key() == pos.compute_key());
        moves += check_moves(pos, 2);
        pos.set_side_to_move(~pos.side_to_move());
        moves += check_moves(pos, 2);
        ++problems;
    }
    CHECK(problems == 9);
    CHECK(moves > 200);
}

TEST_CASE("invariants: a scratch edit leaves the board as put and remove do, the key aside", "[invariants]") {
    // The hurdle-move generator's edits (attributes/hurdle_movement.cpp) on
    // a position with a neutral piece and Bul hoppers (popeye-suite-hoppers
    // 0099): the grasshopper h3 hops to h1's neighbour, the neutral rook
    // leaves c7 and comes back on g3, a square is emptied.
    const std::string dir = test::test_data_dir() + "/popeye-suite-hoppers/problems";
    problem::ReadResult r = problem::read_file(dir + "/0099.inp");
    REQUIRE(!r.problems.empty());
    const position::Position start = problem::make_position(r.problems[0].setup);
    position::Position scratch = start, keyed = start;
    const auto sq = [](const char* s) { return *core::parse_square(s); };
    const position::Piece g = start.at(sq("h3")), rook = start.at(sq("c7"));
    REQUIRE(!g.empty());
    REQUIRE(rook.neutral());
    for (position::Position* p : {&scratch, &keyed}) {
        const bool quick = p == &scratch;
        const auto set = [&](core::Square s, position::Piece x) {
            if (quick)
                p->set_scratch(s, x);
            else if (x.empty())
                p->remove(s);
            else
                p->put(s, x);
        };
        set(sq("h3"), {});
        set(sq("g2"), g);
        set(sq("c7"), {});
        set(sq("g3"), rook);
        set(sq("a5"), {});
    }
    for (core::Square s = 0; s < 64; ++s) CHECK(scratch.at(s) == keyed.at(s));
    for (core::Color c : {core::Color::White, core::Color::Black}) {
        CHECK(scratch.pieces(c) == keyed.pieces(c));
        for (pieces::PieceKind k : keyed.kinds_present(c)) CHECK(scratch.pieces(c, k) == keyed.pieces(c, k));
        CHECK(scratch.kinds_present(c) == keyed.kinds_present(c));
    }
    CHECK(scratch.occupied() == keyed.occupied());
    CHECK(scratch.neutrals() == keyed.neutrals());
    CHECK(keyed.key() == keyed.compute_key());
}
