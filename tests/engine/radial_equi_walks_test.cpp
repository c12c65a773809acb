// Move lists of the tree and leaf hoppers, the Argentinian riders, the
// eagle equihoppers, the equistoppers and the rose family (Popeye 4.104's
// TH LH GE GF, SE FA LO, EE EN, QE QF, RO RN RP LS RA), analysed by hand
// below from Popeye's descriptions of the walks; no kings are needed for a
// piece's own moves.

#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "movegen/generate.hpp"
#include "pieces/catalogue.hpp"
#include "position/position.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;
using core::Color;
using position::Piece;
using position::Position;

const rules::RuleSet& plain_rules() {
    static const rules::RuleSet r = rules::problem_rule_set({});
    return r;
}

core::Square sq(const std::string& name) { return core::make_square(name[0] - 'a', name[1] - '1'); }

// The arrival squares of the white piece of kind `code` on `from`, with the
// other pieces "wXx1" / "bXx1" (colour, code, square), each as its square's
// name followed by "x" for a capture.
std::set<std::string> moves_of(const std::string& code, const std::string& from,
                               const std::vector<std::string>& others) {
    Position pos(plain_rules());
    pos.put(sq(from), Piece{*pieces::find_by_code(code), Color::White});
    for (const std::string& o : others) {
        const std::string c = o.substr(1, o.size() - 3);
        pos.put(sq(o.substr(o.size() - 2)), Piece{*pieces::find_by_code(c), o[0] == 'w' ? Color::White : Color::Black});
    }
    movegen::MoveList ml;
    movegen::generate_walk_moves_of(pos, sq(from), Color::White, ml);
    std::set<std::string> out;
    std::size_t n = 0;
    for (const auto& m : ml) {
        ++n;
        std::string s = core::square_name(m.to);
        if (pos.captured_square(m) != core::NoSquare) s += "x";
        out.insert(s);
    }
    CHECK(n == out.size());  // one move per arrival square
    return out;
}

using Set = std::set<std::string>;

}  // namespace

TEST_CASE("treehoppers: over a hurdle at some distance, then as far again", "[pieces][radial]") {
    // TH d4; hurdles bRd5 (orthogonal distance 1) and wBf6 (diagonal 2);
    // bSh8 is 4 diagonal steps away, itself a hurdle with nothing 4 diagonal
    // steps beyond but d4. From d5 one orthogonal step: c5 d6 e5 (d4 is the
    // mover); from f6 two diagonal steps: d8 h8x h4 (d4 the mover).
    CHECK(moves_of("TH", "d4", {"bRd5", "wBf6", "bSh8"}) == Set{"c5", "d6", "e5", "d8", "h8x", "h4"});
    // GE a1, one hurdle wSd5 = a1 + (3,4): from it every vector of length 5,
    // (3,4)-like or (0,5)-like: g1 = d5 + (3,-4), h8 = d5 + (4,3), h2 = d5 +
    // (4,-3); the rest leave the board or return to a1. The lesser TH has
    // no (3,4) group and no move at all.
    CHECK(moves_of("GE", "a1", {"wSd5"}) == Set{"g1", "h8", "h2"});
    CHECK(moves_of("TH", "a1", {"wSd5"}).empty());
}

TEST_CASE("leafhoppers: a leap at some distance when another square that far holds a hurdle", "[pieces][radial]") {
    // d4 with bRd6 (orthogonal distance 2) and wSe6 (a knight's leap). The
    // distance-2 orthogonal squares d6 b4 f4 d2: the only hurdle is d6, so
    // b4 f4 d2 but not d6 (which would need another hurdle). The lesser
    // leafhopper ignores the knight group.
    CHECK(moves_of("LH", "d4", {"bRd6", "wSe6"}) == Set{"b4", "f4", "d2"});
    // The greater one also has the knight group: e6 is its hurdle, the other
    // seven knight squares its moves.
    CHECK(moves_of("GF", "d4", {"bRd6", "wSe6"}) == Set{"b4", "f4", "d2", "c6", "b5", "f5", "b3", "f3", "c2", "e2"});
    // With a second hurdle wBf4 in the distance-2 group, d6 is captured.
    CHECK(moves_of("LH", "d4", {"bRd6", "wBf4"}) == Set{"b4", "d2", "d6x"});
}

