#include "problem/popeye_writer.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <utility>

#include "problem/conditions.hpp"
#include "problem/keywords.hpp"
#include "problem/piece_codes.hpp"

namespace dawson::problem {
namespace {

namespace kw = keywords;

// String concatenation by appending (GCC 12 warns falsely on some chains of
// operator+ with -Wrestrict).
template <class... A>
std::string cat(const A&... a) {
    std::string s;
    (s.append(a), ...);
    return s;
}

class Writer {
public:
    explicit Writer(Language l) : l_(l) {}

    std::string cmd(kw::Command c) const { return std::string(kw::word(kw::commands(l_), c)); }
    std::string opt(kw::OptionWord o) const { return std::string(kw::word(kw::options(l_), o)); }
    std::string twin(kw::Twinning t) const { return std::string(kw::word(kw::twinnings(l_), t)); }
    std::string colour(kw::ColourWord c) const { return std::string(kw::colours(l_)[static_cast<int>(c)]); }

    static std::string squares(const std::vector<core::Square>& v) {
        std::string s;
        for (core::Square q : v) s += core::square_name(q);
        return s;
    }

    // "White Kh1 Sc3 Black Ka8 Black Royal Rc2 Neutral Gd4": one group per
    // colour (White, Black, Neutral), then one per colour and set of
    // attributes (in first-appearance order).
    using Group = std::pair<kw::ColourWord, position::Attributes>;
    static Group group_of(const position::Piece& p) { return {kw::colour_word(p), p.attrs & ~position::kNeutralBit}; }
    std::string group_head(Group g) const {
        std::string h = colour(g.first);
        for (int i = 0; i < position::kAttributeCount; ++i)
            if (position::has(g.second, static_cast<position::Attribute>(i))) h.append(cat(" ", kw::attributes(l_)[i]));
        return h;
    }
    // A head that holds for one piece indication only: Royal (Popeye:
    // there is one royal piece per side), so each royal piece has its own.
    static bool one_piece_head(Group g) { return position::has(g.second, position::Attribute::Royal); }
    std::string pieces(const std::vector<Placement>& v, const std::string& sep) const {
        std::string out;
        std::vector<Group> groups;
        for (kw::ColourWord c : {kw::ColourWord::White, kw::ColourWord::Black, kw::ColourWord::Neutral}) {
            if (std::any_of(v.begin(), v.end(), [&](const Placement& p) { return group_of(p.piece) == Group{c, 0}; }))
                groups.emplace_back(c, 0);
            for (const Placement& p : v)
                if (kw::colour_word(p.piece) == c && group_of(p.piece).second &&
                    std::find(groups.begin(), groups.end(), group_of(p.piece)) == groups.end())
                    groups.push_back(group_of(p.piece));
        }
        for (const Group& g : groups) {
            std::string group;
            for (const Placement& p : v)
                if (group_of(p.piece) == g) {
                    if (!group.empty() && one_piece_head(g)) group.append(cat(" ", group_head(g)));
                    group.append(cat(" ", code_of(l_, p.piece.kind), core::square_name(p.square)));
                }
            if (!out.empty()) out.append(sep);
            out.append(group_head(g));
            out.append(group);
        }
        return out;
    }

    std::string options(const Options& o) const {
        using O = kw::OptionWord;
        std::vector<std::string> w;
        if (o.try_play) w.push_back(opt(O::Try));
        if (o.defence) w.push_back(cat(opt(O::Defence), " ", std::to_string(*o.defence)));
        if (o.set_play) w.push_back(opt(O::SetPlay));
        if (o.variation) w.push_back(opt(O::Variations));
        if (o.threat) w.push_back(cat(opt(O::Threat), " ", std::to_string(*o.threat)));
        if (o.no_threat) w.push_back(opt(O::NoThreat));
        if (o.white_to_play) w.push_back(opt(O::WhiteToPlay));
        if (o.duplex) w.push_back(opt(O::Duplex));
        if (o.half_duplex) w.push_back(opt(O::HalfDuplex));
        if (o.max_solutions) w.push_back(cat(opt(O::MaxSolutions), " ", std::to_string(*o.max_solutions)));
        if (o.no_wk) w.push_back(opt(O::NoWk));
        if (o.no_bk) w.push_back(opt(O::NoBk));
        if (!o.en_passant.empty()) w.push_back(cat(opt(O::EnPassant), " ", squares(o.en_passant)));
        if (!o.no_castling.empty()) w.push_back(cat(opt(O::NoCastling), " ", squares(o.no_castling)));
        if (o.max_time) w.push_back(cat(opt(O::MaxTime), " ", std::to_string(std::lround(*o.max_time))));
        if (o.max_flights) w.push_back(cat(opt(O::MaxFlightsquares), " ", std::to_string(*o.max_flights)));
        if (o.stop_on_short) w.push_back(opt(O::StopOnShortSolutions));
        if (o.no_short_variations) w.push_back(opt(O::NoShortVariations));
        if (o.post_key_play) w.push_back(opt(O::PostKeyPlay));
        if (o.no_board) w.push_back(opt(O::NoBoard));
        if (o.move_numbers) w.push_back(opt(O::MoveNumbers));
        if (o.intelligent) w.push_back(opt(O::Intelligent));
        if (o.quodlibet) w.push_back(opt(O::Quodlibet));
        if (o.goal_is_end) w.push_back(opt(O::GoalIsEnd));
        if (o.keep_mating_piece) w.push_back(opt(O::KeepMatingPiece));
        if (o.mates_in_1) w.push_back(opt(O::MatesIn1));
        if (o.non_trivial)
            w.push_back(cat(opt(O::NonTrivial), " ", std::to_string(o.non_trivial->max_nontrivial), " ",
                            std::to_string(o.non_trivial->trivial_length)));
        std::string s;
        for (const std::string& x : w) {
            if (!s.empty()) s.push_back(' ');
            s.append(x);
        }
        return s;
    }

