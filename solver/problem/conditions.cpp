#include "problem/conditions.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

#include "attributes/magic.hpp"
#include "attributes/table.hpp"
#include "conditions/table.hpp"
#include "pieces/catalogue.hpp"
#include "problem/keywords.hpp"
#include "problem/make_position.hpp"
#include "problem/piece_codes.hpp"

namespace dawson::problem {
namespace {

// The words of one language of a table of Names.
std::vector<std::string_view> column(std::span<const conditions::Names> names, Language language) {
    std::vector<std::string_view> v;
    for (const conditions::Names& n : names) v.push_back(n.in(static_cast<int>(language)));
    return v;
}

std::optional<std::string> lookup(std::span<const conditions::Names> names, std::string_view token, Language language) {
    const std::vector<std::string_view> words = column(names, language);
    const keywords::Match m = keywords::match(words, token);
    if (!m.found()) return std::nullopt;
    return std::string(names[m.index].en);
}

// The language's word in a table of conditions::Names, found by its English word.
std::string_view translated(std::span<const conditions::Names> table, Language l, std::string_view en) {
    for (const conditions::Names& n : table)
        if (n.en == en) return n.in(static_cast<int>(l));
    return en;
}

// What Dawson does not play with magic pieces (attributes/magic.cpp):
// conditions and attributes other than Royal (their observation and
// effects with Magic's views are not established), the kinds Popeye
// refuses beside magic pieces, and magic pieces (a magic pawn's promotion
// kinds included) of kinds whose lines are not known here.
std::optional<std::string> magic_refusal(const Setup& setup, const std::vector<pieces::PieceKind>& kinds,
                                         position::Attributes attrs) {
    using position::Attribute;
    if (!position::has(attrs, Attribute::Magic)) return std::nullopt;
    if (!setup.conditions.empty())
        return "unsupported: the attribute Magic with the condition " + setup.conditions[0].name;
    for (int i = 0; i < position::kAttributeCount; ++i) {
        const auto a = static_cast<Attribute>(i);
        if (position::has(attrs, a) && a != Attribute::Magic && a != Attribute::Royal)
            return "unsupported: the attribute Magic with the attribute " +
                   std::string(keywords::attributes(Language::English)[i]);
    }
    std::vector<pieces::PieceKind> all = kinds;
    all.insert(all.end(), setup.rules.promotions.begin(), setup.rules.promotions.end());
    for (pieces::PieceKind k : all)
        if (attributes::magic_refused_by_popeye(k))
            return "unsupported: the attribute Magic with the piece kind " + std::string(pieces::type(k).code) +
                   " (Popeye refuses the pair)";
    auto unknown = [](pieces::PieceKind k) { return attributes::magic_line(k) == attributes::MagicLine::Unsupported; };
    for (const Placement& p : setup.pieces) {
        if (!p.piece.has(Attribute::Magic)) continue;
        const pieces::Walk& w = pieces::type(p.piece.kind).walk;
        const bool pawn = w.count > 0 && pieces::is_pawn_motion(w.parts[0].motion);
        std::vector<pieces::PieceKind> becomes{p.piece.kind};
        if (pawn) becomes.insert(becomes.end(), setup.rules.promotions.begin(), setup.rules.promotions.end());
        for (pieces::PieceKind k : becomes)
            if (unknown(k))
                return "unsupported: a magic piece of kind " + std::string(pieces::type(k).code) +
                       (k == p.piece.kind ? "" : " (a magic pawn's promotion)");
    }
    return std::nullopt;
}

}  // namespace

std::optional<std::string> condition_name(std::string_view token, Language language) {
    return lookup(conditions::condition_names(), token, language);
}

std::string condition_words(const conditions::ConditionSpec& c, Language l) {
    std::string t(translated(conditions::condition_names(), l, c.name));
    const conditions::ConditionDef* def = conditions::find_implemented(c.name);
    const std::string_view sep = def ? def->param_separator : " ";
    for (const std::string& p : c.params) {
        t.append(sep);
        const auto kind = def && def->takes_kinds ? pieces::find_by_code(p) : std::nullopt;
        if (kind)
            t.append(code_of(l, *kind));  // PromOnly's kinds, in the output's language
        else
            t.append(translated(conditions::parameter_names(), l, p));
    }
    return t;
}

std::string condition_text(const conditions::ConditionSpec& c, Language l) {
    std::string t = condition_words(c, l);
    const conditions::ConditionDef* def = conditions::find_implemented(c.name);
    if (c.params.empty() && def && !def->default_param.empty())
        t.append(def->param_separator).append(translated(conditions::parameter_names(), l, def->default_param));
    return t;
}

std::optional<std::string> condition_parameter(std::string_view token, Language language) {
    return lookup(conditions::parameter_names(), token, language);
}

std::optional<core::Color> defending_side(const Setup& setup) {
    using stipulation::End;
    using stipulation::Form;
    const stipulation::Stipulation& st = setup.stip;
    const Options& o = setup.options;
    // The side such a condition binds is established for Duplex and
    // HalfDuplex in help and battle play (BEISPIEL/maxi.inp: s#7 with
    // Maximummer, Duplex and HalfDuplex; popeye-regression 1572, 1573), not
    // in series play; Popeye's WhiteToPlay in series play is not
    // established either.
    if (st.form == Form::Series && (o.duplex || o.half_duplex)) return std::nullopt;
    if (st.form == Form::Series && o.white_to_play) return std::nullopt;
    if (st.form == Form::Series && st.end == End::HelpSelf) return std::nullopt;  // ser-hs: not established
    // ser-h binds White, the side of the last move; every other form and
    // end binds Black.
    const core::Color side = st.form == Form::Series && st.end == End::Help ? core::Color::White : core::Color::Black;
    // HalfDuplex swaps the colours of the play.
    return o.half_duplex ? ~side : side;
}

std::optional<Setup> duplex_half(const Setup& setup) {
    if (!setup.options.duplex || !conditions::needs_defender(setup.conditions)) return std::nullopt;
    Setup half = setup;
    half.options.duplex = false;
    half.options.half_duplex = true;
    if (resolve_rules(half)) return std::nullopt;  // not reached: resolved for the play half already
    return half;
}

std::optional<std::string> resolve_rules(Setup& setup) {
    std::vector<pieces::PieceKind> kinds;
    position::Attributes attrs = 0;
    bool neutral = false, half_neutral = false;
    for (const Placement& p : setup.pieces) {
        if (std::find(kinds.begin(), kinds.end(), p.piece.kind) == kinds.end()) kinds.push_back(p.piece.kind);
        attrs |= p.piece.attrs;
        neutral |= p.piece.neutral() || p.piece.has(position::Attribute::HalfNeutral);
        half_neutral |= p.piece.has(position::Attribute::HalfNeutral);
    }
    setup.rules = rules::problem_rule_set(kinds);
    // A neutral king or royal piece (the king of both sides) is played in
    // orthodox surroundings and with no other attribute only.
    for (const Placement& p : setup.pieces) {
        if (!p.piece.neutral() || (!pieces::is_royal(p.piece.kind) && !p.piece.has(position::Attribute::Royal)))
            continue;
        if (!setup.conditions.empty())
            return "unsupported: a neutral king or royal piece with the condition " + setup.conditions.front().name;
        for (int i = 0; i < position::kAttributeCount; ++i)
            if (p.piece.has(static_cast<position::Attribute>(i)) &&
                static_cast<position::Attribute>(i) != position::Attribute::Royal)
                return "unsupported: a neutral king or royal piece with the attribute " +
                       std::string(keywords::attributes(Language::English)[i]);
    }
    // Neutral (and half-neutral) pieces are played in orthodox surroundings,
    // with Circe (a captured neutral piece is reborn where the capturer's
    // opponent's would be) and with Madrasi (a neutral piece is paralysed by
    // the other side's pieces of its kind, neutral ones included) only, and
    // half-neutral pieces in orthodox surroundings only: how
    // another condition or attribute treats them is not established here.
    for (const conditions::ConditionSpec& c : setup.conditions)
        if (half_neutral || (neutral && c.name != "Circe" && c.name != "Madrasi"))
            return "unsupported: neutral pieces with the condition " + c.name;
    for (int i = 0; neutral && i < position::kAttributeCount; ++i)
        if (position::has(attrs, static_cast<position::Attribute>(i)) &&
            static_cast<position::Attribute>(i) != position::Attribute::HalfNeutral &&
            static_cast<position::Attribute>(i) != position::Attribute::Royal &&
            static_cast<position::Attribute>(i) != position::Attribute::Bul &&
            static_cast<position::Attribute>(i) != position::Attribute::Dob)
            return "unsupported: neutral pieces with the attribute " +
                   std::string(keywords::attributes(Language::English)[i]);
    if (auto why = magic_refusal(setup, kinds, attrs)) return why;
    // Orphans and friends with a rule that asks what a piece observes by
    // its walk (ConditionDef::observes_by_walks).
    if (std::any_of(kinds.begin(), kinds.end(), pieces::is_borrowing_kind)) {
        for (const conditions::ConditionSpec& c : setup.conditions) {
            const conditions::ConditionDef* d = conditions::find_implemented(c.name);
            if (d && d->observes_by_walks) return "unsupported: orphans and friends with the condition " + c.name;
        }
        for (const attributes::AttributeDef& d : attributes::implemented_attributes())
            if (d.observes_by_walks && position::has(attrs, d.attribute))
                return "unsupported: orphans and friends with the attribute " +
                       std::string(keywords::attributes(Language::English)[static_cast<int>(d.attribute)]);
    }
    const bool check_goal =
        setup.stip.goal.kind == stipulation::GoalKind::Check ||
        (setup.stip.end == stipulation::End::Reciprocal && setup.stip.reci_goal.kind == stipulation::GoalKind::Check);
    for (const conditions::ConditionSpec& c : setup.conditions) {
        const conditions::ConditionDef* d = conditions::find_implemented(c.name);
        if (d && d->refuses_check_goal && check_goal)
            return "unsupported condition: " + c.name + " with " + stipulation::to_string(setup.stip) +
                   " (the goal check)";
    }
    // ctr and <>r look at the piece a move hook put on the board (a Circe
    // rebirth of the captured piece): with a condition that reborns the
    // capturer (AntiCirce, a kamikaze piece) or moves pieces otherwise,
    // which of its effects Popeye takes for the rebirth is not established.
    const auto by_rebirth = [](stipulation::GoalKind k) {
        return k == stipulation::GoalKind::CircuitByRebirth || k == stipulation::GoalKind::ExchangeByRebirth;
    };
    if (by_rebirth(setup.stip.goal.kind) || by_rebirth(setup.stip.reci_goal.kind)) {
        for (const conditions::ConditionSpec& c : setup.conditions) {
            std::string low;
            for (char ch : c.name) low += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            if (low.find("circe") == std::string::npos || low.find("anti") != std::string::npos ||
                low.find("mars") != std::string::npos || low.find("assassin") != std::string::npos)
                return "unsupported condition: " + c.name + " with " + stipulation::to_string(setup.stip) +
                       " (a rebirth goal)";
        }
        if (attrs & position::bit(position::Attribute::Kamikaze))
            return "unsupported: the attribute Kamikaze with " + stipulation::to_string(setup.stip) +
                   " (a rebirth goal)";
    }
    std::optional<core::Color> defender;
    if (conditions::needs_defender(setup.conditions)) {
        defender = defending_side(setup);
        if (!defender)
            for (const conditions::ConditionSpec& c : setup.conditions) {
                const conditions::ConditionDef* d = conditions::find_implemented(c.name);
                if (d && d->install_on_defender)
                    return "unsupported condition: " + c.name + " with " + stipulation::to_string(setup.stip) +
                           (setup.options.duplex || setup.options.half_duplex ? " and Duplex or HalfDuplex"
                                                                              : " and WhiteToPlay") +
                           " (the side it applies to is not established)";
            }
    }
    conditions::install(setup.conditions, defender, setup.rules);
    std::vector<position::Piece> diagram;
    for (const Placement& p : setup.pieces) diagram.push_back(p.piece);
    attributes::install(attrs, diagram, setup.rules);
    return std::nullopt;
}

std::optional<std::string> condition_refusal(const Setup& setup) {
    if (setup.conditions.empty()) return std::nullopt;
    return conditions::refusal(setup.conditions, make_position(setup));
}

}  // namespace dawson::problem
