// `dawson list` and the listing writers: the solution tree, the SVG
// diagram (grasshopper as an upside-down queen, fairy pieces as letters in
// a circle), the HTML, Markdown and LaTeX listings of tests/data/cli/coll
// (expected solutions: Popeye's, see cli_check_test.cpp), and a pdflatex
// compile of the LaTeX listing where pdflatex, TikZ and chessfss are
// installed.

#include <catch2/catch.hpp>
#include <regex>

#include "cli_test_util.hpp"
#include "report/latex_listing.hpp"
#include "report/listing.hpp"
#include "report/markdown_listing.hpp"
#include "report/svg_diagram.hpp"

using namespace dawson;
using namespace dawson::testing;

namespace {

std::size_t occurrences(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
    return n;
}

problem::Placement place(const char* code, core::Color c, const char* sq) {
    problem::Placement p;
    p.piece.kind = *pieces::find_by_code(code);
    p.piece.color = c;
    p.square = *core::parse_square(sq);
    return p;
}

}  // namespace

TEST_CASE("a Popeye line splits into its steps", "[cli][list]") {
    using V = std::vector<std::string>;
    CHECK(report::line_steps("  1.EQe1-e3 WEf1-f2 +   2.Ke2-e1 Sh4*f3 #") ==
          V{"1.EQe1-e3 WEf1-f2 +", "2.Ke2-e1 Sh4*f3 #"});
    CHECK(report::line_steps("  1...DGh6*f8   2.Kh7-h8 Kh5-h6 #") == V{"1...DGh6*f8", "2.Kh7-h8 Kh5-h6 #"});
    CHECK(report::line_steps("  1.Bg5-e7   2.EQg6-g8   3.Kg7-h8 Qd6-h6 #") ==
          V{"1.Bg5-e7", "2.EQg6-g8", "3.Kg7-h8 Qd6-h6 #"});
}

TEST_CASE("solutions sharing first steps share a node, chains are merged", "[cli][list]") {
    auto t = report::build_tree({{"1.a b", "2.c d #"}, {"1.a b", "2.e f #"}, {"1.g h", "2.i j", "3.k l #"}});
    REQUIRE(t.size() == 2);
    CHECK(t[0].text == "1.a b");
    REQUIRE(t[0].children.size() == 2);
    CHECK(t[0].children[0].text == "2.c d #");
    CHECK(t[0].children[1].text == "2.e f #");
    CHECK(t[1].text == "1.g h  2.i j  3.k l #");
    CHECK(t[1].children.empty());
}

TEST_CASE("diagram: grasshopper upside down, fairy pieces in circles, piece counts", "[cli][list]") {
    problem::Setup s;
    s.pieces = {place("K", core::Color::White, "e1"), place("G", core::Color::White, "d1"),
                place("NH", core::Color::Black, "h8"), place("K", core::Color::Black, "e8")};
    const std::string svg = report::svg_diagram(s, 30);
    CHECK(svg.rfind("<svg class=\"diagram\"", 0) == 0);
    // d1 is file 3, rank 0: centre (2 + 3*30 + 15, 2 + 7*30 + 15) = (107, 227).
    CHECK(svg.find("transform=\"rotate(180 107 227)\"") != std::string::npos);
    CHECK(occurrences(svg, "rotate(180") == 2);  // body and outline of the one white grasshopper
    CHECK(svg.find("<circle cx=\"227\" cy=\"17\"") != std::string::npos);  // h8
    CHECK(svg.find(">NH</text>") != std::string::npos);
    CHECK(svg.find("<title>White: Ke1 Gd1; Black: NHh8 Ke8</title>") != std::string::npos);
    CHECK(report::piece_counts(s) == "(2+2)");
    const std::string board = report::text_diagram(s);
    CHECK(board.find("8   .  .  .  .  k  .  . nh\n") != std::string::npos);
    CHECK(board.find("1   .  .  .  G  K  .  .  .\n") != std::string::npos);
    const std::string tex = report::latex_diagram(s);
    CHECK(tex.find("\\rotatebox[origin=c]{180}{\\WhiteQueenOnWhite}") != std::string::npos);  // d1 is light
    CHECK(tex.find("{NH}") != std::string::npos);
}

