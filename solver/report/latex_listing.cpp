#include "report/latex_listing.hpp"

#include "pieces/catalogue.hpp"

namespace dawson::report {

std::string latex_escape(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '#':
            case '$':
            case '%':
            case '&':
            case '_':
            case '{':
            case '}':
                out += '\\';
                out += c;
                break;
            case '~':
                out += "\\textasciitilde{}";
                break;
            case '^':
                out += "\\textasciicircum{}";
                break;
            case '\\':
                out += "\\textbackslash{}";
                break;
            case '<':
                out += "\\textless{}";
                break;
            case '>':
                out += "\\textgreater{}";
                break;
            default:
                out += c;
        }
    }
    return out;
}

namespace {

const char* glyph_name(std::string_view code) {
    if (code == "K") return "King";
    if (code == "Q" || code == "G") return "Queen";
    if (code == "R") return "Rook";
    if (code == "B") return "Bishop";
    if (code == "S") return "Knight";
    if (code == "P") return "Pawn";
    return nullptr;
}

void latex_tree(std::string& s, const std::vector<TreeNode>& nodes, int depth) {
    for (const TreeNode& n : nodes) {
        s += "\\hspace*{" + std::to_string(depth * 1.2).substr(0, 3) + "em}" + latex_escape(n.text) + "\\\\\n";
        latex_tree(s, n.children, depth + 1);
    }
}

std::string stip_text(const ListingEntry& e) {
    return e.twins.empty() ? stipulation::to_string(e.problem->setup.stip) : e.twins.front().stipulation;
}

}  // namespace

std::string latex_diagram(const problem::Setup& setup) {
    std::string s = "\\begin{tikzpicture}[x=\\dawsonsq,y=\\dawsonsq]\n";
    std::vector<std::string> square(64);
    for (int sq = 0; sq < 64; ++sq) {
        const bool dark = ((sq % 8) + (sq / 8)) % 2 == 0;
        square[sq] = dark ? "\\BlackEmptySquare" : "\\WhiteEmptySquare";
    }
    std::string fairy;
    for (const problem::Placement& p : setup.pieces) {
        const int sq = p.square, file = sq % 8, rank = sq / 8;
        const bool dark = (file + rank) % 2 == 0;
        const bool white = p.piece.color == core::Color::White;
        const std::string_view code = pieces::type(p.piece.kind).code;
        // A neutral piece: a grey disc with its code, whatever its kind.
        const char* g = p.piece.neutral() ? nullptr : glyph_name(code);
        const std::string disc = p.piece.neutral() ? "gray!50" : white ? "white" : "black";
        if (g) {
            std::string glyph = std::string("\\") + (white ? "White" : "Black") + g + (dark ? "OnBlack" : "OnWhite");
            if (code == "G") glyph = "\\rotatebox[origin=c]{180}{" + glyph + "}";
            square[sq] = glyph;
        } else {
            const std::string c = std::to_string(file) + ".5," + std::to_string(rank) + ".5";
            fairy += "\\draw[fill=" + disc + ",line width=0.5pt] (" + c +
                     ") circle (0.42);\n\\node[text=" + (white || p.piece.neutral() ? "black" : "white") +
                     ",font=\\dawsonfairy] at (" + c + ") {" + latex_escape(code) + "};\n";
        }
    }
    for (int sq = 0; sq < 64; ++sq)
        s += "\\node[inner sep=0pt,anchor=south west] at (" + std::to_string(sq % 8) + "," + std::to_string(sq / 8) +
             ") {" + square[sq] + "};\n";
    s += fairy;
    s += "\\draw[line width=1pt] (0,0) rectangle (8,8);\n\\end{tikzpicture}";
    return s;
}

