// The Olive/YACPDB reader. Each YAML document is parsed on its own (a syntax
// error spoils only its document). Its position, stipulation, options and
// twins are turned into Popeye input, one item per line, and read by the
// Popeye reader; the diagnostics are then mapped back to the YAML lines and
// columns the items came from. Metadata and the intended solution are taken
// from the YAML fields directly.
#include "problem/yaml_reader.hpp"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "problem/keywords.hpp"
#include "problem/popeye_reader.hpp"

namespace dawson::problem {
namespace {

// One line of the generated Popeye text and where its item came from.
struct Line {
    std::string text;
    int line = 1, column = 1;  // YAML position (1-based) of the item
    int prefix = 0;            // characters of `text` before the item itself
};

struct DocumentError {
    int line, column;
    std::string message;
};

std::string one_line(std::string s) {
    for (char& c : s)
        if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    while (!s.empty() && s.back() == ' ') s.pop_back();
    std::size_t b = 0;
    while (b < s.size() && s[b] == ' ') ++b;
    return s.substr(b);
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

class Document {
public:
    Document(const std::string& file, int first_line) : file_(file), first_line_(first_line) {}

    // Reads one YAML document (its text starts at file line first_line).
    Entry read(const std::string& text, int index);
    // Reads an already loaded document (marks relative to first_line).
    Entry read_node(const YAML::Node& doc, int index);

private:
    int line_of(const YAML::Node& n) const { return first_line_ + n.Mark().line; }
    int col_of(const YAML::Node& n) const { return n.Mark().column + 1; }
    [[noreturn]] void fail(const YAML::Node& n, std::string message) const {
        throw DocumentError{line_of(n), col_of(n), std::move(message)};
    }
    std::string scalar(const YAML::Node& n, std::string_view field) const {
        if (!n.IsScalar()) fail(n, "'" + std::string(field) + "' must be a text");
        return n.Scalar();
    }
    void add(std::string prefix, const YAML::Node& n, const std::string& item) {
        lines_.push_back({prefix + item, line_of(n), col_of(n) + quote_offset(n), static_cast<int>(prefix.size())});
    }
    int quote_offset(const YAML::Node& n) const {
        return n.IsScalar() && n.Tag() == "!" ? 1 : 0;  // quoted scalars: their mark is the quote
    }

    std::string file_;
    int first_line_;
    std::vector<Line> lines_;
};

Entry Document::read(const std::string& text, int index) {
    Entry e;
    e.index = index;
    e.where = {file_, first_line_, 1};
    YAML::Node doc;
    try {
        doc = YAML::Load(text);
    } catch (const YAML::Exception& ex) {
        e.errors.push_back(Diagnostic::at(file_, first_line_ + std::max(0, ex.mark.line),
                                          std::max(0, ex.mark.column) + 1, "YAML syntax error: " + ex.msg));
        return e;
    }
    return read_node(doc, index);
}

Entry Document::read_node(const YAML::Node& doc, int index) {
    Entry e;
    e.index = index;
    e.where = {file_, first_line_, 1};
    Problem meta;
    std::optional<Intended> intended;
    try {
        if (!doc.IsMap()) throw DocumentError{first_line_, 1, "a problem must be a YAML mapping (field: value)"};
        e.where.line = line_of(doc);
        lines_.push_back({"BeginProblem", line_of(doc), col_of(doc), 0});
        // Position.
        const YAML::Node alg = doc["algebraic"];
        if (!alg) fail(doc, "missing field 'algebraic' (the position)");
        if (!alg.IsMap()) fail(alg, "'algebraic' must be a mapping with 'white' and 'black' lists");
        lines_.push_back({"Pieces", line_of(alg), col_of(alg), 0});
        bool any_colour = false;
        for (const auto& kv : alg) {
            std::string colour = kv.first.Scalar();
            if (colour == "neutral") {
                if (kv.second.IsSequence() && kv.second.size() == 0) continue;
                throw DocumentError{line_of(kv.first), col_of(kv.first), "unsupported attribute: Neutral"};
            }
            if (colour != "white" && colour != "black")
                throw DocumentError{line_of(kv.first), col_of(kv.first),
                                    "unknown colour '" + colour + "' in 'algebraic' (white, black)"};
            if (!kv.second.IsSequence())
                fail(kv.second, "'" + colour + "' must be a list of pieces such as [Kc7, Qb2]");
            if (kv.second.size() == 0) continue;
            lines_.push_back({colour == "white" ? "White" : "Black", line_of(kv.first), col_of(kv.first), 0});
            any_colour = true;
            for (const YAML::Node& piece : kv.second) {
                std::string s = one_line(scalar(piece, colour));
                if (s.empty()) fail(piece, "empty piece in '" + colour + "'");
                if (s.find(' ') != std::string::npos) fail(piece, "bad piece '" + s + "' (expected e.g. Kc7)");
                add("", piece, s);
            }
        }
        if (!any_colour) lines_.pop_back();  // no pieces at all: Popeye would complain of the empty list
        // Stipulation.
        const YAML::Node stip = doc["stipulation"];
        if (!stip) fail(doc, "missing field 'stipulation'");
        add("Stipulation ", stip, one_line(scalar(stip, "stipulation")));
        // Options and conditions, one per list item.
        if (const YAML::Node opts = doc["options"]) {
            std::vector<YAML::Node> items;
            if (opts.IsSequence())
                for (const YAML::Node& o : opts) items.push_back(o);
            else if (opts.IsScalar())
                items.push_back(opts);
            else if (!opts.IsNull())
                fail(opts, "'options' must be a list such as [SetPlay, Defence 1]");
            for (const YAML::Node& o : items) {
                std::string s = one_line(scalar(o, "options"));
                if (s.empty()) continue;
                std::string first = s.substr(0, s.find(' '));
                bool is_option = keywords::match(keywords::options(Language::English), first).index >= 0;
                add(is_option ? "Option " : "Condition ", o, s);
            }
        }
        // Twins: {b: "Move b4 f3", c: "Continued Exchange c3 f4"} or a list.
        if (const YAML::Node twins = doc["twins"]) {
            std::vector<std::pair<std::string, YAML::Node>> items;
            if (twins.IsMap()) {
                for (const auto& kv : twins) items.emplace_back(kv.first.Scalar(), kv.second);
                std::stable_sort(items.begin(), items.end(), [](const auto& a, const auto& b) {
                    return a.first.size() != b.first.size() ? a.first.size() < b.first.size() : a.first < b.first;
                });
            } else if (twins.IsSequence()) {
                for (const YAML::Node& t : twins) items.emplace_back("", t);
            } else if (!twins.IsNull()) {
                fail(twins, "'twins' must be a mapping such as {b: Move b4 f3}");
            }
            for (const auto& [key, value] : items) add("Twin ", value, one_line(scalar(value, "twins")));
        }
        lines_.push_back({"EndProblem", line_of(doc), col_of(doc), 0});

        // Metadata and the intended solution.
        if (const YAML::Node a = doc["authors"]) {
            if (a.IsSequence())
                for (const YAML::Node& x : a) meta.meta.authors.push_back(one_line(scalar(x, "authors")));
            else if (a.IsScalar())
                meta.meta.authors.push_back(one_line(a.Scalar()));
        }
        if (const YAML::Node s = doc["source"]) {
            if (s.IsScalar())
                meta.meta.origin = one_line(s.Scalar());
            else if (s.IsMap() && s["name"])
                meta.meta.origin = one_line(scalar(s["name"], "source"));
        }
        if (const YAML::Node d = doc["date"]; d && d.IsScalar()) meta.meta.date = d.Scalar();
        if (const YAML::Node k = doc["keywords"]; k && k.IsSequence())
            for (const YAML::Node& x : k)
                if (x.IsScalar()) meta.meta.keywords.push_back(x.Scalar());
        if (const YAML::Node c = doc["comments"]; c && c.IsSequence())
            for (const YAML::Node& x : c)
                if (x.IsScalar()) meta.meta.remarks.push_back(one_line(x.Scalar()));
        if (const YAML::Node t = doc["title"]; t && t.IsScalar()) meta.meta.title = one_line(t.Scalar());
        if (const YAML::Node sol = doc["solution"]; sol && sol.IsScalar()) {
            intended.emplace();
            std::string all = sol.Scalar();
            std::size_t b = 0;
            while (b <= all.size()) {
                std::size_t nl = all.find('\n', b);
                if (nl == std::string::npos) nl = all.size();
                std::string_view l = trim(std::string_view(all).substr(b, nl - b));
                if (!l.empty()) intended->lines.emplace_back(l);
                b = nl + 1;
            }
        }
        if (const YAML::Node n = doc["intended-solutions"]) {
            std::string s(trim(scalar(n, "intended-solutions")));
            int v = 0;
            auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
            if (ec != std::errc() || p != s.data() + s.size() || v < 0)
                fail(n, "'intended-solutions' must be a number, found '" + s + "'");
            if (!intended) intended.emplace();
            intended->count = v;
        }
    } catch (const DocumentError& err) {
        e.errors.push_back(Diagnostic::at(file_, err.line, err.column, err.message));
        return e;
    } catch (const YAML::Exception& ex) {
        e.errors.push_back(Diagnostic::at(file_, first_line_ + std::max(0, ex.mark.line),
                                          std::max(0, ex.mark.column) + 1, "YAML error: " + ex.msg));
        return e;
    }

    std::string popeye;
    for (const Line& l : lines_) popeye += l.text + "\n";
    ReadResult r = read_popeye(popeye, file_);
    auto remap = [&](Diagnostic d) {
        int i = d.where.line - 1;
        if (i >= 0 && i < static_cast<int>(lines_.size())) {
            const Line& l = lines_[i];
            d.where.line = l.line;
            d.where.column = l.column + std::max(0, d.where.column - 1 - l.prefix);
        } else {
            d.where.line = e.where.line;
            d.where.column = 1;
        }
        return d;
    };
    if (!r.entries.empty()) {
        Entry& pe = r.entries.front();
        for (const Diagnostic& d : pe.errors) e.errors.push_back(remap(d));
        e.unsupported = pe.unsupported;
        if (pe.problem) {
            Problem p = std::move(*pe.problem);
            p.where = e.where;
            p.index = index;
            p.meta = meta.meta;
            p.intended = intended;
            e.problem = std::move(p);
        }
    }
    for (std::size_t i = r.entries.empty() ? 0 : r.entries.front().errors.size(); i < r.errors.size(); ++i)
        e.errors.push_back(remap(r.errors[i]));
    if (!e.errors.empty()) e.problem.reset();
    return e;
}

}  // namespace

ReadResult read_yaml(std::string_view text, const std::string& file_name) {
    ReadResult result;
    // Fast path: the whole stream at once. Only when it has a syntax error
    // are the documents loaded one by one, so that the others survive.
    try {
        std::vector<YAML::Node> nodes = YAML::LoadAll(std::string(text));
        int index = 0;
        for (const YAML::Node& n : nodes) {
            if (n.IsNull()) continue;
            Document d(file_name, 1);
            Entry e = d.read_node(n, ++index);
            for (const Diagnostic& diag : e.errors) result.errors.push_back(diag);
            if (e.problem) result.problems.push_back(*e.problem);
            result.entries.push_back(std::move(e));
        }
        if (result.entries.empty())
            result.errors.push_back(Diagnostic::at(file_name, 1, 1, "no problem found (empty YAML file)"));
        return result;
    } catch (const YAML::Exception&) {
        result = ReadResult{};
    }
    // Split the stream into documents at "---" lines.
    std::vector<std::pair<int, std::string>> docs;  // first line, text
    std::string cur;
    int cur_line = 1, line_no = 0;
    bool started = false;
    std::size_t b = 0;
    while (b < text.size()) {
        std::size_t nl = text.find('\n', b);
        if (nl == std::string_view::npos) nl = text.size();
        std::string_view line = text.substr(b, nl - b);
        ++line_no;
        bool marker =
            line.substr(0, 3) == "---" && (line.size() == 3 || std::isspace(static_cast<unsigned char>(line[3])));
        bool end_marker = line.substr(0, 3) == "..." && trim(line.substr(3)).empty();
        if (marker || end_marker) {
            if (started || !trim(cur).empty()) docs.emplace_back(cur_line, cur);
            cur.clear();
            started = marker;
            cur_line = line_no;
            if (marker) {
                // Keep the rest of a "--- {…}" line, blanked marker for columns.
                cur = "   " + std::string(line.substr(3)) + "\n";
            } else {
                cur_line = line_no + 1;
            }
        } else {
            cur += std::string(line) + "\n";
        }
        b = nl + 1;
    }
    if (started || !trim(cur).empty()) docs.emplace_back(cur_line, cur);

    int index = 0;
    for (const auto& [first, body] : docs) {
        // Skip documents that hold nothing but comments and blanks.
        bool empty = true;
        std::size_t p = 0;
        while (p < body.size()) {
            std::size_t nl = body.find('\n', p);
            if (nl == std::string::npos) nl = body.size();
            std::string_view l = trim(std::string_view(body).substr(p, nl - p));
            if (!l.empty() && l[0] != '#') empty = false;
            p = nl + 1;
        }
        if (empty) continue;
        Document d(file_name, first);
        Entry e = d.read(body, ++index);
        for (const Diagnostic& diag : e.errors) result.errors.push_back(diag);
        if (e.problem) result.problems.push_back(*e.problem);
        result.entries.push_back(std::move(e));
    }
    if (result.entries.empty())
        result.errors.push_back(Diagnostic::at(file_name, 1, 1, "no problem found (empty YAML file)"));
    return result;
}

}  // namespace dawson::problem
