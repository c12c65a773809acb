#pragma once
// The HTML listing: one self-contained file (no external resources), a
// table of contents, then each problem with its SVG diagram
// (report/svg_diagram), author, source, stipulation, piece counts, a legend
// of its fairy pieces, the solution as a tree and the verdict. The CSS is
// print-friendly: two diagrams per row on A4, no problem split over pages.

#include <string>

#include "report/listing.hpp"

namespace dawson::report {

std::string html_listing(const Listing& listing);

// Escapes &, <, >, " for HTML text and attributes.
std::string html_escape(std::string_view s);

}  // namespace dawson::report
