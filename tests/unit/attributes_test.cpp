// Piece attributes (issue 12), hand-analysed: the reader (three languages,
// combinations, refusal by name), the writer, the Zobrist key and
// make/unmake, Popeye's notation, and per attribute a position where
// ignoring the attribute changes the solution. Last, a perft table with
// royal, kamikaze and uncapturable pieces computed by a second, simple move
// generator written here (its own board, make-and-test legality), which the
// engine must equal at depth 3.

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "movegen/perft.hpp"
#include "problem/make_position.hpp"
#include "problem/popeye_writer.hpp"
#include "problem_test_util.hpp"
#include "report/diagram.hpp"
#include "report/listing.hpp"
#include "report/notation.hpp"
#include "report/svg_diagram.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;
using core::Color;
using position::Attribute;

problem::Problem read_one(const std::string& pieces, const std::string& stip = "#2", const std::string& extra = "") {
    return test::read_popeye_ok("BeginProblem\nStipulation " + stip + "\nPieces " + pieces + "\n" + extra +
                                "EndProblem\n")[0];
}

const problem::Placement& at(const problem::Setup& s, const std::string& sq) {
    for (const auto& p : s.pieces)
        if (p.square == *core::parse_square(sq)) return p;
    FAIL("no piece on " << sq);
    return s.pieces.front();
}

// The first error of reading `text`, or "".
std::string read_error(const std::string& text) {
    const problem::ReadResult r = problem::read_popeye(text, "t.inp");
    return r.errors.empty() ? std::string() : r.errors.front().to_string();
}

std::vector<std::string> legal(position::Position& pos) {
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::vector<std::string> v;
    for (const auto& m : ml) v.push_back(report::move_text(pos, m, problem::Language::English));
    return v;
}

bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// The diagram of `p` (which must outlive it) with `side` to move.
position::Position to_move(const problem::Problem& p, Color side) {
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(side);
    return pos;
}

std::vector<std::string> solutions(const problem::Problem& p) {
    return testing::solution_lines(testing::solve(p.setup));
}

}  // namespace

TEST_CASE("attributes: read in English, German and French, several on one piece", "[attributes]") {
    auto p = read_one("White Kc1 White Kamikaze Uncapturable Rd1 Black Ke8 Black Royal Sa8");
    CHECK(at(p.setup, "d1").piece.attrs ==
          (position::bit(Attribute::Kamikaze) | position::bit(Attribute::Uncapturable)));
    CHECK(at(p.setup, "d1").piece.color == Color::White);
    CHECK(at(p.setup, "a8").piece.has(Attribute::Royal));
    CHECK(at(p.setup, "c1").piece.attrs == 0);
    // The attribute applies to every piece after it in its colour group.
    auto q = read_one("White Kc1 Black Kamikaze Rd8 Bd7 Black Ke8");
    CHECK(at(q.setup, "d7").piece.has(Attribute::Kamikaze));
    CHECK(at(q.setup, "e8").piece.attrs == 0);
    auto de = test::read_popeye_ok(
        "AnfangProblem\nForderung #2\nSteine Weiss Kc1 Weiss Koeniglich Kamikaze Td1 Schwarz Ke8 Schwarz Unschlagbar "
        "Lc8\nEndeProblem\n")[0];
    CHECK(at(de.setup, "d1").piece.attrs == (position::bit(Attribute::Royal) | position::bit(Attribute::Kamikaze)));
    CHECK(at(de.setup, "c8").piece.has(Attribute::Uncapturable));
    auto fr = test::read_popeye_ok(
        "DebutProbleme\nEnonce #2\nPieces Blanc Rc1 Blanc Royale Td1 Noir Rh8 Noir Imprenable Fc8\nFinProbleme\n")[0];
    CHECK(at(fr.setup, "d1").piece.has(Attribute::Royal));
    CHECK(at(fr.setup, "c8").piece.has(Attribute::Uncapturable));
}

TEST_CASE("attributes: those Dawson lacks are refused by name", "[attributes]") {
    CHECK_THAT(read_error("BeginProblem\nStipulation #2\nPieces White Kc1 White Protean Ga1 Black Ke8\nEndProblem\n"),
               Catch::Contains("unsupported attribute: Protean"));
    CHECK_THAT(
        read_error("BeginProblem\nStipulation #2\nPieces White Kc1 White Royal Jigger Ga1 Black Ke8\nEndProblem\n"),
        Catch::Contains("unsupported attribute: Jigger"));
    // "K" alone is a king, not Kamikaze.
    auto p = read_one("White K c1 Black Ke8");
    CHECK(at(p.setup, "c1").piece.kind == pieces::kind::King);
}

TEST_CASE("attributes: the writer gives one colour group per set of attributes, reading it back", "[attributes]") {
    auto p = read_one("White Kc1 Ra1 White Kamikaze Uncapturable Rd1 Black Ke8 Black Royal Sa8 Black Bb8");
    const std::string text = problem::write_popeye(p);
    CHECK_THAT(text, Catch::Contains("White Kc1 Ra1"));
    CHECK_THAT(text, Catch::Contains("White Kamikaze Uncapturable Rd1"));
    CHECK_THAT(text, Catch::Contains("Black Ke8 Bb8"));
    CHECK_THAT(text, Catch::Contains("Black Royal Sa8"));
    auto back = test::read_popeye_ok(text)[0];
    CHECK(back.setup.pieces.size() == p.setup.pieces.size());
    for (const auto& pl : p.setup.pieces) CHECK(at(back.setup, core::square_name(pl.square)).piece == pl.piece);
}

TEST_CASE("attributes: twins keep a moved piece's attributes", "[attributes]") {
    auto p = read_one("White Kc1 White Kamikaze Rd1 Black Ke8", "#2", "Twin Move d1 d4\n");
    REQUIRE(p.twins.size() == 1);
    CHECK(at(p.twins[0].setup, "d4").piece.has(Attribute::Kamikaze));
    CHECK(p.twins[0].text == "wkRd1-->d4  ");
}

