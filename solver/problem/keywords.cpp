// Popeye's keyword tables. The words are facts of Popeye's input language
// (see Popeye's documentation); their order follows Popeye's tables so that
// the abbreviation rule resolves exactly as Popeye does.
#include "problem/keywords.hpp"

#include <array>
#include <cctype>

#include "position/attribute.hpp"

namespace dawson::problem::keywords {
namespace {

using SV = std::string_view;
template <std::size_t N>
using Table = std::array<SV, N>;

constexpr Table<3> kBegin{"BeginProblem", "AnfangProblem", "DebutProbleme"};

constexpr int kCommands = static_cast<int>(Command::Count);
constexpr std::array<Table<kCommands>, 3> kCommandTables{{
    {"Remark", "SStipulation", "Author", "Origin", "Pieces", "Condition", "Option", "Stipulation", "Protocol", "Title",
     "LaTeX", "LaTeXPieces", "Award", "InitialGameArray", "Forsyth"},
    {"Bemerkung", "SForderung", "Autor", "Quelle", "Steine", "Bedingung", "Option", "Forderung", "Protokoll", "Titel",
     "LaTeX", "LaTeXSteine", "Auszeichnung", "PartieAnfangsStellung", "Forsyth"},
    {"Remarque", "SEnonce", "Auteur", "Source", "Pieces", "Condition", "Option", "Enonce", "Protocol", "Titre", "LaTeX",
     "PiecesLaTeX", "Prix", "PositionInitialePartie", "Forsyth"},
}};

constexpr std::array<Table<2>, 3> kProblemEnds{{
    {"EndProblem", "NextProblem"},
    {"EndeProblem", "WeiteresProblem"},
    {"FinProbleme", "ASuivre"},
}};

constexpr std::array<Table<2>, 3> kTwinStarts{{
    {"Twin", "ZeroPosition"},
    {"Zwilling", "NullStellung"},
    {"Jumeau", "ZeroPosition"},
}};

constexpr int kOptions = static_cast<int>(OptionWord::Count);
constexpr std::array<Table<kOptions>, 3> kOptionTables{{
    {"Defence",
     "SetPlay",
     "WhiteToPlay",
     "Variations",
     "MoveNumbers",
     "StartMoveNumber",
     "NoWk",
     "Duplex",
     "NoBk",
     "Threat",
     "NoThreat",
     "Try",
     "MaxSolutions",
     "MaxFlightsquares",
     "Search",
     "MultiSolutions",
     "NoSymmetry",
     "NonTrivial",
     "KeepMatingPiece",
     "EnPassant",
     "NoBoard",
     "NoShortVariations",
     "HalfDuplex",
     "PostKeyPlay",
     "Intelligent",
     "MaxTime",
     "NoCastling",
     "Quodlibet",
     "StopOnShortSolutions",
     "Beep",
     "SuppressGrid",
     "WriteGrid",
     "CastlingMutuallyExclusive",
     "GoalIsEnd",
     "NullMoves",
     "UpToMoveNumber",
     "TrivialTriesAvoid",
     "MatesIn1"},
    {"Widerlegung",
     "Satzspiel",
     "WeissBeginnt",
     "Varianten",
     "Zugnummern",
     "StartZugnummer",
     "OhneWk",
     "Duplex",
     "OhneSk",
     "Drohung",
     "OhneDrohung",
     "Verfuehrung",
     "MaxLoesungen",
     "MaxFluchtFelder",
     "Suchen",
     "MehrereLoesungen",
     "KeineSymmetrie",
     "NichtTrivial",
     "HalteMattsetzendenStein",
     "EnPassant",
     "OhneBrett",
     "OhneKurzVarianten",
     "HalbDuplex",
     "NachSchluessel",
     "Intelligent",
     "MaxZeit",
     "KeineRochade",
     "Quodlibet",
     "StopNachKurzloesungen",
     "Pieps",
     "OhneGitter",
     "ZeichneGitter",
     "RochadenGegenseitigAusschliessend",
     "ZielIstEnde",
     "NullZuege",
     "BisZugnummer",
     "TrivialeFehlversucheUnterdruecken",
     "MattsIn1"},
    {"Defense",
     "Apparent",
     "ApparentSeul",
     "Variantes",
     "Trace",
     "Enroute",
     "SansRB",
     "Duplex",
     "SansRN",
     "Menace",
     "SansMenace",
     "Essais",
     "MaxSolutions",
     "MaxCasesFuites",
     "Search",
     "MultiSolutions",
     "NonSymetrique",
     "NonTrivial",
     "RetiensPieceMatante",
     "EnPassant",
     "SansEchiquier",
     "SansVariantesCourtes",
     "DemiDuplex",
     "ApresCle",
     "Intelligent",
     "MaxTemps",
     "SansRoquer",
     "Quodlibet",
     "FinApresSolutionsCourtes",
     "Bip",
     "SansGrille",
     "AjouteGrille",
     "RoquesMutuellementExclusifs",
     "ButEstFin",
     "CoupsVides",
     "JusquAuCoup",
     "TrivialEssaiSupprimer",
     "MatsEn1"},
}};

constexpr int kTwinnings = static_cast<int>(Twinning::Count);
constexpr std::array<Table<kTwinnings>, 3> kTwinningTables{{
    {"Move", "Exchange", "Stipulation", "SStipulation", "Add", "Remove", "Continued", "Rotate", "Condition",
     "PolishType", "Mirror", "Shift", "Substitute"},
    {"Versetze", "Tausche", "Forderung", "SForderung", "Hinzufuegen", "Entferne", "Ferner", "Drehung", "Bedingung",
     "Farbwechsel", "Spiegelung", "Verschiebung", "Ersetze"},
    {"Deplacement", "Echange", "Enonce", "SEnonce", "Ajoute", "Ote", "EnPlus", "Rotation", "Condition",
     "CouleurEchange", "Miroir", "Translation", "Remplace"},
}};

constexpr int kColourWords = static_cast<int>(ColourWord::Count);
constexpr std::array<Table<kColourWords>, 3> kColours{{
    {"White", "Black", "Neutral", "TotalInvisible"},
    {"Weiss", "Schwarz", "Neutral", "TotalUnsichtbar"},
    {"Blanc", "Noir", "Neutre", "TotalInvisible"},
}};

constexpr int kAttributes = position::kAttributeCount + 4;  // + Anda, AndaInverse, AliceA, AliceB
constexpr std::array<Table<kAttributes>, 3> kAttributeTables{{
    {"Royal",       "Kamikaze",    "Paralysing",
     "Chameleon",   "Jigger",      "Volage",
     "Functionary", "HalfNeutral", "HurdleColourChanging",
     "Protean",     "Magic",       "Uncapturable",
     "Patrol",      "Frischauf",   "Bul",
     "Dob",         "Anda",        "AndaInverse",
     "AliceA",      "AliceB"},
    {"Koeniglich", "Kamikaze",    "Paralysierend",
     "Chamaeleon", "Jigger",      "Volage",
     "Beamtet",    "HalbNeutral", "SprungbockFarbeWechselnd",
     "Proteisch",  "Magisch",     "Unschlagbar",
     "Patrouille", "Frischauf",   "Bul",
     "Dob",        "Anda",        "AndaInvers",
     "AliceA",     "AliceB"},
    {"Royale",        "Kamikaze",   "Paralysante",
     "Cameleon",      "Jigger",     "Volage",
     "Fonctionnaire", "DemiNeutre", "CouleurEchangeantSautoir",
     "Protee",        "Magique",    "Imprenable",
     "Patrouille",    "Frischauf",  "Bul",
     "Dob",           "Anda",       "AndaInverse",
     "AliceA",        "AliceB"},
}};
// The words follow position::Attribute.
static_assert(kAttributeTables[0][static_cast<int>(position::Attribute::Dob)] == "Dob" &&
              kAttributeTables[0][position::kAttributeCount] == "Anda");

constexpr Table<4> kMirrors{"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"};

int lang(Language l) { return static_cast<int>(l); }

bool istarts_with(std::string_view word, std::string_view prefix) {
    if (prefix.size() > word.size()) return false;
    for (std::size_t i = 0; i < prefix.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(word[i])) != std::tolower(static_cast<unsigned char>(prefix[i])))
            return false;
    return true;
}

}  // namespace

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

