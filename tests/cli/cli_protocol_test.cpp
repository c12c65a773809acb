// `Protocol FILE` (issue 17, item 10): Popeye's manual says all further
// output "on the screen is also placed in the given file. If the file
// exists already, the output of popeye is appended to the file." Dawson
// writes its Popeye (or text) output of that problem and every later
// problem of the run to FILE as well, appending.

#include <catch2/catch.hpp>
#include <string>

#include "cli_test_util.hpp"

namespace {

using dawson::testing::run_dawson;
using dawson::testing::slurp;
using dawson::testing::TempDir;

// Two #1 problems; the first names the protocol file. White Ke6 Ra1,
// Black Ke8: 1.Ra1-a8# is the only mate (see cli_solve_fen_test.cpp).
std::string two_problems(const std::string& protocol) {
    return "BeginProblem\nProtocol " + protocol +
           "\nPieces White Ke6 Ra1 Black Ke8\nStipulation #1\n"
           "NextProblem\nPieces White Ke6 Rh1 Black Ke8\nStipulation #1\nEndProblem\n";
}

}  // namespace

TEST_CASE("Protocol FILE: the output is also appended to FILE", "[cli]") {
    TempDir dir;
    const std::string log = dir / "log.txt";
    const auto r = run_dawson({"solve", "-", "--format", "popeye"}, two_problems(log));
    REQUIRE(r.code == 0);
    CHECK(r.out.find("1.Ra1-a8 #") != std::string::npos);
    CHECK(r.out.find("1.Rh1-h8 #") != std::string::npos);
    // Both problems' output, byte for byte what went to the screen.
    CHECK(slurp(log) == r.out);
    // A second run appends: the file holds the output twice.
    const auto again = run_dawson({"solve", "-", "--format", "popeye"}, two_problems(log));
    REQUIRE(again.code == 0);
    CHECK(slurp(log) == r.out + again.out);
}

TEST_CASE("Protocol FILE: a file that cannot be written is an error", "[cli]") {
    TempDir dir;
    const auto r = run_dawson({"solve", "-"}, two_problems(dir / "no/such/dir/log.txt"));
    CHECK(r.code == 2);
    CHECK(r.err.find("cannot write protocol file") != std::string::npos);
}
