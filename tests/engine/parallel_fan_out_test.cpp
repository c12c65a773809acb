// core::fan_out and fan_out_grown: the children's outputs are concatenated
// in child order, so the result does not depend on threads or scheduling,
// nested fan-outs included. tools/test runs these tests under ThreadSanitizer too.

#include <atomic>
#include <catch2/catch.hpp>

#include "core/fan_out.hpp"
#include "movegen/generate.hpp"
#include "movegen/perft.hpp"
#include "position/fen.hpp"
#include "rules/rule_set.hpp"

namespace {

using namespace dawson;

// perft(depth) below each root move, with a nested fan-out over the
// replies; each task works on its own copy of the position.
std::vector<std::uint64_t> counts(const position::Position& root, int depth, bool parallel) {
    position::Position pos = root;
    movegen::MoveList ml;
    movegen::generate_legal(pos, ml);
    std::vector<std::uint64_t> out;
    core::fan_out(ml.size(), parallel, out, [&](std::size_t i, std::vector<std::uint64_t>& mine) {
        position::Position child = root;
        child.make(ml[i]);
        movegen::MoveList replies;
        movegen::generate_legal(child, replies);
        std::vector<std::uint64_t> below;
        core::fan_out(replies.size(), parallel, below, [&](std::size_t j, std::vector<std::uint64_t>& leaf) {
            position::Position grandchild = child;
            grandchild.make(replies[j]);
            leaf.push_back(movegen::perft(grandchild, depth - 2));
        });
        std::uint64_t sum = 0;
        for (auto n : below) sum += n;
        mine.push_back(sum);
    });
    return out;
}

}  // namespace

TEST_CASE("parallel fan_out: nested fan-outs give the serial results in order", "[parallel]") {
    const rules::RuleSet& rs = *rules::find_rule_set("hopper-scorpion");
    const auto root = position::parse_fen(rs.start_fen, rs);
    const auto serial = counts(root, 3, false);
    const auto parallel = counts(root, 3, true);
    CHECK(parallel == serial);
    std::uint64_t total = 0;
    for (auto n : parallel) total += n;
    CHECK(total == 34421);  // oracle: hopper-scorpion start position, depth 3
}

TEST_CASE("parallel fan_out_grown: children in turn until the node has grown, then tasks, in order", "[parallel]") {
    // Child i yields i and i*i; the node "grows" after three children done
    // in turn. Those three run on the caller's data (task == false), the
    // rest as tasks, and the outputs still come in child order.
    for (const bool parallel : {false, true}) {
        std::atomic<int> in_turn{0}, in_task{0};
        std::vector<int> out{-1};  // kept in front: fan_out_grown appends
        core::fan_out_grown(
            10, parallel, out, [&] { return in_turn.load() >= 3; },
            [&](std::size_t i, std::vector<int>& sink, bool task) {
                (task ? in_task : in_turn).fetch_add(1);
                sink.push_back(static_cast<int>(i));
                sink.push_back(static_cast<int>(i * i));
            });
        std::vector<int> expected{-1};
        for (int i = 0; i < 10; ++i) expected.insert(expected.end(), {i, i * i});
        CHECK(out == expected);
        CHECK(in_turn.load() == (parallel ? 3 : 10));
        CHECK(in_task.load() == (parallel ? 7 : 0));
    }
}
