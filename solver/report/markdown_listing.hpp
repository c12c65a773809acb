#pragma once
// The Markdown listing, for quick sharing (issue trackers, chat): a table
// of contents, then per problem a text diagram in a code block (white
// pieces in upper case, black in lower case, Popeye's codes), author,
// source, stipulation, piece counts, legend, the solution tree as a nested
// list and the verdict.

#include <string>

#include "report/listing.hpp"

namespace dawson::report {

std::string markdown_listing(const Listing& listing);

// The text diagram (8 lines of 8 cells, rank 8 first, with coordinates).
std::string text_diagram(const problem::Setup& setup);

}  // namespace dawson::report
