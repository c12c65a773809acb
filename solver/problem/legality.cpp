#include "problem/legality.hpp"

#include <cstdlib>

#include "movegen/attacks.hpp"
#include "problem/make_position.hpp"

namespace dawson::problem {

std::string_view reason_name(IllegalReason r) {
    switch (r) {
        case IllegalReason::TooManyKings:
            return "too-many-kings";
        case IllegalReason::KingsAdjacent:
            return "kings-adjacent";
        case IllegalReason::SideNotToMoveInCheck:
            return "side-not-to-move-in-check";
        case IllegalReason::PawnOnFirstOrLastRank:
            return "pawn-on-first-or-last-rank";
    }
    return "";
}

std::optional<Illegality> check_refusal(const Setup& setup) {
    bool seen[2] = {false, false};
    for (const Placement& p : setup.pieces) {
        // A royal piece stands in for the king.
        if (!pieces::is_royal(p.piece.kind) && !p.piece.has(position::Attribute::Royal)) continue;
        // A neutral one is the king of both sides.
        for (core::Color c : {core::Color::White, core::Color::Black}) {
            if (c != p.piece.color && !p.piece.neutral()) continue;
            bool& s = seen[core::index(c)];
            if (s) return Illegality{IllegalReason::TooManyKings, "only one king allowed", p.square};
            s = true;
        }
    }
    return std::nullopt;
}

std::optional<Illegality> check_legality(const Setup& setup) {
    using core::Color;
    if (auto r = check_refusal(setup)) return r;
    core::Square king[2] = {core::NoSquare, core::NoSquare};
    for (const Placement& p : setup.pieces)
        if (p.piece.kind == pieces::kind::King) king[core::index(p.piece.color)] = p.square;
    if (king[0] != core::NoSquare && king[1] != core::NoSquare &&
        std::abs(core::file_of(king[0]) - core::file_of(king[1])) <= 1 &&
        std::abs(core::rank_of(king[0]) - core::rank_of(king[1])) <= 1)
        return Illegality{IllegalReason::KingsAdjacent, "the side to play can capture the king", king[1]};
    // A neutral piece's attack on the king makes no position illegal (as in
    // Popeye): the test counts it as a piece of the king's side.
    const Color other = ~side_to_move(setup);
    Setup without_neutrals = setup;
    for (Placement& p : without_neutrals.pieces)
        if (p.piece.neutral()) p.piece = position::Piece{p.piece.kind, other, p.piece.attrs & ~position::kNeutralBit};
    position::Position pos = make_position(without_neutrals);
    if (movegen::in_check(pos, other))
        return Illegality{IllegalReason::SideNotToMoveInCheck, "the side to play can capture the king",
                          pos.king(other)};
    for (const Placement& p : setup.pieces) {
        if (!pieces::is_pawn_like(p.piece.kind)) continue;
        int rr = core::relative_rank(p.piece.color, p.square);
        if (rr == 0 || rr == 7) {
            std::string name;
            name += p.piece.color == Color::White ? 'w' : 'b';
            name += pieces::type(p.piece.kind).code;
            name += core::square_name(p.square);
            return Illegality{IllegalReason::PawnOnFirstOrLastRank, "pawn on the first or last rank: " + name,
                              p.square};
        }
    }
    return std::nullopt;
}

std::vector<Diagnostic> legality_diagnostics(const Problem& p) {
    std::vector<Diagnostic> v;
    auto add = [&](const Setup& s, const std::string& where) {
        if (auto ill = check_legality(s))
            v.push_back(Diagnostic::at(p.where.file, p.where.line, p.where.column,
                                       "illegal position" + where + ": " + ill->message));
    };
    add(p.setup, "");
    for (const Twin& t : p.twins) add(t.setup, " in twin " + t.label);
    return v;
}

}  // namespace dawson::problem
