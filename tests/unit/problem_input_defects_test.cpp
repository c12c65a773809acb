// Issue 17, "What a composer and an editor tripped over": the reader's
// side (items 11 to 17). Each test case names its item; each failed before
// its fix.

#include <catch2/catch.hpp>
#include <string>

#include "problem/encoding.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/read_file.hpp"
#include "problem_test_util.hpp"

using namespace dawson::problem;

namespace {

const std::string kH2 =
    "Stipulation h#2\n"
    "Pieces White Ke1 Qd1 Black Ke8\n";

std::string all_errors(const ReadResult& r) {
    std::string s;
    for (const Diagnostic& d : r.errors) s += d.to_string() + "\n";
    return s;
}

}  // namespace

TEST_CASE("item 11: a UTF-8 byte order mark is dropped, a Latin-1 file is read as UTF-8", "[problem][encoding]") {
    ReadResult bom = read_text(
        "\xEF\xBB\xBF"
        "BeginProblem\nAuthor J\xC3\xBCrgen\n" +
            kH2 + "EndProblem\n",
        "bom.inp");
    INFO(all_errors(bom));
    REQUIRE(bom.problems.size() == 1);
    CHECK(bom.encoding == Encoding::Utf8);
    CHECK(bom.problems[0].meta.authors.at(0) == "J\xC3\xBCrgen");

    ReadResult latin = read_text("BeginProblem\nAuthor J\xFCrgen\n" + kH2 + "EndProblem\n", "latin.inp");
    INFO(all_errors(latin));
    REQUIRE(latin.problems.size() == 1);
    CHECK(latin.encoding == Encoding::Latin1);
    CHECK(latin.problems[0].meta.authors.at(0) == "J\xC3\xBCrgen");  // UTF-8 from here on

    CHECK(is_valid_utf8("J\xC3\xBCrgen"));
    CHECK_FALSE(is_valid_utf8("J\xFCrgen"));
    CHECK(utf8_to_latin1("J\xC3\xBCrgen \xE2\x82\xAC") == "J\xFCrgen \xE2\x82\xAC");  // the euro sign stays UTF-8
}

TEST_CASE("item 12: the input format is sniffed from the text, or given", "[problem][encoding]") {
    const std::string yaml = "---\nalgebraic:\n  white: [Ke1, Qd1]\n  black: [Ke8]\nstipulation: \"h#2\"\n";
    CHECK(looks_like_yaml(yaml));
    CHECK(looks_like_yaml("# a comment\nstipulation: h#2\n"));
    CHECK_FALSE(looks_like_yaml("BeginProblem\n" + kH2 + "EndProblem\n"));
    CHECK(read_text(yaml, "-").problems.size() == 1);
    CHECK(read_text(yaml, "-", InputFormat::Popeye).problems.empty());
    CHECK(read_text("BeginProblem\n" + kH2 + "EndProblem\n", "-").problems.size() == 1);
    CHECK(parse_input_format("yaml") == InputFormat::Yaml);
    CHECK_FALSE(parse_input_format("olive"));
}

TEST_CASE("item 13: text after the last EndProblem is ignored, as Popeye does", "[problem][popeye]") {
    ReadResult r = read_popeye("BeginProblem\n" + kH2 + "EndProblem\nsome notes, not a problem\n", "t.inp");
    INFO(all_errors(r));
    CHECK(r.errors.empty());
    CHECK(r.problems.size() == 1);
    // A further BeginProblem is still read.
    r = read_popeye("BeginProblem\n" + kH2 + "EndProblem\nnotes\nBeginProblem\n" + kH2 + "EndProblem\n", "t.inp");
    CHECK(r.errors.empty());
    CHECK(r.problems.size() == 2);
}

TEST_CASE("item 13: after a twin, a keyword of another language stops the file, as in Popeye", "[problem][popeye]") {
    // Popeye's BEISPIEL/verlorenesteine.inp: German, and Popeye stops at the
    // English "add" of problem 5.
    const std::string text =
        "anfang\n"
        "forderung h#2\n"
        "steine weiss ke1 dd1 schwarz ke8\n"
        "zwilling versetze d1 d2\n"
        "weiter\n"
        "forderung h#2\n"
        "steine weiss ke1 dd1 schwarz ke8\n"
        "zwilling add schwarz bb7\n"
        "weiter\n"
        "forderung h#2\n"
        "steine weiss ke1 dd1 schwarz ke8\n"
        "ende\n";
    ReadResult r = read_popeye(text, "v.inp");
    INFO(all_errors(r));
    CHECK(r.errors.empty());
    CHECK(r.problems.size() == 2);  // the third is never read
    REQUIRE(r.warnings.size() == 1);
    CHECK(
        r.warnings[0].to_string().starts_with("v.inp:8:10: warning: 'add' is not a keyword of this problem's "
                                              "language (German"));
    CHECK(r.warnings[0].message.find("Popeye stops reading the file here") != std::string::npos);
}

TEST_CASE("item 14: LaTeX piece names are read and skipped", "[problem][popeye]") {
    auto ps = dawson::test::read_popeye_ok(
        "AnfangProblem\nLaTeXSteine\nn SU Nachtreiter\ng G Grashuepfer\n"
        "Forderung h#2\nSteine Weiss Ke1 Dd1 Schwarz Ke8\nEndeProblem\n");
    REQUIRE(ps.size() == 1);
    CHECK(ps[0].setup.pieces.size() == 3);
    ps = dawson::test::read_popeye_ok("BeginProblem\nLaTeX out.tex\nn SU Nightrider\n" + kH2 + "EndProblem\n");
    CHECK(ps.size() == 1);
}

