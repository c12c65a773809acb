#include "problem/piece_codes.hpp"

#include <cctype>
#include <iterator>

#include "problem/keywords.hpp"

namespace dawson::problem {
namespace {

// Popeye 4.104's piece table: every walk's code in English, German and
// French and its name, in Popeye's order (facts from Popeye's reader, the
// table its input and output use). The catalogue names a kind by its
// English code; this table gives the other languages, so a new kind that
// Popeye has needs no entry here.
constexpr PopeyeWalk kPopeye[] = {
    {"K", "K", "R", "king"},
    {"P", "B", "P", "pawn"},
    {"Q", "D", "D", "queen"},
    {"S", "S", "C", "knight"},
    {"R", "T", "T", "rook"},
    {"B", "L", "F", "bishop"},
    {"LE", "LE", "LE", "leo"},
    {"MA", "MA", "MA", "mao"},
    {"PA", "PA", "PA", "pao"},
    {"VA", "VA", "VA", "vao"},
    {"RO", "RO", "RO", "rose"},
    {"G", "G", "S", "grasshopper"},
    {"N", "N", "N", "nightrider"},
    {"Z", "Z", "Z", "zebra"},
    {"CA", "CA", "CH", "camel"},
    {"GI", "GI", "GI", "giraffe"},
    {"RF", "WF", "CC", "root-50-leaper"},
    {"BU", "BU", "BU", "root-25-leaper"},
    {"WE", "WE", "VI", "wazir"},
    {"AL", "AL", "AL", "alfil"},
    {"FE", "FE", "FE", "fers"},
    {"DA", "DA", "DA", "dabbaba"},
    {"LI", "LI", "LI", "lion"},
    {"NE", "NE", "EQ", "nonstop equihopper"},
    {"L", "H", "L", "locust"},
    {"BP", "BB", "PB", "berolina pawn"},
    {"AM", "AM", "AM", "amazon"},
    {"EM", "KN", "IM", "empress"},
    {"PR", "PR", "PR", "princess"},
    {"GN", "GN", "G", "gnu"},
    {"AN", "AN", "AN", "antelope"},
    {"SQ", "EI", "EC", "squirrel"},
    {"WA", "WA", "V", "waran"},
    {"DR", "DR", "DR", "dragon"},
    {"KA", "KA", "KA", "kangaroo"},
    {"SS", "SS", "CS", "Spiralspringer"},
    {"UU", "UU", "UU", "UbiUbi"},
    {"HA", "HA", "HA", "hamster"},
    {"M", "EL", "E", "moose"},
    {"EA", "AD", "AI", "eagle"},
    {"SW", "SP", "M", "sparrow"},
    {"AR", "ER", "AR", "archbishop"},
    {"RB", "RL", "FR", "reflecting bishop"},
    {"C", "KL", "CA", "cardinal"},
    {"NH", "NH", "SN", "nightrider-hopper"},
    {"DU", "DU", "PI", "dummy"},
    {"CR", "CR", "CN", "camelrider"},
    {"ZR", "ZR", "ZN", "zebrarider"},
    {"GR", "GR", "GN", "gnurider"},
    {"CH", "CH", "SC", "camelrider hopper"},
    {"ZH", "ZH", "SZ", "zebrarider hopper"},
    {"GH", "GH", "SG", "gnurider hopper"},
    {"DS", "DS", "CD", "DiagonalSpiralSpringer"},
    {"BK", "RS", "CR", "bouncy knight"},
    {"EQ", "EQ", "EA", "equihopper"},
    {"CT", "CT", "CT", "CAT"},
    {"BS", "BS", "BS", "berolina superpawn"},
    {"SP", "SB", "SP", "superpawn"},
    {"RL", "TL", "TL", "rook-lion"},
    {"BL", "LL", "FL", "bishop-lion"},
    {"SI", "SI", "SI", "sirene"},
    {"TR", "TR", "TR", "triton"},
    {"ND", "ND", "NE", "nereide"},
    {"O", "O", "O", "orphan"},
    {"EH", "RD", "EH", "edgehog"},
    {"MO", "MO", "MO", "moa"},
    {"RR", "TJ", "TC", "rook/bishop-hunter"},
    {"BR", "LJ", "FC", "bishop/rook-hunter"},
    {"AO", "AO", "AO", "maorider"},
    {"OA", "OA", "OA", "moarider"},
    {"RH", "TH", "ST", "rookhopper"},
    {"BH", "LH", "SF", "bishophopper"},
    {"EK", "EK", "RE", "erlking"},
    {"BT", "PF", "BT", "boyscout"},
    {"GT", "PN", "GT", "girlscout"},
    {"SK", "SK", "SK", "Skylla"},
    {"CY", "CY", "CY", "Charybdis"},
    {"CG", "KG", "SA", "contra grashopper"},
    {"RN", "RN", "RL", "RoseLion"},
    {"RP", "RH", "RS", "RoseHopper"},
    {"OK", "OK", "OK", "Okapi"},
    {"37", "37", "37", "3:7-leaper"},
    {"G2", "G2", "S2", "grasshopper-2"},
    {"G3", "G3", "S3", "grasshopper-3"},
    {"16", "16", "16", "1:6-leaper"},
    {"24", "24", "24", "2:4-leaper"},
    {"35", "35", "35", "3:5-leaper"},
    {"DG", "DG", "DS", "Double Grasshopper"},
    {"KH", "KH", "SR", "Kinghopper"},
    {"OR", "OR", "OR", "Orix"},
    {"15", "15", "15", "1:5-leaper"},
    {"25", "25", "25", "2:5-leaper"},
    {"GL", "GL", "GL", "Gral"},
    {"LR", "HT", "LT", "rook locust"},
    {"LB", "HL", "LF", "bishop locust"},
    {"LN", "HN", "LN", "nightrider locust"},
    {"WR", "WR", "VS", "wazirrider"},
    {"FR", "FR", "FS", "fersrider"},
    {"BI", "BI", "BI", "bison"},
    {"ET", "ET", "EL", "elephant"},
    {"NA", "NA", "NA", "Nao"},
    {"RM", "TC", "ET", "rook moose"},
    {"RE", "TA", "AT", "rook eagle"},
    {"RW", "TS", "MT", "rook sparrow"},
    {"BM", "LC", "EF", "bishop moose"},
    {"BE", "LA", "AF", "bishop eagle"},
    {"BW", "LS", "MF", "bishop sparrow"},
    {"RA", "RA", "RA", "rao"},
    {"SO", "SO", "SO", "scorpion"},
    {"MG", "MG", "MG", "marguerite"},
    {"36", "36", "36", "3:6-leaper"},
    {"NL", "NL", "NL", "nightriderlion"},
    {"ML", "ML", "ML", "maoriderlion"},
    {"MM", "MM", "MM", "moariderlion"},
    {"F", "F", "A", "friend"},
    {"DO", "DE", "DN", "dolphin"},
    {"RT", "HE", "LA", "rabbit"},
    {"BO", "BO", "BO", "bob"},
    {"QE", "QE", "QA", "equi english"},
    {"QF", "QF", "QF", "equi french"},
    {"QQ", "OD", "QQ", "querquisite"},
    {"B1", "B1", "B1", "bouncer"},
    {"B2", "B2", "B2", "tour-bouncer"},
    {"B3", "B3", "B3", "fou-bouncer"},
    {"CP", "CB", "PC", "chinese pawn"},
    {"RK", "RP", "CL", "radial knight"},
    {"PP", "RB", "PV", "protean pawn"},
    {"LS", "LR", "LR", "Rose Locust"},
    {"ZE", "ZE", "ZE", "zebu"},
    {"BN", "NR", "NR", "Bouncy Nightrider"},
    {"S2", "S2", "N2", "spiralspringer"},
    {"S4", "S4", "N4", "spiralspringer"},
    {"S1", "S1", "N1", "diagonalspiralspringer"},
    {"S3", "S3", "N3", "diagonalspiralspringer"},
    {"QN", "QN", "QN", "quintessence"},
    {"DK", "DT", "DT", "double rookhopper"},
    {"DB", "DL", "DF", "double bishopper"},
    {"NO", "NO", "NO", "orix"},
    {"TH", "UH", "SB", "treehopper"},
    {"LH", "BH", "SE", "leafhopper"},
    {"GE", "GU", "SM", "greater treehopper"},
    {"GF", "GB", "SU", "greater leafhopper"},
    {"KL", "LK", "KL", "kangarou lion"},
    {"KO", "KO", "KO", "kao"},
    {"KP", "SH", "SV", "knighthopper"},
    {"SH", "SC", "BA", "ship"},
    {"GY", "GY", "GY", "gryphon"},
    {"MS", "MS", "CM", "marine knight"},
    {"PO", "PO", "PO", "poseidon"},
    {"MP", "MB", "PM", "marine pawn"},
    {"MH", "MC", "BM", "marine ship"},
    {"ST", "ST", "EP", "sting"},
    {"SE", "SE", "DG", "Senora"},
    {"FA", "FA", "FA", "Faro"},
    {"LO", "LO", "LO", "Loco"},
    {"SA", "SA", "SL", "Saltador"},
    {"AH", "AH", "AS", "MaoHopper"},
    {"OH", "OH", "OS", "MoaSauteur"},
    {"HC", "HK", "HC", "ContraHamster"},
    {"EE", "AE", "AE", "EagleEquihopper"},
    {"EN", "AQ", "AQ", "EagleNonstopEquihopper"},
    {"SC", "SR", "SS", "scarabeus"},
};

// Codes that Popeye's documents list but its reader does not accept
// (pie-engl.txt's Andernach grasshopper, German HC and French AH/OH where
// the reader has HK, AS and OS). A file with one of them is refused by name
// rather than called unknown.
constexpr std::string_view kDocumentedOnly[3] = {" AG ", " HC ", " AH OH "};

std::string_view code_in(const PopeyeWalk& r, Language l) {
    switch (l) {
        case Language::German:
            return r.de;
        case Language::French:
            return r.fr;
        default:
            return r.en;
    }
}

// Popeye's walk with this code in language l.
const PopeyeWalk* popeye_walk(Language l, std::string_view code) {
    for (const PopeyeWalk& r : kPopeye)
        if (keywords::iequals(code_in(r, l), code)) return &r;
    return nullptr;
}

int language_index(Language l) { return l == Language::German ? 1 : l == Language::French ? 2 : 0; }

}  // namespace

std::span<const PopeyeWalk> popeye_walks() { return kPopeye; }

std::optional<pieces::PieceKind> kind_of_code(Language l, std::string_view code) {
    if (const PopeyeWalk* r = popeye_walk(l, code)) return pieces::find_by_code(r->en);
    // Dawson's own kinds (the seed games' pieces), which Popeye lacks, have
    // their code in every language.
    const auto k = pieces::find_by_code(code);
    if (k && !popeye_walk(Language::English, pieces::type(*k).code)) return k;
    return std::nullopt;
}

std::string code_of(Language l, pieces::PieceKind k) {
    const std::string_view en = pieces::type(k).code;
    const PopeyeWalk* r = popeye_walk(Language::English, en);
    return std::string(r ? code_in(*r, l) : en);
}

int popeye_order(pieces::PieceKind k) {
    const PopeyeWalk* r = popeye_walk(Language::English, pieces::type(k).code);
    return r ? static_cast<int>(r - std::begin(kPopeye)) : static_cast<int>(std::size(kPopeye)) + k;
}

bool is_unsupported_popeye_code(Language l, std::string_view code) {
    if (code.empty() || code.size() > 2 || kind_of_code(l, code)) return false;
    if (popeye_walk(l, code)) return true;
    std::string key = " ";
    for (char c : code) key += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    key += ' ';
    return kDocumentedOnly[language_index(l)].find(key) != std::string_view::npos;
}

}  // namespace dawson::problem
