// The final positions of h=, h#, ser-h= and ser-h# (search/help_targets.hpp)
// against brute force: wherever the list, made for a position and followed
// down a line, holds no position in reach any more, no line from there ends
// in stalemate (mate) in time, and each end reached is in the list. Checked
// on the positions of the orthodox stalemate and mate problems of Popeye's
// test files (popeye-regression; castling rights among them), for help lines
// of four half-moves from the diagram and three from the positions after a
// first move, and for series of three moves and two; on boards with holes
// and with dummies; and on longer lines of two h= problems with few pieces
// where pawns promote and the stalemating pawn takes. At each node, a move
// that TargetMoves (read off the list there) keeps out must leave no
// position in reach.

#include "search/help_targets.hpp"

#include <algorithm>
#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "goal_problems.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/stalemate_filter.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"
#include "search/goal_tests.hpp"

namespace {

using namespace dawson;

struct Counts {
    long nodes = 0, pruned = 0, listed = 0, stalemates = 0;  // (stalemates: the ends reached, mates too)
    long kept_out = 0;                                       // moves TargetMoves keeps out
};

// After the last move: is the side to move stalemated (mated)? Where it is, the
// list followed there (`end`, made for the position before the move) must
// hold the position at no cost.
bool end_reached(position::Position& pos, bool mate, const search::TargetList* list,
                 const std::shared_ptr<const search::TargetList>& end, Counts& c) {
    if (!(mate ? search::is_mated(pos) : search::is_stalemated(pos))) return false;
    ++c.stalemates;
    if (list) {
        INFO("end " << position::to_fen(pos));
        REQUIRE(end);
        REQUIRE_FALSE(end->in_reach.empty());
    }
    return true;
}

// Where `list` holds no position in reach, no line may have been `found`.
void none_where_pruned(const position::Position& pos, const search::TargetList* list, bool found, const char* left,
                       bool mate, Counts& c) {
    if (!list || !list->in_reach.empty()) return;
    ++c.pruned;
    INFO("no final position in reach, " << left << ", " << position::to_fen(pos) << (mate ? ", mate" : ""));
    REQUIRE_FALSE(found);
}

// Is there a line from pos that ends in the stalemate (mate) of `side`:
// k half-moves of help play, `side` not making the last, or (`series`) k
// moves of `side`, the opponent passing between them, then one of the
// opponent's? Wherever `list` (the list of pos, or null) holds no position
// in reach, there must be none.
bool check_line(position::Position& pos, int k, core::Color side, bool mate,
                const std::shared_ptr<const search::TargetList>& list, Counts& c, bool series = false) {
    ++c.nodes;
    bool found = false;
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    // The moves the list lets pass, read off it here (the moves left, this
    // one among them, as the search asks), at every third node (at each,
    // the mate test took twice as long).
    const search::TargetMoves passing =
        list && c.nodes % 3 == 0 ? search::TargetMoves(pos, side, series ? k : k / 2, series ? 1 : (k + 1) / 2, *list)
                                 : search::TargetMoves();
    for (const position::Move& m : ml) {
        const bool passes = passing.keeps(m);
        position::Undo u = pos.make(m);
        // The moves left after this one: of `side`, and of the opponent.
        const int own = series ? std::max(k - 1, 0) : (k - 1) / 2, other = series ? (k > 0 ? 1 : 0) : k / 2;
        const std::shared_ptr<const search::TargetList> child =
            list ? search::follow_targets(pos, side, own, other, list) : nullptr;
        // A move kept out leaves no position in reach.
        if (!passes) {
            ++c.kept_out;
            INFO("kept out: " << position::to_fen(pos));
            REQUIRE(child);
            REQUIRE(child->in_reach.empty());
        }
        if (k == (series ? 0 : 1)) {
            found |= end_reached(pos, mate, list.get(), child, c);
        } else if (!series || k == 1) {
            found |= check_line(pos, series ? 0 : k - 1, side, mate, child, c, series);
        } else if (!movegen::in_check(pos, ~side)) {
            position::Undo n = pos.make_null();
            found |= check_line(pos, k - 1, side, mate, child, c, series);
            pos.unmake_null(n);
        }
        pos.unmake(m, u);
    }
    none_where_pruned(pos, list.get(), found, (std::to_string(k) + (series ? " series moves" : " half-moves")).c_str(),
                      mate, c);
    return found;
}

// The list made for pos with k half-moves left, checked on its lines.
void check_position(position::Position& pos, int k, Counts& c, bool mate = false) {
    // (A position whose side to move can take the king is refused.)
    if (movegen::in_check(pos, ~pos.side_to_move())) return;
    const core::Color side = k % 2 == 1 ? ~pos.side_to_move() : pos.side_to_move();
    const std::shared_ptr<const search::TargetList> list = search::list_targets(pos, side, k / 2, (k + 1) / 2, mate);
    if (!list) return;
    ++c.listed;
    INFO("root " << position::to_fen(pos) << ", " << k << " half-moves");
    check_line(pos, k, side, mate, list, c);
}

}  // namespace

