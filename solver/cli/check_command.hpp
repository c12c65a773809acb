#pragma once
// `dawson check COLLECTION…`: verdicts only, for whole collections, with a
// summary; --report/--resume (JSON Lines, see report/jsonl_report.hpp) and
// --shard K/N for long runs split over machines.

#include <string>
#include <vector>

namespace dawson::cli {

int check_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