TEST_CASE("argentinian riders: capture as a rider, move only beyond the first piece", "[pieces][argentinian]") {
    // d4 with bSd6 and wBf6: up, d6 is captured and d7 d8 lie beyond it;
    // up-right, f6 is white, g7 h8 lie beyond it; the empty lines give
    // nothing.
    CHECK(moves_of("SE", "d4", {"bSd6", "wBf6"}) == Set{"d6x", "d7", "d8", "g7", "h8"});
    CHECK(moves_of("FA", "d4", {"bSd6", "wBf6"}) == Set{"d6x", "d7", "d8"});
    CHECK(moves_of("LO", "d4", {"bSd6", "wBf6"}) == Set{"g7", "h8"});
}

TEST_CASE("eagle equihoppers: over a hurdle, then as far again turned by 90 degrees", "[pieces][equi]") {
    // d4 with wBc6, bRd6, bSf6.
    // EE, queen lines: up, d6 at 2 steps; turned left two steps (c6 is not
    // empty) no, turned right e6 empty, f6 black: f6x. Up-right, f6 at 2
    // steps; turned, e7 d8 (empty) and g5 h4: d8, h4. Knight lines: c6 =
    // d4 + (-1,2) is the hurdle; turned (-2,-1): a5, (2,1): e7. No other
    // knight, camel or zebra square is occupied.
    CHECK(moves_of("EE", "d4", {"wBc6", "bRd6", "bSf6"}) == Set{"f6x", "d8", "h4", "a5", "e7"});
    // EN, non-stop: the same, but c6 no longer blocks the way from d6 to b6.
    CHECK(moves_of("EN", "d4", {"wBc6", "bRd6", "bSf6"}) == Set{"b6", "f6x", "d8", "h4", "a5", "e7"});
}

TEST_CASE("equistoppers: to the midpoint between the mover and a piece", "[pieces][equi]") {
    // d4 with bRd5, wBd8, bSf6, wBh8, wBb8.
    // QE: up, the first piece d5 is 1 step away (odd: no midpoint), and d8
    // is 3 steps beyond it (not 1): no capture. Up-right, f6 at 2 steps: e5;
    // h8 is 2 steps beyond f6: f6x. b8 = d4 + 2(-1,2): c6. The other lines
    // are empty.
    CHECK(moves_of("QE", "d4", {"bRd5", "wBd8", "bSf6", "wBh8", "wBb8"}) == Set{"e5", "f6x", "c6"});
    // QF: every piece at an even offset: d8 (0,4) gives d6, f6 (2,2) e5,
    // h8 (4,4) f6x, b8 (-2,4) c6; d5 (0,1) is odd.
    CHECK(moves_of("QF", "d4", {"bRd5", "wBd8", "bSf6", "wBh8", "wBb8"}) == Set{"d6", "e5", "f6x", "c6"});
}

TEST_CASE("the rose family: along the rose's circles", "[pieces][rose]") {
    // From a1 the circles that stay on the board (knight steps turned 45
    // degrees each time): b3 d4 f3 g1; b3 a5; c2 e1; c2 d4 c6 a7. On an empty
    // board the rose reaches each of their squares once.
    CHECK(moves_of("RO", "a1", {}) == Set{"b3", "d4", "f3", "g1", "a5", "c2", "e1", "c6", "a7"});
    // bSd4 stops two circles (and is captured); beyond it f3 g1 and c6 a7.
    CHECK(moves_of("RO", "a1", {"bSd4"}) == Set{"b3", "d4x", "a5", "c2", "e1"});
    // Rose lion: beyond the hurdle d4, f3 g1 and c6 a7.
    CHECK(moves_of("RN", "a1", {"bSd4"}) == Set{"f3", "g1", "c6", "a7"});
    // Rose hopper: the square after the hurdle, f3 and c6.
    CHECK(moves_of("RP", "a1", {"bSd4"}) == Set{"f3", "c6"});
    // Rose locust: d4 captured, landing on f3 or c6.
    CHECK(moves_of("LS", "a1", {"bSd4"}) == Set{"f3x", "c6x"});
    // Rao: the rose's non-captures b3 a5 c2 e1, and over the hurdle d4 the
    // first piece after it, bBg1 (the other circle, c6 a7, holds none).
    CHECK(moves_of("RA", "a1", {"bSd4", "bBg1"}) == Set{"b3", "a5", "c2", "e1", "g1x"});
}
