#include "problem/conditions.hpp"

#include <algorithm>
#include <vector>

#include "attributes/table.hpp"
#include "conditions/table.hpp"
#include "problem/keywords.hpp"
#include "problem/make_position.hpp"

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

}  // namespace

std::optional<std::string> condition_name(std::string_view token, Language language) {
    return lookup(conditions::condition_names(), token, language);
}

std::optional<std::string> condition_parameter(std::string_view token, Language language) {
    return lookup(conditions::parameter_names(), token, language);
}

void resolve_rules(Setup& setup) {
    std::vector<pieces::PieceKind> kinds;
    position::Attributes attrs = 0;
    for (const Placement& p : setup.pieces) {
        if (std::find(kinds.begin(), kinds.end(), p.piece.kind) == kinds.end()) kinds.push_back(p.piece.kind);
        attrs |= p.piece.attrs;
    }
    setup.rules = rules::problem_rule_set(kinds);
    conditions::install(setup.conditions, setup.rules);
    attributes::install(attrs, setup.rules);
}

std::optional<std::string> condition_refusal(const Setup& setup) {
    if (setup.conditions.empty()) return std::nullopt;
    return conditions::refusal(setup.conditions, make_position(setup));
}

}  // namespace dawson::problem
