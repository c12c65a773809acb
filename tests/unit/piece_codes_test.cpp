// Piece codes in Popeye's three input languages. Every code of Popeye's
// published piece lists (pie-engl.txt, pie-deut.txt and pie-fran.txt of
// Popeye 4.104, copied below) is either read as a kind of the catalogue or
// refused as "unsupported piece kind"; none is called unknown, and none
// reads as another piece than Popeye's.

#include "problem/piece_codes.hpp"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

#include "pieces/catalogue.hpp"
#include "problem/legality.hpp"
#include "problem/popeye_reader.hpp"

using namespace dawson;
using problem::Language;

namespace {

constexpr const char* kEnglishList =
    "K P Q S R B LE MA PA VA RO G N Z CA GI RF BU WE AL FE DA LI NE L BP AM EM PR GN AN SQ WA DR KA SS UU HA M EA SW "
    "AR RB C NH DU CR ZR GR CH ZH GH DS BK EQ CT BS SP RL BL SI TR ND O EH MO RR BR AO OA RH BH EK BT GT SK CY CG RN "
    "RP OK 37 G2 G3 16 24 35 DG KH OR 15 25 GL LR LB LN WR FR BI ET NA RM RE RW BM BE BW RA SO MG 36 NL ML MM AG F "
    "DO RT BO QE QF QQ B1 B2 B3 CP RK PP LS ZE BN S2 S4 S1 S3 QN DK DB NO TH LH GE GF KL KO KP SH GY MS PO MP MH ST "
    "AH OH SE FA LO SA HC";
constexpr const char* kGermanList =
    "K B D S T L LE MA PA VA RO G N Z CA GI WF BU WE AL FE DA LI NE H BB AM KN PR GN AN EI WA DR KA SS UU HA EL AD "
    "SP ER RL KL NH DU CR ZR GR CH ZH GH DS RS EQ CT BS SB TL LL SI TR ND O RA MO TJ LJ AO OA TH LH EK PF PN SK CY "
    "KG RN RH OK 37 G2 G3 16 24 35 DG KH OR 15 25 GL HT HL HN WR FR BI ET NA TC TA TS LC LA LS SO MG 36 NL ML MM F "
    "DE HE BO QE QF OD B1 B2 B3 CB RP RB LR ZE NR S2 S4 S1 S3 QN DT DL NO UH BH GU GB LK KO SH SC GY MS PO MB MC ST "
    "AH OH SE FA LO SA HC";
constexpr const char* kFrenchList =
    "R P D C T F LE MA PA VA RO S N Z CH GI CC BU VI AL FE DA LI EQ L PB AM IM PR G AN EC V DR KA CS UU HA E AI M "
    "AR FR CA SN PI CN ZN GN SC SZ SG CD CR EA CT BS SP TL FL SI TR NE O EH MO TC FC AO OA ST SF RE BT GT SK CY SA "
    "RL RS OK 37 S2 S3 16 24 35 DS SR OR 15 25 GL LT LF LN VS FS BI EL NA ET AT MT EF AF MF RA SO MG 36 NL ML MM AS "
    "A DN LA BO QA QF QQ B1 B2 B3 PC CL PV LR ZE NR N2 N4 N1 N3 QN DT DF NO SB SE SM SU KL KO SV BA GY CM PO PM BM "
    "EP AH OH FA LO HC";

void check_list(Language l, const char* list) {
    std::istringstream in(list);
    std::string code;
    int n = 0;
    while (in >> code) {
        INFO(problem::language_name(l) << " " << code);
        CHECK((problem::kind_of_code(l, code) || problem::is_unsupported_popeye_code(l, code)));
        ++n;
    }
    CHECK(n > 150);
}

pieces::PieceKind kind(const char* en) { return *pieces::find_by_code(en); }

std::string first_error(const std::string& text) {
    problem::ReadResult r = problem::read_popeye(text, "p.inp");
    return r.errors.empty() ? std::string() : r.errors[0].to_string();
}

}  // namespace

