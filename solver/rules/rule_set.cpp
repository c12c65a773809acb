#include "rules/rule_set.hpp"

#include <algorithm>
#include <cctype>

namespace dawson::rules {
namespace {

using namespace pieces;

std::array<PieceKind, 26> letters(std::string_view spec) {
    // spec: pairs "letter code ..." separated by spaces, e.g. "g G h RH".
    std::array<PieceKind, 26> t{};
    auto put = [&](char c, std::string_view code) { t[c - 'a'] = *find_by_code(code); };
    put('k', "K"), put('q', "Q"), put('r', "R"), put('b', "B"), put('n', "S"), put('p', "P");
    size_t i = 0;
    while (i < spec.size()) {
        char c = spec[i];
        size_t e = spec.find(' ', i + 2);
        if (e == std::string_view::npos) e = spec.size();
        put(c, spec.substr(i + 2, e - i - 2));
        i = e + 1;
    }
    return t;
}

std::vector<PieceKind> kinds(std::initializer_list<std::string_view> codes) {
    std::vector<PieceKind> v;
    for (auto c : codes) v.push_back(*find_by_code(c));
    return v;
}

RuleSet make(std::string name, std::string desc, std::vector<PieceKind> promo, bool dbl, bool hop, std::string_view lt,
             std::string fen) {
    RuleSet r;
    r.name = std::move(name);
    r.description = std::move(desc);
    r.promotions = std::move(promo);
    r.pawn_double_step = dbl;
    r.hopper_move = hop;
    r.fen_letters = letters(lt);
    r.start_fen = std::move(fen);
    return r;
}

constexpr std::string_view kHopperLetters = "g G h RH e BH l LI o RL i BL a N z Z c CA w WE f FE d DA x AL";
constexpr std::string_view kChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

const std::vector<RuleSet>& builtins() {
    static const std::vector<RuleSet> all = [] {
        std::vector<RuleSet> v;
        v.push_back(
            make("chess", "orthodox chess", kinds({"Q", "R", "B", "S"}), true, false, "", std::string(kChessStart)));
        v.push_back(make("grasshopper", "Standard Grasshopper Chess (rules.md 4.1)", kinds({"Q", "R", "B", "S", "G"}),
                         true, false, "g G", "rnbgkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBGKBNR w KQkq - 0 1"));
        v.push_back(make("grasshopper-boyer", "Boyer's Grasshopper Chess (rules.md 4.2)",
                         kinds({"Q", "R", "B", "S", "G"}), false, false, "g G",
                         "rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1"));
        v.push_back(make("hopper-scorpion", "Hopper Chess with Scorpions (rules.md 4.3)", kinds({"Q", "R", "B", "S"}),
                         true, true, "s HS", "rnbqkbnr/ssssssss/8/8/8/8/SSSSSSSS/RNBQKBNR w KQkq - 0 1"));
        v.push_back(make("jumpalong", "Jump-a-long Chess (rules.md 4.4)", kinds({"Q", "R", "B", "S", "JW", "JF"}), true,
                         false, "w JW f JF", "rnbqkbnr/wfppppfw/pp4pp/8/8/PP4PP/WFPPPPFW/RNBQKBNR w KQkq - 0 1"));
        v.push_back(make("hoppers", "perft letter set: orthodox rules, promotion to Q R B N G RH BH LI RL",
                         kinds({"Q", "R", "B", "S", "G", "RH", "BH", "LI", "RL"}), true, false, kHopperLetters,
                         std::string(kChessStart)));
        v.push_back(problem_rule_set({}));
        return v;
    }();
    return all;
}

}  // namespace

std::optional<PieceKind> RuleSet::kind_of_letter(char c) const {
    char l = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (l < 'a' || l > 'z' || fen_letters[l - 'a'] == kind::None) return std::nullopt;
    return fen_letters[l - 'a'];
}

char RuleSet::letter_of(PieceKind k) const {
    for (int i = 0; i < 26; ++i)
        if (fen_letters[i] == k) return static_cast<char>('a' + i);
    return 0;
}

// A new field must be added to identity() when it changes play (and to
// this check): the size of RuleSet is pinned so that a field cannot be
// added without a look here.
static_assert(sizeof(void*) != 8 || sizeof(RuleSet) == 256, "RuleSet changed: update RuleSet::identity()");

std::string RuleSet::identity() const {
    std::string id = name;
    id += '|';
    for (PieceKind k : promotions) id += std::to_string(k) + ',';
    id += '|';
    for (PieceKind k : marine_promotions) id += std::to_string(k) + ',';
    id += '|';
    for (PieceKind k : roles) id += std::to_string(k) + ',';
    id += pawn_double_step ? "|ds" : "|-";
    id += hopper_move ? "|hm" : "|-";
    id += kamikaze_reborn ? "|kr" : "|-";
    for (const std::string& c : condition_ids) id += '|' + c;
    return id;
}

bool RuleSet::can_promote_to(PieceKind k) const {
    return std::find(promotions.begin(), promotions.end(), k) != promotions.end();
}

PieceKind RuleSet::role_of(PieceKind k) const {
    for (PieceKind role = kind::King; role <= kind::Pawn; ++role)
        if (roles[role] == k) return role;
    return k;
}

const RuleSet* find_rule_set(std::string_view name) {
    if (name == "grasshopper-std") name = "grasshopper";
    for (const RuleSet& r : builtins())
        if (r.name == name) return &r;
    return nullptr;
}

std::vector<std::string_view> rule_set_names() {
    std::vector<std::string_view> v;
    for (const RuleSet& r : builtins()) v.push_back(r.name);
    return v;
}

RuleSet problem_rule_set(const std::vector<PieceKind>& present) {
    RuleSet r = make("problem", "problem-world conventions (rules.md 1)", kinds({"Q", "R", "B", "S"}), true, false,
                     std::string(kHopperLetters) + " s HS", std::string(kChessStart));
    r.marine_promotions = kinds({"SI", "TR", "ND", "MS"});
    for (PieceKind k : all_kinds()) {
        if (is_royal(k) || is_pawn_like(k) || is_walkless(k) ||
            std::find(present.begin(), present.end(), k) == present.end())
            continue;
        if (!r.can_promote_to(k)) r.promotions.push_back(k);
        if (std::find(r.marine_promotions.begin(), r.marine_promotions.end(), k) == r.marine_promotions.end())
            r.marine_promotions.push_back(k);
    }
    return r;
}

}  // namespace dawson::rules