std::string latex_listing(const Listing& l) {
    std::string s =
        "% Written by dawson list; compile with pdflatex (needs TikZ and chessfss:\n"
        "% Debian packages texlive-pictures and texlive-games).\n"
        "\\documentclass[a4paper,10pt]{article}\n"
        "\\usepackage[utf8]{inputenc}\n"
        "\\usepackage[margin=14mm]{geometry}\n\\usepackage{tikz}\n\\usepackage{chessfss}\n"
        "\\usepackage{graphicx}\n\\usepackage{multicol}\n\\raggedcolumns\n"
        "\\setboardfontsize{18pt}\n\\newlength{\\dawsonsq}\\setlength{\\dawsonsq}{18pt}\n"
        "\\newcommand{\\dawsonfairy}{\\sffamily\\bfseries\\scriptsize}\n"
        "\\setlength{\\parindent}{0pt}\n"
        "\\title{" +
        latex_escape(l.title) + "}\n\\author{" + std::to_string(l.entries.size()) +
        " problems, solved by Dawson " DAWSON_VERSION
        "}\n\\date{}\n"
        "\\begin{document}\n\\maketitle\n\\tableofcontents\n\\newpage\n"
        // Two columns that break across columns and pages: a problem longer
        // than a page goes on (a minipage could not break and lost its end).
        "\\begin{multicols}{2}\n";
    for (std::size_t i = 0; i < l.entries.size(); ++i) {
        const ListingEntry& e = l.entries[i];
        std::string head = std::to_string(i + 1);
        head.append(". ").append(entry_title(e));
        std::string toc = head;
        if (e.problem) toc += " --- " + stip_text(e) + " " + piece_counts(e.problem->setup);
        s += "\\subsection*{" + latex_escape(head) + "}\\addcontentsline{toc}{subsection}{" + latex_escape(toc) + "}\n";
        if (e.problem) {
            const problem::Problem& p = *e.problem;
            const std::string src = source_text(p.meta);
            if (!p.meta.title.empty()) s += "\\textbf{" + latex_escape(p.meta.title) + "}\\\\[2pt]\n";
            if (!src.empty()) s += "\\textit{" + latex_escape(src) + "}\\\\[2pt]\n";
            s += latex_diagram(p.setup) + "\\\\\n";
            s += "\\makebox[144pt]{\\textbf{" + latex_escape(stip_text(e)) + "}\\hfill\\textbf{" +
                 piece_counts(p.setup) + "}}\\\\\n";
            const auto extras = caption_extras(p.setup);
            if (!extras.empty()) s += "{\\small " + latex_escape(join(extras, ", ")) + "}\\\\\n";
            const auto legend = fairy_legend(p);
            if (!legend.empty()) s += "{\\small " + latex_escape(join(legend, "; ")) + "}\\\\\n";
            s += "{\\footnotesize\\ttfamily\n";
            for (const SolutionBlock& b : solution_blocks(e)) {
                if (!b.heading.empty()) s += "\\textit{" + latex_escape(b.heading) + "}\\\\\n";
                latex_tree(s, b.tree, 0);
                for (const std::string& line : b.preformatted) {
                    std::size_t lead = line.find_first_not_of(' ');
                    if (lead == std::string::npos) continue;
                    s += "\\hspace*{" + std::to_string(lead * 0.5).substr(0, 4) + "em}" +
                         latex_escape(line.substr(lead)) + "\\\\\n";
                }
                if (!b.status.empty()) s += "\\textit{" + latex_escape(b.status) + "}\\\\\n";
            }
            s += "}\n";
            for (const std::string& r : remark_lines(p.meta)) s += "{\\small " + latex_escape(r) + "}\\\\\n";
            const std::string kw = keywords_text(p.meta);
            if (!kw.empty()) s += "{\\small\\itshape " + latex_escape(kw) + "}\\\\\n";
        }
        std::string verdict = !e.problem ? (e.errors.empty() ? "error" : e.errors.front())
                                         : (e.verdict ? e.verdict->summary() : std::string("unsolved"));
        s += "\\textbf{" + latex_escape(verdict) + "}\\\\\n";
        if (e.verdict) {
            const auto lines = e.verdict->text_lines();
            for (std::size_t k = 1; k < lines.size(); ++k)
                s += "{\\footnotesize\\ttfamily " + latex_escape(lines[k]) + "}\\\\\n";
        }
        s += "{\\scriptsize " + latex_escape(e.file) + "\\#" + std::to_string(e.index) + "}\n";
        s += "\n\\bigskip\n\n";
    }
    s += "\\end{multicols}\n\\end{document}\n";
    return s;
}

}  // namespace dawson::report
