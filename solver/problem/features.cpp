#include "problem/features.hpp"

#include <algorithm>
#include <span>

#include "conditions/table.hpp"
#include "pieces/catalogue.hpp"
#include "problem/keywords.hpp"
#include "problem/piece_codes.hpp"
#include "problem/popeye_reader.hpp"

namespace dawson::problem {
namespace {

namespace kw = keywords;

// A problem the reader takes, a king each and a white rook, with one more
// line `extra` and a twin `twin`, so that every probe changes one thing
// only. The stipulation line may be replaced (`stipulation_line`).
std::string probe(std::string_view stipulation, std::string_view extra, std::string_view twin = "",
                  std::string_view stipulation_line = "Stipulation ") {
    std::string s = "BeginProblem\nPieces White Ka1 Rb2 Black Kh8\n";
    s += stipulation_line;
    s += stipulation;
    s += '\n';
    s += extra;
    s += '\n';
    if (!twin.empty()) {
        s += "Twin ";
        s += twin;
        s += '\n';
    }
    return s + "EndProblem\n";
}

// The rows of a keyword table, each probed by the problem `text(word)`.
template <class Text>
void add_words(std::vector<Feature>& out, std::string_view category,
               std::span<const std::string_view> (*table)(Language), Text text) {
    const auto en = table(Language::English), de = table(Language::German), fr = table(Language::French);
    for (std::size_t i = 0; i < en.size(); ++i)
        out.push_back(
            {category, std::string(en[i]), std::string(de[i]), std::string(fr[i]), "", reader_refusal(text(en[i]))});
}

// Popeye's stipulations: the manual's examples of each goal and play type,
// with its meaning.
struct Sample {
    std::string_view stipulation, meaning;
};
constexpr Sample kStipulations[] = {
    {"#2", "mate (direct play)"},
    {"h#2", "helpmate"},
    {"h#2.5", "helpmate, Black starting after a white half-move"},
    {"h#0.5", "helpmate in a half-move"},
    {"s#2", "selfmate"},
    {"r#2", "reflexmate"},
    {"semi-r#2", "semi-reflexmate"},
    {"hs#2", "helpselfmate"},
    {"hr#2", "helpreflexmate"},
    {"reci-h#2", "reciprocal helpmate"},
    {"reci-h(=)#2", "reciprocal help(stale)mate"},
    {"ser-#3", "seriesmate"},
    {"ser-h#3", "series helpmate"},
    {"ser-s#3", "series selfmate"},
    {"ser-r#3", "series reflexmate"},
    {"ser-hs#3", "series helpselfmate"},
    {"pser-h#3", "parry series helpmate"},
    {"phser-s#3", "parry series selfmate (help parry moves)"},
    {"pser-#3", "parry seriesmate (defending parry moves)"},
    {"exact-#2", "mate in exactly two moves"},
    {"exact-#4", "mate in exactly four moves: every line takes the full length"},
    {"exact-s#3", "selfmate in exactly three moves"},
    {"exact-r#3", "reflexmate in exactly three moves"},
    {"2->ser-h#4", "introductory moves, then a series helpmate"},
    {"=2", "goal: stalemate"},
    {"h==2", "goal: double stalemate"},
    {"h##2", "goal: double mate"},
    {"h##!2", "goal: counter-mate"},
    {"h#=2", "goal: mate or stalemate"},
    {"h!=2", "goal: auto-stalemate"},
    {"h!#2", "goal: automate"},
    {"h~2", "goal: any move"},
    {"hx2", "goal: capture"},
    {"h+2", "goal: check"},
    {"hzd42", "goal: a piece reaches a target square (z)"},
    {"h002", "goal: castling"},
    {"hep2", "goal: en passant capture"},
    {"h%2", "goal: win a piece (Steingewinn)"},
    {"hct2", "goal: circuit (switchback)"},
    {"hctr2", "goal: circuit by rebirth"},
    {"h<>2", "goal: exchange of places"},
    {"h<>r2", "goal: exchange by rebirth"},
    {"hc812", "goal: the moved piece reaches its last rank (c81, chess81)"},
    {"hKa72", "goal: kiss (Kxy)"},
    {"x3", "battle play with a goal tested on the move (x, ~, z, 00, ep, %, c81)"},
    {"sze63", "self play with such a goal"},
    {"##2", "direct battle play with a goal whose move may check the mover (##, !#, ##!)"},
    {"s##2", "self or reflex play with such a goal"},
    {"exact-x3", "exact- battle play with a goal tested on the move"},
    {"dia6.5", "proof game"},
    {"ser-dia9", "series proof game"},
    {"a=>b2", "proof game from a given position"},
};

}  // namespace

std::optional<std::string> reader_refusal(std::string_view text) {
    const ReadResult r = read_popeye(text, "feature");
    for (const Entry& e : r.entries)
        if (e.unsupported && !e.errors.empty()) return e.errors.front().message;
    return std::nullopt;
}

std::vector<std::string_view> feature_categories() {
    return {"Command",         "Option", "Twinning", "Condition",  "Condition parameter",
            "Piece attribute", "Colour", "Piece",    "Stipulation"};
}

std::vector<Feature> feature_matrix() {
    std::vector<Feature> out;
    const auto word = [](std::string_view w) { return std::string(w); };
    // A command, a twinning: the word and an argument where one is needed
    // (the stipulation command replaces the problem's stipulation).
    const auto argument = [](std::string_view w) -> std::string {
        if (w == "Condition") return " Circe";
        if (w == "SStipulation") return " white 3a[#]d";
        return "";
    };
    add_words(out, "Command", kw::commands, [&](std::string_view w) {
        return w == "SStipulation" ? probe("white 3a[#]d", "", "", "SStipulation ")
                                   : probe("#2", word(w) + argument(w));
    });
    add_words(out, "Option", kw::options, [&](std::string_view w) { return probe("#2", "Option " + word(w)); });
    add_words(out, "Twinning", kw::twinnings,
              [&](std::string_view w) { return probe("#2", "", word(w) + argument(w)); });
    for (const conditions::Names& n : conditions::condition_names())
        out.push_back({"Condition", std::string(n.en), std::string(n.de), std::string(n.fr), "",
                       reader_refusal(probe("#2", "Condition " + word(n.en)))});
    // A parameter is taken when an implemented condition takes it: the probe
    // gives it to the first such condition.
    for (const conditions::Names& n : conditions::parameter_names()) {
        std::string takers;
        for (const conditions::ConditionDef& c : conditions::implemented_conditions())
            if (std::find(c.params.begin(), c.params.end(), n.en) != c.params.end())
                takers += (takers.empty() ? "" : ", ") + std::string(c.name);
        Feature f{"Condition parameter", std::string(n.en), std::string(n.de), std::string(n.fr), takers, {}};
        const std::string first = takers.substr(0, takers.find(','));
        f.refused = takers.empty() ? std::optional<std::string>("unsupported condition parameter: " + f.en)
                                   : reader_refusal(probe("#2", "Condition " + first + " " + f.en));
        out.push_back(f);
    }
    // Attributes on a grasshopper: some are for hoppers only.
    add_words(out, "Piece attribute", kw::attributes,
              [&](std::string_view w) { return probe("#2", "Pieces White " + word(w) + " Gc3"); });
    add_words(out, "Colour", kw::colours,
              [&](std::string_view w) { return probe("#2", "Pieces " + word(w) + " Rc3"); });
    for (const PopeyeWalk& p : popeye_walks())
        out.push_back({"Piece", std::string(p.en), std::string(p.de), std::string(p.fr), std::string(p.name),
                       reader_refusal(probe("#2", "Pieces White " + word(p.en) + "c3"))});
    // Dawson's own kinds (the seed games' pieces), which Popeye lacks.
    for (pieces::PieceKind k : pieces::all_kinds()) {
        const pieces::PieceType& t = pieces::type(k);
        const bool popeyes = std::any_of(popeye_walks().begin(), popeye_walks().end(),
                                         [&](const PopeyeWalk& p) { return p.en == t.code; });
        if (popeyes) continue;
        const std::string code(t.code);
        out.push_back({"Piece", code, code, code, std::string(t.name) + " (Dawson's own)",
                       reader_refusal(probe("#2", "Pieces White " + code + "c3"))});
    }
    for (const Sample& s : kStipulations) {
        const std::string st(s.stipulation);
        out.push_back({"Stipulation", st, st, st, std::string(s.meaning), reader_refusal(probe(st, ""))});
    }
    return out;
}

}  // namespace dawson::problem