TEST_CASE("every code of Popeye's three piece lists is read or refused by name", "[pieces]") {
    check_list(Language::English, kEnglishList);
    check_list(Language::German, kGermanList);
    check_list(Language::French, kFrenchList);
}

TEST_CASE("every kind's code reads back as that kind in every language", "[pieces]") {
    for (Language l : {Language::English, Language::German, Language::French})
        for (pieces::PieceKind k : pieces::all_kinds()) {
            const std::string code = problem::code_of(l, k);
            INFO(problem::language_name(l) << " " << code << " " << pieces::type(k).name);
            CHECK(problem::kind_of_code(l, code) == k);
        }
}

TEST_CASE("SC is Popeye's piece of each language, the seed scorpion is HS", "[pieces]") {
    // English SC is the scarabeus (Popeye 4.104's walk 163: German SR,
    // French SS; output/plaintext/language_dependant.c).
    CHECK(problem::kind_of_code(Language::English, "SC") == kind("SC"));
    CHECK(problem::kind_of_code(Language::German, "SR") == kind("SC"));
    CHECK(problem::kind_of_code(Language::French, "SS") == kind("SC"));
    // German SC is the Schiff (ship, English SH), which Dawson lacks.
    CHECK_FALSE(problem::kind_of_code(Language::German, "SC"));
    CHECK(problem::is_unsupported_popeye_code(Language::German, "SC"));
    // French SC is the chameau sauteur, English CH.
    CHECK(problem::kind_of_code(Language::French, "SC") == kind("CH"));
    // The seed scorpion, the jump-a-long pieces: the same code everywhere.
    for (Language l : {Language::English, Language::German, Language::French}) {
        CHECK(problem::kind_of_code(l, "HS") == kind("HS"));
        CHECK(problem::code_of(l, kind("HS")) == "HS");
        CHECK(problem::kind_of_code(l, "JW") == kind("JW"));
    }
    CHECK(pieces::type(kind("HS")).walk.parts[0].motion == pieces::Motion::Scorpion);
    CHECK(pieces::type(kind("SO")).walk.count == 2);  // Popeye's scorpion: king + grasshopper
}

TEST_CASE("where Popeye's lists disagree, its reader's reading is taken", "[pieces]") {
    // pie-fran.txt lists "sa" twice (sauterelle contra and Saltador); the
    // reader has SA for the contragrasshopper and SL for the saltador.
    CHECK(problem::kind_of_code(Language::French, "SA") == kind("CG"));
    CHECK(problem::kind_of_code(Language::French, "SL") == kind("SA"));
    // pie-deut.txt lists "ra" for the Randschwein (edgehog) and the rao; the
    // reader has RD for the edgehog and RA for the rao.
    CHECK(problem::kind_of_code(Language::German, "RD") == kind("EH"));
    CHECK(problem::kind_of_code(Language::German, "RA") == kind("RA"));
    // French DG is the senora (English SE), not the double grasshopper (DS).
    CHECK(problem::kind_of_code(Language::French, "DS") == kind("DG"));
    CHECK(problem::kind_of_code(Language::French, "DG") == kind("SE"));
    // Codes only Popeye's documents have are refused by name as well.
    CHECK(problem::is_unsupported_popeye_code(Language::English, "AG"));
    // German HC is pie-deut.txt's; the reader's contra-hamster is HK.
    CHECK(problem::is_unsupported_popeye_code(Language::German, "HC"));
    CHECK(problem::kind_of_code(Language::German, "HC") == std::nullopt);
    CHECK(problem::kind_of_code(Language::German, "HK") == kind("HC"));
    // French AH and OH are pie-fran.txt's; the reader has AS and OS.
    CHECK(problem::is_unsupported_popeye_code(Language::French, "AH"));
    CHECK(problem::kind_of_code(Language::French, "AS") == kind("AH"));
    CHECK(problem::kind_of_code(Language::French, "OS") == kind("OH"));
    // Not a code anywhere.
    CHECK_FALSE(problem::is_unsupported_popeye_code(Language::English, "XY"));
}