bool iequals(std::string_view a, std::string_view b) { return a.size() == b.size() && istarts_with(a, b); }

Match match(std::span<const std::string_view> table, std::string_view token) {
    Match m;
    if (token.empty()) return m;
    for (int i = 0; i < static_cast<int>(table.size()); ++i) {
        if (!istarts_with(table[i], token)) continue;
        if (table[i].size() == token.size()) return Match{i, false, -1};
        if (m.index < 0)
            m.index = i;
        else if (!m.ambiguous) {
            m.ambiguous = true;
            m.other = i;
        }
    }
    return m;
}

std::span<const std::string_view> begin_words() { return kBegin; }
std::span<const std::string_view> commands(Language l) { return kCommandTables[lang(l)]; }
std::span<const std::string_view> problem_ends(Language l) { return kProblemEnds[lang(l)]; }
std::span<const std::string_view> twin_starts(Language l) { return kTwinStarts[lang(l)]; }
std::span<const std::string_view> options(Language l) { return kOptionTables[lang(l)]; }
std::span<const std::string_view> twinnings(Language l) { return kTwinningTables[lang(l)]; }
std::span<const std::string_view> colours(Language l) { return kColours[lang(l)]; }
std::span<const std::string_view> attributes(Language l) { return kAttributeTables[lang(l)]; }
std::span<const std::string_view> mirror_axes() { return kMirrors; }

}  // namespace dawson::problem::keywords
