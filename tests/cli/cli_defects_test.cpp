// Issue 17, "What a composer and an editor tripped over": the command-line
// side. Each test case names its item; each failed before its fix.

#include <signal.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>

#include "cli/options.hpp"
#include "cli_test_util.hpp"

using namespace dawson::testing;
using nlohmann::json;

namespace {

// The problem lines of `check` output (before the summary), in order.
std::vector<std::string> verdict_lines(const std::string& out) {
    std::vector<std::string> v;
    std::istringstream in(out.substr(0, out.find("Summary:")));
    std::string line;
    while (std::getline(in, line))
        if (!line.empty() && line[0] != ' ') v.push_back(line);
    return v;
}

bool has(const std::string& text, const std::string& what) { return text.find(what) != std::string::npos; }

}  // namespace

TEST_CASE("item 5: check prints its lines in collection order, however the problems finish", "[cli][check]") {
    // The first problem takes much longer than the others: with two threads
    // the others finish first.
    auto r = run_dawson({"check", "--threads", "2", data_path("cli/order")});
    INFO(r.out << r.err);
    const auto lines = verdict_lines(r.out);
    REQUIRE(lines.size() == 4);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO(lines[i]);
        CHECK(lines[i].find("order/" + std::string(1, static_cast<char>('a' + i)) + "_") != std::string::npos);
    }
}

TEST_CASE("item 6: check names the N-th problem of a file file#N, not file:N", "[cli][check]") {
    auto r = run_dawson({"check", data_path("cli/coll/c_two.inp")});
    CHECK(has(r.out, "c_two.inp#1  h#2  sound"));
    CHECK(has(r.out, "c_two.inp#2  h=2  sound"));
    CHECK_FALSE(has(r.out, "c_two.inp:2"));
    CHECK(has(r.out, "coll/c_two.inp#2  h=2  sound\n"));
}

TEST_CASE("item 7: merge refuses a missing or a repeated shard, by name", "[cli][merge]") {
    TempDir tmp;
    const std::string coll = data_path("cli/coll");
    std::vector<std::string> parts;
    for (int k = 1; k <= 3; ++k) {
        parts.push_back(tmp / ("part" + std::to_string(k) + ".jsonl"));
        REQUIRE(run_dawson({"check", "-q", "--shard", std::to_string(k) + "/3", "--report", parts.back(), coll}).code ==
                0);
    }
    auto r = run_dawson({"merge", parts[0], parts[2]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "dawson merge: error: shard 2/3 is missing"));
    r = run_dawson({"merge", parts[0]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "shards 2/3, 3/3 are missing"));
    r = run_dawson({"merge", parts[0], parts[0], parts[1], parts[2]});
    CHECK(r.code == 2);
    CHECK(has(r.err, "shard 1/3 is given twice: in " + parts[0] + " and in " + parts[0]));
    r = run_dawson({"merge", parts[1], parts[2], parts[0]});
    CHECK(r.code == 0);
    CHECK(count_lines(r.out) == 6);
    for (const std::string& l : {std::string("\"shard\":\"1/1\"")}) CHECK(has(r.out, l));
    CHECK_FALSE(has(r.out, "/3\""));
}

