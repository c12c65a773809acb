#include "problem/popeye_lexer.hpp"

namespace dawson::problem {
namespace {

bool is_separator(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ',' || c == '\f' || c == '\v';
}

}  // namespace

void PopeyeLexer::advance() {
    if (text_[pos_] == '\n') {
        ++line_;
        column_ = 1;
    } else {
        ++column_;
    }
    ++pos_;
}

Token PopeyeLexer::next() {
    while (pos_ < text_.size() && is_separator(text_[pos_])) advance();
    Token t;
    t.line = line_;
    t.column = column_;
    std::size_t start = pos_;
    while (pos_ < text_.size() && !is_separator(text_[pos_])) advance();
    t.text = text_.substr(start, pos_ - start);
    return t;
}

std::string_view PopeyeLexer::rest_of_line() {
    if (pos_ >= text_.size() || text_[pos_] == '\n' || text_[pos_] == '\r') return {};
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == ';' ||
                                   text_[pos_] == '.' || text_[pos_] == ','))
        advance();
    std::size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') advance();
    std::string_view r = text_.substr(start, pos_ - start);
    while (!r.empty() && (r.back() == ' ' || r.back() == '\t')) r.remove_suffix(1);
    return r;
}

Token PopeyeLexer::end_position() const {
    Token t;
    t.line = line_;
    t.column = column_;
    return t;
}

}  // namespace dawson::problem
