// The double grasshopper's attack test (walked backwards from the target)
// against its move generator, on random positions: a square holding an
// enemy piece or empty is attacked exactly when some double grasshopper
// move lands there (for an empty square: would land there were an enemy
// piece on it, which the generator shows after putting one there).

#include <catch2/catch.hpp>
#include <random>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "rules/rule_set.hpp"

using namespace dawson;
using core::Color;

TEST_CASE("double grasshopper attacks agree with its moves", "[solve]") {
    const auto dg = *pieces::find_by_code("DG");
    const rules::RuleSet rs = rules::problem_rule_set({dg, pieces::kind::Pawn});
    std::mt19937 rng(12345);
    int attacked = 0, checked = 0;
    for (int round = 0; round < 300; ++round) {
        position::Position pos(rs);
        const int n = 3 + static_cast<int>(rng() % 14);
        for (int i = 0; i < n; ++i) {
            const auto s = static_cast<core::Square>(rng() % 64);
            const bool white_dg = i < 2;
            pos.put(s, {white_dg ? dg : pieces::kind::Pawn, white_dg || rng() % 2 ? Color::White : Color::Black});
        }
        pos.set_side_to_move(Color::White);
        for (core::Square s = 0; s < 64; ++s) {
            if (pos.at(s).color == Color::White && !pos.at(s).empty()) continue;
            position::Position probe = pos;
            probe.put(s, {pieces::kind::Pawn, Color::Black});  // a capturable target
            movegen::MoveList ml;
            for (core::Bitboard b = probe.pieces(Color::White, dg); b;) {
                const core::Square a = core::pop_lsb(b);
                movegen::generate_piece_moves(probe, a, ml);
            }
            bool by_moves = false;
            for (const auto& m : ml) by_moves = by_moves || m.to == s;
            // Only the double grasshoppers may attack: recolour the white pawns
            // (the occupancy, all that the hops depend on, stays the same).
            position::Position no_pawns = probe;
            for (core::Bitboard b = no_pawns.pieces(Color::White, pieces::kind::Pawn); b;)
                no_pawns.put(core::pop_lsb(b), {pieces::kind::Pawn, Color::Black});
            REQUIRE(movegen::is_attacked(no_pawns, s, Color::White) == by_moves);
            attacked += by_moves;
            ++checked;
        }
    }
    CHECK(attacked > 100);
    CHECK(checked > 1000);
}
