#pragma once
// Test support: the problems of one goal (stalemate, mate) of an oracle set
// (popeye-regression: most from Popeye's hpint.inp and intell.inp) whose
// diagram passes a test of its rules (movegen::goal_bound_play), each twin's
// setup once, the refused ones left out, and the positions of their first
// moves; a goal bound checked against brute force on help lines from them.
// The stalemate filter and the goal bounds are tested so.

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/observation.hpp"
#include "movegen/stalemate_filter.hpp"
#include "position/fen.hpp"
#include "problem/legality.hpp"
#include "problem/make_position.hpp"
#include "problem/read_file.hpp"
#include "search/empty_board.hpp"
#include "search/goal_bound.hpp"
#include "test_data.hpp"

namespace dawson::test {

inline std::vector<problem::Setup> goal_problems(const std::string& set, const stipulation::Goal& goal,
                                                 bool (*rules_pass)(const position::Position&), bool twins = false) {
    const std::filesystem::path dir = std::filesystem::path(test_data_dir()) / set;
    std::ifstream index(dir / "index.tsv");
    std::vector<problem::Setup> out;
    for (std::string line; std::getline(index, line);) {
        const std::string id = line.substr(0, line.find('\t'));
        if (id == "id") continue;
        const auto rr = problem::read_file((dir / "problems" / (id + ".inp")).string());
        for (const problem::Problem& p : rr.problems) {
            std::vector<const problem::Setup*> setups{&p.setup};
            if (twins)
                for (const auto& t : p.twins) setups.push_back(&t.setup);
            for (const problem::Setup* s : setups)
                if (s->stip.goal == goal && !problem::check_refusal(*s) && rules_pass(problem::make_position(*s)))
                    out.push_back(*s);
        }
    }
    return out;
}

// The orthodox problems with holes of a goal in the oracle sets that have
// some (popeye-regression, popeye-intelligent), twins included.
inline std::vector<problem::Setup> goal_problems_with_holes(const stipulation::Goal& goal) {
    std::vector<problem::Setup> out;
    for (const char* set : {"popeye-regression", "popeye-intelligent"})
        for (problem::Setup& s : goal_problems(set, goal, movegen::orthodox_with_holes, true))
            out.push_back(std::move(s));
    return out;
}

// Orthodox play with pieces that have no walk (the dummy), or promotions
// to them, and no holes: what goal_bound_play lets in beyond orthodox_play.
inline bool orthodox_with_dummies(const position::Position& pos) {
    return pos.holes() == 0 && movegen::goal_bound_play(pos) && !movegen::orthodox_play(pos);
}

// The problems with dummies of a goal in the oracle sets that have some
// (popeye-regression, popeye-intelligent: 0023 h#6 with PromOnly … DU,
// 0027 ser-h=14), twins included.
inline std::vector<problem::Setup> goal_problems_with_dummies(const stipulation::Goal& goal) {
    std::vector<problem::Setup> out;
    for (const char* set : {"popeye-regression", "popeye-intelligent"})
        for (problem::Setup& s : goal_problems(set, goal, orthodox_with_dummies, true)) out.push_back(std::move(s));
    return out;
}

// The diagram position of `setup`, the positions after each first move and,
// of every `step`-th second move, after two: `check(pos, diagram)` on each.
template <class Check>
void visit_positions(const problem::Setup& setup, std::size_t step, Check&& check) {
    position::Position pos = problem::make_position(setup);
    check(pos, true);
    movegen::MoveList first;
    movegen::generate_legal(pos, first);
    for (std::size_t i = 0; i < first.size(); ++i) {
        position::Undo u = pos.make(first[i]);
        check(pos, false);
        movegen::MoveList second;
        movegen::generate_legal(pos, second);
        for (std::size_t j = 0; j < second.size(); j += step) {
            position::Undo u2 = pos.make(second[j]);
            check(pos, false);
            pos.unmake(second[j], u2);
        }
        pos.unmake(first[i], u);
    }
}

// Is there a line of exactly k legal half-moves, the sides taking turns,
// after which `ends` holds of the position?
template <class Ends>
bool help_line(position::Position& pos, int k, Ends&& ends) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        const bool found = k == 1 ? ends(pos) : help_line(pos, k - 1, ends);
        pos.unmake(m, u);
        if (found) return true;
    }
    return false;
}

