#pragma once
// Reads a problem file of either format: Olive/YACPDB YAML when the name
// ends in ".olv" (any case), Popeye's input language otherwise. An unreadable
// file gives a file-level error ("file:1:1: error: cannot open …").

#include <string>

#include "problem/read_result.hpp"

namespace dawson::problem {

ReadResult read_file(const std::string& path);

}  // namespace dawson::problem
