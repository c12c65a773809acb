// libFuzzer target for the FEN reader (built by tools/fuzz/build.sh, run by
// tools/fuzz/run.sh fen SECONDS). The first input byte picks the rule set,
// the rest is the FEN text. Whatever the input, parse_fen must either throw
// FenError or give a position that
// - writes back to a FEN that reads to the same position (round trip),
// - has a consistent key, and
// - survives legal move generation with every move made and unmade, and
//   perft to depth 2 agrees with the move counts (`dawson perft --fen`
//   accepts any such position).
// Any other exception, crash or sanitizer report is a bug.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "movegen/generate.hpp"
#include "movegen/perft.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;

void check(bool ok) {
    if (!ok) __builtin_trap();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1 || size > 256) return 0;
    const auto names = rules::rule_set_names();
    const rules::RuleSet* rs = rules::find_rule_set(names[data[0] % names.size()]);
    check(rs != nullptr);
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    try {
        position::Position pos = position::parse_fen(text, *rs);
        check(pos.key() == pos.compute_key());
        const std::string fen = position::to_fen(pos);
        position::Position again = position::parse_fen(fen, *rs);
        check(again == pos);
        check(position::to_fen(again) == fen);
        movegen::MoveList ml;
        movegen::generate_legal(pos, ml);
        std::uint64_t replies = 0;
        for (const auto& m : ml) {
            const position::Position before = pos;
            position::Undo u = pos.make(m);
            check(pos.key() == pos.compute_key());
            replies += movegen::count_legal(pos);
            pos.unmake(m, u);
            check(pos == before);
        }
        check(movegen::perft(pos, 1) == ml.size());
        check(movegen::perft(pos, 2) == replies);
    } catch (const position::FenError&) {
    }
    return 0;
}
