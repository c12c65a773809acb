// The Popeye reader on hand-written inputs: keywords and abbreviations,
// piece lists, options, twins, several problems per file, error recovery,
// and make_position's side to move and castling rights.
#include <array>
#include <catch2/catch.hpp>

#include "position/fen.hpp"
#include "problem/fen_problem.hpp"
#include "problem/keywords.hpp"
#include "problem/make_position.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/popeye_writer.hpp"
#include "problem_test_util.hpp"

using namespace dawson;
using namespace dawson::problem;

namespace {

Problem read_one(const std::string& text) {
    std::vector<Problem> problems = test::read_popeye_ok(text);
    REQUIRE(problems.size() == 1);
    return problems[0];
}

}  // namespace

TEST_CASE("abbreviated keywords, mixed case, pieces with several squares", "[problem]") {
    Problem p = read_one(
        "beg\nstip H#2\npie whi Kh1 Sc3d4 G a1 bla Ke8 NHe5\nopt vari Def 2 NoCast e1\nauth A. Composer\n"
        "Orig Some Magazine 1999\nEnd\n");
    CHECK(stipulation::to_string(p.setup.stip) == "h#2");
    REQUIRE(p.setup.pieces.size() == 6);
    CHECK(p.setup.pieces[1].square == *core::parse_square("c3"));
    CHECK(p.setup.pieces[2].square == *core::parse_square("d4"));
    CHECK(p.setup.pieces[3].piece.kind == *pieces::find_by_code("G"));
    CHECK(p.setup.pieces[5].piece.kind == *pieces::find_by_code("NH"));
    CHECK(p.setup.pieces[5].piece.color == core::Color::Black);
    CHECK(p.setup.options.variation);
    CHECK(p.setup.options.defence == 2);
    CHECK(p.setup.options.no_castling == std::vector<core::Square>{4});
    CHECK(p.meta.authors == std::vector<std::string>{"A. Composer"});
    CHECK(p.meta.origin == "Some Magazine 1999");
    // Promotion: Q, S, R, B order of the problem rule set plus G and NH (present).
    CHECK(p.setup.rules.can_promote_to(*pieces::find_by_code("G")));
    CHECK(p.setup.rules.can_promote_to(*pieces::find_by_code("NH")));
    CHECK_FALSE(p.setup.rules.can_promote_to(*pieces::find_by_code("LI")));
}

TEST_CASE("side to move follows the stipulation", "[problem]") {
    auto side = [](const std::string& stip, const std::string& opt = "") {
        Problem p =
            read_one("BeginProblem\nStipulation " + stip + "\n" + opt + "Pieces White Ke1 Black Ke8\nEndProblem\n");
        return make_position(p.setup).side_to_move();
    };
    using core::Color;
    CHECK(side("#2") == Color::White);
    CHECK(side("s#3") == Color::White);
    CHECK(side("r#2") == Color::White);
    CHECK(side("=2") == Color::White);
    CHECK(side("h#2") == Color::Black);
    CHECK(side("h=2") == Color::Black);
    CHECK(side("h#2.5") == Color::White);
    CHECK(side("h#2", "Option WhiteToPlay\n") == Color::White);
    CHECK(side("ser-#3") == Color::White);
    CHECK(side("ser-s#3") == Color::White);
    CHECK(side("ser-h#4") == Color::Black);
    CHECK(side("ser-h=4") == Color::Black);
}

TEST_CASE("castling rights and en passant from the diagram and options", "[problem]") {
    Problem p = read_one(
        "BeginProblem\nStipulation #2\nOption NoCastling a8 EnPassant d6\n"
        "Pieces White Ke1 Ra1 Rh1 Pe5 Black Ke8 Ra8 Rh8 Pd5\nEndProblem\n");
    position::Position pos = make_position(p.setup);
    CHECK(position::to_fen(pos) == "r3k2r/8/8/3pP3/8/8/8/R3K2R w KQk d6 0 1");
    Problem q = read_one("BeginProblem\nStipulation h#2\nOption WhiteToPlay\nPieces White Ke1 Black Ke8\nEndProblem\n");
    CHECK(stipulation::to_string(effective_stipulation(q.setup)) == "h#1.5");
}