TEST_CASE("attributes: the diagram lines (royal first, kings left out) and the key", "[attributes]") {
    auto p = read_one("White Royal Kc1 White Kamikaze Rd1 Gh1 Black Ke8 Black Royal Sa8");
    CHECK(report::attribute_lines(p.setup, problem::Language::English) ==
          report::centred("Royal a8") + "\n" + report::centred("Kamikaze d1 h1") + "\n");
    CHECK(report::attribute_lines(p.setup, problem::Language::German) ==
          report::centred("Koeniglich a8") + "\n" + report::centred("Kamikaze d1 h1") + "\n");
    // The key tells an attributed piece from a plain one.
    auto plain = read_one("White Kc1 Rd1 Gh1 Black Ke8 Sa8");
    CHECK(problem::make_position(p.setup).key() != problem::make_position(plain.setup).key());
    const position::Position pos = problem::make_position(p.setup);
    CHECK(pos.key() == pos.compute_key());
}

TEST_CASE("attributes: listings mark them (captions, letters in the SVG diagram)", "[attributes]") {
    auto p = read_one("White Kc1 White Kamikaze Rd1 Gh1 Black Ke8 Black Royal Sa8");
    const auto extras = report::caption_extras(p.setup);
    REQUIRE(extras.size() >= 2);
    CHECK(extras[0] == "Royal a8");
    CHECK(extras[1] == "Kamikaze d1 h1");
    const std::string svg = report::svg_diagram(p.setup);
    CHECK_THAT(svg, Catch::Contains("White: Kc1 kRd1 kGh1; Black: Ke8 rSa8"));
    CHECK_THAT(svg, Catch::Contains("class=\"attr\""));
    auto plain = read_one("White Kc1 Rd1 Black Ke8");
    CHECK(report::caption_extras(plain.setup).empty());
    CHECK_THAT(report::svg_diagram(plain.setup), !Catch::Contains("class=\"attr\""));
}

TEST_CASE("attributes: make and unmake keep attributes and the key", "[attributes]") {
    auto p = read_one("White Kc1 White Kamikaze Rd1 Pb7 Black Ke8 Black Royal Uncapturable Sa8 Black Rd8 Gd5");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    REQUIRE(ml.size() > 5);
    for (const auto& m : ml) {
        const position::Position before = pos;
        const position::Undo u = pos.make(m);
        CHECK(pos.key() == pos.compute_key());
        if (pos.at(m.to).kind != pieces::kind::None) CHECK(pos.at(m.to).attrs == before.at(m.from).attrs);
        pos.unmake(m, u);
        CHECK(pos == before);
    }
}

TEST_CASE("Royal: a royal knight stands in for the king, check and mate are judged on it", "[attributes]") {
    // Black has a royal knight on a8 and no king. 1.Qc6 attacks a8 (over
    // b7) and covers both its flights b6 and c7: mate. Qc8 (b6 free) and Qa4
    // (b6, c7 free) check but do not mate. Without the attribute Black has
    // no king and nothing can be mated.
    auto p = read_one("White Kc1 Qc2 Black Royal Sa8", "#1");
    CHECK(solutions(p) == std::vector<std::string>{"1.Qc2-c6 # !"});
    auto plain = read_one("White Kc1 Qc2 Black Sa8", "#1");
    CHECK(solutions(plain).empty());
    position::Position pos = problem::make_position(p.setup);
    CHECK(pos.king(Color::Black) == *core::parse_square("a8"));
    // Black to move may not leave the royal knight attacked: with the queen
    // on c6, Sb6 and Sc7 both stay attacked.
    pos.put(*core::parse_square("c2"), {});
    pos.put(*core::parse_square("c6"), {pieces::kind::Queen, Color::White});
    pos.set_side_to_move(Color::Black);
    CHECK(movegen::in_check(pos, Color::Black));
    CHECK(legal(pos).empty());
    // "Royal c1" is not written for a royal king.
    CHECK(report::attribute_lines(p.setup, problem::Language::English) == report::centred("Royal a8") + "\n");
}

TEST_CASE("Kamikaze: the capturer disappears with what it captured", "[attributes]") {
    // 1.Rd1*d8 would mate the king in the corner (a7, b7 blocked, b8
    // covered); a kamikaze rook vanishes with the bishop and gives no check.
    auto plain = read_one("White Kc1 Rd1 Black Ka8 Pa7 Pb7 Bd8", "#1");
    CHECK(solutions(plain) == std::vector<std::string>{"1.Rd1*d8 # !"});
    auto p = read_one("White Kc1 White Kamikaze Rd1 Black Ka8 Pa7 Pb7 Bd8", "#1");
    CHECK(solutions(p).empty());
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    CHECK(contains(legal(pos), "kRd1*d8[-wkRd8]"));
    CHECK(contains(legal(pos), "kRd1-d5"));
    for (const auto& m : [&] {
             movegen::MoveList ml;
             movegen::generate_legal(pos, ml);
             return ml;
         }()) {
        if (m.to != *core::parse_square("d8")) continue;
        const position::Position before = pos;
        const position::Undo u = pos.make(m);
        CHECK(pos.at(*core::parse_square("d8")).empty());
        CHECK(pos.at(*core::parse_square("d1")).empty());
        CHECK(pos.key() == pos.compute_key());
        pos.unmake(m, u);
        CHECK(pos == before);
    }
}

