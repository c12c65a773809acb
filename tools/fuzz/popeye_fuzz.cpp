// libFuzzer target for the Popeye reader. Besides not crashing, every problem
// read successfully must survive the round trip: written back as Popeye input
// it must read again without error, to the same text. Positions are built
// and checked for legality too, to exercise make_position on odd setups,
// and every legal move of the diagram is made and unmade under the
// problem's conditions (their parameters come from the fuzzed text): the
// move journal must restore the position and its key exactly.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "movegen/generate.hpp"
#include "problem/legality.hpp"
#include "problem/make_position.hpp"
#include "problem/popeye_reader.hpp"
#include "problem/popeye_writer.hpp"

using namespace dawson::problem;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    ReadResult r = read_popeye(text, "fuzz.inp");
    for (const Problem& p : r.problems) {
        (void)check_legality(p.setup);
        for (const Twin& t : p.twins) (void)check_legality(t.setup);
        dawson::position::Position pos = make_position(p.setup);
        const dawson::position::Position before = pos;
        dawson::movegen::MoveList ml;
        dawson::movegen::generate_legal(pos, ml);
        for (const auto& m : ml) {
            const dawson::position::Undo u = pos.make(m);
            if (pos.key() != pos.compute_key()) std::abort();
            pos.unmake(m, u);
            if (!(pos == before)) std::abort();
        }
    }
    if (!r.problems.empty()) {
        std::string written = write_popeye(r.problems);
        ReadResult again = read_popeye(written, "written.inp");
        if (!again.errors.empty() || again.problems.size() != r.problems.size()) std::abort();
        if (write_popeye(again.problems) != written) std::abort();
    }
    return 0;
}
