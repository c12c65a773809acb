#pragma once
// `dawson bench`: solves the fixed problems of cli/bench_problems with one
// thread (unless --threads) and a fresh 16 MiB table (unless --hash) and
// prints one signature line, as chess engines do:
//   bench: 14 problems, 12345678 nodes, 2.345 s, 5.3M nodes/s
// The node count is the signature: the same on every machine for one
// version of Dawson (with one thread); the time and speed are the measure.

#include <string>
#include <vector>

namespace dawson::cli {

int bench_command(const std::vector<std::string>& args);

}  // namespace dawson::cli