TEST_CASE("twins: text as Popeye prints it, continued twins build on the previous one", "[problem]") {
    Problem p = read_one(
        "BeginProblem\nStipulation h#2\nPieces White Kh1 Rd2 Black Ka8 Pc5 Sb3\n"
        "Twin Move d2 d5\nTwin Continued Exchange h1 a8\nTwin Remove c5 Add Black Qc5 White Ge4\n"
        "Twin Move d2 c5\nEndProblem\n");
    REQUIRE(p.twins.size() == 4);
    CHECK(p.twins[0].label == "b)");
    CHECK(p.twins[0].text == "wRd2-->d5  ");
    CHECK(p.twins[1].label == "+c)");
    CHECK(p.twins[1].text == "wKh1<-->bKa8  ");
    CHECK(p.twins[1].setup.pieces.size() == 5);
    CHECK(p.twins[2].label == "d)");
    CHECK(p.twins[2].text == "bQc5  +wGe4  ");
    CHECK(p.twins[3].text == "-bPc5  wRd2-->c5  ");
    // Twin d) has a grasshopper: it may be promoted to there only.
    CHECK(p.twins[2].setup.rules.can_promote_to(*pieces::find_by_code("G")));
    CHECK_FALSE(p.setup.rules.can_promote_to(*pieces::find_by_code("G")));
}

TEST_CASE("ZeroPosition: the twins of an unsolved diagram are a), b), …", "[problem]") {
    // Popeye's ZeroPosition (EXAMPLES/mooseim.inp): the diagram is not
    // solved; the twinning after ZeroPosition is twin a), each later Twin
    // applies to the diagram again unless it is continued. The problem is
    // written back with ZeroPosition and reads the same.
    const std::string text =
        "BeginProblem\nStipulation h#2\nPieces White Kh1 Bb8 Qb2 Black Ka8\nZeroPosition Substitute B S\n"
        "Twin Substitute Q R\nTwin Continued Move h1 h2\nEndProblem\n";
    Problem p = read_one(text);
    CHECK(p.zero_position);
    REQUIRE(p.twins.size() == 3);
    CHECK(p.twins[0].label == "a)");
    CHECK(p.twins[0].text == "B ==> S  ");
    CHECK(p.twins[1].label == "b)");
    CHECK(p.twins[1].text == "Q ==> R  ");
    CHECK(p.twins[2].label == "+c)");
    CHECK(p.twins[2].setup.pieces.size() == 4);
    const std::string written = problem::write_popeye(p);
    CHECK(written.find("ZeroPosition Substitute B S\nTwin Substitute Q R\n") != std::string::npos);
    Problem again = read_one(written);
    CHECK(again.zero_position);
    CHECK(again.twins.size() == 3);
    CHECK(again.twins[0].label == "a)");
    // ZeroPosition after a Twin is malformed.
    problem::ReadResult bad = problem::read_popeye(
        "BeginProblem\nStipulation h#2\nPieces White Kh1 Black Ka8\nTwin Move h1 h2\nZeroPosition Move h1 "
        "h3\nEndProblem\n",
        "t.inp");
    REQUIRE_FALSE(bad.errors.empty());
    CHECK(bad.errors[0].message == "ZeroPosition must come before the first Twin");
}

TEST_CASE("a bad problem does not stop the others", "[problem]") {
    ReadResult r = read_popeye(
        "BeginProblem\nStipulation #2\nPieces White Kh1 Black Ka8\nNextProblem\nStipulation #2\n"
        "Pieces White Kh1 Xx3 Black Ka8\nNextProblem\nStipulation h#2\nCondition Volage\n"
        "Pieces White Kh1 Black Ka8\nNextProblem\nStipulation h#3\nPieces White Kh1 Black Ka8\nEndProblem\n",
        "c.inp");
    REQUIRE(r.entries.size() == 4);
    CHECK(r.entries[0].problem);
    CHECK_FALSE(r.entries[1].problem);
    REQUIRE(r.entries[1].errors.size() == 1);
    CHECK(r.entries[1].errors[0].to_string() == "c.inp:6:18: error: unknown piece code 'X' in 'Xx3'");
    CHECK_FALSE(r.entries[1].unsupported);
    CHECK_FALSE(r.entries[2].problem);
    CHECK(r.entries[2].unsupported);
    CHECK(r.entries[2].errors[0].to_string() == "c.inp:9:11: error: unsupported condition: Volage");
    REQUIRE(r.entries[3].problem);
    CHECK(r.entries[3].problem->index == 4);
    CHECK(stipulation::to_string(r.entries[3].problem->setup.stip) == "h#3");
    CHECK(r.problems.size() == 2);
    CHECK(r.errors.size() == 2);
}

