#pragma once
// The character encoding of a problem file. Popeye reads bytes and echoes
// them; problem files are UTF-8 (perhaps with a byte order mark) or, older
// ones, Latin-1 (ISO 8859-1: "J\xfcrgen"). Dawson decodes every input to
// UTF-8 before reading it: a text that is valid UTF-8 is UTF-8 (its byte
// order mark dropped), any other is Latin-1. Every output is UTF-8 except
// `--format popeye`, which echoes the input text in the input's encoding,
// as Popeye does.

#include <string>
#include <string_view>

namespace dawson::problem {

// The encodings Dawson tells apart.
enum class Encoding { Utf8, Latin1 };

// An input text in UTF-8 and the encoding it came in.
struct DecodedText {
    std::string text;
    Encoding encoding = Encoding::Utf8;
    bool had_bom = false;
};

// True when `s` is well-formed UTF-8 (no overlong forms, no surrogates).
bool is_valid_utf8(std::string_view s);

// Decodes raw file bytes: UTF-8 without its byte order mark, or Latin-1
// converted to UTF-8.
DecodedText decode_input(std::string_view raw);

// Latin-1 bytes to UTF-8.
std::string latin1_to_utf8(std::string_view s);

// UTF-8 to Latin-1; a character outside Latin-1 is kept as UTF-8.
std::string utf8_to_latin1(std::string_view s);

// `s` with control characters and bytes that are not UTF-8 escaped ("\x01"),
// for quoting untrusted input in a message.
std::string printable(std::string_view s);

}  // namespace dawson::problem
