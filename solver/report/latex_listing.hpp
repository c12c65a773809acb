#pragma once
// The LaTeX listing: the same content as the HTML one (table of contents,
// then per problem diagram, author, source, stipulation, piece counts,
// fairy legend, solution tree, verdict), two problems per row on A4, for
// pdflatex. Diagrams are drawn with TikZ using the chess glyphs of chessfss
// (skak fonts; both in Debian's texlive-games, TikZ in texlive-pictures):
// the grasshopper is the queen glyph turned upside down, other fairy
// pieces their code in a circle. Debian's chess-problem-diagrams package
// (diagram.sty) is not used: it needs PSTricks and the Bartel fonts of
// texlive-fonts-extra, and does not run under pdflatex as shipped.

#include <string>

#include "report/listing.hpp"

namespace dawson::report {

std::string latex_listing(const Listing& listing);

// Escapes LaTeX's special characters in text.
std::string latex_escape(std::string_view s);

// The TikZ picture of a diagram.
std::string latex_diagram(const problem::Setup& setup);

}  // namespace dawson::report
