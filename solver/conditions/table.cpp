#include "conditions/table.hpp"

#include <algorithm>

namespace dawson::conditions {

#define CONDITION(f) ConditionDef f();
#include "conditions/list.inc"
#undef CONDITION

namespace {

// Popeye 4.104's condition names (output/plaintext/language_dependant.c,
// CondString and ExtraCondString: English, German, French), then Dawson's.
constexpr Names kConditionNames[] = {
    {"Circe", "Circe", "Circe"},
    {"MirrorCirce", "SpiegelCirce", "CirceMalefique"},
    {"Madrasi", "Madrasi", "Madrasi"},
    {"Volage", "Volage", "Volage"},
    {"Hypervolage", "Hypervolage", "Hypervolage"},
    {"BichromChess", "BichromesSchach", "Bichromatique"},
    {"MonochromChess", "MonochromesSchach", "Monochromatique"},
    {"GridChess", "Gitterschach", "Grille"},
    {"KoeKo", "KoeKo", "Koeko"},
    {"BlackEdgeMover", "SchwarzerRandzueger", "NoirBordCoup"},
    {"WhiteEdgeMover", "WeisserRandzueger", "BlancBordCoup"},
    {"Leofamily", "Leofamily", "Leofamily"},
    {"ChineseChess", "ChinesischesSchach", "Chinoises"},
    {"Patrouille", "PatrouilleSchach", "Patrouille"},
    {"PWC", "PlatzwechselCirce", "CirceEchange"},
    {"NoCapture", "Ohneschlag", "SansPrises"},
    {"ImmunChess", "Immunschach", "Immun"},
    {"MirrorImmunChess", "SpiegelImmunschach", "ImmunMalefique"},
    {"ContactGridChess", "KontaktGitter", "ContactGrille"},
    {"Imitator", "Imitator", "Imitator"},
    {"CavalierMajeur", "CavalierMajeur", "CavalierMajeur"},
    {"HaanerChess", "HaanerSchach", "Haan"},
    {"ChameleonCirce", "ChamaeleonCirce", "CirceCameleon"},
    {"CouscousCirce", "CouscousCirce", "CirceCouscous"},
    {"EquipollentsCirce", "EquipollentsCirce", "CirceEquipollents"},
    {"FileCirce", "FileCirce", "FileCirce"},
    {"BlackMaximummer", "SchwarzerLaengstzueger", "NoirMaximum"},
    {"BlackMinimummer", "SchwarzerKuerzestzueger", "NoirMinimum"},
    {"WhiteMaximummer", "WeisserLaengstzueger", "BlancMaximum"},
    {"WhiteMinimummer", "WeisserKuerzestzueger", "BlancMinimum"},
    {"MagicSquares", "MagischeFelder", "CaseMagique"},
    {"Sentinelles", "Sentinelles", "Sentinelles"},
    {"Tibet", "TibetSchach", "Tibet"},
    {"DoubleTibet", "DoppeltibetSchach", "DoubleTibet"},
    {"DiagramCirce", "DiagrammCirce", "CirceDiagramme"},
    {"Hole", "Loch", "Trou"},
    {"BlackMustCapture", "SchwarzerSchlagzwang", "NoirPriseForce"},
    {"WhiteMustCapture", "WeisserSchlagzwang", "BlancPriseForce"},
    {"ReflectiveKings", "ReflektierendeKoenige", "RoisReflecteurs"},
    {"TransmutedKings", "TransmutierendeKoenige", "RoisTransmutes"},
    {"BlackFollowMyLeader", "SchwarzerVerfolgungszueger", "NoirPoursuite"},
    {"WhiteFollowMyLeader", "WeisserVerfolgungszueger", "BlancPoursuite"},
    {"DuellistChess", "Duellantenschach", "Duelliste"},
    {"ParrainCirce", "CirceParrain", "CirceParrain"},
    {"NoIProm", "OhneIUW", "SansIProm"},
    {"SymmetryCirce", "SymmetrieCirce", "CirceSymetrique"},
    {"VogtlaenderChess", "VogtlaenderSchach", "EchecsVogtlaender"},
    {"EinsteinChess", "EinsteinSchach", "EchecsEinstein"},
    {"Bicolores", "Bicolores", "Bicolores"},
    {"NewKoeko", "NeuKoeko", "KoekoNouveaux"},
    {"CirceClone", "CirceClone", "CirceClone"},
    {"AntiCirce", "AntiCirce", "AntiCirce"},
    {"MirrorFileCirce", "SpiegelFileCirce", "FileCirceMalefique"},
    {"AntipodeanCirce", "AntipodenCirce", "CirceAntipoden"},
    {"MirrorCirceClone", "SpiegelCirceclone", "CirceCloneMalefique"},
    {"MirrorAntiCirce", "AntiSpiegelCirce", "AntiCirceMalefique"},
    {"DiagramAntiCirce", "AntiDiagrammCirce", "AntiCirceDiagramme"},
    {"FileAntiCirce", "AntiFileCirce", "AntiFileCirce"},
    {"SymmetryAntiCirce", "AntiSymmetrieCirce", "AntiCirceSymetrique"},
    {"MirrorFileAntiCirce", "AntiSpiegelFileCirce", "AntiFileCirceMalefique"},
    {"AntipodeanAntiCirce", "AntiAntipodenCirce", "AntiCirceAntipoden"},
    {"EquipollentsAntiCirce", "AntiEquipollentsCirce", "AntiCirceEquipollents"},
    {"FileImmunChess", "FileImmunSchach", "ImmunFile"},
    {"DiagramImmunChess", "DiagrammImmunSchach", "ImmunDiagramme"},
    {"MirrorFileImmunChess", "SpiegelFileImmunSchach", "ImmunFileMalefique"},
    {"SymmetryImmunChess", "SymmetrieImmunSchach", "ImmunSymmetrique"},
    {"AntipodeanImmunChess", "AntipodenImmunSchach", "ImmunAntipoden"},
    {"EquipollentsImmunChess", "EquipollentsImmunSchach", "ImmunEquipollents"},
    {"ReversalEinsteinChess", "ReversesEinsteinSchach", "ReversEchecsEinstein"},
    {"SuperCirce", "SuperCirce", "SuperCirce"},
    {"RelegationChess", "Degradierung", "Degradierung"},
    {"NorskSjakk", "NorskSjakk", "NorskSjakk"},
    {"TraitorChess", "TraitorChess", "EchecsTraitor"},
    {"AndernachChess", "AndernachSchach", "EchecsAndernach"},
    {"WhiteForcedSquare", "WeissesZwangsfeld", "BlancCaseForce"},
    {"WhiteConsequentForcedSquare", "WeissesKonsequentesZwangsfeld", "BlancCaseForceConsequent"},
    {"BlackForcedSquare", "SchwarzesZwangsfeld", "NoirCaseForce"},
    {"BlackConsequentForcedSquare", "SchwarzesKonsequentesZwangsfeld", "NoirCaseForceConsequent"},
    {"ChameleonChess", "ChamaeleonSchach", "EchecsCameleon"},
    {"FunctionaryChess", "BeamtenSchach", "EchecsFonctionnaire"},
    {"GlasgowChess", "GlasgowSchach", "EchecsGlasgow"},
    {"AntiAndernachChess", "AntiAndernachSchach", "EchecsAntiAndernach"},
    {"FrischAufCirce", "FrischAufCirce", "FrischAufCirce"},
    {"VerticalMirrorCirce", "VertikalesSpiegelCirce", "CirceMalefiqueVerticale"},
    {"Isardam", "Isardam", "Isardam"},
    {"ChecklessChess", "OhneSchach", "SansEchecs"},
    {"DiametralCirce", "DiametralCirce", "CirceDiametrale"},
    {"PromOnly", "UWnur", "PromSeul"},
    {"RankCirce", "RankCirce", "RankCirce"},
    {"ExclusiveChess", "ExklusivSchach", "EchecsExclusif"},
    {"MarsCirce", "MarsCirce", "MarsCirce"},
    {"MarsMirrorCirce", "MarsSpiegelCirce", "MarsCirceMalefique"},
    {"PhantomChess", "PhantomSchach", "EchecsPhantom"},
    {"WhiteReflectiveKing", "WeisserReflektierenderKoenig", "BlancRoiReflecteur"},
    {"BlackReflectiveKing", "SchwarzerReflektierenderKoenig", "NoirRoiReflecteur"},
    {"WhiteTransmutedKing", "WeisserTransmutierenderKoenig", "BlancRoiTransmute"},
    {"BlackTransmutedKing", "SchwarzerTransmutierenderKoenig", "NoirRoiTransmute"},
    {"AntiEinsteinChess", "AntiEinsteinSchach", "EchecsAntiEinstein"},
    {"MirrorCouscousCirce", "SpiegelCouscousCirce", "CirceCouscousMalefique"},
    {"BlackRoyalSquare", "SchwarzesKoeniglichesFeld", "NoirCaseRoyal"},
    {"WhiteRoyalSquare", "WeissesKoeniglichesFeld", "BlancCaseRoyal"},
    {"BrunnerChess", "BrunnerSchach", "EchecsBrunner"},
    {"PlusChess", "PlusSchach", "EchecsPlus"},
    {"CirceAssassin", "AssassinCirce", "CirceAssassin"},
    {"PatienceChess", "PatienceSchach", "EchecsPatience"},
    {"RepublicanChess", "RepublikanerSchach", "EchecsRepublicains"},
    {"ExtinctionChess", "AusrottungsSchach", "EchecsExtinction"},
    {"CentralChess", "ZentralSchach", "EchecsCentral"},
    {"ActuatedRevolvingBoard", "ActuatedRevolvingBoard", "ActuatedRevolvingBoard"},
    {"MessignyChess", "MessignySchach", "EchecsMessigny"},
    {"Woozles", "Woozles", "Woozles"},
    {"BiWoozles", "BiWoozles", "BiWoozles"},
    {"Heffalumps", "Heffalumps", "Heffalumps"},
    {"BiHeffalumps", "BiHeffalumps", "BiHeffalumps"},
    {"WhitePromSquares", "UWFeldWeiss", "BlancCasePromotion"},
    {"BlackPromSquares", "UWFeldSchwarz", "NoirCasePromotion"},
    {"NoWhitePromotion", "OhneWeissUW", "SansBlancPromotion"},
    {"NoBlackPromotion", "OhneSchwarzUW", "SansNoirPromotion"},
    {"EiffelChess", "EiffelSchach", "EchecsEiffel"},
    {"BlackUltraSchachZwang", "SchwarzerUltraSchachZwang", "NoirUltraSchachZwang"},
    {"WhiteUltraSchachZwang", "WeisserUltraSchachZwang", "BlancUltraSchachZwang"},
    {"ActuatedRevolvingCentre", "ActuatedRevolvingCentre", "ActuatedRevolvingCentre"},
    {"ShieldedKings", "SchutzKoenige", "ShieldedKings"},
    {"CURRENTLYUNUSED", "ZURZEITUNVERWENDET", "NONUTILISEACTUELLEMENT"},
    {"LineChameleonChess", "LinienChamaeleonSchach", "EchecsCameleonLigne"},
    {"NoWhiteCapture", "WeisserOhneSchlag", "BlancSansPrises"},
    {"NoBlackCapture", "SchwarzerOhneSchlag", "NoirSansPrises"},
    {"AprilChess", "Aprilschach", "EchecsAvril"},
    {"AlphabeticChess", "AlphabetischesSchach", "EchecsAlphabetiques"},
    {"CirceTurncoats", "TurncoatCirce", "CirceTurncoats"},
    {"CirceDoubleAgents", "DoppelAgentenCirce", "CirceDoubleAgents"},
    {"AMU", "AMU", "AMU"},
    {"SingleBox", "NurPartiesatzSteine", "SingleBox"},
    {"MAFF", "MAFF", "MAFF"},
    {"OWU", "OWU", "OWU"},
    {"WhiteOscillatingKings", "WeisseOszillierendeKoenige", "BlancRoisOscillant"},
    {"BlackOscillatingKings", "SchwarzeOszillierendeKoenige", "NoirRoisOscillant"},
    {"AntiKings", "AntiKoenige", "AntiRois"},
    {"AntiMarsCirce", "AntiMarsCirce", "AntiMarsCirce"},
    {"AntiMarsMirrorCirce", "AntiMarsMalefiqueCirce", "AntiMarsMalefiqueCirce"},
    {"AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce", "AntiMarsAntipodeanCirce"},
    {"WhiteSuperTransmutingKing", "WeisserSuperTransmutierenderKoenig", "BlancSuperRoiTransmute"},
    {"BlackSuperTransmutingKing", "SchwarzerSuperTransmutierenderKoenig", "NoirSuperRoiTransmute"},
    {"AntiSuperCirce", "AntiSuperCirce", "AntiSuperCirce"},
    {"UltraPatrol", "UltraPatrouille", "UltraPatrouille"},
    {"SwappingKings", "TauschKoenige", "RoisEchanges"},
    {"RoyalDynasty", "KoenigsDynastie", "DynastieRoyale"},
    {"SAT", "SAT", "SAT"},
    {"StrictSAT", "StrictSAT", "StrictSAT"},
    {"Take&MakeChess", "Take&MakeSchach", "Take&MakeEchecs"},
    {"BlackSynchronMover", "SchwarzerSynchronZueger", "NoirSynchronCoup"},
    {"WhiteSynchronMover", "WeisserSynchronZueger", "BlancSynchronCoup"},
    {"BlackAntiSynchronMover", "SchwarzerAntiSynchronZueger", "NoirAntiSynchronCoup"},
    {"WhiteAntiSynchronMover", "WeisserAntiSynchronZueger", "BlancAntiSynchronCoup"},
    {"Masand", "Masand", "Masand"},
    {"BGL", "BGL", "BGL"},
    {"BlackChecks", "SchwarzSchaecher", "NoirEchecs"},
    {"AnnanChess", "Annanschach", "AnnanEchecs"},
    {"NormalPawn", "NormalBauern", "PionNormale"},
    {"Lortap", "Elliuortap", "Elliuortap"},
    {"VaultingKings", "VaultingKings", "VaultingKings"},
    {"WhiteVaultingKing", "WeisserVaultingKing", "BlancVaultingKing"},
    {"BlackVaultingKing", "SchwarzerVaultingKing", "NoirVaultingKing"},
    {"ProteanChess", "ProteischesSchach", "EchecsProtee"},
    {"GenevaChess", "GenferSchach", "EchecsGeneve"},
    {"ChameleonPursuit", "ChamaeleonVerfolgung", "CameleonPoursuite"},
    {"AntiKoeko", "AntiKoeko", "AntiKoeko"},
    {"CastlingChess", "RochadeSchach", "EchecsRoque"},
    {"LosingChess", "Schlagschach", "QuiPerdGagne"},
    {"Disparate", "Disparate", "Disparate"},
    {"GhostChess", "Geisterschach", "EchecsGhost"},
    {"HauntedChess", "Spukschach", "EchecsHantes"},
    {"ProvocationChess", "ProvokationSchach", "EchecsProvacateurs"},
    {"CageCirce", "KaefigCirce", "CirceCage"},
    {"Dummy", "Dummy", "Dummy"},
    {"Football", "Fussball", "Football"},
    {"ContraParrain", "KontraParrain", "ContraParrain"},
    {"KobulKings", "KobulKoenige", "RoisKobul"},
    {"ExchangeCastling", "PlatzwechselRochade", "EchangeRoque"},
    {"WhiteAlphabeticChess", "WeissesAlphabetischesSchach", "BlancEchecsAlphabetiques"},
    {"BlackAlphabeticChess", "SchwarzesAlphabetischesSchach", "NoirEchecsAlphabetiques"},
    {"CirceTake&Make", "CirceTake&Make", "CirceTake&Make"},
    {"SuperGuards", "SuperDeckungen", "Supergardes"},
    {"Wormholes", "Wurmloecher", "TrousDeVer"},
    {"MarineChess", "MarinesSchach", "EchecsMarins"},
    {"UltramarineChess", "UltramarinesSchach", "EchecsUltramarins"},
    {"BackHome", "NachHause", "Retour"},
    {"FaceToFace", "AngesichtZuAngesicht", "FaceAFace"},
    {"BackToBack", "RueckenAnRuecken", "DosADos"},
    {"CheekToCheek", "WangeAnWange", "JoueAJoue"},
    {"ChameleonSequence", "Chamaeleonsequenz", "CameleonSequence"},
    {"AntiCloneCirce", "AntiCloneCirce", "AntiCloneCirce"},
    {"SnekChess", "SnekSchach", "EchecsSnek"},
    {"SnekCircleChess", "SnekZirkulaerSchach", "EchecsSnekCirculaires"},
    {"LastCapture", "LetzterSchlag", "DernierePrise"},
    {"ArgentinianChess", "ArgentinischesSchach", "EchecsArgentins"},
    {"LostPieces", "VerloreneSteine", "PiecesPerdues"},
    {"PartialParalysis", "PartielleParalyse", "ParalysePartielle"},
    {"VerticalSymmetryCirce", "VertikaleSymmetrieCirce", "CirceSymetriqueVerticale"},
    {"HorizontalSymmetryCirce", "HorizontaleSymmetrieCirce", "CirceSymetriqueHorizontale"},
    {"VerticalSymmetryAntiCirce", "VertikaleAntiSymmetrieCirce", "AntiCirceSymetriqueVerticale"},
    {"HorizontalSymmetryAntiCirce", "HorizontaleAntiSymmetrieCirce", "AntiCirceSymetriqueHorizontale"},
    {"ImmuneVerticalSymmetry", "ImmuneVertikaleSymmetrie", "ImmuneSymetriqueVerticale"},
    {"ImmuneHorizontalSymmetry", "ImmuneHorizontaleSymmetrie", "ImmuneSymetriqueHorizontale"},
    {"LeseMajeste", "LeseMajeste", "LeseMajeste"},
    {"Rokagogo", "Rokagogo", "Rokagogo"},
    {"Breton", "Breton", "Breton"},
    {"Make&TakeChess", "Make&TakeSchach", "Make&TakeEchecs"},
    {"PointReflection", "Punktspiegelung", "ReflexionCentrale"},
    {"NannaChess", "Nannaschach", "AnnanEchecs"},
    {"MasandGeneralised", "MasandVerallgemeinert", "MasandGeneralise"},
    {"Bolero", "Bolero", "Bolero"},
    {"BoleroInverse", "BoleroInvers", "BoleroInverse"},
    {"Influencer", "Influencer", "Influenceur"},
    {"RoleExchange", "Rollentausch", "EchangeRole"},
    {"BlackMaxDister", "SchwarzerMaxDister", "NoirMaxDister"},
    {"BlackMinDister", "SchwarzerMinDister", "NoirMinDister"},
    {"WhiteMaxDister", "WeisserMaxDister", "BlancMaxDister"},
    {"WhiteMinDister", "WeisserMinDister", "BlancMinDister"},
    {"SeriesCapture", "SerienSchlag", "SerieCapture"},
    {"DarkSide", "DarkSide", "DarkSide"},
    {"Leffie", "Leffie", "Leffie"},
    {"Pepo", "Pepo", "Pepo"},
    {"CASTChess", "CASTSchach", "CASTEchecs"},
    {"Bicaptures", "Bicaptures", "Bicaptures"},
    {"FuddledMen", "FuddledMen", "FuddledMen"},
    {"TransmissionMenace", "TransmissionMenace", "TransmissionMenace"},
    {"PowerTransfer", "KraftTransfer", "TransfertPouvoir"},
    {"MultiCaptures", "MultiCaptures", "MultiCaptures"},
    {"AntiGuards", "AntiDeckungen", "Antigardes"},
    {"FrankfurtChess", "FrankfurtSchach", "Francfort"},
    {"Anda", "Anda", "Anda"},
    {"AndaInverse", "AndaInvers", "AndaInverse"},
    {"HalfInChess", "HalfInChess", "HalfInChess"},
    {"AllInChess", "AllInChess", "AllInChess"},
    {"MainlyInChess", "MainlyInChess", "MainlyInChess"},
    {"AliceChess", "AliceSchach", "Alice"},
    {"Immobilio", "Immobilio", "Immobilio"},
    {"PADChess", "PADSchach", "PADechecs"},
    {"DangerCirce", "GefahrenCirce", "CirceDanger"},
    {"#C", "#C", "#C"},
    {"Maximummer", "Laengstzueger", "Maximum"},
    {"UltraSchachZwang", "UltraSchachZwang", "UltraSchachZwang"},
    {"HopperMove", "HopperMove", "HopperMove"},
    {"NoPawnDoubleStep", "NoPawnDoubleStep", "NoPawnDoubleStep"},
};

// Popeye's parameter words of conditions (the variant tables of the same
// file: Circe, AntiCirce, lettered and numbered types, Grid, Koeko,
// Vaulting, Sentinelles, Breton, CAST, Take&Make).
constexpr Names kParameterNames[] = {
    {"Transmuting", "Transmutierende", "Transmute"},
    {"TypeA", "TypA", "TypeA"},
    {"TypeB", "TypB", "TypeB"},
    {"TypeC", "TypC", "TypeC"},
    {"TypeD", "TypD", "TypeD"},
    {"Type1", "Typ1", "Type1"},
    {"Type2", "Typ2", "Type2"},
    {"Type3", "Typ3", "Type3"},
    {"PionPropre", "PionPropre", "PionPropre"},
    {"PionAdvers", "PionAdvers", "PionAdvers"},
    {"PionNeutre", "PionNeutre", "PionNeutre"},
    {"MaximumBlack", "MaximumSchwarz", "MaximumNoir"},
    {"MaximumWhite", "MaximumWeiss", "MaximumBlanc"},
    {"MaximumTotal", "MaximumTotal", "MaximumTotal"},
    {"ParaSentinelles", "ParaSentinelles", "ParaSentinelles"},
    {"Berolina", "Berolina", "Berolina"},
    {"VerticalShift", "VertikalVerschieben", "VerticalDecalage"},
    {"HorizontalShift", "HorizontalVerschieben", "HorizontalDecalage"},
    {"DiagonalShift", "DiagonalVerschieben", "DiagonalDecalage"},
    {"Orthogonal", "Orthogonal", "Orthogonale"},
    {"Irregular", "Unregelmaessig", "Irreguliere"},
    {"GridLine", "GitterLinie", "LigneGrille"},
    {"Neighbour", "Nachbar", "Voisin"},
    {"RexInclusive", "RexInklusive", "RexInclusif"},
    {"RexExclusive", "RexExklusive", "RexExclusif"},
    {"Mirror", "Spiegel", "Malefique"},
    {"Assassin", "Assassin", "Assassin"},
    {"Diametral", "Diametral", "Diametral"},
    {"VerticalMirror", "VertikalSpiegel", "MalefiqueVerticale"},
    {"Clone", "Clone", "Clone"},
    {"Chameleon", "Chamaeleon", "Chameleon"},
    {"Turncoats", "Turncoat", "Turncoats"},
    {"Couscous", "Couscous", "Couscous"},
    {"LastMove", "LetzterZug", "CoupDernier"},
    {"Equipollents", "Equipollents", "Equipollents"},
    {"Parrain", "Parrain", "Parrain"},
    {"ContraParrain", "ContraParrain", "ContraParrain"},
    {"Cage", "Kaefig", "Cage"},
    {"Rank", "Reihe", "Rangee"},
    {"File", "File", "Colonne"},
    {"Symmetry", "Symmetrie", "Symetrie"},
    {"VerticalSymmetry", "VertikaleSymmetrie", "VerticaleSymetrique"},
    {"HorizontalSymmetry", "HorizontaleSymmetrie", "HorizontaleSymetrique"},
    {"Diagram", "Diagramm", "Diagramme"},
    {"PWC", "Platzwechsel", "Echange"},
    {"Antipodes", "Antipoden", "Antipodes"},
    {"Take&Make", "Take&Make", "Take&Make"},
    {"Super", "Super", "Super"},
    {"April", "April", "Avril"},
    {"Frischauf", "Frischauf", "Frischauf"},
    {"Calvet", "Calvet", "Calvet"},
    {"Cheylan", "Cheylan", "Cheylan"},
    {"Strict", "Strikt", "Stricte"},
    {"Relaxed", "Locker", "Relache"},
    {"Volcanic", "Vulkan", "Volcanique"},
    {"Parachute", "Fallschirm", "Parachute"},
    {"Einstein", "Einstein", "Einstein"},
    {"ReversalEinstein", "ReversesEinstein", "ReversEinstein"},
    {"WaitCapture", "NaechsterSchlag", "PriseProchaine"},
    {"CaptureSquare", "Schlagfeld", "CaseDePrise"},
    {"Adverse", "Advers", "Adverse"},
    {"Chromatic", "Chromatisch", "Chromatique"},
    {"PY", "PY", "PY"},
    {"Inverse", "Invers", "Invverse"},
    {"Absolute", "Absolut", "Absolu"},
    // The strictness of the mummer conditions, spelt as Popeye writes them.
    {"ultra", "Ultra", "ultra"},
    {"exact", "exakt", "exact"},
};

}  // namespace

std::span<const Names> condition_names() { return kConditionNames; }
std::span<const Names> parameter_names() { return kParameterNames; }

std::span<const ConditionDef> implemented_conditions() {
    static const std::vector<ConditionDef> all{
#define CONDITION(f) f(),
#include "conditions/list.inc"
#undef CONDITION
    };
    return all;
}

const ConditionDef* find_implemented(std::string_view english_name) {
    for (const ConditionDef& d : implemented_conditions())
        if (d.name == english_name) return &d;
    return nullptr;
}

std::optional<std::string> check_combination(std::span<const ConditionSpec> specs) {
    for (std::size_t i = 0; i < specs.size(); ++i)
        for (std::size_t j = i + 1; j < specs.size(); ++j) {
            const ConditionDef* a = find_implemented(specs[i].name);
            if (!a) return "unsupported condition: " + specs[i].name;
            const auto& with = a->combines_with;
            if (std::find(with.begin(), with.end(), specs[j].name) == with.end())
                return "unsupported combination of conditions: " + specs[i].name + " with " + specs[j].name;
        }
    return std::nullopt;
}

std::optional<std::string> refusal(std::span<const ConditionSpec> specs, const position::Position& pos) {
    for (const ConditionSpec& s : specs) {
        const ConditionDef* d = find_implemented(s.name);
        if (d && d->refuses)
            if (auto why = d->refuses(s, pos)) return why;
    }
    return std::nullopt;
}

void place(std::span<const ConditionSpec> specs, position::Position& pos) {
    for (const ConditionSpec& s : specs) {
        const ConditionDef* d = find_implemented(s.name);
        if (d && d->place) d->place(s, pos);
    }
}

bool needs_defender(std::span<const ConditionSpec> specs) {
    return std::any_of(specs.begin(), specs.end(), [](const ConditionSpec& s) {
        const ConditionDef* d = find_implemented(s.name);
        return d && d->install_on_defender;
    });
}

void install(std::span<const ConditionSpec> specs, std::optional<core::Color> defender, rules::RuleSet& rules) {
    for (const ConditionSpec& s : specs) {
        const ConditionDef* d = find_implemented(s.name);
        if (!d) continue;
        if (d->install_on_defender) {
            if (!defender) continue;  // refused by the reader (needs_defender)
            d->install_on_defender(s, *defender, rules);
            // The side bound is part of the identity: a Duplex solves its
            // two halves with the two sides bound (transposition tables).
            rules.condition_ids.push_back(s.text() + (*defender == core::Color::White ? " (White)" : " (Black)"));
            continue;
        }
        d->install(s, rules);
        rules.condition_ids.push_back(s.text());
    }
}

std::string ConditionSpec::text() const {
    std::string t = name;
    for (const std::string& p : params) t += ' ' + p;
    return t;
}

bool ConditionSpec::has(std::string_view param) const {
    return std::find(params.begin(), params.end(), param) != params.end();
}

}  // namespace dawson::conditions
