// The Olive/YACPDB YAML reader: fields, twins, options and conditions,
// intended solutions, errors mapped to YAML lines, one bad document among
// good ones.
#include <catch2/catch.hpp>

#include "problem/read_file.hpp"
#include "problem/yaml_reader.hpp"
#include "test_data.hpp"

using namespace dawson;
using namespace dawson::problem;
using dawson::test::test_data_dir;

TEST_CASE("an Olive collection with good and bad documents", "[problem][yaml]") {
    std::string path = test_data_dir() + "/problems/collection.olv";
    ReadResult r = read_file(path);
    REQUIRE(r.entries.size() == 5);
    // 1: orthodox #3 with metadata and a solution.
    REQUIRE(r.entries[0].problem);
    const Problem& a = *r.entries[0].problem;
    CHECK(a.index == 1);
    CHECK(a.where.line == 2);
    CHECK(stipulation::to_string(a.setup.stip) == "#3");
    CHECK(a.setup.pieces.size() == 7);
    CHECK(a.meta.authors == std::vector<std::string>{"Composer, Anne"});
    CHECK(a.meta.origin == "Test Magazine");
    CHECK(a.meta.date == "2009-02");
    CHECK(a.meta.keywords == std::vector<std::string>{"Battery", "Switchback"});
    CHECK(a.meta.remarks == std::vector<std::string>{"A first comment"});
    REQUIRE(a.intended);
    CHECK(a.intended->lines == std::vector<std::string>{"1.Sf2-g4 + !", "1...Kg2-f1 2.Rg8-a8"});
    CHECK_FALSE(a.intended->count);
    // 2: twins in key order, continued twin, intended count.
    REQUIRE(r.entries[1].problem);
    const Problem& b = *r.entries[1].problem;
    REQUIRE(b.twins.size() == 2);
    CHECK(b.twins[0].label + " " + b.twins[0].text == "b) -wGg4  ");
    CHECK(b.twins[1].label + " " + b.twins[1].text == "+c) wKHh1-->h2  ");
    CHECK(b.intended->count == 2);
    // 3: an unsupported condition, reported where it stands.
    CHECK_FALSE(r.entries[2].problem);
    CHECK(r.entries[2].unsupported);
    REQUIRE(r.entries[2].errors.size() == 1);
    CHECK(r.entries[2].errors[0].to_string() == path + ":27:22: error: unsupported condition: Sentinelles");
    // 4: a YAML syntax error spoils only its document.
    CHECK_FALSE(r.entries[3].problem);
    REQUIRE(r.entries[3].errors.size() == 1);
    CHECK(r.entries[3].errors[0].to_string() ==
          path + ":30:1: error: YAML syntax error: end of sequence flow not found");
    // 5: options and a Dawson condition.
    REQUIRE(r.entries[4].problem);
    const Setup& e = r.entries[4].problem->setup;
    CHECK(e.options.set_play);
    CHECK(e.options.no_castling == std::vector<core::Square>{0});
    CHECK(e.conditions == std::vector<conditions::ConditionSpec>{{"HopperMove", {}}});
    CHECK(e.rules.hopper_move);
    CHECK(r.problems.size() == 3);
    CHECK(r.errors.size() == 2);
}

TEST_CASE("YAML errors point at the offending item", "[problem][yaml]") {
    auto err = [](const std::string& text) {
        ReadResult r = read_yaml(text, "y.olv");
        REQUIRE(r.errors.size() == 1);
        return r.errors[0].to_string();
    };
    CHECK(err("algebraic:\n  white: [Kc7, Xb2]\n  black: [Ka1]\nstipulation: '#2'\n") ==
          "y.olv:2:16: error: unknown piece code 'X' in 'Xb2'");
    CHECK(err("algebraic:\n  white: [Kc7, Qz2]\n  black: [Ka1]\nstipulation: '#2'\n") ==
          "y.olv:2:17: error: bad square 'z2' in 'Qz2'");
    CHECK(err("algebraic:\n  white: [Kc7]\n  black: [Ka1]\nstipulation: 'h#'\n") ==
          "y.olv:4:15: error: missing number of moves in stipulation 'h#'");
    CHECK(err("algebraic:\n  white: [Kc7]\n  black: [Ka1]\nstipulation: '#2'\ntwins: {b: Move e4 e5}\n") ==
          "y.olv:5:12: error: nothing to move on e4");
    CHECK(err("algebraic:\n  white: [Kc7]\n  black: [Ka1]\n") == "y.olv:1:1: error: missing field 'stipulation'");
    CHECK(err("- just\n- a list\n") == "y.olv:1:1: error: a problem must be a YAML mapping (field: value)");
    CHECK(err("") == "y.olv:1:1: error: no problem found (empty YAML file)");
    // A neutral king (the king of both sides) reads.
    const ReadResult n = read_yaml("algebraic:\n  white: [Qc7]\n  neutral: [Ka2]\nstipulation: '#2'\n", "y.olv");
    CHECK(n.errors.empty());
    REQUIRE(n.problems.size() == 1);
    CHECK(n.problems[0].setup.pieces.back().piece.neutral());
    CHECK(n.problems[0].setup.pieces.back().piece.kind == pieces::kind::King);
}

// Olive and YACPDB write a piece's attributes before its code and square,
// blank-separated: dturevski/olive-gui, model.py, Board.fromAlgebraic splits
// each entry of the white, black and neutral lists into its specifications
// and the piece ("Royal Kamikaze Qd1").
TEST_CASE("YAML: piece attributes as Olive writes them", "[problem][yaml]") {
    ReadResult r = read_yaml(
        "---\nstipulation: \"#2\"\nalgebraic:\n  white: [Kc7, Kamikaze Uncapturable Qd1, Rh1]\n"
        "  black: [Ka1, Chameleon Ga2, Paralysing Bh8]\n",
        "a.olv");
    REQUIRE(r.problems.size() == 1);
    auto piece = [&](const char* sq) {
        for (const Placement& p : r.problems[0].setup.pieces)
            if (p.square == *core::parse_square(sq)) return p.piece;
        FAIL("no piece on " << sq);
        return position::Piece{};
    };
    using position::Attribute;
    CHECK(piece("d1").has(Attribute::Kamikaze));
    CHECK(piece("d1").has(Attribute::Uncapturable));
    CHECK(piece("d1").color == core::Color::White);
    CHECK(piece("h1").attrs == 0);  // the attributes are the piece's own, not its group's
    CHECK(piece("a2").has(Attribute::Chameleon));
    CHECK(piece("a2").color == core::Color::Black);
    CHECK(piece("h8").attrs == position::bit(Attribute::Paralysing));
    // An attribute Dawson lacks is named where it stands.
    ReadResult bad =
        read_yaml("---\nstipulation: \"#2\"\nalgebraic:\n  white: [Kc7, Protean Qd1]\n  black: [Ka1]\n", "b.olv");
    REQUIRE_FALSE(bad.errors.empty());
    CHECK(bad.errors.front().to_string() == "b.olv:4:16: error: unsupported attribute: Protean");
}
