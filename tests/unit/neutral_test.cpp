// Neutral pieces (issue 12), hand-analysed: a neutral piece belongs to both
// sides. The side to move may move it or capture it; it attacks both kings,
// so a side whose king a neutral piece attacks is in check, even by its own
// move; a neutral pawn moves the way of the side that moves it and promotes
// to a neutral piece. The reader (Pieces, Forsyth '=', YAML), the writer,
// Popeye's notation ("nRh6-g6", "=R" in the diagram, "4 + 1 + 1n") and the
// position's bitboards and key are checked too. The perft table with
// neutral and royal pieces against an independent generator is in
// tests/engine/piece_walks_test.cpp; Popeye's own neutral problems are in
// the popeye-attributes and popeye-suite-hoppers oracle tests.

#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "problem/legality.hpp"
#include "problem/popeye_writer.hpp"
#include "problem/yaml_reader.hpp"
#include "report/diagram.hpp"
#include "search/transposition_table.hpp"
#include "solve_test_util.hpp"

namespace {

using namespace dawson;
using core::Color;
using test::ConditionGame;

// The sorted solution lines of a problem of Popeye's text.
std::vector<std::string> solve_lines(const std::string& stip, const std::string& pieces,
                                     const std::string& option = "") {
    const std::string options = option.empty() ? "" : "Option " + option + "\n";
    // (with a table, as `dawson solve`: the all-neutral h#3 takes 15 s without)
    search::TranspositionTable tt(16 << 20);
    return testing::solution_lines(
        testing::solve(test::read_popeye_ok("BeginProblem\nStipulation " + stip + "\n" + options + "Pieces " + pieces +
                                            "\nEndProblem\n")[0]
                           .setup,
                       1, &tt));
}

problem::Setup setup_of(const std::string& pieces, const std::string& stip = "#2") {
    return test::read_popeye_ok("BeginProblem\nStipulation " + stip + "\nPieces " + pieces + "\nEndProblem\n")[0].setup;
}

}  // namespace

TEST_CASE("neutral: either side moves and captures a neutral piece, and it checks its mover's king", "[neutral]") {
    // The neutral rook on h6 attacks h5 … h1: White is in check. White may
    // take it (Rf6*h6), step aside (Kg1, Kg2; h2 stays on the file), or
    // move it off the h-file as a white piece (nRh6-g6; f6 is White's own
    // rook). Moving it along the file leaves the check; it cannot take
    // White's own rook or king.
    ConditionGame w("", "White Kh1 Rf6 Black Ka8 Neutral Rh6", Color::White);
    CHECK(movegen::in_check(w.pos, Color::White));
    CHECK(w.legal() == std::vector<std::string>{"Kh1-g1", "Kh1-g2", "Rf6*h6", "nRh6-g6"});
    // With Black to move the rook is Black's: it may take the white rook
    // or go down the file to h1; Black's king on a8 is not on its lines.
    // (With the white king on h1 Black could take it: the side to play
    // can capture the king, and the position is refused as illegal.)
    ConditionGame b("", "White Kg1 Rf6 Black Ka8 Neutral Rh6", Color::Black);
    CHECK(b.can("nRh6*f6"));
    CHECK(b.can("nRh6-h1"));
    CHECK_FALSE(b.can("nRh6*g1"));  // not on its lines
    CHECK(b.can("Ka8-a7"));
}

TEST_CASE("neutral: a neutral pawn moves the way of the side that moves it", "[neutral]") {
    ConditionGame w("", "White Ka1 Black Kh8 Neutral Pe2 Pc4", Color::White);
    CHECK(w.can("nPe2-e3"));
    CHECK(w.can("nPe2-e4"));  // its second rank for White
    CHECK(w.can("nPc4-c5"));
    CHECK_FALSE(w.can("nPc4-c3"));
    ConditionGame b("", "White Ka1 Black Kh8 Neutral Pe2 Pc4", Color::Black);
    CHECK(b.can("nPc4-c3"));
    // On Black's last rank the pawn promotes, to a neutral piece.
    CHECK(b.can("nPe2-e1=nQ"));
    CHECK(b.can("nPe2-e1=nS"));
    b.play("nPe2-e1=nR");
    const position::Piece r = b.pos.at(*core::parse_square("e1"));
    CHECK(r.kind == pieces::kind::Rook);
    CHECK(r.neutral());
    // The promoted neutral rook attacks White's king on a1 along the first
    // rank: White is in check.
    CHECK(movegen::in_check(b.pos, Color::White));
}