// Popeye writes the board twinnings with the words of its output table in
// the problem's language, as REGRESSIONTESTS/twin.out shows for BEISPIEL's
// twin.inp ("b) Drehung 90", "b) Farbwechsel"; popeye-regression 1993,
// 2011) and andrnach.out, anticir.out ("Verschiebung a1 ==> a2",
// "Spiegelung a1<-->h1"; 0705, 0764); French from the same table.
TEST_CASE("board twinning texts in German and French", "[problem]") {
    struct Case {
        const char* problem;
        std::array<const char*, 4> texts;
    };
    const Case cases[] = {
        {"AnfangProblem\nForderung h#2\nSteine Weiss Kb1 Td2 Schwarz Ka8 Bc5\nZwilling Drehung 90\n"
         "Zwilling Spiegelung a1<-->h1\nZwilling Verschiebung b1 c1\nZwilling Farbwechsel\nEndeProblem\n",
         {"Drehung 90  ", "Spiegelung a1<-->h1  ", "Verschiebung b1 ==> c1  ", "Farbwechsel  "}},
        {"DebutProbleme\nEnonce h#2\nPieces Blanc Rb1 Td2 Noir Ra8 Pc5\nJumeau Rotation 90\n"
         "Jumeau Miroir a1<-->h1\nJumeau Translation b1 c1\nJumeau CouleurEchange\nFinProbleme\n",
         {"rotation 90  ", "miroir a1<-->h1  ", "translation b1 ==> c1  ", "CouleurEchange  "}},
    };
    for (const Case& c : cases) {
        Problem p = read_one(c.problem);
        REQUIRE(p.twins.size() == 4);
        for (std::size_t i = 0; i < 4; ++i) CHECK(p.twins[i].text == c.texts[i]);
    }
}

TEST_CASE("board transformations and their twinning texts", "[problem]") {
    Problem p = read_one(
        "BeginProblem\nStipulation h#2\nPieces White Kb1 Rd2 Black Ka8 Pc5\n"
        "Twin Rotate 90\nTwin Rotate 180\nTwin Rotate 270\nTwin Mirror a1<-->h1\nTwin Mirror a1<-->a8\n"
        "Twin Mirror a1<-->h8\nTwin Mirror a8<-->h1\nTwin Shift b1 c1\nTwin PolishType\nTwin Substitute R G\n"
        "Twin Stipulation #3\nEndProblem\n");
    REQUIRE(p.twins.size() == 11);
    auto at = [&](int twin, std::string_view sq) {
        for (const Placement& pl : p.twins[twin].setup.pieces)
            if (pl.square == *core::parse_square(sq))
                return std::string(1, pl.piece.color == core::Color::White ? 'w' : 'b') +
                       std::string(pieces::type(pl.piece.kind).code);
        return std::string("-");
    };
    // Popeye's rot90 turns the board counter-clockwise: a1 → h1, b1 → h2.
    CHECK(p.twins[0].text == "rotate 90  ");
    CHECK(at(0, "h2") == "wK");
    CHECK(at(0, "a1") == "bK");  // a8 → a1
    CHECK(at(1, "g8") == "wK");  // 180: b1 → g8
    CHECK(at(2, "a7") == "wK");  // 270: b1 → a7
    CHECK(p.twins[3].text == "mirror a1<-->h1  ");
    CHECK(at(3, "g1") == "wK");
    CHECK(at(4, "b8") == "wK");  // a1<-->a8
    CHECK(at(5, "h7") == "wK");  // a1<-->h8: b1 → h7
    CHECK(at(6, "a2") == "wK");  // a8<-->h1: b1 → a2
    CHECK(p.twins[7].text == "shift b1 ==> c1  ");
    CHECK(at(7, "c1") == "wK");
    CHECK(at(7, "b8") == "bK");
    CHECK(p.twins[8].text == "PolishType  ");
    CHECK(at(8, "b1") == "bK");
    CHECK(p.twins[9].text == "R ==> G  ");
    CHECK(at(9, "d2") == "wG");
    CHECK(p.twins[9].setup.rules.can_promote_to(*pieces::find_by_code("G")));
    CHECK(p.twins[10].text == "#3  ");
    CHECK(p.twins[10].setup.stip.moves == 3);
    CHECK(p.twins[10].label == "l)");
}