TEST_CASE("item 8: SIGTERM acts like SIGINT - check says how to resume, --resume what it skipped", "[cli][resume]") {
    TempDir tmp;
    // Battle problems of several seconds each: `timeout` (which sends
    // SIGTERM) stops the run after a second, part-way.
    const std::string coll = data_path("battle-bench/problems"), part = tmp / "part.jsonl", out = tmp / "out.txt",
                      err = tmp / "err.txt";
    const std::string exe = shell_quote(DAWSON_EXE);
    std::string cmd = "timeout --preserve-status -s TERM 1 " + exe + " check -j 1 --report " + shell_quote(part) + " " +
                      shell_quote(coll) + " >" + shell_quote(out) + " 2>/dev/null";
    int status = std::system(cmd.c_str());
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 130);
    const std::size_t before = read_records(part).size();
    const std::string text = slurp(out);
    CHECK(has(text, "Interrupted: " + std::to_string(12 - before) + " of 12 problems not checked"));
    CHECK(has(text, "To continue: dawson check --resume " + part + " with the same collection and options"));
    CHECK(has(text, "Summary: "));
    // The resumed run says what it skipped before it starts solving.
    cmd = "timeout --preserve-status -s TERM 1 " + exe + " check -q -j 1 --resume " + shell_quote(part) + " " +
          shell_quote(coll) + " >/dev/null 2>" + shell_quote(err);
    status = std::system(cmd.c_str());
    CHECK(has(slurp(err), "dawson check: resuming " + part + ": " + std::to_string(before) +
                              " of 12 problems already checked, skipped"));

    // solve: SIGTERM keeps the output of the problem being solved.
    const std::string solve_out = tmp / "solve.txt";
    cmd = "timeout --preserve-status -s TERM 1 " + exe + " solve -j 1 " +
          shell_quote(data_path("battle-bench/problems/0125-5.inp")) + " >" + shell_quote(solve_out) + " 2>/dev/null";
    status = std::system(cmd.c_str());
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 130);
    CHECK(has(slurp(solve_out), "solving interrupted."));
    CHECK(has(slurp(solve_out), "verdict: interrupted"));

    // Without a report, check says how to make a run resumable.
    cmd = "timeout --preserve-status -s TERM 1 " + exe + " check -j 1 " + shell_quote(coll) + " >" + shell_quote(out) +
          " 2>/dev/null";
    status = std::system(cmd.c_str());
    CHECK(has(slurp(out), "give --report FILE"));
}

TEST_CASE("item 9: input errors once, not under Slowest - check --format json has every problem", "[cli][check]") {
    auto r = run_dawson({"check", "--slowest", "10", data_path("cli/bad.inp"), data_path("cli/coll/a_h2.inp")});
    CHECK(r.code == 2);
    std::size_t n = 0;
    for (std::size_t at = (r.out + r.err).find("bad square 'z9'"); at != std::string::npos;
         at = (r.out + r.err).find("bad square 'z9'", at + 1))
        ++n;
    CHECK(n == 1);
    const std::string slowest = r.out.substr(r.out.find("Slowest:"));
    CHECK_FALSE(has(slowest, "bad.inp"));
    CHECK(has(slowest, "a_h2.inp#1"));

    r = run_dawson({"check", "--format", "json", data_path("cli/coll"), data_path("cli/cooked.inp")});
    auto j = json::parse(r.out);
    REQUIRE(j["results"].size() == 7);
    for (std::size_t i = 0; i < 7; ++i) CHECK(j["results"][i]["ordinal"] == i);
    CHECK(j["results"][6]["verdict"] == "cooked");
    CHECK(j["results"][6]["twins"][0]["sections"][0]["solutions"].size() == 2);
}

TEST_CASE("item 4: one verdict vocabulary in lines, summary and JSON", "[cli][check]") {
    auto r = run_dawson({"check", data_path("cli/kill/0045.inp"), data_path("cli/kill/0001.inp")});
    CHECK(has(r.out, "0045.inp#1  h#3  no-solution  "));
    CHECK(has(r.out, "  no-solution       1\n"));
    CHECK_FALSE(has(r.out, "no solution"));
    r = run_dawson({"solve", "-q", data_path("cli/kill/0045.inp")});
    CHECK(has(r.out, "no-solution"));
}