TEST_CASE("neutral: a capture of a neutral piece removes it for both sides", "[neutral]") {
    ConditionGame g("", "White Kh1 Rf6 Black Ka8 Neutral Rh6", Color::White);
    CHECK(g.pos.pieces(Color::White) & g.pos.pieces(Color::Black));
    const std::uint64_t key = g.pos.key();
    g.play("Rf6*h6");
    CHECK(g.pos.neutrals() == 0);
    CHECK(g.pos.key() == g.pos.compute_key());
    CHECK(g.pos.count(Color::Black, pieces::kind::Rook) == 0);
    CHECK(g.pos.count(Color::White, pieces::kind::Rook) == 1);
    CHECK(key != g.pos.key());
    // A neutral rook and a white rook on the same square differ in key.
    ConditionGame n("", "White Ka1 Black Ka8 Neutral Rh6");
    ConditionGame o("", "White Ka1 Rh6 Black Ka8");
    CHECK(n.pos.key() != o.pos.key());
}

TEST_CASE("neutral: an attack by a neutral piece makes no position illegal", "[neutral]") {
    // White to play; the black king on h8 is attacked along the h-file.
    CHECK_FALSE(problem::check_legality(setup_of("White Ka1 Black Kh8 Neutral Rh4", "#2")));
    CHECK(problem::check_legality(setup_of("White Ka1 Rh4 Black Kh8", "#2")));
}

TEST_CASE("neutral: read, written and shown as Popeye does", "[neutral]") {
    const problem::Setup s = setup_of("White Ka5 Black Ka7 Neutral Pg6 Rh1");
    int neutrals = 0;
    for (const auto& p : s.pieces) neutrals += p.piece.neutral();
    CHECK(neutrals == 2);
    // Written back as a Neutral group, and read again the same.
    problem::Problem p = test::read_popeye_ok(
        "BeginProblem\nStipulation =2\nPieces White Ka5 Black Ka7 Neutral Pg6 "
        "Rh1\nEndProblem\n")[0];
    const std::string written = problem::write_popeye(p);
    CHECK(written.find("Neutral Pg6 Rh1") != std::string::npos);
    CHECK(test::read_popeye_ok(written)[0].setup.pieces == p.setup.pieces);
    // Forsyth: '=' marks a neutral piece.
    const problem::Setup f =
        test::read_popeye_ok("BeginProblem\nStipulation =2\nForsyth 8/k7/6=p1/K7/8/8/8/7=r\nEndProblem\n")[0].setup;
    CHECK(f.pieces.size() == 4);
    neutrals = 0;
    for (const auto& q : f.pieces) neutrals += q.piece.neutral();
    CHECK(neutrals == 2);
    // The diagram: "=P", and the neutral count after the others.
    const std::string header = report::popeye_header(p, "=2", problem::Language::English);
    CHECK(header.find(" =P ") != std::string::npos);
    CHECK(header.find("1 + 1 + 2n") != std::string::npos);
    // German and French: the colour word Neutral / Neutre, the letter n.
    CHECK(test::read_popeye_ok("AnfangProblem\nForderung =2\nSteine Weiss Ka5 Schwarz Ka7 Neutral Tg6\n"
                               "EndeProblem\n")[0]
              .setup.pieces.back()
              .piece.neutral());
    CHECK(test::read_popeye_ok("DebutProbleme\nEnonce =2\nPieces Blanc Ra5 Noir Ra7 Neutre Tg6\nFinProbleme\n")[0]
              .setup.pieces.back()
              .piece.neutral());
}

TEST_CASE("neutral: YAML's neutral list", "[neutral][yaml]") {
    const problem::ReadResult r = problem::read_yaml(
        "---\nstipulation: \"#2\"\nalgebraic:\n  white: [Ka5]\n  black: [Ka7]\n  neutral: [Pg6, Rh1]\n", "n.olv");
    REQUIRE(r.problems.size() == 1);
    int neutrals = 0;
    for (const auto& p : r.problems[0].setup.pieces) neutrals += p.piece.neutral();
    CHECK(neutrals == 2);
}