TEST_CASE("the reader refuses Popeye's pieces Dawson lacks by name", "[pieces]") {
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ka1 SCb2 Black Kh8\nEndProblem\n").empty());
    CHECK(first_error("AnfangProblem\nForderung #2\nSteine Weiss Ka1 SCb2 Schwarz Kh8\nEndeProblem\n") ==
          "p.inp:3:18: error: unsupported piece kind: SC");
    CHECK(first_error("DebutProbleme\nEnonce #2\nPieces Blanc Ra1 SCb2 Noir Rh8\nFinProbleme\n").empty());
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ka1 SSb2 Black Kh8\nEndProblem\n") ==
          "p.inp:3:18: error: unsupported piece kind: SS");
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ka1 XYb2 Black Kh8\nEndProblem\n") ==
          "p.inp:3:18: error: unknown piece code 'XY' in 'XYb2'");
    // Popeye's hunters (py-engl.txt: "X/Y hunter", away from the home base
    // as X, towards it as Y) and its absolute ones (BR, RR).
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ka1 R/Bd4e5 Black Kh8\nEndProblem\n") ==
          "p.inp:3:18: error: unsupported piece kind: hunter R/B");
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ka1 s/gc1 Black Kh8\nEndProblem\n") ==
          "p.inp:3:18: error: unsupported piece kind: hunter S/G");
    // A hunter as a condition's piece (popeye-regression 2342,
    // EXAMPLES/hunter.inp: "condition promonly rh/r").
    CHECK(first_error("BeginProblem\nStipulation ~1\nCondition PromOnly rh/r\nPieces White Pe7\nEndProblem\n") ==
          "p.inp:3:20: error: unsupported piece kind: hunter RH/R");
    CHECK(first_error("BeginProblem\nStipulation #2\nPieces White Ka1 BRd4 Black Kh8\nEndProblem\n") ==
          "p.inp:3:18: error: unsupported piece kind: BR");
}

TEST_CASE("the marine and royal kinds read in three languages, royal by kind", "[pieces][marine]") {
    // Popeye 4.104's output/plaintext/language_dependant.c: PO MP MH ST SK CY,
    // German PO MB MC ST SK CY, French PO PM BM EP SK CY (French ST is the
    // rookhopper).
    for (const char* en : {"PO", "MP", "MH", "ST", "SK", "CY"}) CHECK(problem::kind_of_code(Language::English, en));
    CHECK(problem::kind_of_code(Language::German, "MB") == kind("MP"));
    CHECK(problem::kind_of_code(Language::German, "MC") == kind("MH"));
    CHECK(problem::kind_of_code(Language::German, "ST") == kind("ST"));
    CHECK(problem::kind_of_code(Language::French, "PM") == kind("MP"));
    CHECK(problem::kind_of_code(Language::French, "BM") == kind("MH"));
    CHECK(problem::kind_of_code(Language::French, "EP") == kind("ST"));
    CHECK(problem::kind_of_code(Language::French, "ST") == kind("RH"));
    CHECK(problem::code_of(Language::French, kind("ST")) == "EP");
    CHECK(pieces::is_royal(kind("K")));
    CHECK(pieces::is_royal(kind("PO")));
    CHECK(pieces::is_royal(kind("ST")));
    CHECK_FALSE(pieces::is_royal(kind("MP")));
    CHECK(pieces::is_pawn_like(kind("MP")));
    CHECK_FALSE(pieces::is_pawn_like(kind("MH")));
    // A poseidon is its side's king: with a king beside it the problem is
    // refused as Popeye refuses it.
    problem::ReadResult r =
        problem::read_popeye("BeginProblem\nStipulation #2\nPieces White Ka1 POb3 Black Kh8\nEndProblem\n", "p.inp");
    REQUIRE(r.problems.size() == 1);
    CHECK(problem::check_refusal(r.problems.front().setup).has_value());
    r = problem::read_popeye("BeginProblem\nStipulation #2\nPieces White POb3 Black STh8\nEndProblem\n", "p.inp");
    REQUIRE(r.problems.size() == 1);
    CHECK_FALSE(problem::check_refusal(r.problems.front().setup).has_value());
}
