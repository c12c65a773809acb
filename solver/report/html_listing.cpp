#include "report/html_listing.hpp"

#include "report/svg_diagram.hpp"

namespace dawson::report {

std::string html_escape(std::string_view s) {
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                out += c;
        }
    }
    return out;
}

namespace {

constexpr std::string_view kStyle = R"(
body { font-family: "DejaVu Serif", Georgia, serif; margin: 2em auto; max-width: 60em; color: #111; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
p.meta { color: #555; margin-top: 0; }
nav.toc ol { columns: 2; font-size: 0.9em; }
nav.toc a { color: inherit; text-decoration: none; }
nav.toc .verdict { font-size: 0.85em; }
main.problems { display: grid; grid-template-columns: repeat(auto-fill, minmax(22em, 1fr)); gap: 1.5em 2em; }
article.problem { break-inside: avoid; page-break-inside: avoid; border-top: 1px solid #999; padding-top: 0.5em; }
article.problem h2 { font-size: 1.05em; margin: 0 0 0.1em 0; }
p.source { margin: 0 0 0.4em 0; font-style: italic; color: #333; }
figure { margin: 0; }
figure svg.diagram { display: block; width: 100%; max-width: 16em; height: auto; }
figcaption { margin-top: 0.2em; display: flex; justify-content: space-between; max-width: 16em; font-weight: bold; }
p.legend, p.extras { font-size: 0.85em; margin: 0.2em 0; color: #333; }
div.solution { font-family: "DejaVu Sans Mono", monospace; font-size: 0.8em; margin-top: 0.5em; }
div.solution h3 { font-family: "DejaVu Serif", serif; font-size: 1em; margin: 0.4em 0 0.1em 0; font-style: italic; }
ul.tree { list-style: none; padding-left: 1.2em; margin: 0; }
div.solution > ul.tree { padding-left: 0; }
pre.battle { margin: 0; font-family: inherit; font-size: inherit; }
p.status { margin: 0.2em 0; font-style: italic; }
p.verdict { margin: 0.4em 0 0 0; font-weight: bold; }
.verdict.sound { color: #0a6b1f; }
.verdict.cooked, .verdict.unsound, .verdict.no-solution, .verdict.illegal, .verdict.error { color: #a40000; }
.verdict.count, .verdict.unsupported, .verdict.incomplete, .verdict.interrupted { color: #6b5800; }
p.verdict-detail { margin: 0; font-size: 0.8em; font-family: "DejaVu Sans Mono", monospace; }
p.file { margin: 0.2em 0 0 0; font-size: 0.75em; color: #777; }
@page { size: A4; margin: 14mm; }
@media print {
  body { margin: 0; max-width: none; font-size: 10pt; }
  nav.toc { break-after: page; }
  main.problems { grid-template-columns: 1fr 1fr; gap: 8mm 10mm; }
  .verdict.sound, .verdict { color: #000; }
}
)";

void html_tree(std::string& s, const std::vector<TreeNode>& nodes) {
    if (nodes.empty()) return;
    s += "<ul class=\"tree\">";
    for (const TreeNode& n : nodes) {
        s += "<li>" + html_escape(n.text);
        html_tree(s, n.children);
        s += "</li>";
    }
    s += "</ul>";
}

std::string verdict_name(const ListingEntry& e) {
    if (!e.problem) return "error";
    return e.verdict ? std::string(to_string(e.verdict->kind)) : std::string("unsolved");
}

std::string verdict_summary(const ListingEntry& e) {
    if (!e.problem) return e.errors.empty() ? std::string("error") : e.errors.front();
    return e.verdict ? e.verdict->summary() : std::string("unsolved");
}

std::string heading(std::size_t i, const ListingEntry& e) {
    std::string h = std::to_string(i + 1);
    h.append(". ").append(entry_title(e));
    if (e.problem && !e.problem->meta.title.empty()) h += " — " + e.problem->meta.title;
    return h;
}

}  // namespace

std::string html_listing(const Listing& l) {
    std::string s = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                    html_escape(l.title) + "</title>\n<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n";
    s += "<h1>" + html_escape(l.title) + "</h1>\n<p class=\"meta\">" + std::to_string(l.entries.size()) +
         " problems, solved by Dawson " DAWSON_VERSION "</p>\n";
    s += "<nav class=\"toc\">\n<h2>Contents</h2>\n<ol>\n";
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
        const ListingEntry& e = l.entries[i];
        s += "<li><a href=\"#" + anchor(i) + "\">";
        s += html_escape(entry_title(e));
        if (e.problem) {
            s += " — " +
                 html_escape(e.twins.empty() ? stipulation::to_string(e.problem->setup.stip)
                                             : e.twins.front().stipulation) +
                 " " + piece_counts(e.problem->setup);
        }
        s += " <span class=\"verdict " + verdict_name(e) + "\">" + html_escape(verdict_name(e)) + "</span></a></li>\n";
    }
    s += "</ol>\n</nav>\n<main class=\"problems\">\n";
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
        const ListingEntry& e = l.entries[i];
        s += "<article class=\"problem\" id=\"" + anchor(i) + "\">\n<h2>" + html_escape(heading(i, e)) + "</h2>\n";
        if (e.problem) {
            const problem::Problem& p = *e.problem;
            const std::string src = source_text(p.meta);
            if (!src.empty()) s += "<p class=\"source\">" + html_escape(src) + "</p>\n";
            s += "<figure>" + svg_diagram(p.setup) + "<figcaption><span>" +
                 html_escape(e.twins.empty() ? stipulation::to_string(p.setup.stip) : e.twins.front().stipulation) +
                 "</span><span>" + piece_counts(p.setup) + "</span></figcaption></figure>\n";
            const auto extras = caption_extras(p.setup);
            if (!extras.empty()) {
                std::string x;
                for (const std::string& w : extras) x += (x.empty() ? "" : ", ") + w;
                s += "<p class=\"extras\">" + html_escape(x) + "</p>\n";
            }
            const auto legend = fairy_legend(p);
            if (!legend.empty()) {
                std::string x;
                for (const std::string& w : legend) x += (x.empty() ? "" : "; ") + w;
                s += "<p class=\"legend\">" + html_escape(x) + "</p>\n";
            }
            s += "<div class=\"solution\">";
            for (const SolutionBlock& b : solution_blocks(e)) {
                if (!b.heading.empty()) s += "<h3>" + html_escape(b.heading) + "</h3>";
                html_tree(s, b.tree);
                if (!b.preformatted.empty()) {
                    s += "<pre class=\"battle\">";
                    for (const std::string& line : b.preformatted) s += html_escape(line) + "\n";
                    s += "</pre>";
                }
                if (!b.status.empty()) s += "<p class=\"status\">" + html_escape(b.status) + "</p>";
            }
            s += "</div>\n";
            for (const std::string& r : remark_lines(p.meta)) s += "<p class=\"remark\">" + html_escape(r) + "</p>\n";
            const std::string kw = keywords_text(p.meta);
            if (!kw.empty()) s += "<p class=\"keywords\">" + html_escape(kw) + "</p>\n";
        }
        s += "<p class=\"verdict " + verdict_name(e) + "\">" + html_escape(verdict_summary(e)) + "</p>\n";
        if (e.verdict) {
            const auto lines = e.verdict->text_lines();
            for (std::size_t k = 1; k < lines.size(); ++k)
                s += "<p class=\"verdict-detail\">" + html_escape(lines[k]) + "</p>\n";
        }
        for (std::size_t k = 1; k < e.errors.size(); ++k)
            s += "<p class=\"verdict-detail\">" + html_escape(e.errors[k]) + "</p>\n";
        s += "<p class=\"file\">" + html_escape(e.file) + "#" + std::to_string(e.index) + "</p>\n</article>\n";
    }
    s += "</main>\n</body>\n</html>\n";
    return s;
}

}  // namespace dawson::report