TEST_CASE("Uncapturable: no piece may capture it", "[attributes]") {
    // 1.Rd1*d8 mates the cornered king; an uncapturable rook on d8 cannot
    // be taken, and no other white move checks on the eighth rank.
    auto plain = read_one("White Kc1 Rd1 Black Ka8 Pa7 Pb7 Rd8", "#1");
    CHECK(solutions(plain) == std::vector<std::string>{"1.Rd1*d8 # !"});
    auto p = read_one("White Kc1 Rd1 Black Ka8 Pa7 Pb7 Black Uncapturable Rd8", "#1");
    CHECK(solutions(p).empty());
    // An uncapturable royal piece is never in check.
    auto q = read_one("White Kc1 Rd1 Black Uncapturable Royal Sd8", "#1");
    position::Position pos = problem::make_position(q.setup);
    CHECK(!movegen::in_check(pos, Color::Black));
}

TEST_CASE("Functionary: it moves and checks only while an enemy piece observes it", "[attributes]") {
    // 1.Rd1-d8 mates the cornered king; an unobserved functionary rook
    // cannot move at all.
    auto plain = read_one("White Kc1 Rd1 Black Ka8 Pa7 Pb7", "#1");
    CHECK(solutions(plain) == std::vector<std::string>{"1.Rd1-d8 # !"});
    auto p = read_one("White Kc1 White Functionary Rd1 Black Ka8 Pa7 Pb7", "#1");
    CHECK(solutions(p).empty());
    // Observed by the pawn on e2 it moves; on d8, where nothing observes
    // it, it gives no check.
    auto q = read_one("White Kc1 White Functionary Rd1 Black Ka8 Pa7 Pb7 Pe2", "#1");
    position::Position pos = problem::make_position(q.setup);
    pos.set_side_to_move(Color::White);
    CHECK(contains(legal(pos), "fRd1-d8"));
    CHECK(solutions(q).empty());
    auto de = test::read_popeye_ok(
        "AnfangProblem\nForderung #1\nSteine Weiss Kc1 Weiss Beamtet Td1 Schwarz Ka8 Ba7 Bb7 Be2\nEndeProblem\n")[0];
    position::Position dpos = problem::make_position(de.setup);
    dpos.set_side_to_move(Color::White);
    movegen::MoveList ml;
    movegen::generate_legal(dpos, ml);
    bool found = false;
    for (const auto& m : ml) found |= report::move_text(dpos, m, problem::Language::German) == "bTd1-d8";
    CHECK(found);
}

TEST_CASE("Paralysing: an observed enemy piece neither moves nor checks, the paralysing piece never captures",
          "[attributes]") {
    // The white paralysing bishop on c7 observes the black rook on b8. The
    // paralysed rook gives no check, so the white king may step onto the
    // b-file (Ka1-b1, Ka1-b2: illegal with a plain bishop), and it has no
    // move when Black is to play. The bishop does not take the rook.
    auto p = read_one("White Ka1 White Paralysing Bc7 Black Kh8 Rb8", "#2");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    const auto w = legal(pos);
    CHECK(contains(w, "Ka1-b1"));
    CHECK(contains(w, "Ka1-b2"));
    CHECK(contains(w, "pBc7-d8"));
    CHECK_FALSE(contains(w, "pBc7*b8"));
    auto plain = read_one("White Ka1 Bc7 Black Kh8 Rb8", "#2");
    position::Position ppos = problem::make_position(plain.setup);
    ppos.set_side_to_move(Color::White);
    CHECK_FALSE(contains(legal(ppos), "Ka1-b1"));
    CHECK(contains(legal(ppos), "Bc7*b8"));
    pos.set_side_to_move(Color::Black);
    for (const std::string& m : legal(pos)) CHECK(m.rfind("Rb8", 0) != 0);
}

TEST_CASE("Paralysing under AnnanChess: the paralysing piece observes with the walk of the piece behind it",
          "[attributes]") {
    // REGRESSIONS/4_63_to_4_65.inp, regress 0528 (Popeye: "1.Sb1-c3 z !"):
    // the black bishop d6 checks the white king b8 along c7. Sb1-c3 puts the
    // knight behind the white paralysing pawn c4, which then observes as a
    // knight, d6 among its squares: the bishop is paralysed and the check
    // is gone, so the knight's move is legal. Sb1-a3 leaves the check.
    auto p = read_one("White Kb8 Sb1 White Paralysing Pc4 Black Bd6", "zc31", "Condition AnnanChess\nOption NoBk\n");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    const auto w = legal(pos);
    CHECK(contains(w, "Sb1-c3"));
    CHECK_FALSE(contains(w, "Sb1-a3"));
    CHECK(contains(w, "pPc4-c5"));  // on c5 the pawn observes d6 itself
}

TEST_CASE("Paralysing: a side whose every mobile piece is paralysed is stalemated, never mated", "[attributes]") {
    // The paralysing rook on h8 observes the black king on a8 along the
    // eighth rank: the king cannot move (and the rook gives no check).
    // 1.Bc2-e4 checks it along e4-d5-c6-b7, and Black has no legal move; but
    // its only piece with a move of its walk is paralysed, so Black is
    // "suffocated": Popeye counts that as stalemate, not mate. So #1 has no
    // solution, and 1.Bc2-e4 (in check) and 1.Bc2-b3 (not in check) solve
    // =1. A rook move off the eighth rank frees the king, which has b8 (the
    // white king on b6 guards a7 and b7 only): no stalemate.
    const std::string pieces = "White Kb6 Bc2 White Paralysing Rh8 Black Ka8";
    CHECK(solutions(read_one(pieces, "#1")).empty());
    const auto s = solutions(read_one(pieces, "=1"));
    CHECK(std::find(s.begin(), s.end(), "1.Bc2-e4 = !") != s.end());
    CHECK(std::find(s.begin(), s.end(), "1.Bc2-b3 = !") != s.end());
    CHECK(std::find(s.begin(), s.end(), "1.pRh8-h1 = !") == s.end());
    // A plain rook arriving on h8 mates (a7, b7 guarded by the king, b8 by
    // the rook): the paralysing rook's position is mate but for the
    // attribute.
    CHECK(solutions(read_one("White Kb6 Bc2 Rh7 Black Ka8", "#1")) == std::vector<std::string>{"1.Rh7-h8 # !"});
}

