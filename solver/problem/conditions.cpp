#include "problem/conditions.hpp"

#include <algorithm>
#include <array>

#include "problem/keywords.hpp"

namespace dawson::problem {
namespace {

constexpr std::array<std::string_view, 2> kConditions{"HopperMove", "NoPawnDoubleStep"};

}  // namespace

std::optional<std::string> find_condition(std::string_view token) {
    keywords::Match m = keywords::match(kConditions, token);
    if (!m.found()) return std::nullopt;
    return std::string(kConditions[m.index]);
}

void resolve_rules(Setup& setup) {
    std::vector<pieces::PieceKind> kinds;
    for (const Placement& p : setup.pieces)
        if (std::find(kinds.begin(), kinds.end(), p.piece.kind) == kinds.end()) kinds.push_back(p.piece.kind);
    setup.rules = rules::problem_rule_set(kinds);
    for (const std::string& c : setup.conditions) {
        if (c == "HopperMove") setup.rules.hopper_move = true;
        if (c == "NoPawnDoubleStep") setup.rules.pawn_double_step = false;
    }
}

}  // namespace dawson::problem
