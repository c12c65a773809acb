// The option table and what is built from it: per-subcommand --help with
// examples and exit codes, the manual page, and the validation of the
// common options.

#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>

#include "cli/command.hpp"
#include "cli/options.hpp"
#include "cli_test_util.hpp"

using namespace dawson;

TEST_CASE("every subcommand is documented, and every documented command exists", "[cli]") {
    for (const cli::Command& c : cli::commands()) {
        INFO(c.name);
        REQUIRE(cli::find_command_doc(c.name) != nullptr);
    }
    for (const cli::OptionDef& o : cli::option_table()) {
        INFO(o.name);
        CHECK(!o.help.empty());
        CHECK(!o.commands.empty());
    }
}

TEST_CASE("takes_option reads the blank-separated command list", "[cli]") {
    cli::OptionDef d{"report", 'r', "FILE", "", "x", "check list"};
    CHECK(cli::takes_option(d, "check"));
    CHECK(cli::takes_option(d, "list"));
    CHECK_FALSE(cli::takes_option(d, "solve"));
    CHECK_FALSE(cli::takes_option(d, "chec"));
    cli::OptionDef all{"help", 'h', "", "", "x", "*"};
    CHECK(cli::takes_option(all, "merge"));
}

TEST_CASE("check --help lists its options, examples and exit codes", "[cli]") {
    std::ostringstream os;
    cli::print_command_help(os, "check");
    const std::string h = os.str();
    CHECK(h.rfind("Usage: dawson check [options] COLLECTION...", 0) == 0);
    for (const char* opt :
         {"--threads N", "--hash MB", "--max-time SECONDS", "--format FORMAT", "--output FILE", "--quiet", "--progress",
          "--no-progress", "--version", "--report FILE.jsonl", "--resume FILE.jsonl", "--shard K/N"})
        CHECK(h.find(opt) != std::string::npos);
    CHECK(h.find("--html") == std::string::npos);  // a list option
    CHECK(h.find("Examples:\n  dawson check problems/") != std::string::npos);
    CHECK(h.find("  130  interrupted") != std::string::npos);
}

TEST_CASE("the manual page names every option and every subcommand", "[cli]") {
    std::ostringstream os;
    cli::print_man_page(os);
    const std::string m = os.str();
    CHECK(m.rfind(".TH DAWSON 1", 0) == 0);
    for (const cli::OptionDef& o : cli::option_table()) {
        std::string want = "\\fB\\-\\-";
        for (char c : o.name) {
            if (c == '-') want.push_back('\\');
            want.push_back(c);
        }
        want.append("\\fR");
        INFO(o.name);
        CHECK(m.find(want) != std::string::npos);
    }
    for (const cli::CommandDoc& d : cli::command_docs())
        CHECK(m.find(".SS dawson " + cli::command_title(d.name)) != std::string::npos);
    CHECK(m.find(".SH EXIT STATUS") != std::string::npos);
}

TEST_CASE("common options are validated", "[cli]") {
    auto parse = [](std::vector<std::string> args, cli::ParsedArgs& pa) {
        return cli::parse_command_line("check", args, pa);
    };
    cli::ParsedArgs ok;
    REQUIRE_FALSE(
        parse({"--threads", "3", "--hash", "16", "--max-time", "2.5", "-f", "json", "-q", "--progress", "a", "b"}, ok));
    CHECK(ok.common.threads == 3);
    CHECK(ok.common.hash_mb == 16);
    CHECK(ok.common.max_time == 2.5);
    CHECK(ok.common.format == "json");
    CHECK(ok.common.quiet);
    CHECK(ok.common.progress == cli::ProgressMode::On);
    CHECK(ok.operands == std::vector<std::string>{"a", "b"});

    for (std::vector<std::string> bad : {std::vector<std::string>{"--threads", "-1"},
                                         {"--threads", "x"},
                                         {"--hash", "big"},
                                         {"--max-time", "0"},
                                         {"--format", "popeye"},  // solve only
                                         {"--progress", "--no-progress"},
                                         {"--html", "x.html"},  // a list option
                                         {"--nonsense"}}) {
        cli::ParsedArgs pa;
        INFO(bad.front());
        CHECK(parse(bad, pa) == cli::BadInput);
    }
}

TEST_CASE("dawson without a command, --version, man and unknown commands", "[cli]") {
    using testing::run_dawson;
    auto r = run_dawson({});
    CHECK(r.code == 2);
    CHECK(r.out.find("check") != std::string::npos);
    r = run_dawson({"--version"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("dawson ", 0) == 0);
    r = run_dawson({"check", "--version"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("dawson ", 0) == 0);
    r = run_dawson({"man"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind(".TH DAWSON 1", 0) == 0);
    r = run_dawson({"frobnicate"});
    CHECK(r.code == 2);
    CHECK(r.err.find("unknown command 'frobnicate'") != std::string::npos);
    for (const char* cmd : {"solve", "check", "list", "merge", "bench", "perft", "man"}) {
        r = run_dawson({cmd, "--help"});
        INFO(cmd);
        CHECK(r.code == 0);
        CHECK(r.out.find("Examples:") != std::string::npos);
    }
}

TEST_CASE("perft on the option table: happy path and errors", "[cli]") {
    using testing::run_dawson;
    auto r = run_dawson({"perft", "--variant", "chess", "--start", "--depth", "3"});
    CHECK(r.code == 0);
    CHECK(r.out.rfind("nodes 8902\n", 0) == 0);  // orthodox chess, 3 plies: 8902 (the classic perft value)
    r = run_dawson({"perft", "--depth", "3"});
    CHECK(r.code == 2);
    CHECK(r.err.find("give exactly one of --fen and --start") != std::string::npos);
    r = run_dawson({"perft", "--start", "--depth", "0"});
    CHECK(r.code == 2);
    r = run_dawson({"perft", "--variant", "nope", "--start", "--depth", "2"});
    CHECK(r.code == 2);
    r = run_dawson({"perft", "--help"});
    CHECK(r.code == 0);
    CHECK(r.out.find("--divide") != std::string::npos);
    CHECK(r.out.find("Examples:") != std::string::npos);
}

TEST_CASE("dawson --help aligns the command descriptions, and solve --help names the formats and --fen", "[cli]") {
    using testing::run_dawson;
    auto r = run_dawson({"--help"});
    CHECK(r.code == 0);
    // Every command line: two blanks, the name padded to the longest name
    // ("features": 8) plus two blanks.
    std::size_t longest = 0;
    for (const cli::Command& c : cli::commands()) longest = std::max(longest, c.name.size());
    for (const cli::Command& c : cli::commands()) {
        const std::string line = "  " + std::string(c.name) + std::string(longest + 2 - c.name.size(), ' ') +
                                 std::string(c.summary) + "\n";
        INFO(c.name);
        CHECK(r.out.find(line) != std::string::npos);
    }
    r = run_dawson({"solve", "--help"});
    CHECK(r.code == 0);
    CHECK(r.out.find("Popeye style") == std::string::npos);
    // The help is wrapped at 80 columns: compare with blanks collapsed.
    std::string flat;
    for (char c : r.out) {
        if (c == '\n') c = ' ';
        if (c != ' ' || flat.empty() || flat.back() != ' ') flat += c;
    }
    for (const char* s : {"--format text (the default)", "--format popeye", "--format json", "--fen FEN", "--stip STIP",
                          "--option WORDS", "dawson solve --fen"})
        CHECK(flat.find(s) != std::string::npos);
}
