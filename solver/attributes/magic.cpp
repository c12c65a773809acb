// Magic (Popeye 4.104, pieces/attributes/magic.c): after each move, every
// piece that magic pieces observe newly changes sides. A "view" is one
// magic piece observing one piece (not magic, not royal, not neutral; of
// either side) along one line: Popeye names the line by its two ends, so
// a rider that moves along its line, or a piece that moves along a magic
// rider's line, keeps its view; a leaper's view is named by the two squares
// and is new whenever either piece moves. The views of the position after
// the move (its colour changes aside) that the position before it did not
// have are counted for each observed piece, and a piece with an odd count
// changes sides. Popeye writes each change named, the moved piece's too
// ("LIa5-c3[c3=b][c6=b]"), in square order. Kings and the magic pieces
// themselves never change. Observation is orthodox.
//
// Popeye's lines, by walk (magic.c, identify_line): straight lines for
// riders, lions, hoppers along lines, locusts and kangaroos; the squares
// of the two pieces for leapers and pawns; for the combined riders and
// leapers (amazon, gral, …) a leap's view is a leaper's; for the double
// hoppers the square between the two hops and the direction of the first
// hop; for the equihopper, a straight line along queen lines, and (where
// Popeye's line is undefined: vec[0], a loop without end) the two squares
// over the other lines. Walks Popeye's table does not list (the faro, senora and loco) have
// no views in Popeye: their magic does nothing. The kinds whose lines
// Dawson does not know here (problem/conditions.cpp refuses them as magic
// pieces) are marked Unsupported.

#include "attributes/magic.hpp"

#include <array>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <string_view>
#include <vector>

#include "attributes/attribute.hpp"
#include "movegen/attacks.hpp"
#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using pieces::Motion;
using position::Attribute;
using position::Move;
using position::Piece;
using position::Position;

constexpr std::string_view kPseudo[] = {"K",  "S",  "Z",  "CA", "GI", "WE", "FE", "AL", "DA",
                                        "GN", "AN", "EK", "P",  "BP", "MA", "MO", "KH", "KP"};
constexpr std::string_view kStraight[] = {"Q",  "R",  "B",  "N",  "CR", "ZR", "LI", "RL", "BL", "NL", "G",
                                          "NH", "RH", "BH", "CH", "ZH", "GH", "G2", "G3", "KA", "KL", "RT",
                                          "CG", "L",  "LR", "LB", "LN", "EH", "PA", "LE", "VA", "NA", "OR"};
constexpr std::string_view kCombined[] = {"AM", "EM", "PR", "GL", "SO"};
constexpr std::string_view kDouble[] = {"DG", "DK", "DB"};
constexpr std::string_view kNoViews[] = {"FA", "SE", "LO"};
constexpr std::string_view kRefusedByPopeye[] = {"UU", "O", "F"};

template <std::size_t N>
bool listed(const std::string_view (&list)[N], std::string_view code) {
    for (std::string_view c : list)
        if (c == code) return true;
    return false;
}

// One view: the observed piece and the magic piece (by identity: the
// square it stood on before the move, or 64 + its square for a piece the
// move put on the board), and the line (kind and two numbers); `square` is
// where the observed piece stands, which is not part of the view.
struct View {
    std::uint8_t target, magic;
    std::uint8_t line;  // MagicLine
    std::uint8_t a, b;
    Square square;
    bool same(const View& o) const {
        return target == o.target && magic == o.magic && line == o.line && a == o.a && b == o.b;
    }
};

// The last square on the board from `s` stepping by (df, dr).
Square line_end(Square s, int df, int dr) {
    for (;;) {
        const Square n = step(s, {df, dr});
        if (n == NoSquare) return s;
        s = n;
    }
}

bool observable(Piece p) {
    return !p.empty() && !p.has(Attribute::Magic) && !p.has(Attribute::Royal) && p.kind != pieces::kind::King &&
           !p.neutral();
}

// Is `to - from` one of the vectors of a leap component of the walk?
bool by_leap(const pieces::Walk& w, Square from, Square to) {
    const int df = file_of(to) - file_of(from), dr = rank_of(to) - rank_of(from);
    for (int i = 0; i < w.count; ++i) {
        const pieces::Component& c = w.parts[i];
        if (c.motion != Motion::Leap) continue;
        for (int j = 0; j < c.base_count; ++j) {
            const pieces::VectorSet vs = pieces::symmetric(c.bases[j]);
            for (int k = 0; k < vs.n; ++k)
                if (vs.v[k].df == df && vs.v[k].dr == dr) return true;
        }
    }
    return false;
}