TEST_CASE("list --html: one self-contained file with every problem", "[cli][list]") {
    TempDir tmp;
    const std::string html = tmp / "l.html", md = tmp / "l.md";
    auto r = run_dawson({"list", data_path("cli/coll"), "--html", html, "--markdown", md, "--title", "Test <set>"});
    INFO(r.err);
    REQUIRE(r.code == 0);
    const std::string h = slurp(html);
    CHECK(h.rfind("<!DOCTYPE html>", 0) == 0);
    CHECK(h.find("<title>Test &lt;set&gt;</title>") != std::string::npos);
    CHECK(occurrences(h, "<article class=\"problem\"") == 6);
    CHECK(occurrences(h, "<svg class=\"diagram\"") == 6);
    CHECK(occurrences(h, "<li><a href=\"#p") == 6);  // table of contents
    CHECK(occurrences(h, "<p class=\"verdict sound\">sound</p>") == 6);
    CHECK(h.find("@media print") != std::string::npos);
    CHECK(h.find("src=\"http") == std::string::npos);  // nothing loaded from outside
    CHECK(h.find("<link") == std::string::npos);
    // 0046: two solutions, a tree with two roots.
    CHECK(h.find("<li>1.Kf2*e2 Ra5-a2 +  2.Ke2*f1 Ra2-f2 #</li><li>1.Kf2-g2 Bh4-g3  2.Kg2-h1 WEf1-g1 #</li>") !=
          std::string::npos);
    CHECK(h.find("(6+9)") != std::string::npos);
    CHECK(h.find("G = Grasshopper") != std::string::npos);

    const std::string m = slurp(md);
    CHECK(m.rfind("# Test <set>", 0) != 0);  // escaped
    CHECK(m.find("- 1.EQe1-e3 WEf1-f2 +  2.Ke2-e1 Sh4\\*f3 \\#") != std::string::npos);
    CHECK(occurrences(m, "**Verdict:** sound") == 6);
}

TEST_CASE("list: a cooked problem is labelled (exit 1), and the main errors", "[cli][list]") {
    TempDir tmp;
    auto r = run_dawson({"list", data_path("cli/cooked.inp"), "--markdown", tmp / "c.md"});
    CHECK(r.code == 1);
    const std::string m = slurp(tmp / "c.md");
    CHECK(m.find("**Verdict:** cooked: 2 solutions, 1 intended") != std::string::npos);
    CHECK(m.find("- not intended: 1.Kf2-g2 Bh4-g3 2.Kg2-h1 WEf1-g1 \\#") != std::string::npos);

    r = run_dawson({"list", data_path("cli/coll")});
    CHECK(r.code == 2);
    CHECK(r.err.find("give --html FILE, --latex FILE or --markdown FILE") != std::string::npos);
    r = run_dawson({"list", "--html", tmp / "x.html"});
    CHECK(r.code == 2);
    r = run_dawson({"list", data_path("cli/bad.inp"), "--html", tmp / "x.html"});
    CHECK(r.code == 2);
    CHECK(slurp(tmp / "x.html").find("bad square") != std::string::npos);  // listed with its error
    r = run_dawson({"list", data_path("cli/coll"), "--html", tmp / "no-such-dir/x.html"});
    CHECK(r.code == 2);
    CHECK(r.err.find("cannot write") != std::string::npos);
}

TEST_CASE("list --latex compiles with pdflatex (where installed)", "[cli][list][latex]") {
    if (std::system("command -v pdflatex >/dev/null 2>&1 && kpsewhich tikz.sty chessfss.sty >/dev/null 2>&1") != 0) {
        WARN("pdflatex, TikZ or chessfss not installed: LaTeX compile test skipped");
        return;
    }
    TempDir tmp;
    auto r = run_dawson({"list", data_path("cli/coll"), data_path("cli/cooked.inp"), "--latex", tmp / "l.tex"});
    REQUIRE(r.code == 1);
    const std::string cmd = "cd " + shell_quote(tmp.path().string()) +
                            " && pdflatex -interaction=nonstopmode -halt-on-error l.tex >out.txt 2>&1"
                            " && pdflatex -interaction=nonstopmode -halt-on-error l.tex >out.txt 2>&1";
    const int rc = std::system(cmd.c_str());
    INFO(slurp(tmp / "out.txt"));
    CHECK(rc == 0);
    CHECK(std::filesystem::file_size(tmp / "l.pdf") > 10000);
    CHECK(slurp(tmp / "l.log").find("LaTeX Warning: There were undefined references") == std::string::npos);
}
