#pragma once
// The content of a solution listing (dawson list), shared by the HTML,
// LaTeX and Markdown writers: per problem its diagram data, author,
// source, stipulation, piece counts, the solutions as a tree and the
// verdict. The helpers here decide what is shown; the writers only decide
// how.

#include <optional>
#include <string>
#include <vector>

#include "problem/problem.hpp"
#include "report/verdict.hpp"
#include "search/result.hpp"

namespace dawson::report {

struct ListingEntry {
    std::string file;
    int index = 0;
    const problem::Problem* problem = nullptr;  // null when the entry could not be read
    std::vector<std::string> errors;            // … and why
    std::vector<search::TwinResult> twins;
    std::optional<Verdict> verdict;
};

struct Listing {
    std::string title;
    std::vector<ListingEntry> entries;
};

// Popeye's piece count "(4+3)": white and black pieces of the diagram.
std::string piece_counts(const problem::Setup& s);
// "Author One, Author Two" (or "").
std::string authors_text(const problem::Metadata& m);
// Origin, date and award joined: "Die Schwalbe 1975, 1st Prize" (or "").
std::string source_text(const problem::Metadata& m);
// The remarks of a problem (Popeye's Remark, YAML comments) for a listing,
// without those that state the intended solution ("Intended: …",
// "Solutions: …"), which the verdict shows.
std::vector<std::string> remark_lines(const problem::Metadata& m);
// "Keywords: Switchback, Model mate" (or "").
std::string keywords_text(const problem::Metadata& m);
// Conditions and the options that change the play, for the caption
// ("Duplex", "SetPlay", "HopperMove", …).
std::vector<std::string> caption_extras(const problem::Setup& s);
// "G = Grasshopper" for every kind other than the orthodox ones present.
std::vector<std::string> fairy_legend(const problem::Problem& p);

// One node of a solution tree: a step of play ("1.Kd4-e5 Gb2-f6 +" or a
// series move) and what follows it. Solutions that share their first steps
// share the nodes; a chain without branches is one node whose text joins
// the steps.
struct TreeNode {
    std::string text;
    std::vector<TreeNode> children;
};

// A section's solutions laid out for print: help and series play as a tree
// of steps; battle play (whose solutions are already trees of Popeye
// lines) as those lines, in `preformatted`.
struct SolutionBlock {
    std::string heading;  // "", "Set play", "Duplex", "Tries"; with the twin: "b) bBg5-->g2"
    std::vector<TreeNode> tree;
    std::vector<std::string> preformatted;
    std::string status;  // "" or why the twin has no solutions listed ("illegal position", …)
};

std::vector<SolutionBlock> solution_blocks(const ListingEntry& e);

// Splits a Popeye line of help or series play into its steps (Popeye puts
// three blanks between them).
std::vector<std::string> line_steps(const std::string& line);
// Builds the tree of lines given as steps; chains are merged.
std::vector<TreeNode> build_tree(const std::vector<std::vector<std::string>>& lines);

// The name a listing gives an entry: its authors, else its file's name
// ("h2.inp", "two.olv, problem 2" for a later problem of a file; not
// "two.olv #2", which reads like a stipulation).
std::string entry_title(const ListingEntry& e);

// A stable anchor name for an entry ("p3").
std::string anchor(std::size_t i);

// The texts with `sep` between them (none while the text so far is empty).
std::string join(const std::vector<std::string>& v, const char* sep);

}  // namespace dawson::report
