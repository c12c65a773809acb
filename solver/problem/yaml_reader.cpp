// The Olive/YACPDB reader. The stream is loaded at once; when it has a
// syntax error, its documents are loaded one by one, so that the error spoils
// only its own document. Its position, stipulation, options and
// twins are turned into Popeye input, one item per line, and read by the
// Popeye reader; the diagnostics are then mapped back to the YAML lines and
// columns the items came from. Metadata and the intended solution are taken
// from the YAML fields directly.
#include "problem/yaml_reader.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>

#include "problem/keywords.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/yaml_tree.hpp"

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

using yaml::Node;

class Document {
public:
    Document(const std::string& file, int first_line) : file_(file), first_line_(first_line) {}

    // Reads a loaded document whose positions count from file line first_line.
    Entry read(const Node& doc, int index);

private:
    int line_of(const Node& n) const { return first_line_ + n.line; }
    int col_of(const Node& n) const { return n.column + 1; }
    [[noreturn]] void fail(const Node& n, std::string message) const {
        throw DocumentError{line_of(n), col_of(n), std::move(message)};
    }
    std::string scalar(const Node& n, std::string_view field) const {
        if (!n.is_scalar()) fail(n, "'" + std::string(field) + "' must be a text");
        return n.value;
    }
    void add(std::string prefix, const Node& n, const std::string& item) {
        // Quoted scalars: their position is the quote.
        lines_.push_back({prefix + item, line_of(n), col_of(n) + (n.quoted ? 1 : 0), static_cast<int>(prefix.size())});
    }
    // Items of a list field; a single text counts as a one-item list.
    std::vector<const Node*> list(const Node& n, std::string_view field, std::string_view example) const {
        std::vector<const Node*> v;
        if (n.is_sequence())
            for (const Node& x : n.items) v.push_back(&x);
        else if (n.is_scalar())
            v.push_back(&n);
        else if (!n.is_null()) {
            std::string m = "'";
            m.append(field);
            m.append("' must be a list such as ");
            m.append(example);
            fail(n, m);
        }
        return v;
    }

    std::string file_;
    int first_line_;
    std::vector<Line> lines_;
};

