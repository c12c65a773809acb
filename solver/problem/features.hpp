#pragma once
// Dawson's feature matrix: every command, option, twinning, condition,
// piece attribute, colour, piece kind and stipulation of Popeye's manual,
// each with its names and what Dawson's reader does with it. The rows come
// from the tables of the code (Popeye's keyword tables, the condition
// names, the piece table); the answer of each row comes from the reader
// itself, which reads a small problem using the feature. So the matrix
// (`dawson features`, docs/features.md) cannot claim what the reader does
// not do.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dawson::problem {

// One feature: its kind ("Condition", "Piece", …), its names in English,
// German and French (the same where the feature has one spelling), a note
// (a piece's name, a stipulation's meaning) and the reader's refusal, or
// nothing when the reader takes it.
struct Feature {
    std::string_view category;
    std::string en, de, fr, note;
    std::optional<std::string> refused;  // "unsupported condition: Imitator"
};

// The categories, in the order of the matrix.
std::vector<std::string_view> feature_categories();
// Every row, category by category, each in Popeye's order.
std::vector<Feature> feature_matrix();

// The reader's refusal of the English problem text `text` (its first
// "unsupported …" error, without the location), or nothing when it reads
// the problem or stops on an error that is no refusal (a missing argument).
std::optional<std::string> reader_refusal(std::string_view text);

}  // namespace dawson::problem
