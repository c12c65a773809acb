// The Popeye reader: a recursive-descent parser over PopeyeLexer tokens that
// follows Popeye's own reading rules (a command keyword ends the previous
// command's arguments; piece tokens are "code + squares" with a one-letter
// code when the token's length is odd and a two-letter code when it is
// even), then builds and checks the Problem model. The first error of a
// problem stops that problem; reading resumes at its EndProblem/NextProblem.
#include "problem/popeye_reader.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <regex>

#include "attributes/hurdle_colour_changing.hpp"
#include "attributes/table.hpp"
#include "conditions/table.hpp"
#include "problem/conditions.hpp"
#include "problem/encoding.hpp"
#include "problem/intended.hpp"
#include "problem/keywords.hpp"
#include "problem/piece_codes.hpp"
#include "problem/popeye_lexer.hpp"
#include "problem/twinning.hpp"
#include "stipulation/structured.hpp"

namespace dawson::problem {
namespace {

namespace kw = keywords;
using core::Color;
using core::Square;
using kw::Command;
using kw::OptionWord;
using kw::Twinning;

// A problem-stopping error; `unsupported` marks well-formed input that uses
// something Dawson does not implement.
struct ParseError {
    int line = 0, column = 0;
    std::string message;
    bool unsupported = false;
};

[[noreturn]] void fail(const Token& t, std::string message, int offset = 0) {
    throw ParseError{t.line, t.column + offset, std::move(message), false};
}
[[noreturn]] void unsupported(const Token& t, std::string message) {
    throw ParseError{t.line, t.column, std::move(message), true};
}
// "unsupported piece kind: CODE", the code in capitals ("hunter R/B").
[[noreturn]] void unsupported_kind(const Token& t, std::string_view code, int offset = 0, std::string what = "") {
    for (char ch : code) what += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    throw ParseError{t.line, t.column + offset, "unsupported piece kind: " + what, true};
}

// A word of the input in quotes, control characters and bytes that are
// not UTF-8 escaped ("\x01"), so that a binary file gives a readable message.
std::string quoted(std::string_view s) { return "'" + printable(s) + "'"; }

// A token of one or more squares written together ("f5", "g1h1g2"), as
// Popeye's square lists.
std::optional<std::vector<core::Square>> square_list(std::string_view t) {
    if (t.empty() || t.size() % 2 != 0) return std::nullopt;
    std::vector<core::Square> v;
    for (std::size_t i = 0; i < t.size(); i += 2) {
        auto s = core::parse_square(t.substr(i, 2));
        if (!s) return std::nullopt;
        v.push_back(*s);
    }
    return v;
}

bool has_digit(std::string_view s) {
    return std::any_of(s.begin(), s.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

// "a1b2c3" → squares; nullopt unless the whole text is a non-empty list.
std::optional<std::vector<Square>> parse_square_list(std::string_view s) {
    if (s.empty() || s.size() % 2 != 0) return std::nullopt;
    std::vector<Square> v;
    for (std::size_t i = 0; i < s.size(); i += 2) {
        auto sq = core::parse_square(s.substr(i, 2));
        if (!sq) return std::nullopt;
        v.push_back(*sq);
    }
    return v;
}

// Offset of the first bad square in a square list text (for diagnostics).
std::size_t bad_square_offset(std::string_view s) {
    for (std::size_t i = 0; i + 1 < s.size(); i += 2)
        if (!core::parse_square(s.substr(i, 2))) return i;
    return s.size() - s.size() % 2;
}

std::optional<int> parse_int(std::string_view s) {
    int v = 0;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || p != s.data() + s.size()) return std::nullopt;
    return v;
}

class Reader {
public:
    Reader(std::string_view text, const std::string& file) : lex_(text), file_(file) {}
    ReadResult run();
    // The whole text as the arguments of one Option command.
    std::optional<Diagnostic> run_options(Options& o);

private:
    SourceLocation loc(const Token& t, int offset = 0) const { return {file_, t.line, t.column + offset}; }
    Token next() { return last_ = lex_.next(); }

    std::optional<Language> begin_language(const Token& t) const;
    bool is_begin(const Token& t) const;
    bool is_problem_end(const Token& t) const { return kw::match(kw::problem_ends(lang_), t.text).found(); }
    bool is_twin_start(const Token& t) const { return kw::match(kw::twin_starts(lang_), t.text).found(); }
    bool is_command(const Token& t) const { return kw::match(kw::commands(lang_), t.text).index >= 0; }
    bool is_keyword(const Token& t) const {
        return is_command(t) || is_problem_end(t) || is_twin_start(t) || is_begin(t);
    }

    // One problem, from the token after its start word. Returns the token
    // after the problem's end word; sets `next_problem` for NextProblem.
    Token read_problem(Entry& entry, bool& next_problem);
    Token read_initial_twin(Problem& p, Token t);
    Token read_twin(Problem& p, Token t);
    Token read_pieces(Token t, std::vector<Placement>& out, bool replace, bool& any);
    Token read_options(Options& o, Token t);
    Token read_conditions(std::vector<conditions::ConditionSpec>& out, Token t);
    Token read_stipulation(stipulation::Stipulation& s, std::string& text, Token t);
    stipulation::StructuredResult read_structured(const Token& cmd, std::string& text);
    void read_forsyth(std::vector<Placement>& out, const Token& t);
    std::vector<Square> read_squares(const Token& t, std::string_view what);
    Square read_square(const Token& t, std::string_view what);
    int read_int(const Token& t, std::string_view what);
    [[noreturn]] void diagnose_unknown(const Token& t, bool after_pieces);
    void place(std::vector<Placement>& out, const Token& t, Placement p, bool replace);
    std::optional<pieces::PieceKind> piece_code(std::string_view code) const { return kind_of_code(lang_, code); }
    [[noreturn]] void bad_code(const Token& t, std::string_view code, int offset);
    Token skip_problem(Token t);
    // True when the last token read is the last of the input.
    bool at_last_token() const {
        PopeyeLexer ahead = lex_;
        return ahead.next().eof();
    }
    Token skip_latex_pieces(Token t);

    // A word of another language where a twin may end: Popeye stops reading
    // the file there (see read_twin).
    bool is_foreign_keyword(const Token& t) const;

    PopeyeLexer lex_;
    Token last_;             // the last token read
    Token first_condition_;  // the first condition word of the problem's last Condition line
    // Set when a twin ended at a word that is no keyword of the file's
    // language: the problem ends there and the rest of the file is not read.
    std::optional<Diagnostic> stopped_;
    std::vector<Diagnostic> warnings_;  // notes on input read anyway, in reading order
    std::string file_;
    Language lang_ = Language::English;
    bool have_stip_ = false;
    int problem_line_ = 0;  // where the problem being read starts
};

std::optional<Language> Reader::begin_language(const Token& t) const {
    auto words = kw::begin_words();
    for (int l = 0; l < 3; ++l)
        if (kw::match(words.subspan(l, 1), t.text).found()) return static_cast<Language>(l);
    return std::nullopt;
}

bool Reader::is_foreign_keyword(const Token& t) const {
    for (int l = 0; l < 3; ++l) {
        const auto other = static_cast<Language>(l);
        if (other == lang_) continue;
        for (auto table : {kw::commands(other), kw::twinnings(other), kw::problem_ends(other), kw::twin_starts(other)})
            if (kw::match(table, t.text).found()) return true;
    }
    return false;
}

bool Reader::is_begin(const Token& t) const {
    // Inside a problem only the full word counts, so that abbreviations of
    // other keywords are not taken for it.
    for (std::string_view w : kw::begin_words())
        if (kw::iequals(w, t.text)) return true;
    return false;
}

ReadResult Reader::run() {
    ReadResult result;
    Token t = next();
    // A NextProblem that starts the next problem (a flag and a token rather
    // than std::optional, which GCC's -Wmaybe-uninitialized misjudges).
    bool continues = false;
    Token next_start;
    for (;;) {
        Token start;
        if (continues) {
            start = next_start;
            continues = false;
        } else {
            if (t.eof()) break;
            auto l = begin_language(t);
            if (!l) {
                result.errors.push_back(
                    Diagnostic::at(file_, t.line, t.column, "expected BeginProblem, found " + quoted(t.text)));
                do t = next();
                while (!t.eof() && !begin_language(t));
                continue;
            }
            lang_ = *l;
            start = t;
        }
        Entry e;
        e.index = static_cast<int>(result.entries.size()) + 1;
        e.where = loc(start);
        bool next_problem = false;
        Token after = read_problem(e, next_problem);
        result.add(std::move(e));
        for (Diagnostic& w : warnings_) result.warnings.push_back(std::move(w));
        warnings_.clear();
        if (stopped_) {
            result.warnings.push_back(*stopped_);
            break;
        }
        if (next_problem) {
            next_start = after;
            continues = true;
        } else {
            // Popeye stops reading at EndProblem; Dawson reads on only at a
            // further BeginProblem, and ignores any other text after it.
            t = after;
            // (only a complete BeginProblem: "a" is no AnfangProblem here).
            while (!t.eof() && !is_begin(t)) t = next();
        }
    }
    if (result.entries.empty() && result.errors.empty())
        result.errors.push_back(Diagnostic::at(file_, 1, 1, "no problem found (expected BeginProblem)"));
    return result;
}

// After an error: the problem's end word (three letters at least, so that
// piece codes are not taken for abbreviations), a BeginProblem or the end.
Token Reader::skip_problem(Token t) {
    auto is_end = [&](const Token& x) { return x.text.size() >= 3 && is_problem_end(x); };
    while (!t.eof() && !is_end(t) && !is_begin(t)) t = next();
    return t;
}

Token Reader::read_problem(Entry& entry, bool& next_problem) {
    Problem p;
    p.where = entry.where;
    p.index = entry.index;
    p.language = lang_;
    have_stip_ = false;
    first_condition_ = Token{};
    problem_line_ = entry.where.line;
    Token t = next();
    try {
        t = read_initial_twin(p, t);
        while (is_twin_start(t)) {
            // ZeroPosition starts the first twin, a), of a diagram that is
            // not solved itself.
            if (kw::match(kw::twin_starts(lang_), t.text).index == static_cast<int>(kw::TwinStart::ZeroPosition)) {
                if (!p.twins.empty()) fail(t, "ZeroPosition must come before the first Twin");
                p.zero_position = true;
            }
            t = read_twin(p, next());
        }
        if (stopped_)
            t = Token{};  // the file ends here, as in Popeye
        else if (t.eof())
            fail(lex_.end_position(), "end of file before the end of the problem (the problem at line " +
                                          std::to_string(entry.where.line) + " has no EndProblem)");
        else if (is_begin(t))
            fail(t, "BeginProblem inside a problem (the problem at line " + std::to_string(entry.where.line) +
                        " has no EndProblem)");
        else if (!is_problem_end(t))
            diagnose_unknown(t, false);
        if (!have_stip_) throw ParseError{entry.where.line, entry.where.column, "no stipulation specified", false};
        if (auto why = resolve_rules(p.setup)) unsupported(first_condition_, *why);
        for (Twin& tw : p.twins)
            if (auto why = resolve_rules(tw.setup)) unsupported(first_condition_, *why);
        // A condition that cannot be played from the diagram or a twin.
        if (auto why = condition_refusal(p.setup)) unsupported(first_condition_, *why);
        for (const Twin& tw : p.twins)
            if (auto why = condition_refusal(tw.setup)) unsupported(first_condition_, *why);
        p.intended = intended_from_remarks(p.meta.remarks);
        entry.problem = std::move(p);
    } catch (const ParseError& e) {
        entry.errors.push_back(Diagnostic::at(file_, e.line, e.column, e.message));
        entry.unsupported = e.unsupported;
        t = last_;
        if (!t.eof() && !is_problem_end(t) && !is_begin(t)) t = skip_problem(next());
    }
    if (t.eof() || is_begin(t)) return t;  // the end of the file, or the next problem's start
    next_problem = kw::match(kw::problem_ends(lang_), t.text).index == static_cast<int>(kw::ProblemEnd::NextProblem);
    return next_problem ? t : next();
}

Token Reader::read_initial_twin(Problem& p, Token t) {
    int pieces_commands = 0;
    for (;;) {
        if (t.eof()) return t;
        kw::Match m = kw::match(kw::commands(lang_), t.text);
        if (m.ambiguous)
            fail(t, "ambiguous keyword " + quoted(t.text) + " (" + std::string(kw::commands(lang_)[m.index]) + " or " +
                        std::string(kw::commands(lang_)[m.other]) + ")");
        if (!m.found()) {
            if (is_problem_end(t) || is_twin_start(t) || is_begin(t)) return t;
            diagnose_unknown(t, false);
        }
        Token cmd = t;
        switch (static_cast<Command>(m.index)) {
            case Command::Remark:
                p.meta.remarks.emplace_back(lex_.rest_of_line());
                t = next();
                break;
            case Command::Author:
                p.meta.authors.emplace_back(lex_.rest_of_line());
                t = next();
                break;
            case Command::Origin: {
                std::string line(lex_.rest_of_line());
                p.meta.origin += (p.meta.origin.empty() ? "" : "\n") + line;
                t = next();
                break;
            }
            case Command::Title: {
                std::string line(lex_.rest_of_line());
                p.meta.title += (p.meta.title.empty() ? "" : "\n") + line;
                t = next();
                break;
            }
            case Command::Award:
                p.meta.award = std::string(lex_.rest_of_line());
                t = next();
                break;
            case Command::Protocol:
                p.protocol = std::string(lex_.rest_of_line());
                if (p.protocol.empty()) fail(cmd, "Protocol needs a file name");
                t = next();
                break;
            case Command::Pieces: {
                bool any = false;
                if (++pieces_commands == 1) {
                    t = read_pieces(next(), p.setup.pieces, false, any);
                    break;
                }
                // A second Pieces command may add pieces; one that places
                // pieces on occupied squares is Popeye's second diagram of a
                // proof game, which Dawson does not solve.
                std::vector<Placement> more;
                t = read_pieces(next(), more, false, any);
                for (const Placement& m : more) {
                    if (std::any_of(p.setup.pieces.begin(), p.setup.pieces.end(),
                                    [&](const Placement& q) { return q.square == m.square; }))
                        unsupported(cmd, "unsupported: a second Pieces command on occupied squares (a proof game)");
                }
                p.setup.pieces.insert(p.setup.pieces.end(), more.begin(), more.end());
                break;
            }
            case Command::Stipulation: {
                std::string text;
                t = read_stipulation(p.setup.stip, text, next());
                p.structured_stipulation.clear();
                have_stip_ = true;
                break;
            }
            case Command::Option:
                t = read_options(p.setup.options, next());
                break;
            case Command::Condition:
                t = read_conditions(p.setup.conditions, next());
                break;
            case Command::Forsyth: {
                Token f = next();
                if (f.eof()) fail(cmd, "Forsyth needs a position");
                read_forsyth(p.setup.pieces, f);
                t = next();
                break;
            }
            case Command::InitialGameArray: {
                const char* back = "RSBQKBSR";
                for (int f = 0; f < 8; ++f) {
                    auto k = *pieces::find_by_code(std::string(1, back[f]));
                    place(p.setup.pieces, cmd, {core::make_square(f, 0), {k, Color::White}}, false);
                    place(p.setup.pieces, cmd, {core::make_square(f, 1), {pieces::kind::Pawn, Color::White}}, false);
                    place(p.setup.pieces, cmd, {core::make_square(f, 6), {pieces::kind::Pawn, Color::Black}}, false);
                    place(p.setup.pieces, cmd, {core::make_square(f, 7), {k, Color::Black}}, false);
                }
                t = next();
                break;
            }
            case Command::LaTeX: {
                // The LaTeX output file (Dawson writes none; ignored) and, as
                // in Popeye, piece names for it on the lines that follow.
                const bool file_named = !lex_.rest_of_line().empty();
                t = next();
                if (file_named) t = skip_latex_pieces(t);
                break;
            }
            case Command::LaTeXPieces:
                t = skip_latex_pieces(next());
                break;
            case Command::SStipulation: {
                // Structured: the forms that are synonyms of traditional
                // stipulations are solved as those; other constructs named.
                const stipulation::StructuredResult sr = read_structured(cmd, p.structured_stipulation);
                p.setup.stip = *sr.stip;
                if (sr.post_key_play) p.setup.options.post_key_play = true;
                if (sr.quodlibet) p.setup.options.quodlibet = true;
                if (sr.goal_is_end) p.setup.options.goal_is_end = true;
                have_stip_ = true;
                t = next();
                break;
            }
            default:
                unsupported(t, "unsupported keyword: " + std::string(kw::commands(lang_)[m.index]));
        }
    }
}

Token Reader::read_twin(Problem& p, Token t) {
    int n = static_cast<int>(p.twins.size()) + (p.zero_position ? 0 : 1);
    kw::Match m = kw::match(kw::twinnings(lang_), t.text);
    bool continued = m.found() && m.index == static_cast<int>(Twinning::Continued);
    if (continued) t = next();
    const Setup& base = continued && !p.twins.empty() ? p.twins.back().setup : p.setup;
    TwinBuilder builder(base, lang_);
    std::vector<TwinOp> ops;
    for (;;) {
        if (t.eof()) break;
        m = kw::match(kw::twinnings(lang_), t.text);
        if (m.ambiguous)
            fail(t, "ambiguous twinning " + quoted(t.text) + " (" + std::string(kw::twinnings(lang_)[m.index]) +
                        " or " + std::string(kw::twinnings(lang_)[m.other]) + ")");
        if (!m.found()) break;
        Token cmd = t;
        TwinOp op;
        switch (static_cast<Twinning>(m.index)) {
            case Twinning::Continued:
                fail(t, "Continued must come immediately after Twin");
            case Twinning::Move:
            case Twinning::Exchange:
            case Twinning::Shift: {
                op.kind = m.index == static_cast<int>(Twinning::Move)       ? TwinOp::Kind::Move
                          : m.index == static_cast<int>(Twinning::Exchange) ? TwinOp::Kind::Exchange
                                                                            : TwinOp::Kind::Shift;
                std::string what(kw::twinnings(lang_)[m.index]);
                op.from = read_square(next(), what);
                op.to = read_square(next(), what);
                t = next();
                break;
            }
            case Twinning::Remove: {
                op.kind = TwinOp::Kind::Remove;
                op.squares = read_squares(next(), kw::twinnings(lang_)[m.index]);
                t = next();
                break;
            }
            case Twinning::Add: {
                op.kind = TwinOp::Kind::Add;
                bool any = false;
                t = read_pieces(next(), op.pieces, true, any);
                break;
            }
            case Twinning::Rotate: {
                op.kind = TwinOp::Kind::Rotate;
                Token a = next();
                if (a.text == "90")
                    op.rotation = Rotation::R90;
                else if (a.text == "180")
                    op.rotation = Rotation::R180;
                else if (a.text == "270")
                    op.rotation = Rotation::R270;
                else
                    fail(a.eof() ? cmd : a, "Rotate needs 90, 180 or 270, found " + quoted(a.text));
                t = next();
                break;
            }
            case Twinning::Mirror: {
                op.kind = TwinOp::Kind::Mirror;
                Token a = next();
                kw::Match mm = kw::match(kw::mirror_axes(), a.text);
                if (!mm.found())
                    fail(a.eof() ? cmd : a,
                         "Mirror needs a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found " + quoted(a.text));
                op.axis = static_cast<MirrorAxis>(mm.index);
                t = next();
                break;
            }
            case Twinning::PolishType:
                op.kind = TwinOp::Kind::PolishType;
                t = next();
                break;
            case Twinning::Substitute: {
                op.kind = TwinOp::Kind::Substitute;
                Token a = next(), b = next();
                auto ka = piece_code(a.text);
                if (!ka) bad_code(a.eof() ? cmd : a, a.text, 0);
                auto kb = piece_code(b.text);
                if (!kb) bad_code(b.eof() ? cmd : b, b.text, 0);
                op.old_kind = *ka;
                op.new_kind = *kb;
                t = next();
                break;
            }
            case Twinning::Stipulation:
                op.kind = TwinOp::Kind::Stipulation;
                t = read_stipulation(op.stip, op.stip_text, next());
                break;
            case Twinning::Condition:
                op.kind = TwinOp::Kind::Condition;
                t = read_conditions(op.conditions, next());
                break;
            case Twinning::SStipulation: {
                // As the command: the rest of the line, solved as its
                // traditional synonym; written as Popeye writes it, the
                // side in the problem's language, then the branches
                // without blanks ("Weiss 3:3a[#]d").
                op.kind = TwinOp::Kind::Stipulation;
                op.structured = true;
                const stipulation::StructuredResult sr = read_structured(cmd, op.stip_text);
                if (sr.post_key_play)
                    unsupported(cmd, "unsupported twinning: SStipulation with the defence at the root (PostKeyPlay)");
                if (sr.quodlibet || sr.goal_is_end)
                    unsupported(cmd, "unsupported twinning: SStipulation that sets an option (Quodlibet, GoalIsEnd)");
                op.stip = *sr.stip;
                t = next();
                break;
            }
            default:
                unsupported(t, "unsupported twinning: " + std::string(kw::twinnings(lang_)[m.index]));
        }
        // The squares a condition takes (Imitator, Hole) stay where they
        // are: a twinning that moves every piece is not established with them.
        if (op.kind == TwinOp::Kind::Rotate || op.kind == TwinOp::Kind::Mirror || op.kind == TwinOp::Kind::Shift)
            for (const conditions::ConditionSpec& c : builder.setup().conditions)
                if (conditions::find_implemented(c.name)->takes_squares)
                    unsupported(
                        cmd, "unsupported twinning: " + std::string(kw::twinnings(lang_)[m.index]) + " with " + c.name);
        if (auto err = builder.apply(op)) fail(cmd, *err);
        ops.push_back(std::move(op));
    }
    // Popeye reads the keywords of the file's language only (the language of
    // its first word); after Twin, a word that is no keyword of it ends the
    // twin, the problem and the reading of the file, whatever follows.
    if (!t.eof() && !is_keyword(t) && is_foreign_keyword(t)) {
        stopped_ = Diagnostic::at(
            file_, t.line, t.column,
            quoted(t.text) + " is not a keyword of this problem's language (" + std::string(language_name(lang_)) +
                ", set by its first word); Popeye stops reading the file here, and so does Dawson");
        stopped_->warning = true;
        if (ops.empty()) return t;  // Popeye would solve the twin unchanged
    } else if (ops.empty()) {
        if (t.eof() || is_keyword(t))
            fail(t.eof() ? lex_.end_position() : t,
                 "empty twin: expected a twinning (Move, Exchange, Remove, Add, Rotate, Mirror, Shift, PolishType, "
                 "Stipulation, Substitute, Condition), found " +
                     (t.eof() ? std::string("end of file") : quoted(t.text)));
        fail(t, "unknown twinning " + quoted(t.text));
    }
    // Only remarks may follow the twinnings of a twin.
    std::vector<std::string> remarks;
    while (!t.eof() && !stopped_) {
        kw::Match c = kw::match(kw::commands(lang_), t.text);
        if (!c.found() || c.index != static_cast<int>(Command::Remark)) break;
        remarks.emplace_back(lex_.rest_of_line());
        p.meta.remarks.push_back(remarks.back());
        t = next();
    }
    if (!stopped_ && !t.eof() && !is_problem_end(t) && !is_twin_start(t) && !is_begin(t)) {
        if (!is_keyword(t) && is_foreign_keyword(t)) {
            stopped_ = Diagnostic::at(file_, t.line, t.column,
                                      quoted(t.text) + " is not a keyword of this problem's language (" +
                                          std::string(language_name(lang_)) +
                                          ", set by its first word); Popeye stops reading the file here, and so "
                                          "does Dawson");
            stopped_->warning = true;
        } else {
            if (is_command(t)) fail(t, quoted(t.text) + " is not allowed in a twin (only twinnings and Remark)");
            diagnose_unknown(t, true);
        }
    }
    Twin tw;
    tw.label = twin_label(n, continued);
    tw.text = builder.text();
    tw.setup = builder.setup();
    tw.continued = continued;
    tw.ops = std::move(ops);
    tw.remarks = std::move(remarks);
    p.twins.push_back(std::move(tw));
    return t;
}

void Reader::place(std::vector<Placement>& out, const Token& t, Placement p, bool replace) {
    // As in Popeye, a later piece on an occupied square replaces the earlier
    // one (popeye-regression 0110, 0168); in the diagram Dawson says so.
    for (Placement& q : out)
        if (q.square == p.square) {
            if (!replace) {
                char c = q.piece.neutral() ? 'n' : q.piece.color == Color::White ? 'w' : 'b';
                std::string what = "square " + core::square_name(p.square) + " is occupied twice: ";
                what.append(1, c).append(code_of(lang_, q.piece.kind)).append(core::square_name(q.square));
                what += " gives way to the later piece, as in Popeye";
                Diagnostic d = Diagnostic::at(file_, t.line, t.column, what);
                d.warning = true;
                warnings_.push_back(std::move(d));
            }
            q = p;
            return;
        }
    out.push_back(p);
}

void Reader::bad_code(const Token& t, std::string_view code, int offset) {
    if (is_unsupported_popeye_code(lang_, code)) unsupported_kind(t, code, offset);
    fail(t, "unknown piece code " + quoted(code) + (code.size() == t.text.size() ? "" : " in " + quoted(t.text)),
         offset);
}

// Popeye's piece lists: colour groups "White [attributes] Kh1 Sc3d4 …".
Token Reader::read_pieces(Token t, std::vector<Placement>& out, bool replace, bool& any) {
    bool first_group = true;
    for (;;) {
        kw::Match c = kw::match(kw::colours(lang_), t.text);
        if (!c.found()) {
            if (first_group) {
                if (c.ambiguous) fail(t, "ambiguous colour " + quoted(t.text));
                fail(t.eof() ? lex_.end_position() : t, "expected a colour (" + std::string(kw::colours(lang_)[0]) +
                                                            " or " + std::string(kw::colours(lang_)[1]) + "), found " +
                                                            (t.eof() ? std::string("end of file") : quoted(t.text)));
            }
            return t;
        }
        if (c.index == static_cast<int>(kw::ColourWord::TotalInvisible))
            unsupported(t, "unsupported colour: " + std::string(kw::colours(lang_)[c.index]));
        // A neutral piece belongs to both sides (position/piece.hpp).
        const bool neutral = c.index == static_cast<int>(kw::ColourWord::Neutral);
        Color colour = c.index == 1 ? Color::Black : Color::White;
        first_group = false;
        t = next();
        // Attributes (Royal, Kamikaze, …), any number of them: they apply to
        // the pieces of this colour group. Those Dawson does not implement
        // are refused by name. Unlike Popeye, a word must have three letters
        // at least to be taken for an attribute, so that "White K h1" is a
        // king and not a kamikaze.
        position::Attributes attrs = 0;
        while (!t.eof() && !has_digit(t.text)) {
            kw::Match a = kw::match(kw::attributes(lang_), t.text);
            bool exact = a.found() && t.text.size() == kw::attributes(lang_)[a.index].size();
            if (!a.found() || (!exact && t.text.size() < 3)) break;
            const std::string name(kw::attributes(lang_)[a.index]);
            if (a.index >= position::kAttributeCount ||
                !attributes::implemented(static_cast<position::Attribute>(a.index)))
                unsupported(t, "unsupported attribute: " + name);
            attrs |= position::bit(static_cast<position::Attribute>(a.index));
            t = next();
        }
        // Pieces of this colour.
        int n = 0;
        for (;;) {
            if (t.eof()) {
                if (n == 0) fail(lex_.end_position(), "expected pieces after the colour, found end of file");
                return t;
            }
            std::size_t len = t.text.size() % 2 == 1 ? 1 : 2;
            std::string_view code = t.text.substr(0, std::min(len, t.text.size()));
            std::string_view rest = t.text.substr(code.size());
            auto kind = piece_code(code);
            std::optional<std::vector<Square>> squares;
            Token sq_token = t;
            if (kind && rest.empty()) {
                // "K h1": the squares are the next token.
                sq_token = next();
                squares = parse_square_list(sq_token.text);
                if (!squares) {
                    if (sq_token.eof())
                        fail(t, "unfinished piece " + quoted(t.text) +
                                    " at the end of the file (truncated? the problem at line " +
                                    std::to_string(problem_line_) + " has no EndProblem)");
                    fail(sq_token, "bad square list " + quoted(sq_token.text) + " after piece " + quoted(t.text),
                         static_cast<int>(bad_square_offset(sq_token.text)));
                }
            } else if (kind) {
                squares = parse_square_list(rest);
            }
            if (!squares) {
                // The file ends in the middle of a piece ("Gg" of "Gg7"): a
                // truncated file.
                if (!kw::match(kw::colours(lang_), t.text).found() && !is_keyword(t) && at_last_token()) {
                    const bool piece_start =
                        std::isalpha(static_cast<unsigned char>(t.text[0])) &&
                        (piece_code(t.text.substr(0, 1)) || (t.text.size() >= 2 && piece_code(t.text.substr(0, 2))));
                    if (piece_start)
                        fail(t, "unfinished piece " + quoted(t.text) +
                                    " at the end of the file (truncated? the problem at line " +
                                    std::to_string(problem_line_) + " has no EndProblem)");
                }
                // Not a piece: a new colour, the next keyword, or an error.
                if (n > 0 && (kw::match(kw::colours(lang_), t.text).found() || !has_digit(t.text))) break;
                if (n == 0 && !has_digit(t.text) && !kind)
                    fail(t, "expected a piece (such as Kh1), found " + quoted(t.text));
                diagnose_unknown(t, true);
            }
            for (position::Attribute a :
                 {position::Attribute::HurdleColourChanging, position::Attribute::Bul, position::Attribute::Dob})
                if (position::has(attrs, a) && !attributes::hops_one_hurdle(*kind))
                    unsupported(t, "unsupported attribute: " + std::string(kw::attributes(lang_)[static_cast<int>(a)]) +
                                       " on a piece that is not a hopper (Popeye refuses it)");
            if (position::has(attrs, position::Attribute::Bul) && position::has(attrs, position::Attribute::Dob))
                unsupported(t, "unsupported attribute: Bul with Dob (Popeye refuses the pair)");
            const position::Attributes spec = neutral ? attrs | position::kNeutralBit : attrs;
            for (Square s : *squares) place(out, sq_token, {s, {*kind, colour, spec}}, replace);
            // Popeye: Royal applies to the next piece token only (a side has
            // one royal piece at most); the other attributes to the group.
            attrs &= static_cast<position::Attributes>(~position::bit(position::Attribute::Royal));
            any = true;
            ++n;
            t = next();
        }
    }
}

// Popeye's LaTeX piece names, one per line: a piece code of one or two
// letters, the abbreviation and the full name ("n SU Nachtreiter"). They
// only matter for Popeye's LaTeX output, so they are read and dropped.
Token Reader::skip_latex_pieces(Token t) {
    while (!t.eof() && t.text.size() < 3 && (piece_code(t.text) || is_unsupported_popeye_code(lang_, t.text))) {
        next();               // the abbreviation
        lex_.rest_of_line();  // the full name
        t = next();
    }
    return t;
}

// An unknown word: says what is wrong with it as precisely as possible.
void Reader::diagnose_unknown(const Token& t, bool after_pieces) {
    std::string_view s = t.text;
    // Popeye's hunters: two piece codes with a slash, then the squares
    // ("R/Bd4", "S/Gc1e2": a rook away from its home rank, a bishop
    // towards it), a kind Dawson does not have.
    if (const std::size_t slash = s.find('/'); after_pieces && slash >= 1 && slash <= 2 && has_digit(s)) {
        const std::size_t digit = s.find_first_of("0123456789");
        if (digit > slash + 2) unsupported_kind(t, s.substr(0, digit - 1), 0, "hunter ");
    }
    // A piece code is letters, or digits for Popeye's m:n-leapers ("25").
    if (after_pieces && has_digit(s) && std::isalnum(static_cast<unsigned char>(s[0]))) {
        std::size_t len = s.size() % 2 == 1 ? 1 : 2;
        std::string_view code = s.substr(0, len);
        if (!piece_code(code)) {
            if (is_unsupported_popeye_code(lang_, code)) bad_code(t, code, 0);
            // Try the other code length before blaming the code.
            std::size_t other = len == 1 ? 2 : 1;
            std::string_view code2 = s.substr(0, std::min(other, s.size()));
            if (piece_code(code2) && s.size() > code2.size())
                fail(t, "bad piece " + quoted(s) + ": " + quoted(s.substr(code2.size())) + " is not a list of squares");
            bad_code(t, code, 0);
        }
        std::string_view rest = s.substr(len);
        std::size_t off = bad_square_offset(rest);
        std::string_view bad = rest.substr(off, 2);
        fail(t, "bad square " + quoted(bad) + " in " + quoted(s), static_cast<int>(len + off));
    }
    if (kw::match(kw::options(lang_), s).found() && !is_command(t))
        fail(t, "option " + quoted(s) + " outside an Option command");
    fail(t, "unknown keyword " + quoted(s));
}

Square Reader::read_square(const Token& t, std::string_view what) {
    auto sq = core::parse_square(t.text);
    if (!sq) {
        if (t.eof()) fail(lex_.end_position(), std::string(what) + " needs a square, found end of file");
        fail(t, "bad square " + quoted(t.text) + " after " + std::string(what));
    }
    return *sq;
}

std::vector<Square> Reader::read_squares(const Token& t, std::string_view what) {
    auto v = parse_square_list(t.text);
    if (!v) {
        if (t.eof()) fail(lex_.end_position(), std::string(what) + " needs squares, found end of file");
        fail(t, "bad square list " + quoted(t.text) + " after " + std::string(what),
             static_cast<int>(bad_square_offset(t.text)));
    }
    return *v;
}

int Reader::read_int(const Token& t, std::string_view what) {
    auto v = parse_int(t.text);
    if (!v || *v < 0) {
        if (t.eof()) fail(lex_.end_position(), std::string(what) + " needs a number, found end of file");
        fail(t, std::string(what) + " needs a number, found " + quoted(t.text));
    }
    return *v;
}

// The rest of an SStipulation line (`cmd` its keyword), read: its synonym,
// or an error naming what Dawson does not implement; `text` the line as
// Popeye writes it, the side in the problem's language, then the branches
// without blanks ("Weiss 2ad[1a[+]d{+}]").
stipulation::StructuredResult Reader::read_structured(const Token& cmd, std::string& text) {
    const std::string line(lex_.rest_of_line());
    stipulation::StructuredResult sr = stipulation::parse_structured(line);
    if (!sr.stip) unsupported(cmd, "unsupported " + sr.unsupported);
    // (parse_structured asked about the synonym; a negated goal's text "!#"
    // would read as the automate)
    if (auto what =
            sr.stip->structured_only() ? std::nullopt : stipulation::unsupported(stipulation::to_string(*sr.stip)))
        unsupported(cmd, "unsupported stipulation: " + *what);
    std::string rest;
    for (char c : line)
        if (!std::isspace(static_cast<unsigned char>(c))) rest += c;
    const auto words = kw::colours(lang_);
    for (int side = 0; side < 2; ++side)
        for (int l = 0; l < 3; ++l) {
            const std::string_view w = kw::colours(static_cast<Language>(l))[side];
            if (rest.size() >= w.size() && std::equal(w.begin(), w.end(), rest.begin(), [](char a, char b) {
                    return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
                })) {
                text = std::string(words[side]) + " " + rest.substr(w.size());
                return sr;
            }
        }
    return sr;
}

Token Reader::read_stipulation(stipulation::Stipulation& s, std::string& text, Token t) {
    if (t.eof()) fail(lex_.end_position(), "missing stipulation, found end of file");
    // A construct Dawson reads but does not implement, named (a proof
    // game's length may follow as a word of its own: "dia 4").
    if (auto what = stipulation::unsupported(t.text)) unsupported(t, "unsupported stipulation: " + *what);
    auto st = stipulation::parse(t.text);
    text = std::string(t.text);
    Token after = next();
    // The length as a word of its own, as Popeye reads it ("hze8 1.5",
    // "ser-s00 9": regress 0609, 0896), when the word alone has none.
    static const std::regex length(R"(^\d+(\.5)?$)");
    if (!st && std::regex_match(after.text.begin(), after.text.end(), length)) {
        const std::string joined = text + std::string(after.text);
        if (auto what = stipulation::unsupported(joined)) unsupported(t, "unsupported stipulation: " + *what);
        if ((st = stipulation::parse(joined))) {
            text = joined;
            after = next();
        }
    }
    if (!st) {
        std::string_view x = t.text;
        std::size_t digits = x.size();
        while (digits > 0 && (std::isdigit(static_cast<unsigned char>(x[digits - 1])) || x[digits - 1] == '.'))
            --digits;
        std::string head(x.substr(0, digits));
        if (digits == x.size()) {
            if (stipulation::parse(head + "2")) fail(t, "missing number of moves in stipulation " + quoted(x));
            if (is_keyword(t)) fail(t, "missing stipulation before " + quoted(x));
            fail(t, "cannot recognize the stipulation " + quoted(x));
        }
        if (stipulation::parse(head + "2") || stipulation::parse(head + "2.5"))
            fail(t, "bad number of moves in stipulation " + quoted(x));
        unsupported(t, "unsupported stipulation: " + std::string(x));
    }
    s = *st;
    return after;
}

Token Reader::read_options(Options& o, Token t) {
    int count = 0;
    for (;;) {
        kw::Match m = kw::match(kw::options(lang_), t.text);
        if (m.ambiguous)
            fail(t, "ambiguous option " + quoted(t.text) + " (" + std::string(kw::options(lang_)[m.index]) + " or " +
                        std::string(kw::options(lang_)[m.other]) + ")");
        if (!m.found()) {
            if (count == 0)
                fail(t.eof() ? lex_.end_position() : t,
                     "could not recognize option " + (t.eof() ? std::string("(end of file)") : quoted(t.text)));
            return t;
        }
        ++count;
        std::string name(kw::options(lang_)[m.index]);
        Token opt = t;
        t = next();
        switch (static_cast<OptionWord>(m.index)) {
            case OptionWord::Defence:
                o.defence = read_int(t, name);
                t = next();
                break;
            case OptionWord::SetPlay:
                o.set_play = true;
                break;
            case OptionWord::WhiteToPlay:
                o.white_to_play = true;
                break;
            case OptionWord::Variations:
                o.variation = true;
                break;
            case OptionWord::MoveNumbers:
                o.move_numbers = true;
                break;
            case OptionWord::NoWk:
                o.no_wk = true;
                break;
            case OptionWord::NoBk:
                o.no_bk = true;
                break;
            case OptionWord::Duplex:
                if (o.half_duplex) fail(opt, "Duplex and HalfDuplex exclude each other");
                o.duplex = true;
                break;
            case OptionWord::HalfDuplex:
                if (o.duplex) fail(opt, "Duplex and HalfDuplex exclude each other");
                o.half_duplex = true;
                break;
            case OptionWord::Threat:
                o.threat = read_int(t, name);
                t = next();
                break;
            case OptionWord::NoThreat:
                o.no_threat = true;
                break;
            case OptionWord::Try:
                o.try_play = true;
                break;
            case OptionWord::MaxSolutions:
                o.max_solutions = read_int(t, name);
                t = next();
                break;
            case OptionWord::MaxFlightsquares:
                o.max_flights = read_int(t, name);
                t = next();
                break;
            case OptionWord::EnPassant: {
                auto v = read_squares(t, name);
                // Popeye's squares are the last move's departure, the squares
                // it passed over and its arrival (py-engl.txt: 3 or 4). A
                // position holds one en passant square: a move that passed
                // over two is refused. One square alone is Dawson's shorthand
                // for the square passed over.
                if (v.size() > 4) fail(t, "not more than 4 squares can be given for EnPassant");
                if (v.size() == 4) unsupported(t, "unsupported option: EnPassant with two squares passed over");
                o.en_passant = v;
                t = next();
                break;
            }
            case OptionWord::NoCastling:
                o.no_castling = read_squares(t, name);
                t = next();
                break;
            case OptionWord::NoBoard:
                o.no_board = true;
                break;
            case OptionWord::NoShortVariations:
                o.no_short_variations = true;
                break;
            case OptionWord::PostKeyPlay:
                o.post_key_play = true;
                break;
            case OptionWord::Intelligent:
                o.intelligent = true;
                if (parse_int(t.text)) t = next();  // optional number of solutions per target position
                break;
            case OptionWord::MaxTime: {
                int v = read_int(t, name);
                if (v == 0) fail(t, "MaxTime needs a positive number of seconds");
                o.max_time = v;
                t = next();
                break;
            }
            case OptionWord::StopOnShortSolutions:
                o.stop_on_short = true;
                break;
            case OptionWord::Beep:
                if (parse_int(t.text)) t = next();  // no effect in Dawson
                break;
            case OptionWord::SuppressGrid:
            case OptionWord::WriteGrid:
                break;  // no effect without grids
            case OptionWord::GoalIsEnd:
                o.goal_is_end = true;
                break;
            case OptionWord::Quodlibet:
                o.quodlibet = true;
                break;
            case OptionWord::KeepMatingPiece:
                o.keep_mating_piece = true;
                break;
            case OptionWord::MatesIn1:
                o.mates_in_1 = true;
                break;
            case OptionWord::NonTrivial: {
                NonTrivialOption nt;
                nt.max_nontrivial = read_int(t, name);
                t = next();
                nt.trivial_length = read_int(t, name);
                t = next();
                o.non_trivial = nt;
                break;
            }
            default:
                unsupported(opt, "unsupported option: " + name);
        }
    }
}

// A Condition line: condition names, each followed by its parameter words,
// in the problem's language. A condition Dawson does not implement, a
// parameter it does not take and a combination not established are refused
// by name.
Token Reader::read_conditions(std::vector<conditions::ConditionSpec>& out, Token t) {
    if (t.eof()) fail(lex_.end_position(), "missing condition, found end of file");
    std::vector<conditions::ConditionSpec> v;
    const Token first = t;
    for (; !t.eof(); t = next()) {
        // A condition that takes piece kinds (PromOnly) reads piece codes
        // first, as long as there are.
        if (!v.empty() && conditions::find_implemented(v.back().name)->takes_kinds) {
            auto kind = piece_code(t.text);
            if (!kind && is_unsupported_popeye_code(lang_, t.text)) bad_code(t, t.text, 0);
            // A hunter ("rh/r": Popeye's EXAMPLES/hunter.inp), a kind Dawson lacks.
            if (const std::size_t slash = t.text.find('/');
                !kind && slash >= 1 && slash <= 2 && t.text.size() > slash + 1 && t.text.size() <= slash + 3)
                unsupported_kind(t, t.text, 0, "hunter ");
            if (kind) {
                if (pieces::is_royal(*kind) || pieces::is_pawn_like(*kind))
                    unsupported(t, "unsupported " + v.back().name + " kind: " + std::string(pieces::type(*kind).code));
                const std::string code(pieces::type(*kind).code);
                if (!v.back().has(code)) v.back().params.push_back(code);
                continue;
            }
            if (v.back().params.empty() && !conditions::find_implemented(v.back().name)->kinds_optional)
                fail(t, v.back().name + " needs a list of piece codes, found " + quoted(t.text));
        }
        // A condition that takes squares (Imitator, Hole) reads square
        // lists, one or more squares a token ("f5", "g1h1g2"), as long as
        // there are.
        if (!v.empty() && conditions::find_implemented(v.back().name)->takes_squares) {
            if (auto squares = square_list(t.text)) {
                for (core::Square s : *squares) {
                    const std::string name = core::square_name(s);
                    if (!v.back().has(name)) v.back().params.push_back(name);
                }
                continue;
            }
            if (v.back().params.empty()) fail(t, v.back().name + " needs a list of squares, found " + quoted(t.text));
        }
        // A parameter word belongs to the condition before it (Popeye reads
        // a condition's parameters first: "Circe Parrain" is Circe with the
        // Parrain parameter, not the condition ParrainCirce), unless the
        // word is a condition's full name.
        auto name = condition_name(t.text, lang_);
        auto param = v.empty() ? std::nullopt : condition_parameter(t.text, lang_);
        if (param && !(name && kw::iequals(*name, t.text))) {
            const conditions::ConditionDef* def = conditions::find_implemented(v.back().name);
            const auto& takes = def->params;
            if (std::find(takes.begin(), takes.end(), *param) == takes.end())
                unsupported(t, "unsupported condition parameter: " + v.back().name + " " + *param);
            if (!v.back().has(*param)) v.back().params.push_back(*param);
            continue;
        }
        if (name) {
            if (!conditions::find_implemented(*name)) unsupported(t, "unsupported condition: " + *name);
            const bool repeated = std::any_of(v.begin(), v.end(), [&](const auto& c) { return c.name == *name; });
            if (!repeated) v.push_back({*name, {}});
            continue;
        }
        if (!v.empty() && (is_keyword(t) || kw::match(kw::twinnings(lang_), t.text).found())) break;
        unsupported(t, "unsupported condition: " + std::string(t.text));
    }
    if (!v.empty() && conditions::find_implemented(v.back().name)->takes_kinds &&
        !conditions::find_implemented(v.back().name)->kinds_optional && v.back().params.empty())
        fail(lex_.end_position(), v.back().name + " needs a list of piece codes, found end of file");
    if (!v.empty() && conditions::find_implemented(v.back().name)->takes_squares && v.back().params.empty())
        fail(lex_.end_position(), v.back().name + " needs a list of squares, found end of file");
    // A list of kinds is a set: kept in Popeye's order of walks.
    for (conditions::ConditionSpec& c : v)
        if (conditions::find_implemented(c.name)->takes_kinds)
            std::stable_sort(c.params.begin(), c.params.end(), [](const std::string& a, const std::string& b) {
                return popeye_order(*pieces::find_by_code(a)) < popeye_order(*pieces::find_by_code(b));
            });
    // A further Condition line adds its conditions to those before, as in
    // Popeye (a condition given again takes the squares of both).
    for (conditions::ConditionSpec& c : v) {
        auto same = std::find_if(out.begin(), out.end(), [&](const auto& o) { return o.name == c.name; });
        if (same == out.end()) continue;
        for (const std::string& sq : c.params)
            if (!same->has(sq)) same->params.push_back(sq);
        c.name.clear();
    }
    std::erase_if(v, [](const conditions::ConditionSpec& c) { return c.name.empty(); });
    std::vector<conditions::ConditionSpec> all = out;
    all.insert(all.end(), v.begin(), v.end());
    if (auto why = conditions::check_combination(all)) unsupported(first, *why);
    first_condition_ = first;
    out = all;
    return t;
}

// Popeye's Forsyth: ranks 8 … 1, digits skip squares (one or two digits),
// '/' is optional; a piece letter in upper case is white, in lower case
// black; "+" and "-" force white and black; "." introduces a two-letter code.
void Reader::read_forsyth(std::vector<Placement>& out, const Token& t) {
    std::string_view s = t.text;
    int index = 0;  // 0 = a8, 1 = b8, … 63 = h1
    std::size_t i = 0;
    auto square_at = [](int idx) { return core::make_square(idx % 8, 7 - idx / 8); };
    while (i < s.size()) {
        char ch = s[i];
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            int num = ch - '0';
            ++i;
            if (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) num = num * 10 + (s[i++] - '0');
            index += num;
            if (index > 64) fail(t, "Forsyth position has more than 64 squares", static_cast<int>(i - 1));
            continue;
        }
        if (ch == '/') {
            ++i;
            continue;
        }
        std::size_t at = i;
        std::optional<Color> colour;
        bool neutral = false;
        if (ch == '+' || ch == '-' || ch == '=') {
            neutral = ch == '=';
            colour = ch == '-' ? Color::Black : Color::White;
            ++i;
        }
        std::size_t len = 1;
        if (i < s.size() && s[i] == '.') {
            ++i;
            len = 2;
        }
        if (i + len > s.size() || !std::isalnum(static_cast<unsigned char>(s[i])))
            fail(t, "bad character in Forsyth position", static_cast<int>(i < s.size() ? i : at));
        std::string_view code = s.substr(i, len);
        auto kind = piece_code(code);
        if (!kind) bad_code(t, code, static_cast<int>(i));
        if (!colour) colour = std::isupper(static_cast<unsigned char>(s[i])) ? Color::White : Color::Black;
        if (index >= 64) fail(t, "Forsyth position has more than 64 squares", static_cast<int>(at));
        place(out, t, {square_at(index), {*kind, *colour, neutral ? position::kNeutralBit : 0}}, false);
        ++index;
        i += len;
    }
}

std::optional<Diagnostic> Reader::run_options(Options& o) {
    try {
        Token t = read_options(o, next());
        if (!t.eof()) fail(t, "could not recognize option " + quoted(t.text));
    } catch (const ParseError& e) {
        return Diagnostic::at(file_, e.line, e.column, e.message);
    }
    return std::nullopt;
}

}  // namespace

ReadResult read_popeye(std::string_view text, const std::string& file_name) {
    Reader r(text, file_name);
    return r.run();
}

std::optional<Diagnostic> read_popeye_options(std::string_view text, const std::string& file_name, Options& options) {
    Reader r(text, file_name);
    return r.run_options(options);
}

}  // namespace dawson::problem
