// The Berolina pawn, the orphan and the friend (issue 13), hand-analysed:
// in each position the kind's walk decides which moves there are. (The
// table-driven tests of tests/engine/piece_walks_test.cpp compare their
// attacks with their captures and their perft with a simple generator;
// the suite problems of Popeye's EXAMPLES/marine.inp, BEISPIEL/orphan.inp
// and REGRESSIONS/4_63_to_4_65.inp compare them with Popeye.)

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "problem/popeye_reader.hpp"

namespace {

using namespace dawson;
using Game = test::ConditionGame;
using Moves = std::vector<std::string>;
constexpr core::Color kWhite = core::Color::White;
constexpr core::Color kBlack = core::Color::Black;

// The legal moves of the piece on `from` ("BPd2"), sorted.
Moves moves_of(Game& g, const std::string& from) {
    Moves v;
    for (const std::string& m : g.legal())
        if (m.rfind(from, 0) == 0) v.push_back(m);
    return v;
}

core::Square sq(const char* name) { return core::make_square(name[0] - 'a', name[1] - '1'); }

}  // namespace

TEST_CASE("Berolina pawn: diagonal steps and double steps, straight captures", "[pieces][berolina]") {
    // The Berolina pawn d2 steps to c3 or e3, from its second rank on to b4
    // or f4 over them; it takes straight forward (d3). Here the knight on c3
    // stops the step there and the double step over it (a Berolina pawn
    // does not take diagonally), the pawn d3 is taken.
    Game g("", "White Ka1 BPd2 Black Kh8 Sc3 Pd3", kWhite);
    CHECK(moves_of(g, "BP") == Moves{"BPd2*d3", "BPd2-e3", "BPd2-f4"});
    // With d3 empty it does not step straight forward.
    Game e("", "White Ka1 BPd2 Black Kh8", kWhite);
    CHECK(moves_of(e, "BP") == Moves{"BPd2-b4", "BPd2-c3", "BPd2-e3", "BPd2-f4"});
    // On the last rank it promotes (to Q, R, B, S: no other kinds present).
    Game p("", "White Ka1 BPd7 Black Kh1", kWhite);
    const Moves v = moves_of(p, "BP");
    CHECK(std::count_if(v.begin(), v.end(), [](const std::string& m) { return m.rfind("BPd7-c8=", 0) == 0; }) == 4);
    CHECK(std::find(v.begin(), v.end(), "BPd7-e8=S") != v.end());
    CHECK(std::find(v.begin(), v.end(), "BPd7-d8=Q") == v.end());
}

TEST_CASE("Berolina pawn: it checks straight forward, not diagonally", "[pieces][berolina]") {
    // The white Berolina pawn d4 attacks d5 (its capture square), not c5
    // or e5 (its step squares).
    Game g("", "White Ka1 BPd4 Black Kd5", kBlack);
    CHECK(movegen::in_check(g.pos, kBlack));
    Game h("", "White Ka1 BPd4 Black Ke5", kBlack);
    CHECK_FALSE(movegen::in_check(h.pos, kBlack));
}

TEST_CASE("Berolina pawn: en passant over the square its double step passed", "[pieces][berolina]") {
    // BPb2-d4 passes c3. The pawn b4 takes on c3 diagonally, the Berolina
    // pawn c4 straight forward, both taking the Berolina pawn on d4 (not a
    // piece on c4, beside the pawn, as after an orthodox double step).
    Game g("", "White Ke1 BPb2 Black Ke8 Pb4 BPc4", kWhite);
    g.play("BPb2-d4");
    CHECK(g.can("b4*c3 ep."));
    CHECK(g.can("BPc4*c3 ep."));
    g.play("b4*c3 ep.");
    CHECK(g.pos.at(sq("d4")).empty());
    CHECK(g.pos.at(sq("c4")).kind == *pieces::find_by_code("BP"));
    // The single step passes no square: no en passant.
    Game s("", "White Ke1 BPb3 Black Ke8 Pb5 BPc5", kWhite);
    s.play("BPb3-c4");
    CHECK_FALSE(s.can("b5*c4 ep."));
}

TEST_CASE("Orphan: moves like the enemy pieces observing it", "[pieces][orphan]") {
    // The black knight b5 observes the orphan d4: it moves and takes like a
    // knight (b5 taken, seven moves). The black king a8 does not observe it.
    Game g("", "White Kh1 Od4 Black Ka8 Sb5", kWhite);
    CHECK(moves_of(g, "O") == Moves{"Od4*b5", "Od4-b3", "Od4-c2", "Od4-c6", "Od4-e2", "Od4-e6", "Od4-f3", "Od4-f5"});
    // With the knight on b6, no enemy piece observes it: it cannot move.
    Game n("", "White Kh1 Od4 Black Ka8 Sb6", kWhite);
    CHECK(moves_of(n, "O").empty());
}