TEST_CASE("neutral: combinations whose meaning is not established are refused by name", "[neutral]") {
    // The first error of a problem of a condition (or none) and pieces.
    auto error = [](const std::string& condition, const std::string& pieces) {
        const std::string cond = condition.empty() ? "" : "Condition " + condition + "\n";
        const problem::ReadResult r = problem::read_popeye(
            "BeginProblem\nStipulation #2\n" + cond + "Pieces " + pieces + "\nEndProblem\n", "t.inp");
        return r.errors.empty() ? std::string() : r.errors.front().message;
    };
    CHECK(error("AntiCirce", "White Ka1 Black Ka8 Neutral Rh6") ==
          "unsupported: neutral pieces with the condition AntiCirce");
    CHECK(error("Circe", "White Ka1 Black Ka8 White HalfNeutral Rh6") ==
          "unsupported: neutral pieces with the condition Circe");
    CHECK(error("", "White Ka1 Black Ka8 Neutral Kamikaze Rh6") ==
          "unsupported: neutral pieces with the attribute Kamikaze");
    CHECK(error("Circe", "White Qf3 Black Be8 Neutral Kg8") ==
          "unsupported: a neutral king or royal piece with the condition Circe");
    CHECK(error("", "White Qf3 Black Be8 Neutral Kamikaze Royal Sg8") ==
          "unsupported: a neutral king or royal piece with the attribute Kamikaze");
}

TEST_CASE("neutral: a half-neutral piece changes phase with each of its moves", "[neutral][attributes]") {
    // The white half-neutral rook becomes neutral when it moves: on b1 it
    // would attack White's own king on a1 along the first rank, so
    // hnRd1-b1 is illegal where a plain rook's Rd1-b1 is legal; on d8 it
    // checks the black king along the eighth rank.
    ConditionGame g("", "White Ka1 White HalfNeutral Rd1 Black Kh8", Color::White);
    CHECK_FALSE(g.can("hnRd1-b1=nh"));
    CHECK_FALSE(g.can("hnRd1-c1=nh"));  // c1 too: b1 is empty
    CHECK(g.can("hnRd1-d8=nh"));
    ConditionGame plain("", "White Ka1 Rd1 Black Kh8", Color::White);
    CHECK(plain.can("Rd1-b1"));
    g.play("hnRd1-d8=nh");
    CHECK(g.pos.at(*core::parse_square("d8")).neutral());
    CHECK(movegen::in_check(g.pos, Color::Black));
    // Black may take the neutral rook, or move it: it becomes Black's.
    CHECK(g.can("Kh8-h7"));
    CHECK(g.can("nhnRd8-d1=bh"));
    g.play("nhnRd8-d1=bh");
    const position::Piece r = g.pos.at(*core::parse_square("d1"));
    CHECK(r.color == Color::Black);
    CHECK_FALSE(r.neutral());
    CHECK(r.has(position::Attribute::HalfNeutral));
    CHECK(movegen::in_check(g.pos, Color::White));  // the black rook on d1 checks a1
    CHECK(g.pos.key() == g.pos.compute_key());
}

TEST_CASE("neutral: with Circe a captured neutral piece is reborn where the capturer's opponent's would be",
          "[neutral][conditions]") {
    // Popeye reckons the rebirth square from the capturer's side: the
    // captured piece counts as the opponent's. d4 is a dark square. Taken
    // by White (Bc3*d4), the neutral rook counts as Black's and is reborn,
    // neutral, on h8 (Black's dark-square rook home); taken by Black
    // (Bc5*d4), as White's, on a1. Reckoned from the neutral piece's own
    // colour (White), both would be a1.
    ConditionGame w("Circe", "White Kc1 Bc3 Black Kc8 Neutral Rd4", Color::White);
    w.play("Bc3*d4[+nRh8]");
    CHECK(w.pos.at(*core::parse_square("h8")).neutral());
    CHECK(w.pos.at(*core::parse_square("h8")).kind == pieces::kind::Rook);
    CHECK(w.pos.at(*core::parse_square("a1")).empty());
    CHECK(w.pos.key() == w.pos.compute_key());
    ConditionGame b("Circe", "White Kc1 Black Kc8 Bc5 Neutral Rd4", Color::Black);
    b.play("Bc5*d4[+nRa1]");
    CHECK(b.pos.at(*core::parse_square("a1")).neutral());
    CHECK(b.pos.at(*core::parse_square("h8")).empty());
}