    std::string twin_op(const TwinOp& op) const {
        using T = kw::Twinning;
        switch (op.kind) {
            case TwinOp::Kind::Move:
                return cat(twin(T::Move), " ", core::square_name(op.from), " ", core::square_name(op.to));
            case TwinOp::Kind::Exchange:
                return cat(twin(T::Exchange), " ", core::square_name(op.from), " ", core::square_name(op.to));
            case TwinOp::Kind::Shift:
                return cat(twin(T::Shift), " ", core::square_name(op.from), " ", core::square_name(op.to));
            case TwinOp::Kind::Remove:
                return cat(twin(T::Remove), " ", squares(op.squares));
            case TwinOp::Kind::Add: {
                // Keep the order of the pieces: one colour group per run.
                std::string s = twin(T::Add);
                std::optional<Group> cur;
                for (const Placement& p : op.pieces) {
                    if (cur != group_of(p.piece) || one_piece_head(*cur))
                        s.append(cat(" ", group_head(group_of(p.piece))));
                    cur = group_of(p.piece);
                    s.append(cat(" ", code_of(l_, p.piece.kind), core::square_name(p.square)));
                }
                return s;
            }
            case TwinOp::Kind::Rotate:
                return cat(twin(T::Rotate), " ", std::to_string(static_cast<int>(op.rotation)));
            case TwinOp::Kind::Mirror:
                return cat(twin(T::Mirror), " ", kw::mirror_axes()[static_cast<int>(op.axis)]);
            case TwinOp::Kind::PolishType:
                return twin(T::PolishType);
            case TwinOp::Kind::Substitute:
                return cat(twin(T::Substitute), " ", code_of(l_, op.old_kind), " ", code_of(l_, op.new_kind));
            case TwinOp::Kind::Stipulation:
                return cat(twin(op.structured ? T::SStipulation : T::Stipulation), " ",
                           op.stip_text.empty() ? stipulation::to_string(op.stip) : op.stip_text);
            case TwinOp::Kind::Condition: {
                std::string s = twin(T::Condition);
                for (const conditions::ConditionSpec& c : op.conditions) s.append(cat(" ", condition_words(c, l_)));
                return s;
            }
        }
        return {};
    }

private:
    Language l_;
};

void write_lines(std::ostringstream& out, const std::string& keyword, const std::string& text) {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) out << keyword << " " << line << "\n";
}

void write_one(std::ostringstream& out, const Problem& p) {
    Writer w(p.language);
    using C = kw::Command;
    for (const std::string& a : p.meta.authors) out << w.cmd(C::Author) << " " << a << "\n";
    if (!p.meta.origin.empty()) write_lines(out, w.cmd(C::Origin), p.meta.origin);
    if (!p.meta.title.empty()) write_lines(out, w.cmd(C::Title), p.meta.title);
    if (!p.meta.award.empty()) out << w.cmd(C::Award) << " " << p.meta.award << "\n";
    // The problem's remarks come first among them, its twins' after.
    std::size_t own = p.meta.remarks.size();
    for (const Twin& t : p.twins) own -= std::min(own, t.remarks.size());
    for (std::size_t i = 0; i < own; ++i) out << w.cmd(C::Remark) << " " << p.meta.remarks[i] << "\n";
    if (!p.protocol.empty()) out << w.cmd(C::Protocol) << " " << p.protocol << "\n";
    if (!p.setup.conditions.empty()) {
        out << w.cmd(C::Condition);
        for (const conditions::ConditionSpec& c : p.setup.conditions) out << " " << condition_words(c, p.language);
        out << "\n";
    }
    std::string opts = w.options(p.setup.options);
    if (!opts.empty()) out << w.cmd(C::Option) << " " << opts << "\n";
    if (!p.structured_stipulation.empty())
        out << w.cmd(C::SStipulation) << " " << p.structured_stipulation << "\n";
    else
        out << w.cmd(C::Stipulation) << " " << stipulation::to_string(p.setup.stip) << "\n";
    if (!p.setup.pieces.empty()) out << w.cmd(C::Pieces) << " " << w.pieces(p.setup.pieces, "\n       ") << "\n";
    for (const Twin& t : p.twins) {
        // A zero position's first twin starts with ZeroPosition.
        out << kw::twin_starts(p.language)[p.zero_position && &t == &p.twins.front() ? 1 : 0];
        if (t.continued) out << " " << kw::word(kw::twinnings(p.language), kw::Twinning::Continued);
        for (const TwinOp& op : t.ops) out << " " << w.twin_op(op);
        out << "\n";
        for (const std::string& r : t.remarks) out << w.cmd(C::Remark) << " " << r << "\n";
    }
}

}  // namespace

std::string write_popeye(const Problem& problem) { return write_popeye(std::vector<Problem>{problem}); }

std::string write_popeye(const std::vector<Problem>& problems) {
    std::ostringstream out;
    for (std::size_t i = 0; i < problems.size(); ++i) {
        const Problem& p = problems[i];
        if (i == 0 || p.language != problems[i - 1].language) {
            if (i > 0) out << kw::problem_ends(problems[i - 1].language)[0] << "\n\n";
            out << kw::begin_words()[static_cast<int>(p.language)] << "\n";
        } else {
            out << kw::problem_ends(p.language)[1] << "\n\n";
        }
        write_one(out, p);
    }
    if (!problems.empty()) out << kw::problem_ends(problems.back().language)[0] << "\n";
    return out.str();
}

}  // namespace dawson::problem
