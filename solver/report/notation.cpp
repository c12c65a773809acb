#include "report/notation.hpp"

#include <utility>

#include "attributes/hopper_promotion.hpp"
#include "report/vocabulary.hpp"

namespace dawson::report {

using namespace core;
using position::Effect;
using position::MoveType;

namespace {

void append_piece(std::string& s, Language l, const position::Piece& p, Square sq) {
    s += colour_letter(l, p);
    s += attribute_letters(l, p);
    s.append(piece_code(l, p.kind));
    s.append(square_name(sq));
}

// The letters Popeye writes before a piece's code for what it is besides
// its colour: "n" for a neutral piece, then the attribute letters ("nhn"
// for a neutral half-neutral piece, "kc").
std::string spec_letters(Language l, const position::Piece& p) {
    std::string s = p.neutral() ? std::string(1, colour_letter(l, p)) : std::string();
    return s + attribute_letters(l, p);
}

// The effects the rule set's move hooks added to the move's walk, as Popeye
// writes them after the move: a piece put on the board "[+bPe7]" (a Circe
// rebirth), a piece moved "[wKe4->e1]" (an AntiCirce rebirth, also onto the
// square it stands on), a piece changed in place "=b" (colour, Andernach)
// or "=Q" (kind, with the piece's attribute letters: "=cB" for a
// chameleon), a piece changed elsewhere "[g6=w]" (a hurdle) or by a magic
// piece, on the arrival square too ("[c3=b]"), a piece taken
// off "[-wRa1]"; a square blocked (HaanerChess) is not written.
std::string hook_effects_text(const position::Position& before, const position::Move& m, Language l,
                              const std::string& promotion) {
    position::Position p = before;
    const position::Undo u = p.make(m);
    const auto e = u.effects();
    std::size_t i = position::walk_effect_count(m, u);
    std::string s;
    // The imitators' squares after the move, "[If8]", "[Ic3,Id4]" (their
    // movement comes first among the effects: Imitator combines only with
    // attributes, whose hooks come after the conditions').
    // A promotion to an imitator (a pawn's move with aux == to) adds one,
    // written "=I" after them, the pawn's removal not written.
    const bool to_imitator = m.type == MoveType::Normal && m.aux == m.to && m.promo == pieces::kind::None &&
                             u.moved.kind == pieces::kind::Pawn;
    if (!before.imitators().empty()) {
        s += "[I";
        for (std::size_t j = 0; j < before.imitators().size(); ++j) {
            if (j) s += ',';
            s += square_name(p.imitators()[j]);
        }
        s += ']';
    }
    // Popeye moves the imitators before it promotes: "e7-e8[Ie2]=S".
    s += promotion;
    if (to_imitator) s += "=I";
    // Popeye changes an arriving chameleon before any rebirth:
    // "cLd7*c8=cT[+wcDd1]" (popeye-regression 0908, BEISPIEL/cham.inp).
    std::size_t chameleon_change = e.size();
    if (u.moved.has(position::Attribute::Chameleon))
        for (std::size_t j = i; j + 1 < e.size(); ++j)
            if (e[j].kind == Effect::Kind::Remove && e[j + 1].kind == Effect::Kind::Add && e[j].square == m.to &&
                e[j + 1].square == m.to && e[j].piece.has(position::Attribute::Chameleon) &&
                e[j + 1].piece.kind != e[j].piece.kind && e[j + 1].piece.color == e[j].piece.color) {
                chameleon_change = j;
                s.append("=").append(attribute_letters(l, e[j + 1].piece)).append(piece_code(l, e[j + 1].piece.kind));
                break;
            }
    for (; i < e.size(); ++i) {
        const Effect& x = e[i];
        if (x.kind == Effect::Kind::Block) continue;
        if (i == chameleon_change) {
            ++i;
            continue;
        }
        if (to_imitator && x.kind == Effect::Kind::Remove && x.square == m.to && x.piece == u.moved) continue;
        // A latent pawn of the mover promoted with the move (SingleBox
        // Type3) is written before the move.
        if (x.square == m.latent && x.piece.color == u.moved.color && i + 1 < e.size()) {
            ++i;
            continue;
        }
        // Circe Kamikaze: the capturer taken off to be reborn, its rebirth
        // square taken: Popeye writes nothing of it ("kBg4*f3[+wkDd1]").
        if (before.rules().kamikaze_reborn && x.kind == Effect::Kind::Remove && x.square == m.to &&
            x.piece.has(position::Attribute::Kamikaze) &&
            !(i + 1 < e.size() && e[i + 1].kind == Effect::Kind::Add && e[i + 1].piece == x.piece))
            continue;
        if (x.kind == Effect::Kind::Remove && i + 1 < e.size() && e[i + 1].kind == Effect::Kind::Add) {
            const Effect& y = e[++i];
            // A piece taken off and put back unchanged was moved onto its
            // own square (AntiCirce Calvet: "[bBLh1->h1]").
            if (y.square != x.square || y.piece == x.piece) {
                s += '[';
                append_piece(s, l, x.piece, x.square);
                s.append("->").append(square_name(y.square));
                // A Bul or Dob hurdle pawn that promotes: "[wPc6->c8=S]".
                if (y.piece.kind != x.piece.kind && y.square == m.aux &&
                    (u.moved.has(position::Attribute::Bul) || u.moved.has(position::Attribute::Dob)))
                    s.append("=").append(spec_letters(l, y.piece)).append(piece_code(l, y.piece.kind));
                s += ']';
                continue;
            }
            // A piece changed elsewhere than on the arrival square (a
            // hurdle that changes colour) is named: "[g6=w]".
            const bool elsewhere = x.square != m.to;
            if (elsewhere) s.append("[").append(square_name(x.square));
            if (y.piece.kind != x.piece.kind)
                s.append("=").append(attribute_letters(l, y.piece)).append(piece_code(l, y.piece.kind));
            // A promoted piece that becomes a chameleon: "h7-h8=B=c"; one
            // that gains hopper attributes: "h7-h8=G=hcc"
            // (attributes/hopper_promotion.hpp).
            if (m.type == MoveType::ChameleonPromotion ||
                (attributes::is_attribute_promotion(m) && u.moved.kind == pieces::kind::Pawn && !elsewhere)) {
                s += '=';
                s += spec_letters(l, y.piece);
                continue;
            }
            // A half-neutral piece's change of phase: "=nh", "=bh".
            if (y.piece.neutral() != x.piece.neutral())
                (s.append("=") += colour_letter(l, y.piece)) += 'h';
            else if (y.piece.color != x.piece.color)
                s.append("=") += colour_letter(l, y.piece.color);
            if (elsewhere) s.append("]");
            continue;
        }
        s.append(x.kind == Effect::Kind::Add ? "[+" : "[-");
        append_piece(s, l, x.piece, x.square);
        s += ']';
    }
    // The pieces that changed colour in place last (Magic), in square
    // order, each named, the arrived piece too: "[c3=b]".
    for (core::Bitboard b = u.flipped(); b;) {
        const core::Square sq = core::pop_lsb(b);
        s.append("[").append(square_name(sq)).append("=") += colour_letter(l, p.at(sq).color);
        s += ']';
    }
    return s;
}

}  // namespace

std::string move_text(const position::Position& before, const position::Move& m, Language l) {
    std::string s;
    // The promotion, written after the imitators when there are ("[Ie2]=S").
    std::string promotion;
    // SingleBox Type3: a latent pawn of the mover promoted with the move,
    // "[e8=R]Qd8-d4"; when it moves itself it moves as the officer,
    // "[d8=B]Bd8-b6".
    const bool own_latent = m.latent != NoSquare && before.at(m.latent).color == before.at(m.from).color;
    if (own_latent)
        s.append("[").append(square_name(m.latent)).append("=").append(piece_code(l, m.latent_promo)) += ']';
    if (m.type == MoveType::CastleShort) {
        s += "0-0";
    } else if (m.type == MoveType::CastleLong) {
        s += "0-0-0";
    } else {
        position::Piece p = before.at(m.from);
        if (own_latent && m.latent == m.from) p.kind = m.latent_promo;
        // A neutral piece is marked "nRh1-f1"; Popeye writes a pawn's code
        // when it has such letters.
        const std::string letters = spec_letters(l, p);
        s += letters;
        if (p.kind != pieces::kind::Pawn || !letters.empty()) s += piece_code(l, p.kind);
        s += square_name(m.from);
        if (m.via != NoSquare) s += '-' + square_name(m.via);
        if (m.type == MoveType::Locust) {
            s += '*' + square_name(m.aux) + '-' + square_name(m.to);
        } else {
            bool capture = m.type == MoveType::EnPassant || !before.at(m.to).empty();
            s += capture ? '*' : '-';
            s += square_name(m.to);
        }
        // A pawn that stays a pawn on its last rank (SingleBox) and a latent
        // pawn that moves as its officer show no promotion.
        const bool stays = m.promo == pieces::kind::Pawn && p.kind == pieces::kind::Pawn;
        if (m.promo != pieces::kind::None && !stays && !(own_latent && m.latent == m.from)) {
            // The promoted piece keeps the pawn's attributes: "fPe2-e1=fR".
            promotion += '=';
            promotion += spec_letters(l, position::Piece{m.promo, p.color, p.attrs});
            promotion += piece_code(l, m.promo);
        }
        if (before.imitators().empty()) s += std::exchange(promotion, std::string());
        if (m.type == MoveType::EnPassant) s += " ep.";
    }
    if (!before.rules().move_hooks.empty()) s += hook_effects_text(before, m, l, promotion);
    return s;
}

}  // namespace dawson::report
