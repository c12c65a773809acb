// `dawson race`: perft and solve on the command line against the oracle
// tables, check with and without disagreements, the output formats, input
// errors (exit 2), finished games (exit 1), help texts, and the same bytes
// for any thread count (the "race threads" test runs under TSan too).

#include <catch2/catch.hpp>
#include <fstream>

#include "cli_test_util.hpp"
#include "race_test_util.hpp"

namespace {

using dawson::testing::data_path;
using dawson::testing::run_dawson;
using dawson::testing::TempDir;

// A win in 2 with several winning first moves (cooked) and a win in 3 (win.tsv).
const std::string kWin2 = "..w.....bW..ww...bbwBwww b 1/3 2/3 b";
const std::string kWin3 = "....b.wb......wb.bbwb.ww w 7/6 1/1 w";
const std::string kNo3 = "..w...w.w.bbbbbbW.wwb.bb w 5/5 1/0 w";

TEST_CASE("race cli: perft agrees with every row of the oracle table", "[cli][race]") {
    for (const auto& row : dawson::test::load_race_table("perft.tsv")) {
        INFO("perft.tsv:" << row.line << ": '" << row.position << "' depth " << row.number);
        const auto r = run_dawson({"race", "perft", "--position", row.position, "--depth", std::to_string(row.number)});
        const bool finished = row.position.ends_with('!');
        CHECK(r.code == (finished ? 1 : 0));
        CHECK(r.out.find("nodes " + row.expected + "\n") != std::string::npos);
        if (finished) CHECK(r.out.find("game finished: black won\n") != std::string::npos);
    }
}

TEST_CASE("race cli: perft --divide lists the root moves in generation order, then the total", "[cli][race]") {
    const auto r = run_dawson({"race", "perft", "--start", "--depth", "2", "--divide"});
    CHECK(r.code == 0);
    CHECK(r.out == "*1 5\n*2 5\n*3 5\n*4 5\n*5 5\n*6 5\nnodes 30\n");
    CHECK(r.err.find("time ") == 0);
    const auto d = run_dawson(
        {"race", "perft", "--position", "....w.....w............. w 12/14 0/0 -", "--depth", "1", "--divide"});
    CHECK(d.out ==
          "*1 1\n*2 1\n*3 1\n*4 1\n*6 1\n5-7 1\n5-8 1\n5-9 1\n5-10 1\n5-12 1\n11-13 1\n11-14 1\n11-15 1\n11-16 1\n"
          "11-17 1\n11-18 1\n5=11 1\nnodes 17\n");
}

TEST_CASE("race cli: check agrees with every row of the win table", "[cli][race]") {
    const auto r = run_dawson({"race", "check", data_path("race/win.tsv")});
    CHECK(r.code == 0);
    CHECK(r.out.find("DISAGREES") == std::string::npos);
    CHECK(r.out.find("40 positions: 20 yes, 20 no (0 finished), 0 disagreements, 0 errors\n") != std::string::npos);
}

TEST_CASE("race cli: check reports each disagreement and bad rows", "[cli][race]") {
    TempDir tmp;
    const std::string file = tmp / "rows.tsv";
    std::ofstream(file) << "position\twin_in\tanswer\n"
                        << kWin2 << "\t2\tno\n"                         // wrong: it is yes
                        << kWin2 << "\t2\tyes\n"                        // right
                        << "b..w.w.......wbwbw.b.bWb w 5/6 1/1 w\t1\n"  // no answer column
                        << ".....b..b...Wbbw.bW.wb.w w 5/4 1/2 b!\t1\tno\n";
    auto r = run_dawson({"race", "check", file});
    CHECK(r.code == 1);
    CHECK(r.out.find(":2\t" + kWin2 + "\twin 2\tyes cooked\tDISAGREES: expected no\n") != std::string::npos);
    CHECK(r.out.find(":3\t" + kWin2 + "\twin 2\tyes cooked\n") != std::string::npos);
    CHECK(r.out.find("win 1\tyes sound\n") != std::string::npos);
    CHECK(r.out.find("finished: black won\n") != std::string::npos);
    CHECK(r.out.find("4 positions: 3 yes, 1 no (1 finished), 1 disagreements, 0 errors\n") != std::string::npos);
    std::ofstream(file) << kWin2 << "\t2\tyes\n"
                        << kWin2 << "\n"
                        << "bad\t1\n";
    r = run_dawson({"race", "check", file});
    CHECK(r.code == 2);
    CHECK(r.out.find(":2: error: no win_in column and no --win\n") != std::string::npos);
    CHECK(r.out.find(":3: error: bad position: a position has 5 fields") != std::string::npos);
    r = run_dawson({"race", "check", "--win", "2", file});
    CHECK(r.out.find(":2\t" + kWin2 + "\twin 2\tyes cooked\n") != std::string::npos);
}

TEST_CASE("race cli: solve prints the winning first moves and the strategy tree", "[cli][race]") {
    auto r = run_dawson({"race", "solve", "--position", "b..w.w.......wbwbw.b.bWb w 5/6 1/1 w", "--win", "1"});
    CHECK(r.code == 0);
    CHECK(r.out ==
          "position b..w.w.......wbwbw.b.bWb w 5/6 1/1 w\nwin in 1: yes\nfirst moves that win: 23/off\n"
          "verdict: sound\nstrategy:\n1.23/off wins\n");
    r = run_dawson({"race", "solve", "--position", kWin3, "--win", "3"});
    CHECK(r.code == 0);
    CHECK(r.out.find("win in 3: yes\n") != std::string::npos);
    CHECK(r.out.find("\nstrategy:\n1.") != std::string::npos);
    CHECK(r.out.find("\n  1...") != std::string::npos);
    CHECK(r.out.find("\n    2.") != std::string::npos);
    CHECK(r.out.find(" wins\n") != std::string::npos);
}

TEST_CASE("race cli: solve says no with one refutation per first move", "[cli][race]") {
    const auto r = run_dawson({"race", "solve", "--position", "b.bw..ww..b.bbbwwwwwwbbb b 1/1 2/2 b", "--win", "2"});
    CHECK(r.code == 1);
    CHECK(r.out.find("win in 2: no\nrefutations:\n1.") != std::string::npos);
    // One line per first move.
    const auto d =
        run_dawson({"race", "perft", "--position", "b.bw..ww..b.bbbwwwwwwbbb b 1/1 2/2 b", "--depth", "1", "--divide"});
    const std::size_t moves = dawson::testing::count_lines(d.out) - 1;
    CHECK(dawson::testing::count_lines(r.out) == 3 + moves);
}

TEST_CASE("race cli: solve --format json has the same content", "[cli][race]") {
    const auto r = run_dawson({"race", "solve", "--format", "json", "--position", kWin2, "--win", "2"});
    CHECK(r.code == 0);
    const auto j = nlohmann::json::parse(r.out);
    CHECK(j["answer"] == "yes");
    CHECK(j["verdict"] == "cooked");
    CHECK(j["winning_first_moves"].size() > 1);
    CHECK(j["strategy"]["move"] == j["winning_first_moves"][0]);
    const auto n = run_dawson({"race", "solve", "--format", "json", "--position", kNo3, "--win", "3"});
    CHECK(n.code == 1);
    const auto k = nlohmann::json::parse(n.out);
    CHECK(k["answer"] == "no");
    CHECK(!k["refutations"].empty());
    CHECK(k["refutations"][0].contains("reply"));
}

TEST_CASE("race cli: bad positions and options exit 2 with one line, a finished game exits 1", "[cli][race]") {
    for (const std::string& bad :
         {std::string("....................... w 14/14 0/0 -"), std::string("x....................... w 14/14 0/0 -"),
          std::string("W....................... w 12/14 0/0 -"), std::string("w....................... w 14/14 0/0 -"),
          std::string("........................ w 14/12 0/1 -"),
          std::string("........................ w 10/14 2/0 w")}) {
        INFO(bad);
        for (const char* sub : {"perft", "solve"}) {
            const auto r = run_dawson({"race", sub, "--position", bad, sub[0] == 'p' ? "--depth" : "--win", "1"});
            CHECK(r.code == 2);
            CHECK(r.err.rfind(std::string("dawson race ") + sub + ": error: bad position: ", 0) == 0);
            CHECK(dawson::testing::count_lines(r.err) == 1);
        }
    }
    CHECK(run_dawson({"race", "solve", "--start", "--win", "0"}).code == 2);
    CHECK(run_dawson({"race", "perft", "--start", "--depth", "0"}).code == 2);
    CHECK(run_dawson({"race", "perft", "--start", "--position", "x", "--depth", "1"}).code == 2);
    CHECK(run_dawson({"race", "fly"}).code == 2);
    const auto f = run_dawson({"race", "solve", "--position", "w...w..w.w..wbBb..bwww.w w 3/5 1/2 b!", "--win", "2"});
    CHECK(f.code == 1);
    CHECK(f.out == "position w...w..w.w..wbBb..bwww.w w 3/5 1/2 b!\ngame finished: black won\n");
}

TEST_CASE("race cli: help for race and each subcommand comes from the option table", "[cli][race]") {
    auto r = run_dawson({"race", "--help"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("Usage: dawson race (perft | solve | check)", 0) == 0);
    for (const char* sub : {"perft", "solve", "check"}) {
        INFO(sub);
        r = run_dawson({"race", sub, "--help"});
        CHECK(r.code == 0);
        CHECK(r.out.rfind(std::string("Usage: dawson race ") + sub, 0) == 0);
        CHECK(r.out.find("--threads N") != std::string::npos);
    }
    CHECK(run_dawson({"race", "solve", "--help"}).out.find("--win N") != std::string::npos);
    CHECK(run_dawson({"race", "perft", "--help"}).out.find("--position P") != std::string::npos);
    CHECK(run_dawson({"race", "perft", "--fen", "x"}).code == 2);  // a chess option
    CHECK(run_dawson({"--help"}).out.find("  race ") != std::string::npos);
    CHECK(run_dawson({"man"}).out.find(".SS dawson race solve") != std::string::npos);
}

TEST_CASE("race threads: --threads 2 prints the same bytes as --threads 1", "[cli][race]") {
    // Each run with its exit code: a sanitizer's report would change it.
    const std::vector<std::pair<std::vector<std::string>, int>> runs{
        {{"race", "solve", "--position", kWin3, "--win", "3"}, 0},
        {{"race", "solve", "--position", kNo3, "--win", "3"}, 1},
        // Deeper: the search itself splits its nodes over tasks.
        {{"race", "solve", "--position", "bww..bwW.w..bwwbwwwBbwbw b 1/4 0/1 b", "--win", "5"}, 0},
        {{"race", "solve", "--position", ".w....w...bwbwwB.wBwbwbb w 4/5 1/0 w", "--win", "6"}, 1},
        {{"race", "solve", "--format", "json", "--position", kWin2, "--win", "2"}, 0},
        {{"race", "perft", "--position", "..ww......b.bb...ww..... b 10/11 0/0 -", "--depth", "3", "--divide"}, 0},
    };
    for (const auto& [args, code] : runs) {
        INFO(args[1] << ' ' << args[args.size() - 3]);
        auto one = args, two = args;
        one.insert(one.end(), {"--threads", "1"});
        two.insert(two.end(), {"--threads", "2"});
        const auto a = run_dawson(one), b = run_dawson(two);
        CHECK(a.code == code);
        CHECK(b.code == code);
        CHECK(!a.out.empty());
        CHECK(a.out == b.out);
    }
}

}  // namespace
