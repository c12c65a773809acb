#pragma once
// The result model (search/result.hpp) as JSON, losslessly, and back: a
// solution with its moves (each move as its eight fields), marks, numbers
// and battle tree, and a battle tree's defence node. The parts of a split
// run (`dawson solve --split`) carry their solutions so, and `dawson merge`
// reads them back to write them as one run does. Unlike json_writer's
// report, this holds no notation: it is replayed from the section's origin.

#include <nlohmann/json.hpp>
#include <stdexcept>

#include "search/result.hpp"

namespace dawson::report {

// What the reading functions throw on a value that is not what they wrote.
struct ResultJsonError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

nlohmann::json solution_to_json(const search::Solution& s);
search::Solution solution_from_json(const nlohmann::json& j);

nlohmann::json defence_to_json(const search::DefenceNode& d);
search::DefenceNode defence_from_json(const nlohmann::json& j);

}  // namespace dawson::report