TEST_CASE("neutral: under Madrasi a neutral piece is paralysed by the pieces of its kind of the other side",
          "[neutral][conditions]") {
    // The black rook on d8 and the neutral rook on d4 observe each other.
    // White to move: the neutral rook plays for White, the black rook is
    // its enemy, so it is paralysed and White has king moves only. Black to
    // move: the neutral rook plays for Black and the black rook is a friend:
    // it moves; but the black rook is paralysed by the neutral one, an
    // enemy of Black's at every move.
    ConditionGame w("Madrasi", "White Ka1 Black Kh2 Rd8 Neutral Rd4", Color::White);
    CHECK(w.legal() == std::vector<std::string>{"Ka1-a2", "Ka1-b1", "Ka1-b2"});
    ConditionGame b("Madrasi", "White Ka1 Black Kh2 Rd8 Neutral Rd4", Color::Black);
    CHECK(b.can("nRd4-c4"));
    CHECK(b.can("nRd4-d5"));
    CHECK_FALSE(b.can("Rd8-e8"));
    // Two neutral rooks paralyse each other for either side.
    ConditionGame n("Madrasi", "White Ka1 Black Kh2 Neutral Rd4 Rd8", Color::Black);
    CHECK(n.legal() == std::vector<std::string>{"Kh2-g1", "Kh2-g2", "Kh2-g3", "Kh2-h1", "Kh2-h3"});
}

TEST_CASE("neutral royal: a neutral king is the king of both sides", "[neutral][royal]") {
    // A side is in check when the other side attacks the neutral king; its
    // own pieces' attacks do not count. The white rook on a4 holds rank 4,
    // the black rook on h6 rank 6. White to move may step onto rank 4 (only
    // Black's check counts for White) but not onto rank 6; Black the other
    // way round. Rank 5 is free for both.
    ConditionGame w("", "White Ra4 Black Rh6 Neutral Kd5", Color::White);
    CHECK_FALSE(movegen::in_check(w.pos, Color::White));
    for (const char* m : {"nKd5-c4", "nKd5-d4", "nKd5-e4", "nKd5-c5", "nKd5-e5"}) CHECK(w.can(m));
    for (const char* m : {"nKd5-c6", "nKd5-d6", "nKd5-e6"}) CHECK_FALSE(w.can(m));
    ConditionGame b("", "White Ra4 Black Rh6 Neutral Kd5", Color::Black);
    for (const char* m : {"nKd5-c6", "nKd5-d6", "nKd5-e6", "nKd5-c5", "nKd5-e5"}) CHECK(b.can(m));
    for (const char* m : {"nKd5-c4", "nKd5-d4", "nKd5-e4"}) CHECK_FALSE(b.can(m));
    // Checked by the black rook on rank 5, White must leave the rank (the
    // rook on a1 can neither take h5 nor block e5 … g5); the king may go to
    // rank 4 and 6 alike, as no black piece attacks them.
    ConditionGame c("", "White Ra1 Black Rh5 Neutral Kd5", Color::White);
    CHECK(movegen::in_check(c.pos, Color::White));
    CHECK(c.legal() == std::vector<std::string>{"nKd5-c4", "nKd5-c6", "nKd5-d4", "nKd5-d6", "nKd5-e4", "nKd5-e6"});
}

TEST_CASE("neutral royal: a neutral royal piece of another kind, written nrS", "[neutral][royal]") {
    // As above with a royal knight on d5: for White, b4 and f4 (on the white
    // rook's rank) are open, b6 and f6 (on the black rook's rank) closed.
    ConditionGame w("", "White Ra4 Black Rh6 Neutral Royal Sd5", Color::White);
    for (const char* m : {"nrSd5-b4", "nrSd5-f4", "nrSd5-c3", "nrSd5-e3", "nrSd5-c7", "nrSd5-e7"}) CHECK(w.can(m));
    for (const char* m : {"nrSd5-b6", "nrSd5-f6"}) CHECK_FALSE(w.can(m));
    ConditionGame b("", "White Ra4 Black Rh6 Neutral Royal Sd5", Color::Black);
    for (const char* m : {"nrSd5-b6", "nrSd5-f6"}) CHECK(b.can(m));
    for (const char* m : {"nrSd5-b4", "nrSd5-f4"}) CHECK_FALSE(b.can(m));
    // It is both sides' king: no "both sides need a king" warning.
    const problem::Problem p = test::read_popeye_ok(
        "BeginProblem\nStipulation #2\nPieces White Ra4 Black Rh6 Neutral Royal Sd5\nEndProblem\n")[0];
    CHECK(report::popeye_header(p, "#2", problem::Language::English).find("need a king") == std::string::npos);
}