TEST_CASE("item 15: EnPassant takes up to 4 squares - NullMoves, TrivialTriesAvoid are refused by name, MatesIn1 read",
          "[problem][popeye]") {
    // Three squares (departure, passed over, arrival) are read; four, a move
    // that passed over two squares, need two en passant squares, which a
    // position does not hold: refused by name, not misread.
    ReadResult r = read_popeye("BeginProblem\n" + kH2 + "Option EnPassant a3b3c3\nEndProblem\n", "t.inp");
    INFO(all_errors(r));
    CHECK(r.problems.size() == 1);
    r = read_popeye("BeginProblem\n" + kH2 + "Option EnPassant a3b3c3d3\nEndProblem\n", "t.inp");
    REQUIRE(r.entries.size() == 1);
    CHECK(r.entries[0].unsupported);
    CHECK(all_errors(r).find("unsupported option: EnPassant with two squares passed over") != std::string::npos);
    for (const char* opt : {"NullMoves", "TrivialTriesAvoid"}) {
        r = read_popeye("BeginProblem\n" + kH2 + "Option " + opt + "\nEndProblem\n", "t.inp");
        REQUIRE(r.entries.size() == 1);
        CHECK(r.entries[0].unsupported);
        CHECK(all_errors(r).find(std::string("unsupported option: ") + opt) != std::string::npos);
    }
    // MatesIn1 (German MattsIn1) is read; the engines refuse it outside
    // self play (battle_options_test.cpp).
    r = read_popeye("AnfangProblem\nForderung s#2\nSteine Weiss Ke1 Schwarz Ke8\nOption MattsIn1\nEndeProblem\n",
                    "t.inp");
    REQUIRE(r.problems.size() == 1);
    CHECK(r.problems[0].setup.options.mates_in_1);
}

TEST_CASE("item 16: TotalInvisible, Anda, AndaInverse, AliceA, AliceB and a proof game's second Pieces are refused",
          "[problem][popeye]") {
    auto expect = [](const std::string& body, const std::string& message) {
        ReadResult r = read_popeye("BeginProblem\nStipulation h#2\n" + body + "\nEndProblem\n", "t.inp");
        INFO(body << "\n" << all_errors(r));
        REQUIRE(r.entries.size() == 1);
        CHECK(r.entries[0].unsupported);
        CHECK(all_errors(r).find(message) != std::string::npos);
    };
    expect("Pieces White Ke1 Black Ke8 TotalInvisible 1", "unsupported colour: TotalInvisible");
    for (const char* a : {"Anda", "AndaInverse", "AliceA", "AliceB"})
        expect(std::string("Pieces White Ke1 Black ") + a + " Ke8", std::string("unsupported attribute: ") + a);
    expect("Pieces White Ke1 Black Ke8\nPieces White Ke1 Black Ke8", "unsupported: a second Pieces command");
    // A second Pieces command adding pieces elsewhere is fine.
    auto ps = dawson::test::read_popeye_ok("BeginProblem\n" + kH2 + "Pieces Black Pa7\nEndProblem\n");
    CHECK(ps.at(0).setup.pieces.size() == 4);
}

TEST_CASE("item 17: a truncated file names the unfinished piece - a binary file's bytes are escaped",
          "[problem][popeye]") {
    ReadResult r = read_popeye("BeginProblem\nStipulation h#2\nPieces White Ke1 Black Kf7 Gg", "cut.inp");
    CHECK(all_errors(r) ==
          "cut.inp:3:28: error: unfinished piece 'Gg' at the end of the file (truncated? the problem at line 1 has no "
          "EndProblem)\n");
    r = read_popeye(
        "\x01\x02\x7F"
        "ELF\xFF\n",
        "bin.inp");
    const std::string e = all_errors(r);
    CHECK(e.find("'\\x01\\x02\\x7fELF\\xff'") != std::string::npos);
    CHECK(e.find('\x01') == std::string::npos);
}

TEST_CASE("item 27: a later piece on an occupied square replaces the earlier one, with a warning",
          "[problem][popeye]") {
    // Popeye overwrites silently (popeye-regression 0110, TESTS/circe.inp 23:
    // "pieces black rb1 white sb1" is solved with a white knight on b1; 0168
    // replaces neutral rooks by white ones the same way). Dawson reads it
    // as Popeye does and says which piece gave way.
    ReadResult r = read_popeye("BeginProblem\nStipulation ~1\nPieces Black Rb1 White Kh1 Sb1\nEndProblem\n", "o.inp");
    INFO(all_errors(r));
    CHECK(r.errors.empty());
    REQUIRE(r.problems.size() == 1);
    const auto& pieces = r.problems[0].setup.pieces;
    REQUIRE(pieces.size() == 2);
    CHECK(pieces[0].square == *dawson::core::parse_square("b1"));
    CHECK(pieces[0].piece.color == dawson::core::Color::White);
    REQUIRE(r.warnings.size() == 1);
    CHECK(r.warnings[0].to_string() ==
          "o.inp:3:28: warning: square b1 is occupied twice: bRb1 gives way to the later piece, as in Popeye");
}
