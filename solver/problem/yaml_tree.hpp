#pragma once
// A small YAML document tree built from yaml-cpp's parser events: mappings,
// sequences and scalars with their positions. It avoids yaml-cpp's node
// graph (about twice as fast) and guards against a yaml-cpp 0.7 bug that
// makes its document loop spin forever on some inputs (e.g. a lone ",").

#include <string>
#include <string_view>
#include <vector>

namespace dawson::problem::yaml {

struct Node {
    enum class Kind { Null, Scalar, Sequence, Map, Alias };
    Kind kind = Kind::Null;
    int line = 0, column = 0;  // 0-based position in the text loaded
    bool quoted = false;       // a quoted (or block) scalar: its position is the quote
    std::string value;         // scalars
    std::vector<Node> items;   // sequences; mappings as key, value, key, value, …

    bool is_map() const { return kind == Kind::Map; }
    bool is_sequence() const { return kind == Kind::Sequence; }
    bool is_scalar() const { return kind == Kind::Scalar; }
    bool is_null() const { return kind == Kind::Null; }
    // The value of a mapping's key given as plain text, or nullptr.
    const Node* get(std::string_view key) const;
};

// A YAML syntax error (0-based position).
struct SyntaxError {
    int line = 0, column = 0;
    std::string message;
};

// The documents of `text`, in order. Throws SyntaxError.
std::vector<Node> load_documents(std::string_view text);

}  // namespace dawson::problem::yaml