// Is there a series of k legal moves of the side to move, its opponent
// passing in between (so not in check there, as in series play), with
// `last` the move after it: a ser-# or ser-= (the k-th move reaches the
// end, `last` = 0) or a ser-h# or ser-h= (then the opponent does, `last`
// = 1)? `ends` holds of the end position.
inline bool series_line(position::Position& pos, int k, int last, bool (*ends)(position::Position&)) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml) {
        position::Undo u = pos.make(m);
        bool found = false;
        if (k == 1 && last == 0) {
            found = ends(pos);
        } else if (k == 1) {
            found = help_line(pos, 1, ends);
        } else if (!movegen::in_check(pos, pos.side_to_move())) {
            const position::Undo n = pos.make_null();
            found = series_line(pos, k - 1, last, ends);
            pos.unmake_null(n);
        }
        pos.unmake(m, u);
        if (found) return true;
    }
    return false;
}

struct BoundCounts {
    long asked = 0, out_of_reach = 0;
    long kings_out = 0;  // squares checked that the bound ruled out for the king's end (it did not say out of reach)
    long king_moves_out = 0;  // of out_of_reach, the king's moves (a move filter's)
    int problems = 0;         // where the caller counts them
};

// A goal bound (search/goal_bound.hpp) asked of the help lines of
// `shortest` to `longest` half-moves from pos, for the side that does not
// make the last move: where it says out of reach, no line ends in the goal;
// elsewhere, no line ends in it with the side's king on a square the bound
// took out of the king's squares (those that stay out below the position).
// Where it says out of reach, no line of two half-moves fewer either.
// The king squares are checked for lines of at most `kings_longest`
// half-moves (searched for them too, all the lines of the mate bound's
// test with three half-moves took 14 s instead of 3).
// A bound asked with the king squares alone (mate_out_of_reach,
// box_out_of_reach; a GoalBound through a wrapper).
using KingsBound = bool (*)(const position::Position& pos, core::Color side, int own, int other, core::Bitboard* kings);

inline void check_help_bound(position::Position& pos, BoundCounts& c, int shortest, int longest, KingsBound bound,
                             bool (*ends)(position::Position&), int kings_longest) {
    for (int k = shortest; k <= longest; ++k) {
        // The side that moves last plays now when k is odd.
        const core::Color side = k % 2 == 1 ? ~pos.side_to_move() : pos.side_to_move();
        ++c.asked;
        core::Bitboard kings = core::kAllSquares;
        INFO("help, k = " << k << ", " << position::to_fen(pos));
        if (!bound(pos, side, k / 2, (k + 1) / 2, &kings)) {
            // (Those the king cannot reach in its moves, castling two
            // steps, are plainly out.)
            const core::Square king = pos.king(side);
            const int steps = k / 2 + (pos.castling() ? 2 : 0);
            const core::Bitboard out =
                king == core::NoSquare
                    ? 0
                    : ~kings & ~pos.holes() & search::empty_board().reach(pieces::kind::King, side, king, steps);
            if (!out || k > kings_longest) continue;
            c.kings_out += core::popcount(out);
            REQUIRE_FALSE(
                help_line(pos, k, [&](position::Position& p) { return (out & core::bb(p.king(side))) && ends(p); }));
            continue;
        }
        ++c.out_of_reach;
        REQUIRE_FALSE(help_line(pos, k, ends));
        // The engines store the fact for k - 2 too (the same side to move,
        // a move fewer each: LineSearch::store_none_below).
        if (k > 2) REQUIRE_FALSE(help_line(pos, k - 2, ends));
    }
}

}  // namespace dawson::test