TEST_CASE("problem_from_fen", "[problem]") {
    ReadResult r = problem_from_fen("4k3/8/8/8/8/8/8/R3K1G1 w Q - 0 1", "h#2");
    REQUIRE(r.problems.size() == 1);
    const Setup& s = r.problems[0].setup;
    CHECK(s.pieces.size() == 4);
    CHECK(s.options.white_to_play);  // h#2 with White to move
    CHECK(s.options.no_castling.empty());
    CHECK(s.rules.can_promote_to(*pieces::find_by_code("G")));
    ReadResult d = problem_from_fen("r3k2r/8/8/8/8/8/8/R3K2R w Kq -", "#2");
    REQUIRE(d.problems.size() == 1);
    CHECK(d.problems[0].setup.options.no_castling == std::vector<core::Square>{0, 63});
    CHECK(position::to_fen(make_position(d.problems[0].setup)) == "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1");
    ReadResult bad = problem_from_fen("4k3/8/8/8/8/8/8/4K1Y1 w - -", "#2");
    REQUIRE(bad.errors.size() == 1);
    CHECK(bad.errors[0].to_string() == "--fen:1:20: error: unknown piece letter 'Y' for variant problem");
    ReadResult side = problem_from_fen("4k3/8/8/8/8/8/8/4K3 b - -", "#2");
    REQUIRE(side.errors.size() == 1);
    CHECK(side.errors[0].to_string() == "--fen:1:21: error: the stipulation #2 starts with White, not with Black");
    ReadResult stip = problem_from_fen("4k3/8/8/8/8/8/8/4K3", "h#");
    CHECK(stip.errors[0].to_string() == "--stip:1:1: error: cannot recognize the stipulation 'h#'");
}

TEST_CASE("Popeye's abbreviation rule", "[problem]") {
    namespace kw = keywords;
    auto cmd = kw::commands(Language::English);
    auto opt = kw::options(Language::English);
    CHECK(kw::match(cmd, "stip").index == static_cast<int>(kw::Command::Stipulation));
    CHECK(kw::match(cmd, "STIPULATION").index == static_cast<int>(kw::Command::Stipulation));
    CHECK(kw::match(cmd, "s").ambiguous);  // SStipulation, Stipulation
    CHECK(kw::match(cmd, "t").index == static_cast<int>(kw::Command::Title));
    CHECK(kw::match(cmd, "a").ambiguous);                                          // Author, Award
    CHECK(kw::match(cmd, "LaTeX").index == static_cast<int>(kw::Command::LaTeX));  // exact beats LaTeXPieces
    CHECK(kw::match(opt, "Variation").index == static_cast<int>(kw::OptionWord::Variations));
    CHECK(kw::match(opt, "No").ambiguous);
    CHECK(kw::match(opt, "NoCas").index == static_cast<int>(kw::OptionWord::NoCastling));
    CHECK_FALSE(kw::match(opt, "Variationen").found());
    CHECK(kw::match(kw::problem_ends(Language::English), "end").index == 0);
    CHECK(kw::match(kw::colours(Language::English), "b").index == 1);
}

TEST_CASE("intended solutions from remarks", "[problem]") {
    Problem p = read_one(
        "BeginProblem\nRemark Intended: 1.Kh1-g2 Ka8-b8 #\nremark intended:1.Kh1-g1 Ka8-a7 #\nRemark Solutions: 2\n"
        "Stipulation h#1\nPieces White Kh1 Black Ka8\nEndProblem\n");
    REQUIRE(p.intended);
    CHECK(p.intended->lines == std::vector<std::string>{"1.Kh1-g2 Ka8-b8 #", "1.Kh1-g1 Ka8-a7 #"});
    CHECK(p.intended->count == 2);
    CHECK(p.meta.remarks.size() == 3);
    Problem q = read_one("BeginProblem\nStipulation h#1\nPieces White Kh1 Black Ka8\nEndProblem\n");
    CHECK_FALSE(q.intended);
}

TEST_CASE("seed-game pieces and conditions", "[problem]") {
    Problem p = read_one(
        "BeginProblem\nCondition Hop NoPawn\nStipulation ser-h#3\n"
        "Pieces White Ke1 HSe2 JWa2 JFb2 Black Ke8 HSd7\nEndProblem\n");
    CHECK(p.setup.conditions == std::vector<conditions::ConditionSpec>{{"HopperMove", {}}, {"NoPawnDoubleStep", {}}});
    CHECK(p.setup.rules.hopper_move);
    CHECK_FALSE(p.setup.rules.pawn_double_step);
    CHECK(p.setup.pieces[1].piece.kind == *pieces::find_by_code("HS"));
    CHECK(p.setup.rules.can_promote_to(*pieces::find_by_code("JW")));
    CHECK(p.setup.rules.can_promote_to(*pieces::find_by_code("JF")));
    CHECK_FALSE(p.setup.rules.can_promote_to(*pieces::find_by_code("HS")));
}
