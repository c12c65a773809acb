#pragma once
// Splits Popeye input into tokens, as Popeye does: tokens are separated by
// blanks, tabs, line ends, ';' and ','. Each token knows its line and column.
// A few commands (Remark, Author, Origin, Title, Award, Protocol) take the
// rest of their line instead; rest_of_line() reads it.

#include <cstddef>
#include <string_view>

namespace dawson::problem {

struct Token {
    std::string_view text;  // empty at end of input
    int line = 1;           // 1-based
    int column = 1;         // 1-based, in bytes
    bool eof() const { return text.empty(); }
};

class PopeyeLexer {
public:
    explicit PopeyeLexer(std::string_view text) : text_(text) {}

    Token next();
    // The rest of the current line after the last token, without leading
    // blanks (and ';', '.', ','), without the line end. Empty when the last
    // token ended its line.
    std::string_view rest_of_line();
    // Where the input ends (line and column just past the last character).
    Token end_position() const;

private:
    void advance();
    std::string_view text_;
    std::size_t pos_ = 0;
    int line_ = 1;
    int column_ = 1;
};

}  // namespace dawson::problem
