#include "report/markdown_listing.hpp"

#include <cctype>

#include "pieces/catalogue.hpp"

namespace dawson::report {

std::string text_diagram(const problem::Setup& setup) {
    std::vector<std::string> cell(64, ".");
    for (const problem::Placement& p : setup.pieces) {
        std::string code(pieces::type(p.piece.kind).code);
        if (p.piece.neutral())
            code = "=" + code;  // as in Popeye's diagram
        else if (p.piece.color == core::Color::Black)
            for (char& c : code) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        cell[p.square] = code;
    }
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        s += std::to_string(rank + 1) + " ";
        for (int file = 0; file < 8; ++file) {
            const std::string& c = cell[rank * 8 + file];
            s += std::string(c.size() < 3 ? 3 - c.size() : 0, ' ') + c;
        }
        s += "\n";
    }
    s += "    a  b  c  d  e  f  g  h\n";
    return s;
}

namespace {

// Markdown would read "*" and "#" in moves as markup; escape them.
std::string md_escape(std::string_view t) {
    std::string s;
    for (char c : t) {
        if (c == '*' || c == '_' || c == '#' || c == '[' || c == ']' || c == '<' || c == '>' || c == '`' || c == '|')
            s += '\\';
        s += c;
    }
    return s;
}

// "*text*": emphasis (built with append: GCC 12 warns wrongly, -Wrestrict,
// on "literal" + std::string temporaries).
std::string em(const std::string& text, const char* mark = "*") {
    std::string s = mark;
    return s.append(text).append(mark);
}

void md_tree(std::string& s, const std::vector<TreeNode>& nodes, int depth) {
    for (const TreeNode& n : nodes) {
        s += std::string(2 * depth, ' ') + "- " + md_escape(n.text) + "\n";
        md_tree(s, n.children, depth + 1);
    }
}

}  // namespace

std::string markdown_listing(const Listing& l) {
    std::string s = "# " + md_escape(l.title) + "\n\n" + std::to_string(l.entries.size()) +
                    " problems, solved by Dawson " DAWSON_VERSION ".\n\n## Contents\n\n";
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
        const ListingEntry& e = l.entries[i];
        std::string line = std::to_string(i + 1);
        line.append(". [");
        line += md_escape(entry_title(e));
        if (e.problem) {
            line += " — " +
                    md_escape(e.twins.empty() ? stipulation::to_string(e.problem->setup.stip)
                                              : e.twins.front().stipulation) +
                    " " + piece_counts(e.problem->setup);
        }
        s += line + "](#" + anchor(i) + ")\n";
    }
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
        const ListingEntry& e = l.entries[i];
        s.append("\n<a id=\"").append(anchor(i)).append("\"></a>\n\n## ").append(std::to_string(i + 1)).append(". ");
        s.append(md_escape(entry_title(e))).append("\n\n");
        if (!e.problem) {
            for (const std::string& err : e.errors) s += "- " + md_escape(err) + "\n";
            continue;
        }
        const problem::Problem& p = *e.problem;
        if (!p.meta.title.empty()) s += "**" + md_escape(p.meta.title) + "**\n\n";
        const std::string src = source_text(p.meta);
        if (!src.empty()) s += em(md_escape(src)) + "\n\n";
        s += "```\n" + text_diagram(p.setup) + "```\n\n";
        s += "**" + md_escape(e.twins.empty() ? stipulation::to_string(p.setup.stip) : e.twins.front().stipulation) +
             "** " + piece_counts(p.setup);
        const auto extras = caption_extras(p.setup);
        if (!extras.empty()) s += " — " + md_escape(join(extras, ", "));
        s += "\n\n";
        const auto legend = fairy_legend(p);
        if (!legend.empty()) s += md_escape(join(legend, "; ")) + "\n\n";
        for (const SolutionBlock& b : solution_blocks(e)) {
            if (!b.heading.empty()) s += em(md_escape(b.heading)) + "\n\n";
            md_tree(s, b.tree, 0);
            if (!b.preformatted.empty()) {
                s += "```\n";
                for (const std::string& line : b.preformatted) s += line + "\n";
                s += "```\n";
            }
            if (!b.status.empty()) s += em(md_escape(b.status)) + "\n";
            s += "\n";
        }
        for (const std::string& r : remark_lines(p.meta)) s += md_escape(r) + "\n\n";
        const std::string kw = keywords_text(p.meta);
        if (!kw.empty()) s += em(md_escape(kw)) + "\n\n";
        s += "**Verdict:** " + md_escape(e.verdict ? e.verdict->summary() : std::string("unsolved")) + "\n";
        if (e.verdict) {
            const auto lines = e.verdict->text_lines();
            for (std::size_t k = 1; k < lines.size(); ++k) {
                const std::size_t lead = lines[k].find_first_not_of(' ');
                s.append("- ").append(md_escape(lines[k].substr(lead == std::string::npos ? 0 : lead))).append("\n");
            }
        }
        s += "\n`" + e.file + "#" + std::to_string(e.index) + "`\n";
    }
    return s;
}

}  // namespace dawson::report