TEST_CASE("Patrol: a patrol piece captures and checks only while a piece of its side observes it", "[attributes]") {
    // The patrol rook on d1 is unsupported (the king on a1 does not observe
    // d1): it may not take the bishop on d5, and the black king on d8,
    // behind the bishop's square once the bishop has gone, is not in its
    // check. A white knight on b2 observes d1 (b2-d1 is a knight's leap):
    // then the rook takes, and a plain rook takes either way.
    auto lone = read_one("White Ka1 White Patrol Rd1 Black Kh8 Bd5", "#2");
    position::Position pos = problem::make_position(lone.setup);
    pos.set_side_to_move(Color::White);
    CHECK_FALSE(contains(legal(pos), "pRd1*d5"));
    CHECK(contains(legal(pos), "pRd1-d4"));
    auto guarded = read_one("White Ka1 Sb2 White Patrol Rd1 Black Kh8 Bd5", "#2");
    position::Position gpos = problem::make_position(guarded.setup);
    gpos.set_side_to_move(Color::White);
    CHECK(contains(legal(gpos), "pRd1*d5"));
    auto plain = read_one("White Ka1 Rd1 Black Kh8 Bd5", "#2");
    position::Position ppos = problem::make_position(plain.setup);
    ppos.set_side_to_move(Color::White);
    CHECK(contains(legal(ppos), "Rd1*d5"));
    // Check: the unsupported patrol rook on d1 does not check the king on
    // d8; supported by the bishop on c2 it does.
    auto nocheck = read_one("White Ka1 White Patrol Rd1 Black Kd8", "#2");
    position::Position npos = problem::make_position(nocheck.setup);
    CHECK_FALSE(movegen::in_check(npos, Color::Black));
    auto check = read_one("White Ka1 Bc2 White Patrol Rd1 Black Kd8", "#2");
    position::Position cpos = problem::make_position(check.setup);
    CHECK(movegen::in_check(cpos, Color::Black));
}

TEST_CASE("Volage: a move to a square of the other colour changes the piece's side, once", "[attributes]") {
    // d1 is light, d8 dark: the volage rook arrives black and gives no
    // check, so 1.Rd1-d8 # is lost.
    auto p = read_one("White Kc1 White Volage Rd1 Black Ka8 Pa7 Pb7", "#1");
    CHECK(solutions(p).empty());
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    CHECK(contains(legal(pos), "vRd1-d8=b"));
    CHECK(contains(legal(pos), "vRd1-d7"));  // d7 is light: no change
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const auto& m : ml) {
        if (m.to != *core::parse_square("d8")) continue;
        const position::Position before = pos;
        const position::Undo u = pos.make(m);
        CHECK(pos.at(m.to) == position::Piece{pieces::kind::Rook, Color::Black, 0});
        CHECK(pos.key() == pos.compute_key());
        pos.unmake(m, u);
        CHECK(pos == before);
    }
}

TEST_CASE("Magic: a piece a magic piece newly observes changes sides", "[attributes]") {
    // Black's king on a8 is walled in by its pawns; the black rook d8 is
    // not observed by the magic rook h1. Along the d-file (1.Rh1-d1) or
    // the 8th rank (1.Rh1-h8) the rook newly observes d8: the black rook
    // turns white and checks a8 over c8 and b8; b8 is covered by it,
    // nothing black takes it or interposes: mate. The rook's other moves
    // newly observe a pawn at most (b1, h7: b7 turns white and checks,
    // but the king escapes to b8; a1: a7 turns white, no check), or
    // nothing. Without the attribute 1.Rh8+ is answered by Rxh8 and
    // nothing mates.
    const std::string rest = " Black Ka8 Pa7 Pb7 Rd8";
    auto p = read_one("White Kf3 White Magic Rh1" + rest, "#1");
    CHECK(solutions(p) == std::vector<std::string>{"1.mRh1-d1[d8=w] # !", "1.mRh1-h8[d8=w] # !"});
    auto plain = read_one("White Kf3 Rh1" + rest, "#1");
    CHECK(solutions(plain).empty());
    position::Position pos = to_move(p, Color::White);
    const std::vector<std::string> moves = legal(pos);
    CHECK(contains(moves, "mRh1-h7[b7=w]"));
    CHECK(contains(moves, "mRh1-a1[a7=w]"));
    CHECK(contains(moves, "mRh1-g1"));
}

TEST_CASE("Magic: views are lines, the moved piece changes too, an even count of new views changes nothing",
          "[attributes]") {
    // A rook moving along its line keeps its view of the knight d7 (Popeye
    // names a rider's view by the ends of its line): no change. A king's
    // view is named by the two squares: the magic king moving from d4 to
    // d5 or e4, still next to the knight e5, views it anew, which turns
    // white; on c5 it does not see it.
    auto r = read_one("White Kh1 White Magic Rd1 Black Ka8 Sd7", "#2");
    position::Position rook = to_move(r, Color::White);
    CHECK(contains(legal(rook), "mRd1-d4"));
    CHECK(contains(legal(rook), "mRd1-d6"));
    auto k = read_one("White Magic Kd4 Black Ka8 Se5", "#2");
    position::Position king = to_move(k, Color::White);
    CHECK(contains(legal(king), "mKd4-d5[e5=w]"));
    CHECK(contains(legal(king), "mKd4-e4[e5=w]"));
    CHECK(contains(legal(king), "mKd4-c5"));
    // The black knight g3 moving into the magic pieces' lines: on e4 both
    // the rook a4 and the bishop b1 view it newly (two views: no change),
    // on f5 the bishop alone (it turns white), on e2, f1 and h5 none.
    auto t = read_one("White Kc8 White Magic Ra4 Bb1 Black Ke8 Sg3", "#2");
    position::Position pos = to_move(t, Color::Black);
    const std::vector<std::string> moves = legal(pos);
    CHECK(contains(moves, "Sg3-e4"));
    CHECK(contains(moves, "Sg3-f5[f5=w]"));
    CHECK(contains(moves, "Sg3-e2"));
    CHECK(contains(moves, "Sg3-h5"));
    // Every move is taken back exactly, with the key.
    for (position::Position* q : {&rook, &king, &pos}) {
        movegen::MoveList ml;
        movegen::generate_legal(*q, ml);
        for (const auto& m : ml) {
            const position::Position before = *q;
            const position::Undo u = q->make(m);
            CHECK(q->key() == q->compute_key());
            q->unmake(m, u);
            CHECK(*q == before);
        }
    }
}