TEST_CASE("item 11: a Latin-1 file is written as UTF-8, echoed as Latin-1 by --format popeye", "[cli][encoding]") {
    TempDir tmp;
    const std::string latin = tmp / "latin.inp";
    std::ofstream(latin, std::ios::binary) << "BeginProblem\nAuthor J\xFCrgen M\xFCller\n"
                                              "Stipulation h#1\nForsyth k7/2K5/8/8/8/8/8/7R\nEndProblem\n";
    auto r = run_dawson({"solve", "--format", "json", latin});
    INFO(r.err);
    CHECK(r.code <= 1);
    CHECK(has(r.out, "J\xC3\xBCrgen M\xC3\xBCller"));
    r = run_dawson({"solve", "--format", "popeye", latin});
    CHECK(has(r.out, "J\xFCrgen"));
    CHECK_FALSE(has(r.out, "J\xC3\xBCrgen"));
    r = run_dawson({"list", latin, "--latex", tmp / "l.tex", "--html", tmp / "l.html"});
    CHECK(has(slurp(tmp / "l.tex"), "J\xC3\xBCrgen"));
    CHECK(has(slurp(tmp / "l.html"), "J\xC3\xBCrgen"));
    const std::string bom = tmp / "bom.inp";
    std::ofstream(bom, std::ios::binary) << "\xEF\xBB\xBF"
                                            "BeginProblem\nStipulation h#1\n"
                                            "Forsyth k7/2K5/8/8/8/8/8/7R\nEndProblem\n";
    r = run_dawson({"check", bom});
    INFO(r.err);
    CHECK(r.err.empty());
    CHECK(has(r.out, "bom.inp#1  h#1  count: 1 solution"));
}

TEST_CASE("item 12: --input-format for standard input - auto sniffs YAML", "[cli][encoding]") {
    const std::string yaml = "---\nalgebraic:\n  white: [Kc7, Rh1]\n  black: [Ka8]\nstipulation: \"h#1\"\n";
    auto r = run_dawson({"check", "-"}, yaml);
    INFO(r.err);
    CHECK(has(r.out, "-#1  h#1  count: 1 solution"));
    r = run_dawson({"check", "--input-format", "yaml", "-"}, yaml);
    CHECK(has(r.out, "-#1  h#1  count: 1 solution"));
    r = run_dawson({"check", "--input-format", "popeye", "-"}, yaml);
    CHECK(r.code == 2);
    r = run_dawson({"check", "--input-format", "olive", "-"}, yaml);
    CHECK(r.code == 2);
    CHECK(has(r.err, "unknown --input-format 'olive'"));
}

TEST_CASE("item 21: each --help shows what applies to its command - dawson help - variants listed", "[cli][help]") {
    auto help = [](const char* cmd) {
        std::ostringstream os;
        dawson::cli::print_command_help(os, cmd);
        return os.str();
    };
    const std::string check = help("check"), solve = help("solve"), bench = help("bench"), perft = help("perft");
    CHECK_FALSE(has(check, "or popeye"));
    CHECK_FALSE(has(check, "solve also"));
    CHECK_FALSE(has(check, "solve prints"));
    CHECK(has(solve, "or popeye"));
    CHECK_FALSE(has(solve, "chess for perft"));
    CHECK(has(solve, "(default: problem)"));
    CHECK(has(perft, "(default: chess)"));
    CHECK(has(perft, "Usage: dawson perft [--variant V]"));
    CHECK(has(bench, "worker threads; 0 uses every core (default: 1)"));
    for (const char* cmd : {"merge", "bench", "perft", "man"}) {
        INFO(cmd);
        CHECK_FALSE(has(help(cmd), "every problem sound"));
    }
    for (const auto& d : dawson::cli::command_docs()) {
        std::istringstream in(help(std::string(d.name).c_str()));
        std::string line;
        while (std::getline(in, line)) {
            if (line.starts_with("  dawson ")) continue;  // an example command line
            INFO(d.name << ": " << line);
            CHECK(line.size() <= 80);
        }
    }
    auto r = run_dawson({"help", "check"});
    CHECK(r.code == 0);
    CHECK(r.out == check);
    r = run_dawson({"help"});
    CHECK(r.code == 0);
    CHECK(has(r.out, "Commands:"));
    r = run_dawson({"help", "frob"});
    CHECK(r.code == 2);
    r = run_dawson({"perft", "--variant", "nope", "--start", "--depth", "1"});
    CHECK(r.err ==
          "dawson perft: error: unknown variant 'nope' (chess, grasshopper, grasshopper-boyer, "
          "hopper-scorpion, jumpalong, hoppers, problem)\n");
}

