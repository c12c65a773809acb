#pragma once
// Test support: the test data directory (tests/data), from the
// DAWSON_TEST_DATA environment variable (set by ctest), falling back to the
// path compiled in.

#include <cstdlib>
#include <string>

namespace dawson::test {

inline std::string test_data_dir() {
    const char* env = std::getenv("DAWSON_TEST_DATA");
    return env && *env ? env : DAWSON_TEST_DATA;
}

}  // namespace dawson::test
