#include "report/listing.hpp"

#include <algorithm>
#include <cctype>

#include "pieces/catalogue.hpp"
#include "report/solution_text.hpp"
#include "report/vocabulary.hpp"

namespace dawson::report {

std::string piece_counts(const problem::Setup& s) {
    int w = 0, b = 0, n = 0;
    for (const problem::Placement& p : s.pieces)
        (p.piece.neutral() ? n : p.piece.color == core::Color::White ? w : b)++;
    std::string t = "(";
    t.append(std::to_string(w)).append("+").append(std::to_string(b));
    if (n) t.append("+").append(std::to_string(n)).append("n");
    return t.append(")");
}

std::string authors_text(const problem::Metadata& m) {
    std::string s;
    for (const std::string& a : m.authors) s += (s.empty() ? "" : ", ") + a;
    return s;
}

std::string source_text(const problem::Metadata& m) {
    std::string s = m.origin;
    for (const std::string* part : {&m.date, &m.award})
        if (!part->empty()) s += (s.empty() ? "" : ", ") + *part;
    return s;
}

std::vector<std::string> remark_lines(const problem::Metadata& m) {
    std::vector<std::string> v;
    for (const std::string& r : m.remarks) {
        std::string_view s = r;
        while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
        auto starts = [&](std::string_view prefix) {
            return s.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), s.begin(), [](char a, char b) {
                       return std::tolower(static_cast<unsigned char>(a)) ==
                              std::tolower(static_cast<unsigned char>(b));
                   });
        };
        if (s.empty() || starts("intended:") || starts("solutions:")) continue;
        v.emplace_back(s);
    }
    return v;
}

std::string keywords_text(const problem::Metadata& m) {
    std::string s;
    for (const std::string& k : m.keywords) s += (s.empty() ? "Keywords: " : ", ") + k;
    return s;
}

std::vector<std::string> caption_extras(const problem::Setup& s) {
    std::vector<std::string> v;
    // The attributes, as Popeye marks them under its diagram: "Royal c2"
    // (royal pieces other than kings), "Kamikaze d5 e4", …
    for (int i = 0; i < position::kAttributeCount; ++i) {
        const auto a = static_cast<position::Attribute>(i);
        std::string squares;
        for (int rank = 7; rank >= 0; --rank)
            for (int file = 0; file < 8; ++file)
                for (const problem::Placement& p : s.pieces)
                    if (p.square == core::make_square(file, rank) && p.piece.has(a) &&
                        !(a == position::Attribute::Royal && pieces::is_royal(p.piece.kind))) {
                        squares += ' ';
                        squares += core::square_name(p.square);
                    }
        if (!squares.empty()) v.push_back(std::string(attribute_word(Language::English, a)) + squares);
    }
    // The neutral pieces, which the diagrams draw as grey discs.
    std::string neutrals;
    for (const problem::Placement& p : s.pieces)
        if (p.piece.neutral())
            neutrals.append(" ").append(pieces::type(p.piece.kind).code).append(core::square_name(p.square));
    if (!neutrals.empty()) v.push_back("Neutral" + neutrals);
    for (const conditions::ConditionSpec& c : s.conditions) v.push_back(c.text());
    const problem::Options& o = s.options;
    if (o.set_play) v.push_back("SetPlay");
    if (o.duplex) v.push_back("Duplex");
    if (o.half_duplex) v.push_back("HalfDuplex");
    if (o.white_to_play) v.push_back("WhiteToPlay");
    if (o.try_play) v.push_back("Try");
    return v;
}

namespace {

bool orthodox(std::string_view code) {
    return code == "K" || code == "Q" || code == "R" || code == "B" || code == "S" || code == "P";
}

}  // namespace

std::vector<std::string> fairy_legend(const problem::Problem& p) {
    std::vector<pieces::PieceKind> kinds;
    auto add = [&](const problem::Setup& s) {
        for (const problem::Placement& pl : s.pieces)
            if (std::find(kinds.begin(), kinds.end(), pl.piece.kind) == kinds.end()) kinds.push_back(pl.piece.kind);
    };
    add(p.setup);
    for (const problem::Twin& t : p.twins) add(t.setup);
    std::vector<std::string> v;
    for (pieces::PieceKind k : kinds) {
        const pieces::PieceType& t = pieces::type(k);
        if (orthodox(t.code)) continue;
        std::string name(t.name);
        if (!name.empty()) name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
        v.push_back(std::string(t.code) + " = " + name);
    }
    std::sort(v.begin(), v.end());
    return v;
}

