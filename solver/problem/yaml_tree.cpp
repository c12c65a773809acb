#include "problem/yaml_tree.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/mark.h>
#include <yaml-cpp/parser.h>

#include <sstream>

namespace dawson::problem::yaml {
namespace {

// Builds Nodes from parser events with an explicit stack (no recursion).
class Builder : public YAML::EventHandler {
public:
    std::vector<Node> stack;
    Node root;
    bool done = false;
    int start_pos = -1;

    void OnDocumentStart(const YAML::Mark& m) override {
        start_pos = m.pos;
        done = false;
        stack.clear();
        root = Node{};
    }
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark& m, YAML::anchor_t) override { add(make(Node::Kind::Null, m)); }
    void OnAlias(const YAML::Mark& m, YAML::anchor_t) override { add(make(Node::Kind::Alias, m)); }
    void OnScalar(const YAML::Mark& m, const std::string& tag, YAML::anchor_t, const std::string& value) override {
        Node n = make(Node::Kind::Scalar, m);
        n.quoted = tag == "!";
        n.value = value;
        add(std::move(n));
    }
    void OnSequenceStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
        stack.push_back(make(Node::Kind::Sequence, m));
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark& m, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
        stack.push_back(make(Node::Kind::Map, m));
    }
    void OnMapEnd() override { close(); }

private:
    static Node make(Node::Kind k, const YAML::Mark& m) {
        Node n;
        n.kind = k;
        n.line = m.line;
        n.column = m.column;
        return n;
    }
    void add(Node n) {
        if (stack.empty()) {
            root = std::move(n);
            done = true;
        } else {
            stack.back().items.push_back(std::move(n));
        }
    }
    void close() {
        Node n = std::move(stack.back());
        stack.pop_back();
        add(std::move(n));
    }
};

}  // namespace

const Node* Node::get(std::string_view key) const {
    if (kind != Kind::Map) return nullptr;
    for (std::size_t i = 0; i + 1 < items.size(); i += 2)
        if (items[i].kind == Kind::Scalar && items[i].value == key) return &items[i + 1];
    return nullptr;
}

std::vector<Node> load_documents(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<Node> docs;
    try {
        YAML::Parser parser(in);
        Builder b;
        int last_start = -1;
        for (;;) {
            if (!parser.HandleNextDocument(b)) break;
            if (b.start_pos == last_start) {
                // yaml-cpp made no progress: it is stuck on a character it
                // cannot start a document with.
                int pos = b.start_pos;
                int line = 0, col = 0;
                for (int i = 0; i < pos && i < static_cast<int>(text.size()); ++i) {
                    if (text[i] == '\n') {
                        ++line;
                        col = 0;
                    } else {
                        ++col;
                    }
                }
                char c = pos < static_cast<int>(text.size()) ? text[pos] : ' ';
                throw SyntaxError{line, col, std::string("unexpected '") + c + "'"};
            }
            last_start = b.start_pos;
            if (b.done) docs.push_back(std::move(b.root));
        }
    } catch (const YAML::Exception& ex) {
        throw SyntaxError{std::max(0, ex.mark.line), std::max(0, ex.mark.column), ex.msg};
    }
    return docs;
}

}  // namespace dawson::problem::yaml
