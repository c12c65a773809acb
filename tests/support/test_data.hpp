#pragma once
// Test support: the test data directory (tests/data), from the
// DAWSON_TEST_DATA environment variable (set by ctest), falling back to the
// path compiled in; a whole file as a string.

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace dawson::test {

inline std::string test_data_dir() {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    return env && *env ? env : DAWSON_TEST_DATA;
}

// The bytes of a file ("" when it cannot be read).
inline std::string slurp(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream b;
    b << in.rdbuf();
    return b.str();
}

}  // namespace dawson::test
