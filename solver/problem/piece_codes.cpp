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
    " SH GY MS PO MP MH ST SE FA LO SL AH OH SA HC EE EN ";

// Every piece code of Popeye's German and French tables
// (output/plaintext/language_dependant.c, PieNamString), those of kinds
// Dawson has included.
constexpr std::string_view kGerman =
    " K B D S T L LE MA PA VA RO G N Z CA GI WF BU WE AL FE DA LI NE H BB AM KN PR GN AN EI WA DR KA SS UU HA EL"
    " AD SP ER RL KL NH DU CR ZR GR CH ZH GH DS RS EQ CT BS SB TL LL SI TR ND O RD MO TJ LJ AO OA TH LH EK PF PN SK"
    " CY KG RN RH OK 37 G2 G3 16 24 35 DG KH OR 15 25 GL HT HL HN WR FR BI ET NA TC TA TS LC LA LS RA SO MG 36 NL"
    " ML MM F DE HE BO QE QF OD B1 B2 B3 CB RP RB LR ZE NR S2 S4 S1 S3 QN DT DL NO UH BH GU GB LK KO SH SC GY MS PO"
    " MB MC ST SE FA LO SA AH OH HK AE AQ SR ";
constexpr std::string_view kFrench =
    " R P D C T F LE MA PA VA RO S N Z CH GI CC BU VI AL FE DA LI EQ L PB AM IM PR G AN EC V DR KA CS UU HA E AI"
    " M AR FR CA SN PI CN ZN GN SC SZ SG CD CR EA CT BS SP TL FL SI TR NE O EH MO TC FC AO OA ST SF RE BT GT SK CY"
    " SA RL RS OK 37 S2 S3 16 24 35 DS SR OR 15 25 GL LT LF LN VS FS BI EL NA ET AT MT EF AF MF RA SO MG 36 NL ML"
    " MM A DN LA BO QA QF QQ B1 B2 B3 PC CL PV LR ZE NR N2 N4 N1 N3 QN DT DF NO SB SE SM SU KL KO SV BA GY CM PO PM"
    " BM EP DG FA LO SL AS OS HC AE AQ SS ";

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
    if (code.empty() || code.size() > 2 || kind_of_code(l, code)) return false;
    std::string key = " ";
    for (char c : code) key += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    key += ' ';
    const std::string_view codes = l == Language::German ? kGerman : l == Language::French ? kFrench : kOtherEnglish;
    return codes.find(key) != std::string_view::npos;
}

}  // namespace dawson::problem
