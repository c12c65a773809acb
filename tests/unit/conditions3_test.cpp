// Fairy conditions, hand-analysed: ChecklessChess, plain Maximummer and
// UltraSchachZwang (the stipulation's defending side) and PromOnly. Each
// case is a position where ignoring the condition changes the legal moves
// or the goal tests. (ChecklessChess is also compared with Popeye in
// conditions_oracle.cmake.)

#include <algorithm>
#include <catch2/catch.hpp>
#include <optional>
#include <string>
#include <vector>

#include "condition_game.hpp"
#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"
#include "problem/conditions.hpp"
#include "problem/make_position.hpp"
#include "problem_test_util.hpp"
#include "report/notation.hpp"
#include "search/goal_tests.hpp"

namespace {

using namespace dawson;

std::string problem_text(const std::string& stip, const std::string& conditions, const std::string& pieces) {
    return "BeginProblem\nStipulation " + stip + "\n" + (conditions.empty() ? "" : "Condition " + conditions + "\n") +
           "Pieces " + pieces + "\nEndProblem\n";
}

using Game = test::ConditionGame;

// The first diagnostic of reading `text`, as "file:line:col: error: …".
std::string first_error(const std::string& text) {
    problem::ReadResult r = problem::read_popeye(text, "t.inp");
    return r.errors.empty() ? std::string() : r.errors[0].to_string();
}

using Moves = std::vector<std::string>;
constexpr core::Color kWhite = core::Color::White;
constexpr core::Color kBlack = core::Color::Black;

}  // namespace

TEST_CASE("ChecklessChess: a check is illegal unless it mates", "[conditions3]") {
    // Rb2-b8 mates (g8 is the rook's, g7 and h7 Black's own); Se5-f7 checks
    // but Kh8-g8 escapes, and Se5-g6 checks but Ph7*g6 captures: both are
    // illegal. A quiet knight move stays legal.
    const std::string pieces = "White Kg1 Rb2 Se5 Black Kh8 Pg7 Ph7";
    Game c("ChecklessChess", pieces, kWhite, "#2");
    CHECK(c.can("Rb2-b8"));
    CHECK_FALSE(c.can("Se5-f7"));
    CHECK_FALSE(c.can("Se5-g6"));
    CHECK(c.can("Se5-d3"));
    Game o("", pieces, kWhite, "#2");
    CHECK(o.can("Se5-f7"));
    CHECK(o.can("Se5-g6"));
    c.play("Rb2-b8");
    CHECK(search::is_mated(c.pos));
}

TEST_CASE("ChecklessChess: mate is read under the condition", "[conditions3]") {
    // After Rh1-a1+ Black's only parries are Sc5-a6 and Sc5-a4 (Rb8 and Pb7
    // block b8 and b7, the rook a7; the bishop's place is taken by a rook
    // that cannot reach the a-file), and each uncovers Rd5's check of Kb5,
    // which is no mate (Kb5-c4 escapes). Under ChecklessChess those checks
    // are illegal, so Rh1-a1 mates and may be played.
    const std::string pieces = "White Kb5 Rh1 Black Ka8 Rb8 Pb7 Sc5 Rd5";
    Game c("ChecklessChess", pieces, kWhite, "#2");
    CHECK(c.can("Rh1-a1"));
    c.play("Rh1-a1");
    CHECK(c.legal().empty());
    CHECK(search::is_mated(c.pos));
    Game o("", pieces, kWhite, "#2");
    o.play("Rh1-a1");
    CHECK(o.legal() == Moves{"Sc5-a4", "Sc5-a6"});
    CHECK_FALSE(search::is_mated(o.pos));
}

TEST_CASE("ChecklessChess is refused with the goal check", "[conditions3]") {
    // Popeye exempts the goal move of + from the rule.
    CHECK(first_error(problem_text("h+2", "ChecklessChess", "White Ke1 Black Ke8")) ==
          "t.inp:3:11: error: unsupported condition: ChecklessChess with h+2 (the goal check)");
}

TEST_CASE("ChecklessChess: a side whose only moves check without mating is stalemated", "[conditions3]") {
    // Black's king has no move (b8 is Sd7's, b7 Pa6's), Pa7 is blocked, and
    // Pe7's double step is blocked by Pe5: its one move e7-e6 checks Kd5,
    // which takes the pawn. Under ChecklessChess Black is stalemated.
    const std::string pieces = "White Kd5 Sd7 Pa6 Pe5 Black Ka8 Pa7 Pe7";
    Game c("ChecklessChess", pieces, kBlack, "h=2");
    CHECK(c.legal().empty());
    CHECK(search::is_stalemated(c.pos));
    Game o("", pieces, kBlack, "h=2");
    CHECK(o.legal() == Moves{"e7-e6"});
    CHECK_FALSE(search::is_stalemated(o.pos));
}

