#include "problem/fen_problem.hpp"

#include <algorithm>
#include <cctype>

#include "conditions/table.hpp"
#include "position/fen.hpp"
#include "problem/conditions.hpp"
#include "problem/make_position.hpp"

namespace dawson::problem {

ReadResult problem_from_fen(std::string_view fen, std::string_view stip, const Options& options,
                            const std::vector<std::string>& conditions, const rules::RuleSet* variant) {
    ReadResult r;
    Entry e;
    e.index = 1;
    e.where = {"--fen", 1, 1};
    auto fail = [&](const std::string& file, int column, std::string message, bool unsupported = false) {
        e.errors.push_back(Diagnostic::at(file, 1, column, std::move(message)));
        e.unsupported = unsupported;
        r.add(e);
        return r;
    };
    Problem p;
    p.where = e.where;
    p.index = 1;
    p.setup.options = options;
    if (auto what = stipulation::unsupported(stip)) return fail("--stip", 1, "unsupported stipulation: " + *what, true);
    auto st = stipulation::parse(stip);
    if (!st) return fail("--stip", 1, "cannot recognize the stipulation '" + std::string(stip) + "'");
    p.setup.stip = *st;
    for (const std::string& c : conditions) {
        auto name = condition_name(c, Language::English);
        if (!name || !conditions::find_implemented(*name))
            return fail("--fen", 1, "unsupported condition: " + (name ? *name : c), true);
        p.setup.conditions.push_back({*name, {}});
    }
    auto add_condition = [&](const std::string& c) {
        if (std::none_of(p.setup.conditions.begin(), p.setup.conditions.end(),
                         [&](const auto& s) { return s.name == c; }))
            p.setup.conditions.push_back({c, {}});
    };
    if (variant && variant->hopper_move) add_condition("HopperMove");
    if (variant && !variant->pawn_double_step) add_condition("NoPawnDoubleStep");
    const rules::RuleSet letters = variant ? *variant : rules::problem_rule_set({});
    std::optional<position::Position> pos;
    try {
        pos.emplace(position::parse_fen(fen, letters));
    } catch (const position::FenError& err) {
        return fail("--fen", static_cast<int>(err.column()), err.what());
    }
    for (int s = 0; s < 64; ++s)
        if (!pos->at(static_cast<core::Square>(s)).empty())
            p.setup.pieces.push_back({static_cast<core::Square>(s), pos->at(static_cast<core::Square>(s))});
    if (auto why = resolve_rules(p.setup)) return fail("--fen", 1, *why, true);
    if (auto why = condition_refusal(p.setup)) return fail("--fen", 1, *why, true);
    if (variant)
        for (pieces::PieceKind k : variant->promotions)
            if (!p.setup.rules.can_promote_to(k)) p.setup.rules.promotions.push_back(k);

    // The optional fields, by position.
    std::vector<std::pair<std::string_view, int>> fields;
    for (std::size_t i = 0; i < fen.size();) {
        while (i < fen.size() && std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        std::size_t b = i;
        while (i < fen.size() && !std::isspace(static_cast<unsigned char>(fen[i]))) ++i;
        if (i > b) fields.push_back({fen.substr(b, i - b), static_cast<int>(b + 1)});
    }
    if (fields.size() > 1) {
        core::Color wanted = pos->side_to_move();
        core::Color usual = side_to_move(p.setup);
        if (wanted != usual) {
            bool help = st->form == stipulation::Form::Help && st->end == stipulation::End::Direct && !st->half;
            if (help && wanted == core::Color::White)
                p.setup.options.white_to_play = true;
            else
                return fail("--fen", fields[1].second,
                            std::string("the stipulation ") + stipulation::to_string(*st) + " starts with " +
                                (usual == core::Color::White ? "White" : "Black") + ", not with " +
                                (wanted == core::Color::White ? "White" : "Black"));
        }
    }
    if (fields.size() > 2) {
        std::uint8_t allowed = pos->castling(), usual = castling_rights(p.setup);
        auto deny = [&](std::uint8_t right, core::Square rook) {
            if ((usual & right) && !(allowed & right)) p.setup.options.no_castling.push_back(rook);
        };
        deny(position::WhiteLong, 0);
        deny(position::WhiteShort, 7);
        deny(position::BlackLong, 56);
        deny(position::BlackShort, 63);
    }
    if (pos->ep_square() != core::NoSquare) p.setup.options.en_passant = {pos->ep_square()};
    e.problem = std::move(p);
    r.add(std::move(e));
    return r;
}

}  // namespace dawson::problem
