#pragma once
// `dawson merge REPORT.jsonl…`: joins the reports of shards into one, in
// the original order of the collection (by the records' ordinals).

#include <string>
#include <vector>

namespace dawson::cli {

int merge_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