TEST_CASE("Magic: a black rook on a1 that turns white may castle", "[attributes]") {
    // The black magic grasshopper d1 hops over the black king d3 to d4,
    // from where it observes a1 over the pawn b2 (c3 empty): the black rook
    // a1 turns white, a white rook unmoved on its game-array square beside
    // the unmoved king e1, so White may castle long (b1, c1, d1 empty, the
    // king's path unattacked; the rook d1 then checks d3). The move taken
    // back, the rook is black again and the right is gone (Popeye's
    // EXAMPLES/magicpieces.inp, h001).
    auto p = read_one("White Ke1 Pb2 Black Kd3 Ra1 Black Magic Gd1", "h001");
    position::Position pos = to_move(p, Color::Black);
    CHECK_FALSE(pos.castling() & position::WhiteLong);
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    bool found = false;
    for (const auto& m : ml) {
        if (report::move_text(pos, m, problem::Language::English) != "mGd1-d4[a1=w]") continue;
        found = true;
        const position::Position before = pos;
        const position::Undo u = pos.make(m);
        CHECK(pos.at(*core::parse_square("a1")) == position::Piece{pieces::kind::Rook, Color::White, 0});
        CHECK((pos.castling() & position::WhiteLong) != 0);
        CHECK(contains(legal(pos), "0-0-0"));
        CHECK(pos.key() == pos.compute_key());
        pos.unmake(m, u);
        CHECK(pos == before);
    }
    CHECK(found);
}

TEST_CASE("Magic: what Dawson does not play with it is refused by name", "[attributes]") {
    auto problem = [](const std::string& pieces, const std::string& extra = "") {
        return "BeginProblem\nStipulation #2\nPieces " + pieces + "\n" + extra + "EndProblem\n";
    };
    CHECK_THAT(read_error(problem("White Kc1 White Magic Ga1 Black Ke8", "Condition Circe\n")),
               Catch::Contains("unsupported: the attribute Magic with the condition Circe"));
    CHECK_THAT(read_error(problem("White Kc1 White Magic Ga1 Black Ke8 Black Kamikaze Rh8")),
               Catch::Contains("unsupported: the attribute Magic with the attribute Kamikaze"));
    CHECK_THAT(read_error(problem("White Kc1 White Magic Ga1 Black Ke8 UUh8")),
               Catch::Contains("unsupported: the attribute Magic with the piece kind UU (Popeye refuses the pair)"));
    CHECK_THAT(read_error(problem("White Kc1 White Magic ROa1 Black Ke8")),
               Catch::Contains("unsupported: a magic piece of kind RO"));
    CHECK_THAT(read_error(problem("White Kc1 White Magic Pa2 Black Ke8 ROh8")),
               Catch::Contains("unsupported: a magic piece of kind RO (a magic pawn's promotion)"));
    CHECK(read_error(problem("White Kc1 White Magic Pa2 Black Ke8 Gh8")).empty());
}

TEST_CASE("Chameleon: a queen becomes a knight after its move", "[attributes]") {
    // 1.Qd1-d8 # without the attribute; the chameleon arrives as a knight,
    // which does not check a8, and no other move mates.
    auto plain = read_one("White Kc1 Qd1 Black Ka8 Pa7 Pb7", "#1");
    CHECK(solutions(plain) == std::vector<std::string>{"1.Qd1-d8 # !"});
    auto p = read_one("White Kc1 White Chameleon Qd1 Black Ka8 Pa7 Pb7", "#1");
    CHECK(solutions(p).empty());
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    CHECK(contains(legal(pos), "cQd1-d8=cS"));
}

TEST_CASE("Chameleon: with chameleons on the board a pawn may promote to one", "[attributes]") {
    // Popeye (pieces/attributes/chameleon.c): while the board has chameleon
    // pieces, a promotion to S, B, R or Q may also make the piece a
    // chameleon ("h7-h8=B=c"); a promotion to a kind outside the sequence
    // (here the grasshopper of the problem's promotion set) may not. With
    // no chameleon on the board there is no such move.
    auto p = read_one("White Kc1 Ph7 Gd4 White Chameleon Sa3 Black Ka8", "#2");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    const auto moves = legal(pos);
    for (const char* promo : {"Q", "R", "B", "S"}) {
        CHECK(contains(moves, std::string("h7-h8=") + promo));
        CHECK(contains(moves, std::string("h7-h8=") + promo + "=c"));
    }
    CHECK(contains(moves, "h7-h8=G"));
    CHECK_FALSE(contains(moves, "h7-h8=G=c"));
    // The promoted chameleon changes kind with its next move: =cB after a
    // knight's move.
    for (const auto& m : [&] {
             movegen::MoveList ml;
             movegen::generate_legal(pos, ml);
             return ml;
         }())
        if (report::move_text(pos, m, problem::Language::English) == "h7-h8=S=c") {
            pos.make(m);
            break;
        }
    CHECK(pos.at(*core::parse_square("h8")).has(Attribute::Chameleon));
    auto plain = read_one("White Kc1 Ph7 Black Ka8", "#2");
    position::Position q = problem::make_position(plain.setup);
    q.set_side_to_move(Color::White);
    CHECK_FALSE(contains(legal(q), "h7-h8=Q=c"));
}