TEST_CASE("item 21: cmake --install puts the manual page where man finds it", "[cli][help]") {
    TempDir tmp;
    const std::string build = std::filesystem::path(DAWSON_EXE).parent_path().string();
    if (!std::filesystem::exists(build + "/dawson.1")) {
        WARN("no dawson.1 in this build (sanitizer builds make it on request)");
        return;
    }
    const std::string cmd =
        "cmake --install " + shell_quote(build) + " --prefix " + shell_quote(tmp.path().string()) + " >/dev/null 2>&1";
    REQUIRE(std::system(cmd.c_str()) == 0);
    CHECK(std::filesystem::exists(tmp / "bin/dawson"));
    CHECK(slurp(tmp / "share/man/man1/dawson.1").starts_with(".TH DAWSON 1"));
}

TEST_CASE("item 22: the help example of set play shows set play and a solution", "[cli][help]") {
    const dawson::cli::CommandDoc* doc = dawson::cli::find_command_doc("solve");
    REQUIRE(doc);
    bool found = false;
    for (const dawson::cli::Example& e : doc->examples) {
        if (!has(std::string(e.explanation), "set play")) continue;
        found = true;
        // Run the example as the shell would (its arguments are quoted).
        const std::string cmd = std::string(e.command).replace(0, 6, shell_quote(DAWSON_EXE)) + " 2>&1";
        FILE* p = ::popen(cmd.c_str(), "r");
        REQUIRE(p);
        std::string out;
        char buf[4096];
        while (std::size_t n = std::fread(buf, 1, sizeof buf, p)) out.append(buf, n);
        ::pclose(p);
        INFO(out);
        CHECK(has(out, "  1...Rh1-a1 #\n"));       // the set play
        CHECK(has(out, "  1.Ka8-a7 Rh1-a1 #\n"));  // the solution
        CHECK(has(std::string(e.explanation), "1...Rh1-a1 #"));
    }
    CHECK(found);
}

TEST_CASE("item 2: intended solutions per twin, as a count or as labelled lines", "[cli][verdict]") {
    auto r = run_dawson({"solve", data_path("solve/twins/count-per-twin.inp")});
    INFO(r.out);
    CHECK(r.code == 0);
    CHECK(has(r.out, "verdict a) sound\n"));
    CHECK(has(r.out, "verdict c) sound\n"));
    CHECK(has(r.out, "verdict: sound\n"));
    for (const char* f : {"solve/twins/labelled.inp", "solve/twins/labelled.olv"}) {
        r = run_dawson({"check", data_path(f)});
        INFO(r.out);
        CHECK(has(r.out, "#1  h#1  sound"));
    }
    // The one-line YACPDB form, and a wrong line in b).
    CHECK(has(r.out, "labelled.olv#2  h#1  sound"));
    CHECK(has(r.out, "labelled.olv#3  h#1  unsound: 3 solutions, 3 intended"));
    CHECK(has(r.out, "not intended: b) 1.Ka8-a7 Rg1-a1 #"));
    CHECK(has(r.out, "intended, not found: b) 1.Ka8-a7 Rh1-a1 #"));
    r = run_dawson({"solve", "--format", "json", data_path("solve/twins/labelled.olv")});
    auto j = json::parse(r.out);
    CHECK(j["problems"][0]["twins"][1]["verdict"]["kind"] == "sound");
    CHECK(j["problems"][2]["twins"][1]["verdict"]["kind"] == "unsound");
    CHECK(j["problems"][2]["twins"][2]["verdict"]["kind"] == "sound");
}

