#include "race/notation.hpp"

#include <charconv>
#include <sstream>
#include <vector>

namespace dawson::race {

namespace {

std::vector<std::string_view> split_fields(std::string_view s) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
        if (j > i) out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

int parse_count(std::string_view s, std::string_view what) {
    int n = -1;
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
    if (s.empty() || ec != std::errc() || p != s.data() + s.size() || n < 0 || n > kCheckers)
        throw PositionError("bad " + std::string(what) + " '" + std::string(s) + "'");
    return n;
}

// "W/B" as two counts.
std::pair<int, int> parse_pair(std::string_view s, std::string_view what) {
    const std::size_t slash = s.find('/');
    if (slash == std::string_view::npos)
        throw PositionError("bad " + std::string(what) + " '" + std::string(s) + "' (want W/B)");
    return {parse_count(s.substr(0, slash), what), parse_count(s.substr(slash + 1), what)};
}

Cell parse_cell(char ch, int point) {
    switch (ch) {
        case '.':
            return Cell::Empty;
        case 'w':
            return Cell::WhiteChecker;
        case 'b':
            return Cell::BlackChecker;
        case 'W':
            return Cell::WhiteWall;
        case 'B':
            return Cell::BlackWall;
    }
    std::ostringstream msg;
    msg << "unknown character '" << ch << "' on point " << point << " (want . w b W B)";
    throw PositionError(msg.str());
}

char cell_char(Cell x) {
    switch (x) {
        case Cell::Empty:
            return '.';
        case Cell::WhiteChecker:
            return 'w';
        case Cell::BlackChecker:
            return 'b';
        case Cell::WhiteWall:
            return 'W';
        case Cell::BlackWall:
            return 'B';
    }
    return '?';
}

std::string colour_name(Colour c) { return c == Colour::White ? "white" : "black"; }

// The scores a sequence of points can leave. Points alternate until a
// player scores twice in a row and wins, so with `last` the last scorer
// and `other` the other player, before the end last - other is 0 or 1
// (and last >= 1); at the end it is 1 or 2 (and last >= 2).
void check_scores(const Position& pos) {
    const std::optional<Colour> last = pos.last_scorer();
    if (!last) {
        if (pos.score(Colour::White) == 0 && pos.score(Colour::Black) == 0) return;
        std::ostringstream msg;
        msg << "last scorer '-' contradicts the scores " << pos.score(Colour::White) << '/' << pos.score(Colour::Black);
        throw PositionError(msg.str());
    }
    const int mine = pos.score(*last), theirs = pos.score(opponent(*last));
    const int low = pos.finished() ? 1 : 0;
    if (mine - theirs >= low && mine - theirs <= low + 1 && mine >= low + 1) return;
    std::ostringstream msg;
    msg << "last scorer '" << colour_char(*last) << (pos.finished() ? "!" : "") << "' contradicts the scores "
        << pos.score(Colour::White) << '/' << pos.score(Colour::Black);
    throw PositionError(msg.str());
}

}  // namespace

Position parse_position(std::string_view text) {
    const std::vector<std::string_view> f = split_fields(text);
    if (f.size() != 5)
        throw PositionError("a position has 5 fields (points side reserves scores last), not " +
                            std::to_string(f.size()));
    if (f[0].size() != kPoints)
        throw PositionError("the points field has " + std::to_string(f[0].size()) + " characters, not 24");
    Position pos;
    for (int p = 1; p <= kPoints; ++p) {
        const Cell x = parse_cell(f[0][p - 1], p);
        if (is_wall(x) && quadrant(p) == 0) throw PositionError("a wall on point " + std::to_string(p) + " in A");
        pos.set(p, x);
    }
    if (f[1] != "w" && f[1] != "b") throw PositionError("bad side to move '" + std::string(f[1]) + "' (want w or b)");
    pos.set_side_to_move(f[1] == "w" ? Colour::White : Colour::Black);
    const auto [rw, rb] = parse_pair(f[2], "reserve");
    const auto [sw, sb] = parse_pair(f[3], "score");
    pos.set_reserve(Colour::White, rw);
    pos.set_reserve(Colour::Black, rb);
    pos.set_score(Colour::White, sw);
    pos.set_score(Colour::Black, sb);
    const std::string_view last = f[4];
    if (last == "-")
        pos.set_last_scorer(std::nullopt, false);
    else if (last == "w" || last == "b" || last == "w!" || last == "b!")
        pos.set_last_scorer(last[0] == 'w' ? Colour::White : Colour::Black, last.size() == 2);
    else
        throw PositionError("bad last scorer '" + std::string(last) + "' (want - w b w! b!)");
    for (Colour c : {Colour::White, Colour::Black}) {
        const int total = pos.reserve(c) + pos.on_board(c) + 2 * pos.score(c);
        if (total != kCheckers)
            throw PositionError(colour_name(c) + " has " + std::to_string(total) +
                                " checkers (reserve + board + 2 x score), not 14");
    }
    check_scores(pos);
    return pos;
}

std::string position_text(const Position& pos) {
    std::string s;
    for (int p = 1; p <= kPoints; ++p) s += cell_char(pos.at(p));
    s += ' ';
    s += colour_char(pos.side_to_move());
    s += ' ' + std::to_string(pos.reserve(Colour::White)) + '/' + std::to_string(pos.reserve(Colour::Black));
    s += ' ' + std::to_string(pos.score(Colour::White)) + '/' + std::to_string(pos.score(Colour::Black)) + ' ';
    if (const auto last = pos.last_scorer()) {
        s += colour_char(*last);
        if (pos.finished()) s += '!';
    } else {
        s += '-';
    }
    return s;
}

std::string move_text(Move m) {
    std::string s;
    switch (m.kind) {
        case MoveKind::Enter:
            s = '*';
            s += std::to_string(m.to);
            break;
        case MoveKind::Step:
        case MoveKind::Build:
            s = std::to_string(m.from);
            s += m.kind == MoveKind::Step ? '-' : '=';
            s += std::to_string(m.to);
            break;
        case MoveKind::BearOff:
            s = std::to_string(m.from);
            s += "/off";
            break;
        case MoveKind::Pass:
            s = "pass";
            break;
    }
    return s;
}

}  // namespace dawson::race
