// `dawson perft` with bad input: one error line on stderr naming the
// problem, nothing on stdout, exit status 2 (bad usage or input). Runs the
// built binary (run_dawson of cli_test_util.hpp).

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "cli_test_util.hpp"

namespace {

using dawson::testing::run_dawson;
using Args = std::vector<std::string>;

// Checks a bad-input run: exit 2, no output, exactly one stderr line that
// starts with "dawson perft: error: " and mentions `what`.
void check_bad_input(const Args& args, const std::string& what) {
    std::string command = "dawson";
    for (const std::string& a : args) command += " " + a;
    INFO(command);
    const auto r = run_dawson(args);
    INFO("stderr: " << r.err);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("dawson perft: error: ", 0) == 0);
    CHECK(r.err.find(what) != std::string::npos);
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
}

}  // namespace

TEST_CASE("cli: dawson perft reports a good run", "[cli]") {
    const auto r = run_dawson({"perft", "--variant", "grasshopper", "--start", "--depth", "2", "--threads", "1"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("nodes 529\n", 0) == 0);
    CHECK(r.err.empty());
}

TEST_CASE("cli: dawson perft rejects a malformed FEN", "[cli]") {
    // Seven files on rank 1.
    check_bad_input({"perft", "--variant", "chess", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",
                     "--depth", "2"},
                    "board does not have 8 full ranks");
    check_bad_input({"perft", "--variant", "chess", "--fen", "4k3/8/8/8/8/8/8/4K2PP w - - 0 1", "--depth", "1"},
                    "more than 8 squares");
    check_bad_input({"perft", "--variant", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3 x - - 0 1", "--depth", "1"},
                    "side to move");
    check_bad_input({"perft", "--variant", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3 w KX - 0 1", "--depth", "1"},
                    "castling");
    check_bad_input({"perft", "--variant", "chess", "--fen", "4k3/8/8/8/8/8/8/4K3 w - e5 0 1", "--depth", "1"},
                    "en passant");
    check_bad_input({"perft", "--variant", "chess", "--fen", "", "--depth", "1"}, "empty FEN");
}

TEST_CASE("cli: dawson perft rejects an unknown piece letter", "[cli]") {
    check_bad_input({"perft", "--variant", "chess", "--fen", "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                     "--depth", "2"},
                    "unknown piece letter 'x'");
    // 'g' is a grasshopper in grasshopper chess but not in orthodox chess.
    check_bad_input({"perft", "--variant", "chess", "--fen", "rnbgkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBGKBNR w KQkq - 0 1",
                     "--depth", "1"},
                    "unknown piece letter 'g'");
}

TEST_CASE("cli: dawson perft rejects a wrong depth", "[cli]") {
    check_bad_input({"perft", "--variant", "chess", "--start", "--depth", "0"}, "--depth");
    check_bad_input({"perft", "--variant", "chess", "--start", "--depth", "21"}, "--depth");
    check_bad_input({"perft", "--variant", "chess", "--start", "--depth", "x"}, "--depth");
    check_bad_input({"perft", "--variant", "chess", "--start"}, "--depth");
}

TEST_CASE("cli: dawson perft rejects an unknown variant", "[cli]") {
    check_bad_input({"perft", "--variant", "nosuchchess", "--start", "--depth", "2"}, "unknown variant 'nosuchchess'");
}