TEST_CASE("item 1: a LaTeX listing breaks a problem longer than a page - every solution is in the PDF",
          "[cli][list][latex]") {
    if (std::system("command -v pdflatex >/dev/null 2>&1 && command -v pdftotext >/dev/null 2>&1 && "
                    "kpsewhich tikz.sty chessfss.sty multicol.sty >/dev/null 2>&1") != 0) {
        WARN("pdflatex, pdftotext, TikZ, chessfss or multicol not installed: LaTeX page-break test skipped");
        return;
    }
    TempDir tmp;
    // popeye-random 0043: h#2 with 233 solutions (Popeye's index), three pages.
    auto r = run_dawson({"list", data_path("popeye-random/problems/0043.inp"), "--latex", tmp / "l.tex"});
    REQUIRE(r.code == 0);
    const std::string cmd = "cd " + shell_quote(tmp.path().string()) +
                            " && pdflatex -interaction=nonstopmode -halt-on-error l.tex >out.txt 2>&1"
                            " && pdflatex -interaction=nonstopmode -halt-on-error l.tex >out.txt 2>&1"
                            " && pdftotext l.pdf l.txt";
    const int rc = std::system(cmd.c_str());
    INFO(slurp(tmp / "out.txt"));
    REQUIRE(rc == 0);
    const std::string text = slurp(tmp / "l.txt");
    std::size_t leaves = 0, pages = 1;
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) {
        while (!line.empty() && line.back() == ' ') line.pop_back();
        if (line.ends_with("#")) ++leaves;  // every solution ends its tree branch with its mate
        pages += static_cast<std::size_t>(std::count(line.begin(), line.end(), '\f'));
    }
    CHECK(pages >= 4);  // the title page and three of the problem
    CHECK(leaves == 233);
    CHECK(has(text, "count: 233 solutions"));
    CHECK(has(text, "0043.inp#1"));
}

TEST_CASE("item 3: listings show the title, remarks, comments and keywords - no '#3' in a heading", "[cli][list]") {
    TempDir tmp;
    const std::string olv = tmp / "my.olv";
    std::string doc = "---\nalgebraic:\n  white: [Kc7, Rh1]\n  black: [Ka8]\nstipulation: \"h#1\"\n";
    std::ofstream(olv) << doc << doc << doc
                       << "title: The Corner\ncomments: [A first comment]\nkeywords: [Model mate, Corner]\n";
    const std::string inp = tmp / "r.inp";
    std::ofstream(inp) << "BeginProblem\nTitle Rook Ending\nRemark Found by accident\nRemark Solutions: 1\n"
                          "Stipulation h#1\nForsyth k7/2K5/8/8/8/8/8/7R\nEndProblem\n";
    auto r =
        run_dawson({"list", olv, inp, "--latex", tmp / "l.tex", "--markdown", tmp / "l.md", "--html", tmp / "l.html"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    for (const char* f : {"l.tex", "l.md", "l.html"}) {
        const std::string s = slurp(tmp / f);
        INFO(f);
        for (const char* want : {"The Corner", "A first comment", "Model mate, Corner", "Rook Ending",
                                 "Found by accident", "my.olv, problem 3"})
            CHECK(has(s, want));
        CHECK_FALSE(has(s, "Solutions: 1"));  // the intention is the verdict's
        CHECK_FALSE(has(s, "my.olv #3"));
        CHECK_FALSE(has(s, "my.olv \\#3"));
    }
}

// A twin refused while solving (an option that does not apply to its play,
// here NonTrivial with direct play: BEISPIEL/nontriv.inp, regress 1607) is
// a refusal like one found while reading: named on stderr as
// file:line:col: error, and exit status 2 when the file has nothing else
// Dawson solves. Before, Dawson wrote the reason among the output and
// exited 0, as for a sound problem.
TEST_CASE("item 27: a twin refused while solving is an error on stderr, exit 2", "[cli][solve]") {
    TempDir dir;
    const std::string file = dir / "p.inp";
    std::ofstream(file) << "BeginProblem\nStipulation #2\nOption NonTrivial 1 0\n"
                           "Pieces White Kb6 Qa1 Black Ka8\nEndProblem\n";
    auto r = run_dawson({"solve", file});
    INFO(r.out << r.err);
    CHECK(r.code == 2);
    CHECK(has(r.err, file + ":1:1: error: unsupported option: NonTrivial with direct play"));
    // With a problem Dawson solves in the same file, the file is not bad
    // input: the solved problem decides (a sound mate in 1, 1.Qc1-c8 #: the
    // king on b6 takes a7, b7 and c7 from the black king).
    std::ofstream(file, std::ios::app) << "BeginProblem\nStipulation #1\nPieces White Kb6 Qc1 Black Ka8\nEndProblem\n";
    r = run_dawson({"solve", file});
    INFO(r.out << r.err);
    CHECK(r.code == 0);
    CHECK(has(r.out, "1.Qc1-c8 #"));
    CHECK(has(r.err, "error: unsupported option: NonTrivial with direct play"));
}
