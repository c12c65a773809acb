#include "problem/piece_codes.hpp"

#include <cctype>
#include <iterator>

#include "problem/keywords.hpp"

namespace dawson::problem {
namespace {

// Popeye 4.104's piece table: every walk's code in English, German and
// French, in Popeye's order (facts from Popeye's reader, the table its
// input and output use; its own name for the walk in the comment). The
// catalogue names a kind by its English code; this table gives the other
// languages, so a new kind that Popeye has needs no entry here.
struct Codes {
    std::string_view en, de, fr;
};
constexpr Codes kPopeye[] = {
    {"K", "K", "R"},     // 2 king
    {"P", "B", "P"},     // 3 pawn
    {"Q", "D", "D"},     // 4 queen
    {"S", "S", "C"},     // 5 knight
    {"R", "T", "T"},     // 6 rook
    {"B", "L", "F"},     // 7 bishop
    {"LE", "LE", "LE"},  // 8 leo
    {"MA", "MA", "MA"},  // 9 mao
    {"PA", "PA", "PA"},  // 10 pao
    {"VA", "VA", "VA"},  // 11 vao
    {"RO", "RO", "RO"},  // 12 rose
    {"G", "G", "S"},     // 13 grashopper
    {"N", "N", "N"},     // 14 nightrider
    {"Z", "Z", "Z"},     // 15 zebra
    {"CA", "CA", "CH"},  // 16 camel
    {"GI", "GI", "GI"},  // 17 giraffe
    {"RF", "WF", "CC"},  // 18 root-50-leaper
    {"BU", "BU", "BU"},  // 19 root-25-leaper
    {"WE", "WE", "VI"},  // 20 wazir
    {"AL", "AL", "AL"},  // 21 alfil
    {"FE", "FE", "FE"},  // 22 fers
    {"DA", "DA", "DA"},  // 23 dabbaba
    {"LI", "LI", "LI"},  // 24 lion
    {"NE", "NE", "EQ"},  // 25 nonstop equihopper
    {"L", "H", "L"},     // 26 locust
    {"BP", "BB", "PB"},  // 27 berolina pawn
    {"AM", "AM", "AM"},  // 28 amazon
    {"EM", "KN", "IM"},  // 29 empress
    {"PR", "PR", "PR"},  // 30 princess
    {"GN", "GN", "G"},   // 31 gnu
    {"AN", "AN", "AN"},  // 32 antelope
    {"SQ", "EI", "EC"},  // 33 squirrel
    {"WA", "WA", "V"},   // 34 waran
    {"DR", "DR", "DR"},  // 35 dragon
    {"KA", "KA", "KA"},  // 36 kangaroo
    {"SS", "SS", "CS"},  // 37 Spiralspringer
    {"UU", "UU", "UU"},  // 38 UbiUbi
    {"HA", "HA", "HA"},  // 39 hamster
    {"M", "EL", "E"},    // 40 moose
    {"EA", "AD", "AI"},  // 41 eagle
    {"SW", "SP", "M"},   // 42 sparrow
    {"AR", "ER", "AR"},  // 43 archbishop
    {"RB", "RL", "FR"},  // 44 reflecting bishop
    {"C", "KL", "CA"},   // 45 cardinal
    {"NH", "NH", "SN"},  // 46 nightrider-hopper
    {"DU", "DU", "PI"},  // 47 dummy
    {"CR", "CR", "CN"},  // 48 camelrider
    {"ZR", "ZR", "ZN"},  // 49 zebrarider
    {"GR", "GR", "GN"},  // 50 gnurider
    {"CH", "CH", "SC"},  // 51 camelrider hopper
    {"ZH", "ZH", "SZ"},  // 52 zebrarider hopper
    {"GH", "GH", "SG"},  // 53 gnurider hopper
    {"DS", "DS", "CD"},  // 54 DiagonalSpiralSpringer
    {"BK", "RS", "CR"},  // 55 bouncy knight
    {"EQ", "EQ", "EA"},  // 56 equihoppper
    {"CT", "CT", "CT"},  // 57 CAT
    {"BS", "BS", "BS"},  // 58 berolina superpawn
    {"SP", "SB", "SP"},  // 59 superpawn
    {"RL", "TL", "TL"},  // 60 rook-lion
    {"BL", "LL", "FL"},  // 61 bishop-lion
    {"SI", "SI", "SI"},  // 62 sirene
    {"TR", "TR", "TR"},  // 63 triton
    {"ND", "ND", "NE"},  // 64 nereide
    {"O", "O", "O"},     // 65 orphan
    {"EH", "RD", "EH"},  // 66 edgehog
    {"MO", "MO", "MO"},  // 67 moa
    {"RR", "TJ", "TC"},  // 68 rook/bishop-hunter
    {"BR", "LJ", "FC"},  // 69 bishop/rook-hunter
    {"AO", "AO", "AO"},  // 70 maorider
    {"OA", "OA", "OA"},  // 71 moarider
    {"RH", "TH", "ST"},  // 72 rookhopper
    {"BH", "LH", "SF"},  // 73 bishophopper
    {"EK", "EK", "RE"},  // 74 erlking
    {"BT", "PF", "BT"},  // 75 boyscout
    {"GT", "PN", "GT"},  // 76 girlscout
    {"SK", "SK", "SK"},  // 77 Skylla
    {"CY", "CY", "CY"},  // 78 Charybdis
    {"CG", "KG", "SA"},  // 79 contra grashopper
    {"RN", "RN", "RL"},  // 80 RoseLion
    {"RP", "RH", "RS"},  // 81 RoseHopper
    {"OK", "OK", "OK"},  // 82 Okapi
    {"37", "37", "37"},  // 83 3
    {"G2", "G2", "S2"},  // 84 grasshopper-2
    {"G3", "G3", "S3"},  // 85 grasshopper-3
    {"16", "16", "16"},  // 86 1
    {"24", "24", "24"},  // 87 2
    {"35", "35", "35"},  // 88 3
    {"DG", "DG", "DS"},  // 89 Double Grasshopper
    {"KH", "KH", "SR"},  // 90 Kinghopper
    {"OR", "OR", "OR"},  // 91 Orix
    {"15", "15", "15"},  // 92 1
    {"25", "25", "25"},  // 93 2
    {"GL", "GL", "GL"},  // 94 Gral
    {"LR", "HT", "LT"},  // 95 rook locust
    {"LB", "HL", "LF"},  // 96 bishop locust
    {"LN", "HN", "LN"},  // 97 nightrider locust
    {"WR", "WR", "VS"},  // 98 wazirrider
    {"FR", "FR", "FS"},  // 99 fersrider
    {"BI", "BI", "BI"},  // 100 bison
    {"ET", "ET", "EL"},  // 101 elephant
    {"NA", "NA", "NA"},  // 102 Nao
    {"RM", "TC", "ET"},  // 103 rook moose
    {"RE", "TA", "AT"},  // 104 rook eagle
    {"RW", "TS", "MT"},  // 105 rook sparrow
    {"BM", "LC", "EF"},  // 106 bishop moose
    {"BE", "LA", "AF"},  // 107 bishop eagle
    {"BW", "LS", "MF"},  // 108 bishop sparrow
    {"RA", "RA", "RA"},  // 109 rao
    {"SO", "SO", "SO"},  // 110 scorpion
    {"MG", "MG", "MG"},  // 111 marguerite
    {"36", "36", "36"},  // 112 3
    {"NL", "NL", "NL"},  // 113 nightriderlion
    {"ML", "ML", "ML"},  // 114 maoriderlion
    {"MM", "MM", "MM"},  // 115 moariderlion
    {"F", "F", "A"},     // 116 friend
    {"DO", "DE", "DN"},  // 117 dolphin
    {"RT", "HE", "LA"},  // 118 rabbit
    {"BO", "BO", "BO"},  // 119 bob
    {"QE", "QE", "QA"},  // 120 equi english
    {"QF", "QF", "QF"},  // 121 equi french
    {"QQ", "OD", "QQ"},  // 122 querquisite
    {"B1", "B1", "B1"},  // 123 bouncer
    {"B2", "B2", "B2"},  // 124 tour-bouncer
    {"B3", "B3", "B3"},  // 125 fou-bouncer
    {"CP", "CB", "PC"},  // 126 chinese pawn
    {"RK", "RP", "CL"},  // 127 radial knight
    {"PP", "RB", "PV"},  // 128 protean pawn
    {"LS", "LR", "LR"},  // 129 Rose Locust
    {"ZE", "ZE", "ZE"},  // 130 zebu
    {"BN", "NR", "NR"},  // 131 Bouncy Nightrider
    {"S2", "S2", "N2"},  // 132 spiralspringer
    {"S4", "S4", "N4"},  // 133 spiralspringer
    {"S1", "S1", "N1"},  // 134 diagonalspiralspringer
    {"S3", "S3", "N3"},  // 135 diagonalspiralspringer
    {"QN", "QN", "QN"},  // 136 quintessence
    {"DK", "DT", "DT"},  // 137 double rookhopper
    {"DB", "DL", "DF"},  // 138 double bishopper
    {"NO", "NO", "NO"},  // 139 orix
    {"TH", "UH", "SB"},  // 140 treehopper
    {"LH", "BH", "SE"},  // 141 leafhopper
    {"GE", "GU", "SM"},  // 142 greater treehopper
    {"GF", "GB", "SU"},  // 143 greater leafhopper
    {"KL", "LK", "KL"},  // 144 kangarou lion
    {"KO", "KO", "KO"},  // 145 kao
    {"KP", "SH", "SV"},  // 146 knighthopper
    {"SH", "SC", "BA"},  // 147 ship
    {"GY", "GY", "GY"},  // 148 gryphon
    {"MS", "MS", "CM"},  // 149 marine knight
    {"PO", "PO", "PO"},  // 150 poseidon
    {"MP", "MB", "PM"},  // 151 marine pawn
    {"MH", "MC", "BM"},  // 152 marine ship
    {"ST", "ST", "EP"},  // 153 sting
    {"SE", "SE", "DG"},  // 154 Senora
    {"FA", "FA", "FA"},  // 155 Faro
    {"LO", "LO", "LO"},  // 156 Loco
    {"SA", "SA", "SL"},  // 157 Saltador
    {"AH", "AH", "AS"},  // 158 MaoHopper
    {"OH", "OH", "OS"},  // 159 MoaSauteur
    {"HC", "HK", "HC"},  // 160 ContraHamster
    {"EE", "AE", "AE"},  // 161 EagleEquihopper
    {"EN", "AQ", "AQ"},  // 162 EagleNonstopEquihopper
};

// Codes that Popeye's documents list but its reader does not accept (the
// English manual's scarabeus, pie-engl.txt's Andernach grasshopper, German
// HC and French AH/OH where the reader has HK, AS and OS). A file with one
// of them is refused by name rather than called unknown.
constexpr std::string_view kDocumentedOnly[3] = {" SC AG ", " HC ", " AH OH "};

std::string_view code_in(const Codes& r, Language l) {
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
const Codes* popeye_walk(Language l, std::string_view code) {
    for (const Codes& r : kPopeye)
        if (keywords::iequals(code_in(r, l), code)) return &r;
    return nullptr;
}

int language_index(Language l) { return l == Language::German ? 1 : l == Language::French ? 2 : 0; }

}  // namespace

std::optional<pieces::PieceKind> kind_of_code(Language l, std::string_view code) {
    if (const Codes* r = popeye_walk(l, code)) return pieces::find_by_code(r->en);
    // Dawson's own kinds (the seed games' pieces), which Popeye lacks, have
    // their code in every language.
    const auto k = pieces::find_by_code(code);
    if (k && !popeye_walk(Language::English, pieces::type(*k).code)) return k;
    return std::nullopt;
}

std::string code_of(Language l, pieces::PieceKind k) {
    const std::string_view en = pieces::type(k).code;
    const Codes* r = popeye_walk(Language::English, en);
    return std::string(r ? code_in(*r, l) : en);
}

int popeye_order(pieces::PieceKind k) {
    const Codes* r = popeye_walk(Language::English, pieces::type(k).code);
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
