#include "problem/read_file.hpp"

#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "problem/encoding.hpp"
#include "problem/keywords.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/yaml_reader.hpp"

namespace dawson::problem {

namespace {

bool has_extension(std::string_view path, std::string_view ext) {
    return path.size() >= ext.size() && keywords::iequals(path.substr(path.size() - ext.size()), ext);
}

}  // namespace

std::optional<InputFormat> parse_input_format(std::string_view word) {
    if (word == "auto") return InputFormat::Auto;
    if (word == "popeye") return InputFormat::Popeye;
    if (word == "yaml") return InputFormat::Yaml;
    return std::nullopt;
}

bool looks_like_yaml(std::string_view text) {
    while (!text.empty()) {
        const std::size_t nl = text.find('\n');
        std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#') continue;
        if (line.starts_with("---") || line.starts_with("%YAML")) return true;
        // "key:" or "key: value" at column 1, the key one word.
        std::size_t i = 0;
        while (i < line.size() &&
               (std::isalnum(static_cast<unsigned char>(line[i])) || line[i] == '-' || line[i] == '_'))
            ++i;
        return i > 0 && i < line.size() && line[i] == ':' && (i + 1 == line.size() || line[i + 1] == ' ');
    }
    return false;
}

ReadResult read_text(std::string_view raw, const std::string& name, InputFormat format) {
    DecodedText d = decode_input(raw);
    if (format == InputFormat::Auto) {
        if (has_extension(name, ".olv"))
            format = InputFormat::Yaml;
        else if (has_extension(name, ".inp") || has_extension(name, ".pop"))
            format = InputFormat::Popeye;
        else
            format = looks_like_yaml(d.text) ? InputFormat::Yaml : InputFormat::Popeye;
    }
    ReadResult r = format == InputFormat::Yaml ? read_yaml(d.text, name) : read_popeye(d.text, name);
    r.encoding = d.encoding;
    return r;
}

ReadResult read_file(const std::string& path, InputFormat format) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        ReadResult r;
        r.errors.push_back(Diagnostic::at(path, 1, 1, "cannot open " + path + ": " + std::strerror(errno)));
        return r;
    }
    std::ostringstream buf;
    buf << in.rdbuf();
    return read_text(buf.str(), path, format);
}

}  // namespace dawson::problem
