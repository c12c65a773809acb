#include "problem/twinning.hpp"

#include <algorithm>
#include <array>

#include "conditions/table.hpp"
#include "problem/conditions.hpp"
#include "problem/keywords.hpp"
#include "problem/piece_codes.hpp"

namespace dawson::problem {

using core::Square;
using position::Piece;

namespace {

// The words Popeye writes for the board twinnings in each language (its
// output table, output/plaintext/language_dependant.c, TwinningString):
// they are not always the input keywords ("rotate" / "Drehung" /
// "rotation").
enum class BoardTwinning { Rotate, Mirror, Shift, PolishType };
std::string_view board_twinning_word(Language l, BoardTwinning t) {
    constexpr std::array<std::array<std::string_view, 4>, 3> kWords{{
        {"rotate", "mirror", "shift", "PolishType"},
        {"Drehung", "Spiegelung", "Verschiebung", "Farbwechsel"},
        {"rotation", "miroir", "translation", "CouleurEchange"},
    }};
    return kWords[static_cast<std::size_t>(l)][static_cast<std::size_t>(t)];
}

}  // namespace

core::Square rotate_square(Square s, Rotation r) {
    int f = core::file_of(s), k = core::rank_of(s);
    switch (r) {
        case Rotation::R90:
            return core::make_square(7 - k, f);
        case Rotation::R180:
            return core::make_square(7 - f, 7 - k);
        case Rotation::R270:
            return core::make_square(k, 7 - f);
    }
    return s;
}

core::Square mirror_square(Square s, MirrorAxis a) {
    int f = core::file_of(s), k = core::rank_of(s);
    switch (a) {
        case MirrorAxis::A1H1:
            return core::make_square(7 - f, k);
        case MirrorAxis::A1A8:
            return core::make_square(f, 7 - k);
        case MirrorAxis::A1H8:
            return core::make_square(7 - k, 7 - f);
        case MirrorAxis::A8H1:
            return core::make_square(k, f);
    }
    return s;
}

std::string twin_label(int n, bool continued) {
    std::string r;
    if (continued) r.push_back('+');
    if (n <= 25) {
        r.push_back(static_cast<char>('a' + n));
    } else {
        r.push_back('z');
        r.append(std::to_string(n - 25));
    }
    r.push_back(')');
    return r;
}

int TwinBuilder::find(Square s) const {
    for (std::size_t i = 0; i < setup_.pieces.size(); ++i)
        if (setup_.pieces[i].square == s) return static_cast<int>(i);
    return -1;
}

std::string TwinBuilder::spec(Piece p, Square s) const {
    std::string r;
    std::string_view colour = keywords::colours(language_)[static_cast<int>(keywords::colour_word(p))];
    r += static_cast<char>(std::tolower(static_cast<unsigned char>(colour[0])));
    // The attribute letters, as Popeye writes them ("bkRd5": a kamikaze).
    for (int i = 0; i < position::kAttributeCount; ++i) {
        const auto a = static_cast<position::Attribute>(i);
        if (!p.has(a) || (a == position::Attribute::Royal && pieces::is_royal(p.kind))) continue;
        for (char ch : keywords::attributes(language_)[i])
            if (std::isupper(static_cast<unsigned char>(ch))) r += static_cast<char>(std::tolower(ch));
    }
    r += code_of(language_, p.kind);
    r += core::square_name(s);
    return r;
}

std::optional<std::string> TwinBuilder::apply(const TwinOp& op) {
    auto& pcs = setup_.pieces;
    auto text = [&](std::string t) {
        effects_.push_back({Effect::Kind::Text, {}, {}, core::NoSquare, core::NoSquare, t});
    };
    switch (op.kind) {
        case TwinOp::Kind::Move: {
            int i = find(op.from);
            if (i < 0) return "nothing to move on " + core::square_name(op.from);
            if (op.from == op.to) return "cannot move a piece onto its own square " + core::square_name(op.to);
            int j = find(op.to);
            if (j >= 0) {
                effects_.push_back({Effect::Kind::Remove, pcs[j].piece, {}, op.to, core::NoSquare, {}});
                pcs.erase(pcs.begin() + j);
                i = find(op.from);
            }
            effects_.push_back({Effect::Kind::Move, pcs[i].piece, {}, op.from, op.to, {}});
            pcs[i].square = op.to;
            return std::nullopt;
        }
        case TwinOp::Kind::Exchange: {
            int i = find(op.from), j = find(op.to);
            if (i < 0) return "nothing to exchange on " + core::square_name(op.from);
            if (j < 0) return "nothing to exchange on " + core::square_name(op.to);
            if (i == j) return "cannot exchange a piece with itself on " + core::square_name(op.to);
            effects_.push_back({Effect::Kind::Exchange, pcs[i].piece, pcs[j].piece, op.from, op.to, {}});
            std::swap(pcs[i].piece, pcs[j].piece);
            return std::nullopt;
        }
        case TwinOp::Kind::Remove:
            for (Square s : op.squares) {
                int i = find(s);
                if (i < 0) return "nothing to remove on " + core::square_name(s);
                effects_.push_back({Effect::Kind::Remove, pcs[i].piece, {}, s, core::NoSquare, {}});
                pcs.erase(pcs.begin() + i);
            }
            return std::nullopt;
        case TwinOp::Kind::Add:
            for (const Placement& p : op.pieces) {
                int i = find(p.square);
                if (i >= 0) {
                    effects_.push_back({Effect::Kind::Remove, pcs[i].piece, {}, p.square, core::NoSquare, {}});
                    pcs[i].piece = p.piece;
                } else {
                    pcs.push_back(p);
                }
                effects_.push_back({Effect::Kind::Create, p.piece, {}, p.square, core::NoSquare, {}});
            }
            return std::nullopt;
        case TwinOp::Kind::Rotate:
            for (Placement& p : pcs) p.square = rotate_square(p.square, op.rotation);
            text(std::string(board_twinning_word(language_, BoardTwinning::Rotate))
                     .append(" ")
                     .append(std::to_string(static_cast<int>(op.rotation))));
            return std::nullopt;
        case TwinOp::Kind::Mirror:
            for (Placement& p : pcs) p.square = mirror_square(p.square, op.axis);
            text(std::string(board_twinning_word(language_, BoardTwinning::Mirror))
                     .append(" ")
                     .append(keywords::mirror_axes()[static_cast<int>(op.axis)]));
            return std::nullopt;
        case TwinOp::Kind::Shift: {
            int df = core::file_of(op.to) - core::file_of(op.from), dr = core::rank_of(op.to) - core::rank_of(op.from);
            for (const Placement& p : pcs)
                if (core::step(p.square, {df, dr}) == core::NoSquare)
                    return "shift " + core::square_name(op.from) + " " + core::square_name(op.to) +
                           " moves the piece on " + core::square_name(p.square) + " off the board";
            for (Placement& p : pcs) p.square = core::step(p.square, {df, dr});
            text(std::string(board_twinning_word(language_, BoardTwinning::Shift))
                     .append(" ")
                     .append(core::square_name(op.from))
                     .append(" ==> ")
                     .append(core::square_name(op.to)));
            return std::nullopt;
        }
        case TwinOp::Kind::PolishType:
            for (Placement& p : pcs)
                if (!p.piece.neutral()) p.piece.color = ~p.piece.color;
            text(std::string(board_twinning_word(language_, BoardTwinning::PolishType)));
            return std::nullopt;
        case TwinOp::Kind::Substitute:
            for (Placement& p : pcs)
                if (p.piece.kind == op.old_kind) p.piece.kind = op.new_kind;
            text(code_of(language_, op.old_kind) + " ==> " + code_of(language_, op.new_kind));
            return std::nullopt;
        case TwinOp::Kind::Stipulation:
            setup_.stip = op.stip;
            text(op.stip_text.empty() ? stipulation::to_string(op.stip) : op.stip_text);
            return std::nullopt;
        case TwinOp::Kind::Condition: {
            setup_.conditions = op.conditions;
            // Written in Popeye's order of conditions (its table's), as
            // Popeye writes them ("condition marinechess circe": Circe,
            // then MarineChess).
            const auto names = conditions::condition_names();
            auto rank = [&](const conditions::ConditionSpec& c) {
                return std::find_if(names.begin(), names.end(), [&](const auto& n) { return n.en == c.name; }) -
                       names.begin();
            };
            std::vector<conditions::ConditionSpec> shown = op.conditions;
            std::stable_sort(shown.begin(), shown.end(),
                             [&](const auto& a, const auto& b) { return rank(a) < rank(b); });
            std::string t;
            for (std::size_t i = 0; i < shown.size(); ++i)
                t += (i ? "\n   " : "") + condition_text(shown[i], language_);
            text(t);
            return std::nullopt;
        }
    }
    return std::nullopt;
}

std::string TwinBuilder::text() const {
    // Per square: the first removal and the last creation (linear in the
    // number of effects, however long the twin).
    constexpr std::size_t kNone = static_cast<std::size_t>(-1);
    std::array<std::size_t, 64> first_removal, last_creation;
    first_removal.fill(kNone);
    last_creation.fill(kNone);
    for (std::size_t i = 0; i < effects_.size(); ++i) {
        const Effect& e = effects_[i];
        if (e.kind == Effect::Kind::Remove && first_removal[e.a] == kNone) first_removal[e.a] = i;
        if (e.kind == Effect::Kind::Create) last_creation[e.a] = i;
    }
    std::string r;
    for (std::size_t i = 0; i < effects_.size(); ++i) {
        const Effect& e = effects_[i];
        switch (e.kind) {
            case Effect::Kind::Create: {
                bool removed_before = first_removal[e.a] != kNone && first_removal[e.a] < i;
                if (!removed_before) r.push_back('+');
                r.append(spec(e.piece, e.a));
                break;
            }
            case Effect::Kind::Remove: {
                bool created_after = last_creation[e.a] != kNone && last_creation[e.a] > i;
                if (created_after) continue;
                r.push_back('-');
                r.append(spec(e.piece, e.a));
                break;
            }
            case Effect::Kind::Move:
                r += spec(e.piece, e.a) + "-->" + core::square_name(e.b);
                break;
            case Effect::Kind::Exchange:
                r += spec(e.piece, e.a) + "<-->" + spec(e.other, e.b);
                break;
            case Effect::Kind::Text:
                r += e.text;
                break;
        }
        r += "  ";
    }
    return r;
}

}  // namespace dawson::problem
