// libFuzzer target for the Olive/YACPDB YAML reader: any input gives results
// or diagnostics, never a crash, a hang or a sanitizer report; problems read
// successfully survive the Popeye round trip.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "problem/popeye_reader.hpp"
#include "problem/popeye_writer.hpp"
#include "problem/yaml_reader.hpp"

using namespace dawson::problem;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    ReadResult r = read_yaml(text, "fuzz.olv");
    if (!r.problems.empty()) {
        ReadResult again = read_popeye(write_popeye(r.problems), "written.inp");
        if (!again.errors.empty() || again.problems.size() != r.problems.size()) std::abort();
    }
    return 0;
}