TEST_CASE("help targets: never out of reach where a stalemate is reached", "[help-targets]") {
    const std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Stalemate, movegen::orthodox_play);
    REQUIRE(setups.size() > 30);
    Counts c;
    for (const problem::Setup& setup : setups)
        test::visit_positions(setup, 1000,
                              [&](position::Position& pos, bool diagram) { check_position(pos, diagram ? 4 : 3, c); });
    INFO(c.listed << " lists, " << c.nodes << " nodes, " << c.pruned << " pruned, " << c.stalemates
                  << " stalemates reached");
    // The lists prune, and the lines reach stalemates the lists keep.
    CHECK(c.listed > 100);
    CHECK(c.pruned > c.nodes / 4);
    CHECK(c.kept_out > c.nodes);
    CHECK(c.stalemates > 50);
}

TEST_CASE("help targets: long lines with promotions and captures", "[help-targets]") {
    // popeye-intelligent 0117 (h=6, the white pawn takes the promoted
    // pieces) and 0080 (h=8), two moves of each side before the end of
    // their solutions (after 4...a7*b8=Q and 6...a6-a7): a black and a
    // white promotion, captures by both sides.
    const rules::RuleSet& rs = *rules::find_rule_set("chess");
    Counts c;
    for (const auto& [fen, k] :
         {std::pair{"1Q6/8/6K1/8/5p2/8/3p4/7k b - - 0 1", 4}, std::pair{"8/P7/8/8/8/p7/7b/K6k b - - 0 1", 4}}) {
        position::Position pos = position::parse_fen(fen, rs);
        check_position(pos, k, c);
    }
    INFO(c.listed << " lists, " << c.nodes << " nodes, " << c.pruned << " pruned, " << c.stalemates
                  << " stalemates reached");
    CHECK(c.listed == 2);
    CHECK(c.pruned > c.nodes / 2);
    CHECK(c.kept_out > c.nodes);
    CHECK(c.stalemates >= 2);
}

TEST_CASE("help targets: never out of reach where a mate is reached", "[help-targets]") {
    const std::vector<problem::Setup> setups =
        test::goal_problems("popeye-regression", stipulation::Goal::Mate, movegen::orthodox_play);
    REQUIRE(setups.size() > 100);
    // The diagrams, and the positions after a first move of every tenth
    // problem (of every one, a minute and a half); in the sanitizer builds,
    // every third problem alone.
    constexpr std::size_t kStep = DAWSON_SANITIZER_BUILD ? 3 : 1;
    Counts c;
    for (std::size_t i = 0; i < setups.size(); i += kStep) {
        if (i % 10 != 0) {
            position::Position pos = problem::make_position(setups[i]);
            check_position(pos, 4, c, true);
            continue;
        }
        test::visit_positions(setups[i], 1000, [&](position::Position& pos, bool diagram) {
            check_position(pos, diagram ? 4 : 3, c, true);
        });
    }
    INFO(c.listed << " lists, " << c.nodes << " nodes, " << c.pruned << " pruned, " << c.stalemates
                  << " mates reached");
    CHECK(c.listed > static_cast<long>(100 / kStep));
    CHECK(c.pruned > c.nodes / 4);
    CHECK(c.kept_out > c.nodes);
    CHECK(c.stalemates > 50);
}

TEST_CASE("help targets: boards with holes", "[help-targets]") {
    // The holes of popeye-regression and popeye-intelligent (0141 ser-h=11
    // on a 6x8 board, 0247 h#7 on 7x8 and its twins): no piece ends on a
    // hole, and lines stop at them. (The stalemates need longer lines: in
    // the sanitizer builds, from the diagrams alone, 3 lists.)
    for (const bool mate : {false, true}) {
        const int k = mate ? 4 : 5;
        const bool diagrams_only = DAWSON_SANITIZER_BUILD && !mate;
        const std::vector<problem::Setup> setups =
            test::goal_problems_with_holes(mate ? stipulation::Goal::Mate : stipulation::Goal::Stalemate);
        REQUIRE(setups.size() >= 2);
        Counts c;
        for (const problem::Setup& setup : setups)
            test::visit_positions(setup, 1000, [&](position::Position& pos, bool diagram) {
                if (diagrams_only && !diagram) return;
                check_position(pos, diagram ? k : k - 1, c, mate);
            });
        INFO(c.listed << " lists, " << c.nodes << " nodes, " << c.pruned << " pruned, " << c.stalemates
                      << (mate ? " mates" : " stalemates") << " reached");
        CHECK(c.listed > (diagrams_only ? 2 : 10));
        CHECK(c.pruned > c.nodes / 4);
        CHECK(c.kept_out > c.nodes);
        CHECK(c.stalemates > 0);
    }
}