TEST_CASE("Orphan: the walk passes along a chain of orphans", "[pieces][orphan]") {
    // The white rook b6 observes the black orphan f6 (c6, d6, e6 empty), which
    // so moves as a rook and as one observes the white orphan f2 (f5, f4,
    // f3 empty): the white orphan moves as a rook, along the f file up to
    // f6 (taken) and along the second rank: 12 moves. No other enemy walk
    // reaches it (the black king a8 is far).
    Game g("", "White Kh1 Rb6 Of2 Black Ka8 Of6", kWhite);
    CHECK(moves_of(g, "Of2") == Moves{"Of2*f6", "Of2-a2", "Of2-b2", "Of2-c2", "Of2-d2", "Of2-e2", "Of2-f1", "Of2-f3",
                                      "Of2-f4", "Of2-f5", "Of2-g2", "Of2-h2"});
    // With the rook on b7 (off the sixth rank) the chain breaks: neither
    // orphan has a walk.
    Game n("", "White Kh1 Rb7 Of2 Black Ka8 Of6", kWhite);
    CHECK(moves_of(n, "Of2").empty());
    // The orphan checks with its borrowed walk: the black king a2 is
    // attacked along the second rank, not once the chain is broken.
    Game c("", "White Kh1 Rb6 Of2 Black Ka2 Of6", kBlack);
    CHECK(movegen::in_check(c.pos, kBlack));
    Game d("", "White Kh1 Rb7 Of2 Black Ka2 Of6", kBlack);
    CHECK_FALSE(movegen::in_check(d.pos, kBlack));
}

TEST_CASE("Orphan: moving as a pawn from its own first rank, it steps and captures", "[pieces][orphan]") {
    // A pawn on its own first rank has no move in Popeye, but an orphan
    // that moves as a pawn there ("a pawned Orphan") steps one square and
    // captures (BEISPIEL/orphan.inp, regress 1614: 1...Oh8*g7 !). The white
    // pawn g7 observes the black orphan h8: it moves as a black pawn, to h7
    // and taking g7, with no double step.
    Game g("", "White Ka1 Pg7 Black Ka8 Oh8", kBlack);
    CHECK(moves_of(g, "O") == Moves{"Oh8*g7", "Oh8-h7"});
    // A black pawn on h8 has no move at all: only the king's remain.
    Game p("", "White Ka1 Pg7 Black Ka8 Ph8", kBlack);
    CHECK(g.legal().size() == 5);
    CHECK(p.legal() == Moves{"Ka8-a7", "Ka8-b7", "Ka8-b8"});
}

TEST_CASE("Friend: moves like its own pieces guarding it, along a chain of friends", "[pieces][friend]") {
    // The white knight a4 guards the friend c3, which so moves as a knight
    // (a2, b1, d1, e2, b5, d5; a4 and e4 hold its own pieces) and as one
    // guards the friend e4, which moves as a knight too (c5, d2, d6, f2,
    // f6, g3, g5; c3 is its own). The black king a8 lends them nothing.
    Game g("", "White Kh1 Sa4 Fc3 Fe4 Black Ka8", kWhite);
    CHECK(moves_of(g, "Fc3") == Moves{"Fc3-a2", "Fc3-b1", "Fc3-b5", "Fc3-d1", "Fc3-d5", "Fc3-e2"});
    CHECK(moves_of(g, "Fe4") == Moves{"Fe4-c5", "Fe4-d2", "Fe4-d6", "Fe4-f2", "Fe4-f6", "Fe4-g3", "Fe4-g5"});
    // Without the knight neither friend moves.
    Game n("", "White Kh1 Fc3 Fe4 Black Ka8", kWhite);
    CHECK(moves_of(n, "F").empty());
}

// What a piece observes by its walk (Madrasi's paralysis, Isardam's
// illegal observations, a patrol's support, a paralysing piece's reach)
// is not established for the walks an orphan or a friend borrows; Dawson
// refuses those rules with them by name instead of leaving them out of
// the observations.
TEST_CASE("Orphans and friends with a rule of observation by walks are refused by name", "[pieces][orphan]") {
    auto error = [](const std::string& text) {
        const problem::ReadResult r = problem::read_popeye(text, "t.inp");
        return r.errors.empty() ? std::string() : r.errors.front().message;
    };
    for (const char* c : {"Madrasi", "Isardam", "Patrouille", "UltraPatrol"}) {
        INFO(c);
        CHECK(error(std::string("BeginProblem\nStipulation #2\nCondition ") + c +
                    "\nPieces White Ka1 Oc3 Black Ka8 Rh6\nEndProblem\n")
                  .find(std::string("unsupported: orphans and friends with the condition ") + c) != std::string::npos);
        CHECK(error(std::string("BeginProblem\nStipulation #2\nCondition ") + c +
                    "\nPieces White Ka1 Qc3 Black Ka8 Rh6\nEndProblem\n")
                  .empty());
    }
    for (const char* a : {"Paralysing", "Patrol"}) {
        INFO(a);
        CHECK(error(std::string("BeginProblem\nStipulation #2\nPieces White Ka1 Fc3 White ") + a +
                    " Bd4 Black Ka8 Rh6\nEndProblem\n")
                  .find(std::string("unsupported: orphans and friends with the attribute ") + a) != std::string::npos);
    }
    // A twin that brings an orphan in is refused as well.
    CHECK(error("BeginProblem\nStipulation #2\nCondition Madrasi\nPieces White Ka1 Qc3 Black Ka8 Rh6\n"
                "Twin Add White Oc4\nEndProblem\n")
              .find("unsupported: orphans and friends with the condition Madrasi") != std::string::npos);
}
