#pragma once
// Forsyth–Edwards Notation with the rule set's letters: reading (with a
// precise error for bad input) and writing.

#include <stdexcept>
#include <string>
#include <string_view>

#include "position/position.hpp"

namespace dawson::position {

// A malformed FEN. `column` is 1-based within the FEN text.
class FenError : public std::runtime_error {
public:
    FenError(std::size_t column, const std::string& what) : std::runtime_error(what), column_(column) {}
    std::size_t column() const { return column_; }

private:
    std::size_t column_;
};

// Reads board, side to move, castling rights and en passant square; the
// move counters are optional and ignored. Throws FenError.
Position parse_fen(std::string_view fen, const rules::RuleSet& rules);
std::string to_fen(const Position& pos);

}  // namespace dawson::position
