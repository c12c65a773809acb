// Move notation and Popeye's phrases in German and French (report/vocabulary,
// report/notation).
//
// The German strings are Popeye 4.104's, from the oracle outputs in
// tests/data/popeye-suite-hoppers/expected/:
//   0001.out  "1.Tc3*c5 + ?", "1.Sg5-e6 ! Drohung:", "    Aber"
//   0074.out  "Lg4-f3" (Laeufer)
//   0092.out  "g7-g8=T #" (promotion to a Turm)
//   0082.out  "5.Kh7*g8[+sHg1]" (Circe: the black Heuschrecke reborn on g1,
//             German colour letter s, German code H of the locust)
//   0001.out  "Loesung beendet."
// No oracle problem is French; the French strings follow Popeye's tables
// (output/plaintext/language_dependant.c: PieNamString "r" roi, "t" tour,
// "f" fou, "c" cavalier, "l" locuste; ColourString "Blanc", "Noir"; the
// phrases of output/message.c).

#include <catch2/catch.hpp>
#include <optional>
#include <sstream>
#include <string>

#include "movegen/generate.hpp"
#include "parallel/solve_driver.hpp"
#include "problem/make_position.hpp"
#include "problem/popeye_reader.hpp"
#include "report/notation.hpp"
#include "report/popeye_writer.hpp"
#include "report/vocabulary.hpp"

namespace {

using namespace dawson;
using problem::Language;

// The problem of `text` (one problem, read without errors).
problem::Problem read_one(const std::string& text) {
    problem::ReadResult rr = problem::read_popeye(text, "test.inp");
    REQUIRE(rr.errors.empty());
    REQUIRE(rr.problems.size() == 1);
    return rr.problems.front();
}

// The text in `l` of the legal move of `p`'s diagram whose English text is `english`.
std::string text_in(const problem::Problem& p, const std::string& english, Language l) {
    position::Position pos = problem::make_position(p.setup);
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const position::Move& m : ml)
        if (report::move_text(pos, m, Language::English) == english) return report::move_text(pos, m, l);
    FAIL("no legal move " << english);
    return {};
}

const char* const kPieces =
    "AnfangProblem\n"
    "Forderung #2\n"
    "Steine Weiss Ka1 Tc3 Lg4 Sg5 Bg7 Schwarz Ka8 Bc5\n"
    "EndeProblem\n";

const char* const kCirce =
    "AnfangProblem\n"
    "Forderung ser-=1\n"
    "Bedingung Circe\n"
    "Steine Weiss Kh7 Schwarz Kh1 Hg8\n"
    "EndeProblem\n";

// Popeye's output for `p`, solved in `language` (none: the problem's own).
std::string popeye_text(const problem::Problem& p, std::optional<Language> language) {
    parallel::DriverOptions o;
    o.threads = 1;
    o.hash_mb = 1;
    o.language = language;
    parallel::SolveDriver driver(o);
    const auto twins = driver.solve(p);
    std::ostringstream out;
    report::write_popeye(out, p, twins, report::TextOptions{false, language.value_or(p.language)});
    return out.str();
}

}  // namespace

TEST_CASE("language: a German problem records its language", "[language]") {
    CHECK(read_one(kPieces).language == Language::German);
}

TEST_CASE("language: German piece letters and promotion as Popeye writes them", "[language]") {
    const problem::Problem p = read_one(kPieces);
    CHECK(text_in(p, "Rc3*c5", Language::German) == "Tc3*c5");
    CHECK(text_in(p, "Bg4-f3", Language::German) == "Lg4-f3");
    CHECK(text_in(p, "Sg5-e6", Language::German) == "Sg5-e6");
    CHECK(text_in(p, "g7-g8=R", Language::German) == "g7-g8=T");
}

TEST_CASE("language: French piece letters and promotion", "[language]") {
    const problem::Problem p = read_one(kPieces);
    CHECK(text_in(p, "Rc3*c5", Language::French) == "Tc3*c5");
    CHECK(text_in(p, "Bg4-f3", Language::French) == "Fg4-f3");
    CHECK(text_in(p, "Sg5-e6", Language::French) == "Cg5-e6");
    CHECK(text_in(p, "g7-g8=R", Language::French) == "g7-g8=T");
    CHECK(text_in(p, "Ka1-b1", Language::French) == "Ra1-b1");
}

TEST_CASE("language: a Circe rebirth with the language's colour letter and code", "[language]") {
    const problem::Problem p = read_one(kCirce);
    CHECK(text_in(p, "Kh7*g8[+bLg1]", Language::German) == "Kh7*g8[+sHg1]");
    CHECK(text_in(p, "Kh7*g8[+bLg1]", Language::French) == "Rh7*g8[+nLg1]");
}

TEST_CASE("language: the phrases of the solution tree", "[language]") {
    using report::Phrase;
    CHECK(report::phrase(Language::German, Phrase::Threat) == " Drohung:");
    CHECK(report::phrase(Language::German, Phrase::But) == "Aber");
    CHECK(report::phrase(Language::German, Phrase::SolutionFinished) == "Loesung beendet.");
    CHECK(report::phrase(Language::French, Phrase::Threat) == " menace:");
    CHECK(report::phrase(Language::French, Phrase::Zugzwang) == " blocus.");
    CHECK(report::phrase(Language::English, Phrase::Refutes) == "refutes.");
    CHECK(report::message(Language::German, "the side to play can capture the king") ==
          "Die am Zug befindliche Partei kann den Koenig schlagen");
    CHECK(report::colour_letter(Language::French, core::Color::White) == 'b');
}

TEST_CASE("language: one process answers in each problem's language or the one asked", "[language]") {
    // tests/data/popeye-suite-hoppers/problems/0082.inp; its line, exactly as
    // in expected/0082.out (move numbers right-aligned: "  10.").
    const problem::Problem p =
        read_one("AnfangProblem\nforderung ser-=10\nbedingung circe\nsteine weiss kh3 schwarz kh1 hg8\nEndeProblem\n");
    const std::string de = popeye_text(p, std::nullopt);
    CHECK(de.find("\n  1.Kh3-h4   2.Kh4-h5   3.Kh5-h6   4.Kh6-h7   5.Kh7*g8[+sHg1]   6.Kg8-h7   7.Kh7-h6   "
                  "8.Kh6-h5   9.Kh5-h4  10.Kh4-h3 =\n") != std::string::npos);
    CHECK(de.find("\nLoesung beendet.\n") != std::string::npos);
    const std::string en = popeye_text(p, Language::English);
    CHECK(en.find("5.Kh7*g8[+bLg1]   6.Kg8-h7") != std::string::npos);
    CHECK(en.find("\nsolution finished.\n") != std::string::npos);
    const std::string fr = popeye_text(p, Language::French);
    CHECK(fr.find("5.Rh7*g8[+nLg1]   6.Rg8-h7") != std::string::npos);
    CHECK(fr.find("\nsolution terminee.\n") != std::string::npos);
    CHECK(popeye_text(p, std::nullopt) == de);
}
