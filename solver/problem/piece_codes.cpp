#include "problem/piece_codes.hpp"

#include <array>
#include <cctype>

#include "problem/keywords.hpp"

namespace dawson::problem {
namespace {

// English code → German, French code (facts from Popeye's piece tables).
struct Row {
    std::string_view en, de, fr;
};
constexpr std::array<Row, 39> kRows{{
    {"K", "K", "R"},    {"Q", "D", "D"},    {"R", "T", "T"},    {"B", "L", "F"},    {"S", "S", "C"},
    {"P", "B", "P"},    {"G", "G", "S"},    {"NH", "NH", "SN"}, {"RH", "TH", "ST"}, {"BH", "LH", "SF"},
    {"KH", "KH", "SR"}, {"G2", "G2", "S2"}, {"G3", "G3", "S3"}, {"KA", "KA", "KA"}, {"LI", "LI", "LI"},
    {"RL", "TL", "TL"}, {"BL", "LL", "FL"}, {"CG", "KG", "SA"}, {"L", "H", "L"},    {"EQ", "EQ", "EA"},
    {"DG", "DG", "DS"}, {"N", "N", "N"},    {"Z", "Z", "Z"},    {"CA", "CA", "CH"}, {"GI", "GI", "GI"},
    {"WE", "WE", "VI"}, {"FE", "FE", "FE"}, {"AL", "AL", "AL"}, {"DA", "DA", "DA"}, {"AM", "AM", "AM"},
    {"EM", "KN", "IM"}, {"PR", "PR", "PR"}, {"GN", "GN", "G"},  {"AN", "AN", "AN"}, {"CR", "CR", "CN"},
    {"ZR", "ZR", "ZN"}, {"SC", "SC", "SC"}, {"JW", "JW", "JW"}, {"JF", "JF", "JF"},
}};

// Popeye's other English piece codes (kinds Dawson does not have).
constexpr std::string_view kOtherEnglish =
    " LE MA PA VA RO RF BU NE BP SQ WA DR SS UU HA M EA SW AR RB C DU GR CH ZH GH DS BK CT BS SP SI TR ND O EH MO"
    " RR BR AO OA EK BT GT SK CY RN RP OK 37 16 24 35 OR 15 25 GL LR LB LN WR FR BI ET NA RM RE RW BM BE BW RA SO"
    " MG 36 NL ML MM F DO RT BO QE QF QQ B1 B2 B3 CP RK PP LS ZE BN S2 S4 S1 S3 QN DK DB NO TH LH GE GF KL KO KP"
    " SH GY MS PO MP MH ST SE FA LO SL AH OH ";

std::string_view code_in(const Row& r, Language l) {
    switch (l) {
        case Language::German:
            return r.de;
        case Language::French:
            return r.fr;
        default:
            return r.en;
    }
}

}  // namespace

std::optional<pieces::PieceKind> kind_of_code(Language l, std::string_view code) {
    for (const Row& r : kRows)
        if (keywords::iequals(code_in(r, l), code)) return pieces::find_by_code(r.en);
    return std::nullopt;
}

std::string code_of(Language l, pieces::PieceKind k) {
    std::string_view en = pieces::type(k).code;
    for (const Row& r : kRows)
        if (r.en == en) return std::string(code_in(r, l));
    return std::string(en);
}

bool is_unsupported_popeye_code(Language l, std::string_view code) {
    if (l != Language::English || code.empty() || code.size() > 2) return false;
    std::string key = " ";
    for (char c : code) key += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    key += ' ';
    return kOtherEnglish.find(key) != std::string_view::npos;
}

}  // namespace dawson::problem
