#include "report/vocabulary.hpp"

#include <array>
#include <cctype>

#include "conditions/table.hpp"
#include "problem/keywords.hpp"
#include "problem/piece_codes.hpp"

namespace dawson::report {

namespace {

// One text in English, German and French.
struct Words {
    std::string_view en, de, fr;
    std::string_view in(Language l) const { return l == Language::German ? de : l == Language::French ? fr : en; }
};

// Popeye 4.104's output/message.c, in the order of Phrase.
constexpr std::array<Words, 9> kPhrases{{
    {" threat:", " Drohung:", " menace:"},
    {" zugzwang.", " Zugzwang.", " blocus."},
    {"but", "Aber", "mais"},
    {"refutes.", "Widerlegt.", "Refute."},
    {"solution finished.", "Loesung beendet.", "solution terminee."},
    {"solving interrupted.", "Bearbeitung abgebrochen.", "solution interrompue."},
    {"problem ignored", "Problem uebersprungen", "probleme ignoree"},
    // output/plaintext/language_dependant.c, EndTwinTokenString.
    {"zeroposition", "NullStellung", "zeroposition"},
    // output/message.c, message 15 (REGRESSIONTESTS/4_47_to_4_49.reg,
    // BEISPIEL's annan.out).
    {"Partial solution", "Partielle Loesung", "solution partielle"},
}};

// The messages of output/message.c that the engines and the legality check
// record (in English).
constexpr std::array<Words, 10> kMessages{{
    {"both sides need a king", "Es fehlt ein weisser oder schwarzer Koenig\n", "il faut un roi de chaque couleur"},
    {"the side to play can capture the king", "Die am Zug befindliche Partei kann den Koenig schlagen",
     "le camp au trait peut prendre le roi"},
    {"only one king allowed", "Nur ein Koenig erlaubt", "plus d'un roi interdit"},
    {"WhiteToPlay not applicable - ignored", "WeissBeginnt nicht anwendbar - ignoriert",
     "ApparentSeul pas applicable - ignore"},
    {"SetPlay not applicable - ignored", "Satzspiel nicht anwendbar - ignoriert", "Apparent pas applicable - ignore"},
    {"PostKeyPlay not applicable - ignored", "NachSchluessel nicht anwendbar - ignoriert",
     "ApresCle pas applicable - ignore"},
    {"try play not applicable", "Verfuehrung nicht anwendbar", "jeu d'essai pas applicable"},
    // message 96, with Popeye's blanks around the option's name
    {"Option  StopOnShortSolutions  not supported with direct play.",
     "Option  StopNachKurzloesungen  nicht unterstuetzt im direkten Spiel.",
     "L'option  FinApresSolutionsCourtes  n'est pas soutenu au jeu direct."},
    // message 107
    {"Option \"Threat\" not applicable or indicated maximum threat length too big",
     "Option \"Drohung\" nicht anwendbar order maximale Laenge der Drohung zu gross",
     "Option \"menace\" pas applicable ou longueur maximale de la menace trop grande"},
    // message 93
    {"Intelligent Mode only with h#/=, ser-#/= and ser-h#/=, with a limited set of fairy conditions and without fairy "
     "pieces.",
     "Intelligent Modus nur im h#/=, ser-#/= und ser-h#/=, wenigen Maerchenbedingungen und keinen Maerchensteinen.",
     "mode intelligent seulement avec h#/=, ser-#/= et ser-h#/=, facultativement avec certaines conditions, et sans "
     "pieces feeriques."},
}};

}  // namespace

std::string_view phrase(Language l, Phrase p) { return kPhrases[static_cast<std::size_t>(p)].in(l); }

std::string piece_code(Language l, pieces::PieceKind k) { return problem::code_of(l, k); }

char colour_letter(Language l, core::Color c) {
    const auto words = problem::keywords::colours(l);
    const std::string_view w = words[c == core::Color::White ? 0 : 1];
    return static_cast<char>(std::tolower(static_cast<unsigned char>(w[0])));
}

char colour_letter(Language l, const position::Piece& p) {
    const std::string_view w = problem::keywords::colours(l)[static_cast<int>(problem::keywords::colour_word(p))];
    return static_cast<char>(std::tolower(static_cast<unsigned char>(w[0])));
}

std::string_view attribute_word(Language l, position::Attribute a) {
    return problem::keywords::attributes(l)[static_cast<std::size_t>(a)];
}

std::string attribute_letters(Language l, const position::Piece& p) {
    std::string s;
    for (int i = 0; i < position::kAttributeCount; ++i) {
        const auto a = static_cast<position::Attribute>(i);
        if (!p.has(a) || (a == position::Attribute::Royal && pieces::is_royal(p.kind))) continue;
        for (char ch : attribute_word(l, a))
            if (std::isupper(static_cast<unsigned char>(ch))) s += static_cast<char>(std::tolower(ch));
    }
    return s;
}

std::string message(Language l, std::string_view english) {
    for (const Words& w : kMessages)
        if (w.en == english) return std::string(w.in(l));
    return std::string(english);
}

std::string_view duplex_word(Language l, bool half) {
    using problem::keywords::OptionWord;
    return problem::keywords::word(problem::keywords::options(l), half ? OptionWord::HalfDuplex : OptionWord::Duplex);
}

}  // namespace dawson::report
