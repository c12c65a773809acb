#pragma once
// A collection: the problems of the files and directories named on the
// command line, read and numbered in one stable order. A directory stands
// for every .inp, .pop and .olv file below it, in sorted order of their
// paths; "-" is standard input. Every problem entry of every file gets an
// ordinal (0, 1, 2, … over the whole collection), the key that --shard,
// --resume and `dawson merge` rely on; entries that could not be read keep
// their ordinal, so the numbering never depends on what could be parsed.

#include <cstddef>
#include <iosfwd>
#include <string>
#include <vector>

#include "problem/read_file.hpp"
#include "problem/read_result.hpp"

namespace dawson::cli {

// One problem entry of the collection.
struct CollectionItem {
    std::size_t ordinal = 0;
    std::string file;             // as given or found ("problems/h2.inp", "-")
    int index = 0;                // 1-based position in its file
    const problem::Entry* entry;  // the reader's entry (problem or errors)
};

struct Collection {
    std::vector<std::string> files;            // the files read, in order
    std::vector<problem::ReadResult> results;  // one per file
    std::vector<CollectionItem> items;         // every entry, in order
    std::vector<std::string> errors;           // file-level errors ("file:line:col: error: …")
    std::vector<std::string> warnings;         // the readers' warnings ("file:line:col: warning: …")
};

// The files a list of operands stands for (directories expanded, sorted).
// A missing operand is reported in `errors` ("NAME: error: no such file or
// directory") and left out.
std::vector<std::string> expand_operands(const std::vector<std::string>& operands, std::vector<std::string>& errors);

// Reads every file of the operands. `in` is read for "-". `format` as for
// problem::read_file: Auto goes by the file name, and for standard input
// by the text.
Collection read_collection(const std::vector<std::string>& operands, std::istream& in,
                           problem::InputFormat format = problem::InputFormat::Auto);

}  // namespace dawson::cli
