#include "report/diagram.hpp"

#include <array>

#include "conditions/table.hpp"
#include "problem/conditions.hpp"
#include "problem/keywords.hpp"
#include "report/vocabulary.hpp"

namespace dawson::report {

namespace {

constexpr int kBoardWidth = 37;  // 8 files of 4 columns + borders

}  // namespace

// Each line of `text` centred over the board, as Popeye writes the lines
// of an author, origin or title that the input gives more than once.
std::string centred(const std::string& text) {
    std::string out;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
        const int pad = std::max(0, (kBoardWidth - static_cast<int>(line.size())) / 2);
        out += std::string(pad, ' ') + line;
        if (end == std::string::npos) return out;
        out += '\n';
        start = end + 1;
    }
}

std::string popeye_board(const problem::Setup& setup, Language l) {
    std::array<position::Piece, 64> board{};
    for (const problem::Placement& p : setup.pieces) board[p.square] = p.piece;
    // The squares a condition marks: 'I' an imitator, a blank a hole.
    std::array<char, 64> mark{};
    for (const conditions::ConditionSpec& c : setup.conditions) {
        const conditions::ConditionDef* d = conditions::find_implemented(c.name);
        if (!d || !d->board_mark) continue;
        for (const std::string& param : c.params)
            if (auto sq = core::parse_square(param)) mark[*sq] = d->board_mark;
    }
    const std::string border = "+---a---b---c---d---e---f---g---h---+\n";
    const std::string blank = "|                                   |\n";
    std::string out = "\n" + border + blank;
    for (int rank = 7; rank >= 0; --rank) {
        out += std::to_string(rank + 1) + " ";
        for (int file = 0; file < 8; ++file) {
            const position::Piece p = board[core::make_square(file, rank)];
            std::string cell = "    ";
            if (p.empty()) {
                const char m = mark[core::make_square(file, rank)];
                cell[2] = m ? m : '.';
            } else {
                const std::string code = piece_code(l, p.kind);
                int at = 2;
                if (code.size() > 1) {
                    cell[2] = code[1];
                    at = 1;
                }
                cell[at] = code[0];
                if (p.neutral())
                    cell[at - 1] = '=';
                else if (p.color == core::Color::Black)
                    cell[at - 1] = '-';
            }
            out += cell;
        }
        out += "  " + std::to_string(rank + 1) + "\n" + blank;
    }
    return out + border;
}

std::string attribute_lines(const problem::Setup& setup, Language l) {
    std::array<position::Piece, 64> board{};
    for (const problem::Placement& p : setup.pieces) board[p.square] = p.piece;
    std::string out;
    // Popeye: the royal pieces other than kings first, then each other
    // attribute; squares from a8 to h1, rank by rank.
    for (int i = 0; i < position::kAttributeCount; ++i) {
        const auto a = static_cast<position::Attribute>(i);
        std::string squares;
        for (int rank = 7; rank >= 0; --rank)
            for (int file = 0; file < 8; ++file) {
                const position::Piece p = board[core::make_square(file, rank)];
                if (p.has(a) && !(a == position::Attribute::Royal && pieces::is_royal(p.kind))) {
                    squares += ' ';
                    squares += core::square_name(core::make_square(file, rank));
                }
            }
        if (!squares.empty()) out += centred(std::string(attribute_word(l, a)) + squares) + "\n";
    }
    return out;
}

std::string popeye_header(const problem::Problem& p, const std::string& stip_text, Language l) {
    std::string out = "\n";
    // NoBoard leaves out the authors, source and title too: Popeye writes
    // them with the board (output/plaintext/position.c; popeye-regression
    // 0375, 0376).
    if (p.setup.options.no_board) return out;
    for (const std::string& a : p.meta.authors) out += centred(a) + "\n";
    if (!p.meta.origin.empty()) out += centred(p.meta.origin) + "\n";
    if (!p.meta.award.empty()) out += centred(p.meta.award) + "\n";
    if (!p.meta.title.empty()) out += centred(p.meta.title) + "\n";
    out += popeye_board(p.setup, l);
    int white = 0, black = 0, neutral = 0;
    for (const problem::Placement& pl : p.setup.pieces)
        (pl.piece.neutral() ? neutral : pl.piece.color == core::Color::White ? white : black)++;
    const std::string stip = "  " + stip_text;
    std::string counts = std::to_string(white) + " + " + std::to_string(black);
    if (neutral) counts += " + " + std::to_string(neutral) + "n";
    const int width = 35 - static_cast<int>(stip.size());
    out += stip + std::string(std::max(0, width - static_cast<int>(counts.size())), ' ') + counts + "\n";
    out += attribute_lines(p.setup, l);
    for (const conditions::ConditionSpec& c : p.setup.conditions) {
        const conditions::ConditionDef* d = conditions::find_implemented(c.name);
        if (!d || d->listed) out += centred(problem::condition_text(c, l)) + "\n";
    }
    if (p.setup.options.half_duplex)
        out += centred(std::string(duplex_word(l, true))) + "\n";
    else if (p.setup.options.duplex)
        out += centred(std::string(duplex_word(l, false))) + "\n";
    if (p.setup.options.quodlibet)
        out += centred(std::string(
                   problem::keywords::word(problem::keywords::options(l), problem::keywords::OptionWord::Quodlibet))) +
               "\n";
    // A twinned problem says it after each twin's label (write_popeye).
    if (p.twins.empty() && lacks_king(p.setup)) out += message(l, "both sides need a king") + "\n";
    return out;
}

bool lacks_king(const problem::Setup& s) {
    bool royal[2] = {false, false};
    for (const problem::Placement& pl : s.pieces)
        if (pieces::is_royal(pl.piece.kind) || pl.piece.has(position::Attribute::Royal))
            for (core::Color c : {core::Color::White, core::Color::Black})
                if (c == pl.piece.color || pl.piece.neutral()) royal[core::index(c)] = true;  // neutral: both
    return (!royal[0] && !s.options.no_wk) || (!royal[1] && !s.options.no_bk);
}

}  // namespace dawson::report