TEST_CASE("Plain Maximummer and UltraSchachZwang bind the defending side", "[conditions3]") {
    // #2: Black defends. A knight's move (1 + 4 = 5) beats a king's step.
    Game b("Maximummer", "White Ka1 Black Kh8 Sf8", kBlack, "#2");
    CHECK(b.legal() == Moves{"Sf8-d7", "Sf8-e6", "Sf8-g6", "Sf8-h7"});
    Game bo("", "White Ka1 Black Kh8 Sf8", kBlack, "#2");
    CHECK(bo.can("Kh8-g8"));
    // White is not bound in #2: Rd1-d8 (49) is the longest, yet the rest
    // are legal.
    Game w("Maximummer", "White Ka1 Rd1 Black Kh7", kWhite, "#2");
    CHECK(w.can("Ka1-b1"));
    CHECK(w.can("Rd1-d8"));
    // s#2 and h#2 (and h#2.5): Black again.
    for (const std::string stip : {"s#2", "h#2", "h#2.5", "h=2"}) {
        INFO(stip);
        Game h("Maximummer", "White Ka1 Rd1 Black Kh8 Sf8", kBlack, stip);
        CHECK(h.legal() == Moves{"Sf8-d7", "Sf8-e6", "Sf8-g6", "Sf8-h7"});
        Game hw("Maximummer", "White Ka1 Rd1 Black Kh8 Sf8", kWhite, stip);
        CHECK(hw.can("Ka1-b1"));
    }
    // UltraSchachZwang: Black's checking moves are Rb7-b1 and Rb7-e7; White
    // is free.
    Game u("UltraSchachZwang", "White Ke1 Black Ka8 Rb7", kBlack, "#2");
    CHECK(u.legal() == Moves{"Rb7-b1", "Rb7-e7"});
    Game uo("", "White Ke1 Black Ka8 Rb7", kBlack, "#2");
    CHECK(uo.can("Ka8-a7"));
    Game uw("UltraSchachZwang", "White Ke1 Black Ka8 Rb7", kWhite, "h#2");
    CHECK(uw.legal().size() == 5);
    // Popeye binds Black in every other battle, help and series play as well
    // (tests/data/popeye-ultra compares solutions), except ser-h, where it
    // binds White, the side that moves last; HalfDuplex swaps the side.
    for (const std::string stip : {"r#2", "semi-r#2", "hs#2", "hr#2", "reci-h#2", "ser-#2", "ser-s#2", "ser-r#2"}) {
        INFO(stip);
        Game h("Maximummer", "White Ka1 Rd1 Black Kh8 Sf8", kBlack, stip);
        CHECK(h.legal() == Moves{"Sf8-d7", "Sf8-e6", "Sf8-g6", "Sf8-h7"});
        Game hw("Maximummer", "White Ka1 Rd1 Black Kh8 Sf8", kWhite, stip);
        CHECK(hw.can("Ka1-b1"));
    }
    Game sh("Maximummer", "White Ka1 Rd1 Black Kh8 Sf8", kWhite, "ser-h#2");
    CHECK(sh.legal() == Moves{"Rd1-d8"});  // 49, the longest
    Game shb("Maximummer", "White Ka1 Rd1 Black Kh8 Sf8", kBlack, "ser-h#2");
    CHECK(shb.can("Kh8-g8"));
    auto with_option = [](const std::string& option) {
        return test::read_popeye_ok("BeginProblem\nStipulation h#2\nCondition Maximummer\nOption " + option +
                                    "\nPieces White Ka1 Rd1 Black Kh8 Sf8\nEndProblem\n")[0];
    };
    {
        problem::Problem hd = with_option("HalfDuplex");
        position::Position pos = problem::make_position(hd.setup);
        pos.set_side_to_move(kWhite);
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        REQUIRE(ml.size() == 1);
        CHECK(report::move_text(pos, ml[0], problem::Language::English) == "Rd1-d8");
        // A Duplex binds Black in its play, White in its duplex half.
        problem::Problem d = with_option("Duplex");
        position::Position play = problem::make_position(d.setup);
        play.set_side_to_move(kWhite);
        ml.clear();
        movegen::generate_legal(play, ml);
        CHECK(ml.size() > 1);
        const std::optional<problem::Setup> dup = problem::duplex_half(d.setup);
        REQUIRE(dup);
        position::Position second = problem::make_position(*dup);
        second.set_side_to_move(kWhite);
        ml.clear();
        movegen::generate_legal(second, ml);
        CHECK(ml.size() == 1);
        CHECK_FALSE(problem::duplex_half(hd.setup));
    }
    // The names in German and French.
    auto conds = [](const std::string& text) { return test::read_popeye_ok(text)[0].setup.conditions; };
    CHECK(conds("AnfangProblem\nBedingung Laengstzueger\nForderung #2\nSteine Weiss Ke1 Schwarz "
                "Ke8\nEndeProblem\n") == std::vector<conditions::ConditionSpec>{{"Maximummer", {}}});
    CHECK(conds("DebutProbleme\nCondition Maximum\nEnonce #2\nPieces Blanc Re1 Noir Re8\nFinProbleme\n") ==
          std::vector<conditions::ConditionSpec>{{"Maximummer", {}}});
    CHECK(conds("DebutProbleme\nCondition SansEchecs\nEnonce #2\nPieces Blanc Re1 Noir Re8\nFinProbleme\n") ==
          std::vector<conditions::ConditionSpec>{{"ChecklessChess", {}}});
    CHECK(conds("AnfangProblem\nBedingung OhneSchach\nForderung #2\nSteine Weiss Ke1 Schwarz Ke8\nEndeProblem\n") ==
          std::vector<conditions::ConditionSpec>{{"ChecklessChess", {}}});
}

