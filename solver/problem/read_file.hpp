#pragma once
// Reads a problem file of either format. The bytes are decoded first
// (problem/encoding.hpp: UTF-8, its byte order mark dropped, or Latin-1),
// then read as Olive/YACPDB YAML or as Popeye's input language: by
// `InputFormat`, and with InputFormat::Auto by the name (".olv" YAML,
// ".inp" and ".pop" Popeye) or, for any other name and for standard input,
// by the text (a first line "---" or "key:" is YAML). An unreadable file
// gives a file-level error ("file:1:1: error: cannot open …").

#include <optional>
#include <string>
#include <string_view>

#include "problem/read_result.hpp"

namespace dawson::problem {

// The language of an input.
enum class InputFormat { Auto, Popeye, Yaml };

// "popeye", "yaml", "auto"; nullopt for any other word.
std::optional<InputFormat> parse_input_format(std::string_view word);

// True when `text` looks like YAML: its first line that is neither blank
// nor a comment is a document marker ("---", "%YAML") or a mapping key at
// column 1 ("stipulation: h#2").
bool looks_like_yaml(std::string_view text);

// Reads raw bytes named `name` (a path or "-").
ReadResult read_text(std::string_view raw, const std::string& name, InputFormat format = InputFormat::Auto);

ReadResult read_file(const std::string& path, InputFormat format = InputFormat::Auto);

}  // namespace dawson::problem