// The views of the magic piece on `m` (identities from `id`) into `out`.
void views_of(const Position& pos, Square m, const std::array<std::uint8_t, 64>& id, std::vector<View>& out) {
    const Piece mp = pos.at(m);
    const MagicLine kind = magic_line(mp.kind);
    if (kind == MagicLine::NoViews || kind == MagicLine::Unsupported) return;
    const pieces::Walk& w = pieces::type(mp.kind).walk;
    if (kind == MagicLine::Double) {
        // Over the first piece along e to x (empty), then from x over the
        // first piece along f to the square just beyond it.
        std::vector<Vec> dirs;
        for (int i = 0; i < w.count; ++i)
            for (int j = 0; j < w.parts[i].base_count; ++j) {
                const pieces::VectorSet vs = pieces::symmetric(w.parts[i].bases[j]);
                dirs.insert(dirs.end(), vs.v.begin(), vs.v.begin() + vs.n);
            }
        for (const Vec e : dirs) {
            Square h = step(m, e);
            while (h != NoSquare && pos.at(h).empty()) h = step(h, e);
            if (h == NoSquare) continue;
            const Square x = step(h, e);
            if (x == NoSquare || !pos.at(x).empty()) continue;
            for (const Vec f : dirs) {
                Square h2 = step(x, f);
                while (h2 != NoSquare && pos.at(h2).empty()) h2 = step(h2, f);
                if (h2 == NoSquare) continue;
                const Square t = step(h2, f);
                if (t == NoSquare || !observable(pos.at(t))) continue;
                out.push_back({id[t], id[m], static_cast<std::uint8_t>(kind), x,
                               static_cast<std::uint8_t>((e.df + 4) * 16 + (e.dr + 4)), t});
            }
        }
        return;
    }
    for (Bitboard b = pos.occupied() & ~bb(m); b;) {
        const Square t = pop_lsb(b);
        if (!observable(pos.at(t)) || !movegen::kind_observes(pos, mp.kind, mp.color, bb(m), t)) continue;
        const int df = file_of(t) - file_of(m), dr = rank_of(t) - rank_of(m);
        const bool queen_line = df == 0 || dr == 0 || std::abs(df) == std::abs(dr);
        if (kind == MagicLine::Pseudo || (kind == MagicLine::Combined && by_leap(w, m, t)) ||
            (kind == MagicLine::EquiHopper && !queen_line)) {
            out.push_back({id[t], id[m], static_cast<std::uint8_t>(MagicLine::Pseudo), m, t, t});
            continue;
        }
        const int g = std::gcd(std::abs(df), std::abs(dr));
        out.push_back({id[t], id[m], static_cast<std::uint8_t>(MagicLine::Straight), line_end(m, -df / g, -dr / g),
                       line_end(t, df / g, dr / g), t});
    }
}

void all_views(const Position& pos, const std::array<std::uint8_t, 64>& id, std::vector<View>& out) {
    for (Bitboard b = pos.occupied(); b;) {
        const Square m = pop_lsb(b);
        if (pos.at(m).has(Attribute::Magic)) views_of(pos, m, id, out);
    }
}

class Magic final : public position::MoveHook, public movegen::MoveRule {
public:
    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        // The pieces' identities: before the move each is named by its
        // square; the journal carries them to where they stand now (a
        // piece taken off and put on again at once is the same piece).
        std::array<std::uint8_t, 64> before_id{}, after_id{};
        for (int s = 0; s < 64; ++s) before_id[s] = after_id[s] = static_cast<std::uint8_t>(s);
        std::uint8_t carried = 0;
        bool removed = false;
        for (const position::Effect& e : u.effects()) {
            if (e.kind == position::Effect::Kind::Remove) {
                carried = after_id[e.square];
                removed = true;
            } else if (e.kind == position::Effect::Kind::Add) {
                after_id[e.square] = removed ? carried : static_cast<std::uint8_t>(64 + e.square);
                removed = false;
            }
        }
        std::vector<View> before, after;
        {
            Position prev = pos;
            prev.unmake(m, u);
            all_views(prev, before_id, before);
        }
        all_views(pos, after_id, after);
        std::array<int, 64> fresh{};
        for (const View& v : after) {
            bool seen = false;
            for (const View& w : before) seen = seen || w.same(v);
            if (!seen) ++fresh[v.square];
        }
        for (int s = 0; s < 64; ++s)
            if (fresh[s] % 2 == 1) pos.journal_flip(u, static_cast<Square>(s));
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    // Any move may open or close a magic piece's line.
    bool walk_only(const Position&, const Move&) const override { return false; }
};

}  // namespace

namespace {

MagicLine line_of_code(std::string_view code) {
    if (listed(kPseudo, code)) return MagicLine::Pseudo;
    if (listed(kStraight, code)) return MagicLine::Straight;
    if (code == "EQ") return MagicLine::EquiHopper;
    if (listed(kCombined, code)) return MagicLine::Combined;
    if (listed(kDouble, code)) return MagicLine::Double;
    if (listed(kNoViews, code)) return MagicLine::NoViews;
    return MagicLine::Unsupported;
}

}  // namespace

MagicLine magic_line(pieces::PieceKind k) {
    // Asked for every view after every move: the lists are read once, into
    // a table that never changes.
    static const std::array<MagicLine, pieces::kMaxKinds> table = [] {
        std::array<MagicLine, pieces::kMaxKinds> t{};
        t.fill(MagicLine::Unsupported);
        for (const pieces::PieceKind kind : pieces::all_kinds()) t[kind] = line_of_code(pieces::type(kind).code);
        return t;
    }();
    return table[k];
}

bool magic_refused_by_popeye(pieces::PieceKind k) { return listed(kRefusedByPopeye, pieces::type(k).code); }

AttributeDef magic() {
    return {Attribute::Magic, "after each move, the pieces it observes newly (not kings) change sides",
            [](rules::RuleSet& r) { r.add_hook_and_rule(std::make_shared<const Magic>()); }};
}

}  // namespace dawson::attributes