TEST_CASE("HurdleColourChanging: the hurdle changes sides, refused on a non-hopper", "[attributes]") {
    // The grasshopper hops over the black queen on c6, which turns white
    // and checks a8 over b7 (b7 covered, a7 and b8 blocked, nothing takes
    // or interposes): 1.Gc2-c7[c6=w] #. Without the attribute the queen
    // stays black and nothing mates.
    const std::string black = " Black Ka8 Pa7 Bb8 Qc6";
    auto p = read_one("White Kg1 White HurdleColourChanging Gc2" + black, "#1");
    CHECK(solutions(p) == std::vector<std::string>{"1.hccGc2-c7[c6=w] # !"});
    auto plain = read_one("White Kg1 Gc2" + black, "#1");
    CHECK(solutions(plain).empty());
    // A king as hurdle keeps its colour.
    auto k = read_one("White Kc4 White HurdleColourChanging Ga4 Black Ka8", "#2");
    position::Position pos = problem::make_position(k.setup);
    pos.set_side_to_move(Color::White);
    CHECK(contains(legal(pos), "hccGa4-d4"));
    CHECK_THAT(read_error("BeginProblem\nStipulation #2\nPieces White Kc1 White HurdleColourChanging Ra1 Black "
                          "Ke8\nEndProblem\n"),
               Catch::Contains("unsupported attribute: HurdleColourChanging on a piece that is not a hopper"));
}

TEST_CASE("Bul and Dob: after the hop the hurdle moves, without capturing", "[attributes]") {
    // Bul: the rook hurdle on c4 moves with the grasshopper's walk; over
    // the grasshopper now on c5 it reaches c6, its only such move.
    auto bul = read_one("White Kh1 White Bul Gc1 Black Ke8 Rc4");
    position::Position pos = problem::make_position(bul.setup);
    pos.set_side_to_move(Color::White);
    auto moves = legal(pos);
    CHECK(contains(moves, "bGc1-c5[bRc4->c6]"));
    CHECK(!contains(moves, "bGc1-c5"));
    CHECK(std::count_if(moves.begin(), moves.end(), [](const std::string& m) { return m.rfind("bGc1-c5", 0) == 0; }) ==
          1);
    // Dob: the rook moves as a rook (a4, not c6: the grasshopper blocks).
    auto dob = read_one("White Kh1 White Dob Gc1 Black Ke8 Rc4");
    position::Position dpos = problem::make_position(dob.setup);
    dpos.set_side_to_move(Color::White);
    moves = legal(dpos);
    CHECK(contains(moves, "dGc1-c5[bRc4->a4]"));
    CHECK(contains(moves, "dGc1-c5[bRc4->c3]"));
    // (c1 would leave the white king in check on the first rank.)
    CHECK(!contains(moves, "dGc1-c5[bRc4->c1]"));
    CHECK(!contains(moves, "dGc1-c5[bRc4->c6]"));
    // A hop whose hurdle cannot move is illegal: the pawn on a7 has no
    // grasshopper move once the grasshopper stands on a8.
    auto stuck = read_one("White Kh1 White Bul Ga1 Black Ke8 Pa7");
    position::Position spos = problem::make_position(stuck.setup);
    spos.set_side_to_move(Color::White);
    for (const std::string& m : legal(spos)) CHECK(m.rfind("bGa1-a8", 0) != 0);
    auto plain = read_one("White Kh1 Ga1 Black Ke8 Pa7");
    position::Position ppos = problem::make_position(plain.setup);
    ppos.set_side_to_move(Color::White);
    CHECK(contains(legal(ppos), "Ga1-a8"));
    // Refused on a non-hopper, and together.
    CHECK_THAT(read_error("BeginProblem\nStipulation #2\nPieces White Kc1 White Bul Ra1 Black Ke8\nEndProblem\n"),
               Catch::Contains("unsupported attribute: Bul on a piece that is not a hopper"));
    CHECK_THAT(read_error("BeginProblem\nStipulation #2\nPieces White Kc1 White Bul Dob Ga1 Black Ke8\nEndProblem\n"),
               Catch::Contains("unsupported attribute: Bul with Dob"));
}

TEST_CASE("hopper promotions: a kind is offered with the hcc, Bul and Dob sets it has in the diagram", "[attributes]") {
    // Popeye (pieces/walks/hoppers.c): with HurdleColourChanging, Bul or
    // Dob pieces in the diagram, a promotion into a kind is offered once
    // per set of those attributes a piece of that kind has there. Here the
    // grasshopper stands plain (g2) and hurdle-colour-changing (f4), the
    // lion only hurdle-colour-changing (b1): so =G, =G=hcc and =LI=hcc,
    // but no plain =LI (Popeye's BEISPIEL/hurdlecc.inp).
    auto p = read_one("White Kh1 Ph7 Black Ka1 Gg2 Black HurdleColourChanging Gf4 LIb1", "~1");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    const auto moves = legal(pos);
    for (const char* m : {"h7-h8=Q", "h7-h8=S", "h7-h8=G", "h7-h8=G=hcc", "h7-h8=LI=hcc"}) CHECK(contains(moves, m));
    CHECK_FALSE(contains(moves, "h7-h8=LI"));
    CHECK_FALSE(contains(moves, "h7-h8=Q=hcc"));
    // The promoted grasshopper is hurdle-colour-changing.
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const auto& m : ml)
        if (report::move_text(pos, m, problem::Language::English) == "h7-h8=G=hcc") {
            pos.make(m);
            break;
        }
    CHECK(pos.at(*core::parse_square("h8")).has(Attribute::HurdleColourChanging));
}