TEST_CASE("Plain Maximummer and UltraSchachZwang are refused where the side they bind is not established",
          "[conditions3]") {
    // The side is established for Duplex and HalfDuplex in help and battle
    // play (BEISPIEL/maxi.inp's s#7, popeye-regression 1572/1573), not in
    // series play; Popeye's WhiteToPlay in series play is not either.
    CHECK(first_error("BeginProblem\nStipulation ser-#3\nCondition UltraSchachZwang\nOption WhiteToPlay\nPieces "
                      "White Ke1 Black Ke8\nEndProblem\n") ==
          "t.inp:3:11: error: unsupported condition: UltraSchachZwang with ser-#3 and WhiteToPlay (the side it "
          "applies to is not established)");
    CHECK(first_error("BeginProblem\nStipulation ser-s#2\nCondition Maximummer\nOption HalfDuplex\nPieces White Ke1 "
                      "Black Ke8\nEndProblem\n") ==
          "t.inp:3:11: error: unsupported condition: Maximummer with ser-s#2 and Duplex or HalfDuplex (the side it "
          "applies to is not established)");
    CHECK(first_error("BeginProblem\nStipulation s#2\nCondition Maximummer\nOption HalfDuplex\nPieces White Ke1 "
                      "Black Ke8\nEndProblem\n")
              .empty());
    CHECK(first_error("BeginProblem\nStipulation #2\nCondition Maximummer\nOption Duplex\nPieces White Ke1 "
                      "Black Ke8\nEndProblem\n")
              .empty());
}

TEST_CASE("PromOnly: promotion only to the kinds listed", "[conditions3]") {
    const std::string pieces = "White Ka1 Pe7 Black Kh8";
    Game o("", pieces, kWhite, "#2");
    CHECK(o.can("e7-e8=Q"));
    CHECK(o.can("e7-e8=R"));
    // A kind that is not on the board (G) may be listed.
    Game p("PromOnly S G", pieces, kWhite, "#2");
    CHECK(p.can("e7-e8=S"));
    CHECK(p.can("e7-e8=G"));
    CHECK_FALSE(p.can("e7-e8=Q"));
    CHECK_FALSE(p.can("e7-e8=R"));
    CHECK_FALSE(p.can("e7-e8=B"));
    CHECK(p.problem.setup.conditions == std::vector<conditions::ConditionSpec>{{"PromOnly", {"S", "G"}}});
    // German codes (D Dame, T Turm), kept as English codes.
    auto conds = [](const std::string& text) { return test::read_popeye_ok(text)[0].setup.conditions; };
    CHECK(conds("AnfangProblem\nBedingung UWnur D T D\nForderung #2\nSteine Weiss Ke1 Schwarz Ke8\nEndeProblem\n") ==
          std::vector<conditions::ConditionSpec>{{"PromOnly", {"Q", "R"}}});
    // A set, kept in Popeye's order of walks (Q S R B … G …), as Popeye
    // writes it.
    CHECK(conds("BeginProblem\nCondition PromOnly G B S Q\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          std::vector<conditions::ConditionSpec>{{"PromOnly", {"Q", "S", "B", "G"}}});
    // The list ends at the first word that is no piece code.
    CHECK(conds("BeginProblem\nCondition PromOnly Q\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          std::vector<conditions::ConditionSpec>{{"PromOnly", {"Q"}}});
}

TEST_CASE("PromOnly: a bad list is refused with its place", "[conditions3]") {
    CHECK(first_error("BeginProblem\nCondition PromOnly\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          "t.inp:3:1: error: PromOnly needs a list of piece codes, found 'Stipulation'");
    CHECK(first_error("BeginProblem\nCondition PromOnly K\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          "t.inp:2:20: error: unsupported PromOnly kind: K");
    CHECK(first_error("BeginProblem\nCondition PromOnly P\nStipulation #2\nPieces White Ke1 Black Ke8\nEndProblem\n") ==
          "t.inp:2:20: error: unsupported PromOnly kind: P");
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ke1 Black Ke8\nCondition PromOnly") ==
          "t.inp:4:19: error: PromOnly needs a list of piece codes, found end of file");
}