Entry Document::read(const Node& doc, int index) {
    Entry e;
    e.index = index;
    e.where = {file_, first_line_, 1};
    Problem meta;
    std::optional<Intended> intended;
    try {
        if (!doc.is_map()) throw DocumentError{first_line_, 1, "a problem must be a YAML mapping (field: value)"};
        e.where.line = line_of(doc);
        lines_.push_back({"BeginProblem", line_of(doc), col_of(doc), 0});
        // Position.
        const Node* alg = doc.get("algebraic");
        if (!alg) fail(doc, "missing field 'algebraic' (the position)");
        if (!alg->is_map()) fail(*alg, "'algebraic' must be a mapping with 'white' and 'black' lists");
        lines_.push_back({"Pieces", line_of(*alg), col_of(*alg), 0});
        bool any_colour = false;
        for (std::size_t i = 0; i + 1 < alg->items.size(); i += 2) {
            const Node& key = alg->items[i];
            const Node& value = alg->items[i + 1];
            std::string colour = key.is_scalar() ? key.value : "";
            if (colour != "white" && colour != "black" && colour != "neutral")
                fail(key, "unknown colour '" + colour + "' in 'algebraic' (white, black, neutral)");
            if (value.is_null()) continue;
            if (!value.is_sequence()) fail(value, "'" + colour + "' must be a list of pieces such as [Kc7, Qb2]");
            if (value.items.empty()) continue;
            static const std::map<std::string, std::string> kColourWords = {
                {"white", "White"}, {"black", "Black"}, {"neutral", "Neutral"}};
            // A piece is its attributes, blank-separated, then its code and
            // square ("Royal Kamikaze Qd1"), as in Olive (dturevski/olive-gui,
            // model.py, Board.fromAlgebraic). Each set of attributes becomes
            // a Popeye colour group of its own ("White Royal Kamikaze").
            std::string group = kColourWords.at(colour);
            lines_.push_back({group, line_of(key), col_of(key), 0});
            any_colour = true;
            for (const Node& piece : value.items) {
                std::string s = one_line(scalar(piece, colour));
                if (s.empty()) fail(piece, "empty piece in '" + colour + "'");
                const std::size_t blank = s.rfind(' ');
                const std::string specs = blank == std::string::npos ? std::string() : s.substr(0, blank);
                const std::string head = kColourWords.at(colour) + (specs.empty() ? "" : " " + specs);
                if (head != group) {
                    add(kColourWords.at(colour) + " ", piece, specs.empty() ? "" : specs);
                    if (specs.empty()) lines_.back().text.pop_back();  // "White", no blank
                    group = head;
                }
                if (blank == std::string::npos)
                    add("", piece, s);
                else
                    lines_.push_back({s.substr(blank + 1), line_of(piece),
                                      col_of(piece) + (piece.quoted ? 1 : 0) + static_cast<int>(blank + 1), 0});
            }
        }
        if (!any_colour) lines_.pop_back();  // no pieces at all: Popeye would complain of the empty list
        // Stipulation.
        const Node* stip = doc.get("stipulation");
        if (!stip) fail(doc, "missing field 'stipulation'");
        add("Stipulation ", *stip, one_line(scalar(*stip, "stipulation")));
        // Options and conditions, one per list item.
        if (const Node* opts = doc.get("options")) {
            for (const Node* o : list(*opts, "options", "[SetPlay, Defence 1]")) {
                std::string s = one_line(scalar(*o, "options"));
                if (s.empty()) continue;
                std::string first = s.substr(0, s.find(' '));
                bool is_option = keywords::match(keywords::options(Language::English), first).index >= 0;
                add(is_option ? "Option " : "Condition ", *o, s);
            }
        }
        // Twins: {b: "Move b4 f3", c: "Continued Exchange c3 f4"} or a list.
        if (const Node* twins = doc.get("twins")) {
            std::vector<std::pair<std::string, const Node*>> items;
            if (twins->is_map()) {
                for (std::size_t i = 0; i + 1 < twins->items.size(); i += 2)
                    items.emplace_back(twins->items[i].value, &twins->items[i + 1]);
                std::stable_sort(items.begin(), items.end(), [](const auto& a, const auto& b) {
                    return a.first.size() != b.first.size() ? a.first.size() < b.first.size() : a.first < b.first;
                });
            } else if (twins->is_sequence()) {
                for (const Node& t : twins->items) items.emplace_back("", &t);
            } else if (!twins->is_null()) {
                fail(*twins, "'twins' must be a mapping such as {b: Move b4 f3}");
            }
            for (const auto& [key, value] : items) add("Twin ", *value, one_line(scalar(*value, "twins")));
        }
        lines_.push_back({"EndProblem", line_of(doc), col_of(doc), 0});

        // Metadata and the intended solution.
        if (const Node* a = doc.get("authors"))
            for (const Node* x : list(*a, "authors", "['Composer, Anne']"))
                meta.meta.authors.push_back(one_line(scalar(*x, "authors")));
        if (const Node* src = doc.get("source")) {
            if (src->is_scalar())
                meta.meta.origin = one_line(src->value);
            else if (const Node* name = src->get("name"))
                meta.meta.origin = one_line(scalar(*name, "source"));
        }
        if (const Node* d = doc.get("date"); d && d->is_scalar()) meta.meta.date = d->value;
        if (const Node* k = doc.get("keywords"); k && k->is_sequence())
            for (const Node& x : k->items)
                if (x.is_scalar()) meta.meta.keywords.push_back(x.value);
        if (const Node* c = doc.get("comments"); c && c->is_sequence())
            for (const Node& x : c->items)
                if (x.is_scalar()) meta.meta.remarks.push_back(one_line(x.value));
        if (const Node* t = doc.get("title"); t && t->is_scalar()) meta.meta.title = one_line(t->value);
        if (const Node* sol = doc.get("solution"); sol && sol->is_scalar()) {
            intended.emplace();
            const std::string& all = sol->value;
            std::size_t b = 0;
            while (b <= all.size()) {
                std::size_t nl = all.find('\n', b);
                if (nl == std::string::npos) nl = all.size();
                std::string_view l = keywords::trim(std::string_view(all).substr(b, nl - b));
                if (!l.empty()) intended->lines.emplace_back(l);
                b = nl + 1;
            }
        }
        if (const Node* n = doc.get("intended-solutions")) {
            std::string s(keywords::trim(scalar(*n, "intended-solutions")));
            int v = 0;
            auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
            if (ec != std::errc() || p != s.data() + s.size() || v < 0)
                fail(*n, "'intended-solutions' must be a number, found '" + s + "'");
            if (!intended) intended.emplace();
            intended->count = v;
        }
    } catch (const DocumentError& err) {
        e.errors.push_back(Diagnostic::at(file_, err.line, err.column, err.message));
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

// The documents of a stream with a syntax error, loaded one by one (split at
// "---" and "..." lines), so that the good ones are read and the bad ones
// get an entry with their error.
void read_one_by_one(std::string_view text, const std::string& file_name, ReadResult& result) {
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
        bool end_marker = line.substr(0, 3) == "..." && keywords::trim(line.substr(3)).empty();
        if (marker || end_marker) {
            if (started || !keywords::trim(cur).empty()) docs.emplace_back(cur_line, cur);
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
    if (started || !keywords::trim(cur).empty()) docs.emplace_back(cur_line, cur);

    int index = 0;
    for (const auto& [first, body] : docs) {
        // Skip documents that hold nothing but comments and blanks.
        bool empty = true;
        std::size_t p = 0;
        while (p < body.size()) {
            std::size_t nl = body.find('\n', p);
            if (nl == std::string::npos) nl = body.size();
            std::string_view l = keywords::trim(std::string_view(body).substr(p, nl - p));
            if (!l.empty() && l[0] != '#') empty = false;
            p = nl + 1;
        }
        if (empty) continue;
        Entry e;
        try {
            std::vector<yaml::Node> nodes = yaml::load_documents(body);
            Document d(file_name, first);
            e = d.read(nodes.empty() ? yaml::Node{} : nodes.front(), ++index);
        } catch (const yaml::SyntaxError& err) {
            e.index = ++index;
            e.where = {file_name, first, 1};
            e.errors.push_back(
                Diagnostic::at(file_name, first + err.line, err.column + 1, "YAML syntax error: " + err.message));
        }
        result.add(std::move(e));
    }
}

}  // namespace

ReadResult read_yaml(std::string_view text, const std::string& file_name) {
    ReadResult result;
    // Fast path: the whole stream at once. Only when it has a syntax error
    // are the documents loaded one by one, so that the others survive.
    try {
        std::vector<yaml::Node> nodes = yaml::load_documents(text);
        int index = 0;
        for (const yaml::Node& n : nodes) {
            if (n.is_null()) continue;
            Document d(file_name, 1);
            result.add(d.read(n, ++index));
        }
    } catch (const yaml::SyntaxError&) {
        result = ReadResult{};
        read_one_by_one(text, file_name, result);
    }
    if (result.entries.empty())
        result.errors.push_back(Diagnostic::at(file_name, 1, 1, "no problem found (empty YAML file)"));
    return result;
}

}  // namespace dawson::problem