TEST_CASE("help targets: never out of reach along a series", "[help-targets]") {
    // ser-h= and ser-h#: the side to move of the problems of
    // popeye-regression plays three moves (two from the positions after a
    // first move), the opponent one; of the mate problems, every sixth
    // (all of them: 7.6 k lists, 6.4 M nodes, two minutes), in the
    // sanitizer builds every fifth stalemate and every thirtieth mate.
    for (const bool mate : {false, true}) {
        const std::vector<problem::Setup> setups = test::goal_problems(
            "popeye-regression", mate ? stipulation::Goal::Mate : stipulation::Goal::Stalemate, movegen::orthodox_play);
        const std::size_t step = (mate ? 6 : 1) * (DAWSON_SANITIZER_BUILD ? 5 : 1);
        Counts c;
        for (std::size_t i = 0; i < setups.size(); i += step)
            test::visit_positions(setups[i], 1000, [&](position::Position& pos, bool diagram) {
                if (movegen::in_check(pos, ~pos.side_to_move())) return;
                const int k = diagram ? 3 : 2;
                const core::Color side = pos.side_to_move();
                const auto list = search::list_targets(pos, side, k, 1, mate);
                if (!list) return;
                ++c.listed;
                INFO("root " << position::to_fen(pos) << ", " << k << " series moves");
                check_line(pos, k, side, mate, list, c, true);
            });
        INFO(c.listed << " lists, " << c.nodes << " nodes, " << c.pruned << " pruned, " << c.stalemates
                      << (mate ? " mates" : " stalemates") << " reached");
        CHECK(c.listed > static_cast<long>(100 / step));
        CHECK(c.pruned > c.nodes / 4);
        CHECK(c.kept_out > c.nodes);
        CHECK(c.stalemates > 0);
    }
}

TEST_CASE("help targets: dummies", "[help-targets]") {
    // The pieces without a walk (popeye-intelligent 0027 ser-h=14, the
    // only orthodox problem with dummies whose promotions are orthodox)
    // stand where they are or are taken; they guard nothing and never need
    // a move. From the diagram, and from the solution after its tenth move
    // (1.f2*e1=B … 10.f2-f1=R), whose last four series moves and White's
    // one reach the stalemate.
    const std::vector<problem::Setup> setups = test::goal_problems_with_dummies(stipulation::Goal::Stalemate);
    REQUIRE(!setups.empty());
    Counts c;
    for (const problem::Setup& setup : setups) {
        position::Position pos = problem::make_position(setup);
        const auto list = search::list_targets(pos, pos.side_to_move(), 3, 1);
        REQUIRE(list);
        ++c.listed;
        check_line(pos, 3, pos.side_to_move(), false, list, c, true);
    }
    position::Position pos = problem::make_position(setups.front());
    const core::Color side = pos.side_to_move();
    for (const std::string_view m :
         {"f2e1b", "e1g3", "g3e5", "e5f6", "f6h8", "f7f5", "f5f4", "f4f3", "f3f2", "f2f1r"}) {
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        const pieces::PieceKind promo = m.size() < 5  ? pieces::kind::None
                                        : m[4] == 'b' ? pieces::kind::Bishop
                                                      : pieces::kind::Rook;
        const position::Move* found = nullptr;
        for (const position::Move& mv : ml)
            if (mv.from == core::parse_square(m.substr(0, 2)) && mv.to == core::parse_square(m.substr(2, 2)) &&
                mv.promo == promo)
                found = &mv;
        INFO(m);
        REQUIRE(found);
        pos.make(*found);
        pos.make_null();
    }
    const auto list = search::list_targets(pos, side, 4, 1);
    REQUIRE(list);
    ++c.listed;
    check_line(pos, 4, side, false, list, c, true);
    INFO(c.listed << " lists, " << c.nodes << " nodes, " << c.pruned << " pruned, " << c.stalemates
                  << " stalemates reached");
    CHECK(c.pruned > c.nodes / 4);
    CHECK(c.kept_out > c.nodes);
    CHECK(c.stalemates >= 1);
}
