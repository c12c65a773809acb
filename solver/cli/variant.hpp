#pragma once
// The --variant option of solve and perft: one lookup and one error text,
// which lists the valid names.

#include <string>

#include "rules/rule_set.hpp"

namespace dawson::cli {

// The rule set named `name`; nullptr, with `error` set to "unknown variant
// 'X' (chess, grasshopper, …)", when there is none.
inline const rules::RuleSet* find_variant(const std::string& name, std::string& error) {
    if (const rules::RuleSet* rs = rules::find_rule_set(name)) return rs;
    std::string names;
    for (std::string_view n : rules::rule_set_names()) names += (names.empty() ? "" : ", ") + std::string(n);
    error = "unknown variant '" + name + "' (" + names + ")";
    return nullptr;
}

}  // namespace dawson::cli