TEST_CASE("neutral royal: one king for each side, and the side not to move not in check", "[neutral][royal]") {
    // With a neutral king another king gives its side two.
    CHECK(problem::check_legality(setup_of("White Ka1 Black Rh6 Neutral Kd5"))->reason ==
          problem::IllegalReason::TooManyKings);
    CHECK(problem::check_legality(setup_of("White Ra4 Black Ka8 Neutral Royal Sd5"))->reason ==
          problem::IllegalReason::TooManyKings);
    // White to play: the white rook on d1 attacks Black's king, the neutral
    // one on d5 (White could capture it); the black rook on d8 would be
    // White's check, which is allowed.
    CHECK(problem::check_legality(setup_of("White Rd1 Black Rh6 Neutral Kd5"))->reason ==
          problem::IllegalReason::SideNotToMoveInCheck);
    CHECK_FALSE(problem::check_legality(setup_of("White Ra4 Black Rd8 Neutral Kd5")));
}

TEST_CASE("neutral royal: Popeye's neutral king problems", "[neutral][royal]") {
    // Popeye's REGRESSIONS/4_55_to_4_57.inp ("only example of double mate
    // with neutral king") and its output REGRESSIONTESTS/4_55_to_4_57.reg:
    // nKa5*a4 is checked by the white queen (Black's king) and by the black
    // rook (White's own), and neither side can get out.
    CHECK(solve_lines("h##0.5", "White Qa3 Pb2 Pc4 Black Ra7 Sa1 Pa4 Pc5 Pc6 Neutral Ka5") ==
          std::vector<std::string>{"1...nKa5*a4 ##"});
    // BEISPIEL/neutral.inp and REGRESSIONTESTS/neutral.out (Popeye's German
    // output, D = Q, T = R, B = P): H. Mueller, The Problemist 1988, h#3
    // with set play; S. Hoening, feenschach 1989, h#2, twins a
    // and b, the pawn c3 on c2.
    CHECK(solve_lines("h#3", "Neutral Ka4 Qb7 Sa2 Pb4 Pc4", "SetPlay") ==
          std::vector<std::string>{"1...nKa4-a5 + 2.nPb4-b3 nSa2-b4 3.nPc4-c3 nPc3*b4 #",
                                   "1.nQb7-b8 nKa4-a5 + 2.nKa5-a6 nSa2-c3 3.nSc3-b5 nPc4*b5 #"});
    CHECK(solve_lines("h#2", "Neutral Ka4 Qb6 Pa2 Pb2 Pc3") ==
          std::vector<std::string>{"1.nPa2-a1=nS nSa1-b3 2.nPc3-c2 nPc2*b3 #"});
    // T. Brand, Problemkiste 1985, #2: 1.Qf3-b7 ! threat 2.Rc8*e8 #;
    // 1...nKg8-f8 (Black moves the king, off the queen's line) 2.nKf8*e8 #
    // (White moves it, onto the rook's line: Black's king is checked).
    // (The lines sorted, as solution_lines gives them.)
    CHECK(solve_lines("#2", "White Qf3 Rc8 Black Be8 Neutral Kg8", "Variation") ==
          std::vector<std::string>{"1...nKg8-f8", "1.Qf3-b7 ! threat:", "2.Rc8*e8 #", "2.nKf8*e8 #"});
    CHECK(solve_lines("h#2", "Neutral Ka4 Qb6 Pa2 Pb2 Pc2") ==
          std::vector<std::string>{"1.nPc2-c1=nR nRc1-c3 2.nRc3-b3 nPa2*b3 #"});
}
