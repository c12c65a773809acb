#include "report/svg_diagram.hpp"

#include <cstdio>

#include "pieces/catalogue.hpp"
#include "report/vocabulary.hpp"

namespace dawson::report {

namespace {

// Black-piece glyph (filled) and white-piece glyph (outline) of an
// orthodox code; nullptr for fairy pieces. U+FE0E asks for the text, not
// the emoji, form.
struct Glyphs {
    const char* filled;
    const char* outline;
};

const Glyphs* glyphs(std::string_view code) {
    static const Glyphs k{"\u265A", "\u2654"}, q{"\u265B", "\u2655"}, r{"\u265C", "\u2656"}, b{"\u265D", "\u2657"},
        s{"\u265E", "\u2658"}, p{"\u265F\uFE0E", "\u2659"};
    if (code == "K") return &k;
    if (code == "Q" || code == "G") return &q;  // G: the queen turned upside down
    if (code == "R") return &r;
    if (code == "B") return &b;
    if (code == "S") return &s;
    if (code == "P") return &p;
    return nullptr;
}

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

}  // namespace

std::string svg_diagram(const problem::Setup& setup, int sq) {
    const int frame = 2, size = 8 * sq + 2 * frame;
    std::string white_list, black_list, neutral_list;
    for (const problem::Placement& p : setup.pieces) {
        std::string& l = p.piece.neutral()                     ? neutral_list
                         : p.piece.color == core::Color::White ? white_list
                                                               : black_list;
        if (!l.empty()) l.push_back(' ');
        l.append(attribute_letters(Language::English, p.piece));
        l.append(pieces::type(p.piece.kind).code).append(core::square_name(p.square));
    }
    std::string s = "<svg class=\"diagram\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + num(size) + " " +
                    num(size) + "\" width=\"" + num(size) + "\" height=\"" + num(size) + "\" role=\"img\">";
    s += "<title>White: " + white_list + "; Black: " + black_list +
         (neutral_list.empty() ? std::string() : "; Neutral: " + neutral_list) + "</title>";
    s += "<rect x=\"0\" y=\"0\" width=\"" + num(size) + "\" height=\"" + num(size) + "\" fill=\"#000\"/>";
    s += "<rect x=\"" + num(frame) + "\" y=\"" + num(frame) + "\" width=\"" + num(8 * sq) + "\" height=\"" +
         num(8 * sq) + "\" fill=\"#fff\"/>";
    for (int rank = 0; rank < 8; ++rank)
        for (int file = 0; file < 8; ++file)
            if ((rank + file) % 2 == 0)  // a1 is dark
                s += "<rect x=\"" + num(frame + file * sq) + "\" y=\"" + num(frame + (7 - rank) * sq) + "\" width=\"" +
                     num(sq) + "\" height=\"" + num(sq) + "\" fill=\"#c4c4c4\"/>";
    const std::string font = "font-family=\"DejaVu Sans, Noto Sans Symbols2, Segoe UI Symbol, FreeSerif, serif\"";
    for (const problem::Placement& p : setup.pieces) {
        const int file = p.square % 8, rank = p.square / 8;
        const double cx = frame + file * sq + sq / 2.0, cy = frame + (7 - rank) * sq + sq / 2.0;
        const std::string_view code = pieces::type(p.piece.kind).code;
        const bool white = p.piece.color == core::Color::White;
        // A neutral piece: a grey disc with its code, whatever its kind.
        const Glyphs* g = p.piece.neutral() ? nullptr : glyphs(code);
        const std::string disc = p.piece.neutral() ? "#999" : white ? "#fff" : "#000";
        const std::string ink = p.piece.neutral() || white ? "#000" : "#fff";
        if (g) {
            const std::string rotate =
                code == "G" ? " transform=\"rotate(180 " + num(cx) + " " + num(cy) + ")\"" : std::string();
            const std::string attrs = " x=\"" + num(cx) + "\" y=\"" + num(cy + sq * 0.33) + "\" font-size=\"" +
                                      num(sq * 0.9) + "\" text-anchor=\"middle\" " + font + rotate;
            s += "<g class=\"piece\">";
            if (white) {
                s += "<text" + attrs + " fill=\"#fff\">" + g->filled + "</text>";
                s += "<text" + attrs + " fill=\"#000\">" + g->outline + "</text>";
            } else {
                s += "<text" + attrs + " fill=\"#000\">" + g->filled + "</text>";
            }
            s += "</g>";
        } else {
            s += "<g class=\"piece fairy\"><circle cx=\"" + num(cx) + "\" cy=\"" + num(cy) + "\" r=\"" +
                 num(sq * 0.42) + "\" fill=\"" + disc + "\" stroke=\"#000\" stroke-width=\"1.2\"/>";
            s += "<text x=\"" + num(cx) + "\" y=\"" + num(cy + sq * 0.13) + "\" font-size=\"" +
                 num(code.size() > 1 ? sq * 0.36 : sq * 0.45) +
                 "\" font-weight=\"bold\" text-anchor=\"middle\" font-family=\"DejaVu Sans, Arial, sans-serif\" "
                 "fill=\"" +
                 ink + "\">" + std::string(code) + "</text></g>";
        }
    }
    // Attributes: Popeye's letters ("k" Kamikaze, "r" Royal) in the
    // square's upper left corner.
    for (const problem::Placement& p : setup.pieces) {
        const std::string letters = attribute_letters(Language::English, p.piece);
        if (letters.empty()) continue;
        const int file = p.square % 8, rank = p.square / 8;
        s += "<text class=\"attr\" x=\"" + num(frame + file * sq + sq * 0.06) + "\" y=\"" +
             num(frame + (7 - rank) * sq + sq * 0.28) + "\" font-size=\"" + num(sq * 0.26) +
             "\" font-weight=\"bold\" font-family=\"DejaVu Sans, Arial, sans-serif\" fill=\"#c00\">" + letters +
             "</text>";
    }
    s += "</svg>";
    return s;
}

}  // namespace dawson::report