TEST_CASE("Bul: a pawn hurdle that reaches its last rank promotes", "[attributes]") {
    // P. A. Petkov, ANDA Fairy Planet 2020 (Popeye's TESTS/bul.inp), #1, a
    // task of six keys by the Bul grasshopper d5. The first: it takes b7
    // over the white pawn c6, which then moves with the grasshopper's walk,
    // over c7 to c8, and promotes: as a knight it checks d6 from c8 (no
    // interposition, nothing black reaches c8), and the king has no
    // flight: c5, c7, e5 are black, c6 is guarded by Se7, d5 and d7 by Qd2
    // down the d-file, e6 by Pf5, and Se7 by Sg6. Without the promotion a
    // pawn on c8 gives no check and that key is lost (the other five move
    // a black pawn, the queen or the king as the hurdle).
    auto p = read_one("White Kc3 Qd2 Sa4e7g6 Pc6f5 White Bul Gd5f8 Black Kd6 Bh6 Pb7c4c5c7e4e5", "#1");
    CHECK(solutions(p) == std::vector<std::string>{"1.bGd5*b7[wPc6->c8=S] # !", "1.bGd5-b3[bPc4->f4] # !",
                                                   "1.bGd5-b5[bPc5->a5] # !", "1.bGd5-d1[wQd2->d7] # !",
                                                   "1.bGd5-d7[bKd6->d1] # !", "1.bGd5-f3[bPe4->g2] # !"});
}

TEST_CASE("HurdleColourChanging: an angle hopper's two hurdles to one square are two moves", "[attributes]") {
    // The black sparrow g7 reaches f7 over g6 (down the g-file, then a
    // 135-degree turn) and over f6 (down the diagonal, then a 135-degree
    // turn): with the attribute these are different moves, changing the
    // eagle g6 or the grasshopper f6, and Popeye keeps both (Popeye's
    // EXAMPLES/andmoose.inp turns on the second).
    auto p = read_one("Black Ke8 Black HurdleColourChanging SWg7 White HurdleColourChanging Me7 EAg6 Gf6", "h#1",
                      "Option NoWk\n");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::Black);
    const auto moves = legal(pos);
    CHECK(contains(moves, "hccSWg7-f7[g6=b]"));
    CHECK(contains(moves, "hccSWg7-f7[f6=b]"));
    // A sparrow, moose and eagle may have the attribute (refused before).
    CHECK(read_error("BeginProblem\nStipulation h#3\nPieces Black Ke8 Black HurdleColourChanging Gd8 Ma8 EAf8 "
                     "SWg8 VAa1 LIh1\nEndProblem\n")
              .empty());
}

// ---------------------------------------------------------------------------
// The second move generator: its own board and rules, written plainly from
// the definitions (rules.md; Popeye's attributes): K Q R B S G and pawns
// (no double steps or en passant: the positions have no pawn on its start
// rank; promotion to Q R B S and G, the problem rule set's kinds), royal,
// kamikaze and uncapturable pieces, no castling. A move is legal when, made
// on a copy, the mover's royal piece (a king or a Royal) cannot be captured
// by any opponent's pseudo-legal move.