std::vector<std::string> line_steps(const std::string& line) {
    std::vector<std::string> steps;
    std::size_t i = line.find_first_not_of(' ');
    while (i != std::string::npos && i < line.size()) {
        std::size_t end = line.find("   ", i);
        std::string step = line.substr(i, end == std::string::npos ? std::string::npos : end - i);
        while (!step.empty() && step.back() == ' ') step.pop_back();
        if (!step.empty()) steps.push_back(step);
        if (end == std::string::npos) break;
        i = line.find_first_not_of(' ', end);
    }
    return steps;
}

namespace {

void insert(std::vector<TreeNode>& level, const std::vector<std::string>& steps, std::size_t from) {
    if (from >= steps.size()) return;
    for (TreeNode& n : level)
        if (n.text == steps[from]) return insert(n.children, steps, from + 1);
    level.push_back(TreeNode{steps[from], {}});
    insert(level.back().children, steps, from + 1);
}

void merge_chains(std::vector<TreeNode>& level) {
    for (TreeNode& n : level) {
        while (n.children.size() == 1) {
            TreeNode child = std::move(n.children.front());
            n.text += "  " + child.text;
            n.children = std::move(child.children);
        }
        merge_chains(n.children);
    }
}

std::string section_heading(search::SectionKind k) {
    switch (k) {
        case search::SectionKind::SetPlay:
            return "Set play";
        case search::SectionKind::Duplex:
            return "Duplex";
        case search::SectionKind::Tries:
            return "Tries";
        case search::SectionKind::PostKeyPlay:
            return "Post-key play";
        default:
            return "";
    }
}

}  // namespace

std::vector<TreeNode> build_tree(const std::vector<std::vector<std::string>>& lines) {
    std::vector<TreeNode> root;
    for (const auto& l : lines) insert(root, l, 0);
    merge_chains(root);
    return root;
}

std::vector<SolutionBlock> solution_blocks(const ListingEntry& e) {
    std::vector<SolutionBlock> blocks;
    for (const search::TwinResult& t : e.twins) {
        std::string twin = t.label;
        if (!t.twin_text.empty()) twin += " " + t.twin_text;
        if (t.status == search::TwinStatus::Illegal || t.status == search::TwinStatus::Unsupported) {
            SolutionBlock b;
            b.heading = twin;
            b.status = t.status == search::TwinStatus::Illegal ? "illegal position: " + t.message : t.message;
            blocks.push_back(std::move(b));
            continue;
        }
        bool any = false;
        for (const search::Section& s : t.sections) {
            SolutionBlock b;
            const std::string kind = section_heading(s.kind);
            b.heading = twin.empty() ? kind : (kind.empty() ? twin : twin + " " + kind);
            std::vector<std::vector<std::string>> texts;
            for (const search::Solution& x : s.solutions) texts.push_back(solution_lines(s, x, t.language));
            const bool one_liners = std::all_of(texts.begin(), texts.end(),
                                                [](const std::vector<std::string>& x) { return x.size() == 1; });
            const auto st = stipulation::parse(t.stipulation);
            const bool battle = st && st->form == stipulation::Form::Battle;
            if (one_liners && !battle) {
                std::vector<std::vector<std::string>> lines;
                for (const std::vector<std::string>& x : texts) lines.push_back(line_steps(x.front()));
                b.tree = build_tree(lines);
            } else {
                for (const std::vector<std::string>& x : texts)
                    for (const std::string& l : x) b.preformatted.push_back(l);
            }
            if (s.solutions.empty() && s.kind == search::SectionKind::Play) b.status = "no-solution";
            blocks.push_back(std::move(b));
            any = true;
        }
        if (!any) {
            SolutionBlock b;
            b.heading = twin;
            b.status =
                t.status == search::TwinStatus::Solved ? "no-solution" : std::string(search::to_string(t.status));
            blocks.push_back(std::move(b));
        }
        if (t.status == search::TwinStatus::TimeLimit || t.status == search::TwinStatus::Interrupted)
            blocks.back().status = "incomplete: " + std::string(search::to_string(t.status));
    }
    return blocks;
}

std::string entry_title(const ListingEntry& e) {
    if (e.problem) {
        const std::string a = authors_text(e.problem->meta);
        if (!a.empty()) return a;
    }
    const std::size_t slash = e.file.find_last_of('/');
    std::string t = slash == std::string::npos ? e.file : e.file.substr(slash + 1);
    if (e.index > 1) t.append(", problem ").append(std::to_string(e.index));
    return t;
}

std::string join(const std::vector<std::string>& v, const char* sep) {
    std::string s;
    for (const std::string& x : v) s += (s.empty() ? "" : sep) + x;
    return s;
}

std::string anchor(std::size_t i) {
    std::string s = "p";
    return s.append(std::to_string(i + 1));
}

}  // namespace dawson::report