namespace {

struct SimplePiece {
    char kind = 0;  // 'K','Q','R','B','S','G','P'; 0 empty
    int color = 0;  // 0 white, 1 black
    bool royal = false, kamikaze = false, uncapturable = false;
};
using SimpleBoard = std::array<SimplePiece, 64>;

struct SimpleMove {
    int from, to;
    char promo;
};

bool on(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

void pseudo_moves(const SimpleBoard& b, int side, std::vector<SimpleMove>& out) {
    auto target_ok = [&](int to) { return !b[to].kind || (b[to].color != side && !b[to].uncapturable); };
    const int lines[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    const int knight[8][2] = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
    for (int s = 0; s < 64; ++s) {
        const SimplePiece p = b[s];
        if (!p.kind || p.color != side) continue;
        const int f = s % 8, r = s / 8;
        auto add = [&](int to) { out.push_back({s, to, 0}); };
        switch (p.kind) {
            case 'K':
                for (auto& d : lines)
                    if (on(f + d[0], r + d[1]) && target_ok(f + d[0] + 8 * (r + d[1]))) add(f + d[0] + 8 * (r + d[1]));
                break;
            case 'S':
                for (auto& d : knight)
                    if (on(f + d[0], r + d[1]) && target_ok(f + d[0] + 8 * (r + d[1]))) add(f + d[0] + 8 * (r + d[1]));
                break;
            case 'Q':
            case 'R':
            case 'B':
                for (int i = 0; i < 8; ++i) {
                    if ((p.kind == 'R' && i >= 4) || (p.kind == 'B' && i < 4)) continue;
                    for (int ff = f + lines[i][0], rr = r + lines[i][1]; on(ff, rr);
                         ff += lines[i][0], rr += lines[i][1]) {
                        const int to = ff + 8 * rr;
                        if (target_ok(to)) add(to);
                        if (b[to].kind) break;
                    }
                }
                break;
            case 'G':
                for (auto& d : lines) {
                    int ff = f + d[0], rr = r + d[1];
                    while (on(ff, rr) && !b[ff + 8 * rr].kind) ff += d[0], rr += d[1];
                    if (!on(ff, rr)) continue;  // no hurdle
                    ff += d[0], rr += d[1];
                    if (on(ff, rr) && target_ok(ff + 8 * rr)) add(ff + 8 * rr);
                }
                break;
            case 'P': {
                const int dr = side == 0 ? 1 : -1;
                const bool last = r + dr == (side == 0 ? 7 : 0);
                auto pawn = [&](int to) {
                    // A kamikaze pawn's capture onto its last rank: it vanishes unpromoted, one move.
                    if (!last || (p.kamikaze && b[to].kind)) return add(to);
                    for (char k : {'Q', 'R', 'B', 'S', 'G'}) out.push_back({s, to, k});
                };
                if (on(f, r + dr) && !b[f + 8 * (r + dr)].kind) pawn(f + 8 * (r + dr));
                for (int df : {-1, 1})
                    if (on(f + df, r + dr)) {
                        const int to = f + df + 8 * (r + dr);
                        if (b[to].kind && b[to].color != side && !b[to].uncapturable) pawn(to);
                    }
                break;
            }
        }
    }
}

SimpleBoard play(SimpleBoard b, const SimpleMove& m) {
    SimplePiece p = b[m.from];
    const bool capture = b[m.to].kind != 0;
    b[m.from] = {};
    if (m.promo) p.kind = m.promo;
    b[m.to] = (capture && p.kamikaze) ? SimplePiece{} : p;
    return b;
}

bool royal_attacked(const SimpleBoard& b, int side) {
    int royal = -1;
    for (int s = 0; s < 64; ++s)
        if (b[s].kind && b[s].color == side && (b[s].kind == 'K' || b[s].royal)) royal = s;
    if (royal < 0) return false;
    std::vector<SimpleMove> ms;
    pseudo_moves(b, 1 - side, ms);
    for (const auto& m : ms)
        if (m.to == royal) return true;
    return false;
}

std::uint64_t simple_perft(const SimpleBoard& b, int side, int depth) {
    if (depth == 0) return 1;
    std::vector<SimpleMove> ms;
    pseudo_moves(b, side, ms);
    std::uint64_t n = 0;
    for (const auto& m : ms) {
        const SimplePiece p = b[m.from];
        if (p.kamikaze && (p.kind == 'K' || p.royal) && b[m.to].kind) continue;  // the king would vanish
        const SimpleBoard after = play(b, m);
        if (royal_attacked(after, side)) continue;
        n += simple_perft(after, 1 - side, depth - 1);
    }
    return n;
}

SimpleBoard simple_board(const problem::Setup& s) {
    SimpleBoard b{};
    for (const auto& p : s.pieces) {
        const std::string code(pieces::type(p.piece.kind).code);
        REQUIRE(code.size() == 1);
        b[p.square] = {code[0], p.piece.color == Color::White ? 0 : 1, p.piece.has(Attribute::Royal),
                       p.piece.has(Attribute::Kamikaze), p.piece.has(Attribute::Uncapturable)};
    }
    return b;
}

}  // namespace

TEST_CASE("Kamikaze: a pawn's capture onto the last rank is one move, the king captures nothing", "[attributes]") {
    // White kamikaze Pa7 and Ka8, Black Sb8 (no black king): the pawn's
    // capture a7*b8 removes it with the knight, so no promotion is left to
    // choose (Popeye: one move, "1.kBa7*b8[-wkBb8]", BEISPIEL/anystip.inp);
    // the king's capture Ka8*b8 would remove White's king, so it is illegal.
    // The king's only move is Ka8-b7 (a7 is its own pawn's, b8 the knight's
    // square it may not take).
    auto p = read_one("White Kamikaze Pa7 Ka8 Black Sb8", "~1", "Option NoBk\n");
    position::Position pos = problem::make_position(p.setup);
    pos.set_side_to_move(Color::White);
    auto moves = legal(pos);
    std::sort(moves.begin(), moves.end());
    CHECK(moves == std::vector<std::string>{"kKa8-b7", "kPa7*b8[-wkPb8]"});
}

TEST_CASE("Kamikaze: a piece that vanishes with its capture does not reach a target square", "[attributes]") {
    // zh71 without kings: White's bishop d3 reaches h7 only by capturing
    // the knight there. An orthodox bishop stands on h7 after 1.Bd3*h7; a
    // kamikaze one vanishes with the knight, so the square is not reached
    // (Popeye: "the target square ... is there at the end of the move",
    // TESTS/kamikaze.inp, no solution).
    const std::string nokings = "Option NoWk NoBk\n";
    CHECK(solutions(read_one("White Bd3 Black Sh7", "zh71", nokings)) == std::vector<std::string>{"1.Bd3*h7 z !"});
    CHECK(solutions(read_one("White Kamikaze Bd3 Black Sh7", "zh71", nokings)).empty());
}

TEST_CASE("attributes: perft with royal, kamikaze and uncapturable pieces equals a simple generator",
          "[attributes][perft]") {
    // Popeye piece lists (no castling: no king and rook on their squares);
    // the side to move is White (a #2 problem).
    const std::vector<std::string> positions = {
        "White Qa1 Sb1 Pc7 White Royal Gd4 Black Kg8 Rh2 Bb7 Gf6",
        "White Kc2 Rd1 Gb5 Black Royal Qf6 Black Sd5 Gg8 Pe3",
        "White Kb1 Gf3 White Kamikaze Re4 Black Royal Sd7 Black Kamikaze Qh5 Black Pg2 Bc6",
        "White Ka1 Qd1 Pg6 White Uncapturable Re4 Black Kh8 Rh6 Pb3 Black Uncapturable Gd5",
        "White Royal Qd3 White Kamikaze Sa3 Pb6 Black Royal Uncapturable Gd6 Black Kamikaze Rh1 Sc5",
    };
    for (const std::string& text : positions) {
        const auto p = read_one(text);
        position::Position pos = problem::make_position(p.setup);
        REQUIRE(pos.side_to_move() == Color::White);
        const SimpleBoard b = simple_board(p.setup);
        for (int depth = 1; depth <= 3; ++depth) {
            INFO(text << " depth " << depth);
            CHECK(movegen::perft(pos, depth) == simple_perft(b, 0, depth));
        }
    }
}
