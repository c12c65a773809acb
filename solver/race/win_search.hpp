#pragma once
// The exhaustive AND/OR search of "win in n" (rules.md 4.5): can the side
// to move (the attacker) win at the latest on its n-th turn, counting its
// forced passes, whatever the opponent does? A draw (neither side can
// move) is no win.
//
// OR nodes (the attacker to move) look for one winning move and AND nodes
// (the defender to move) for one refuting reply; near the root both split
// their moves over oneTBB tasks with core::parallel_find, which stops
// the other tasks at the first success. Proven facts ("wins within k",
// "does not win within k", about the side to move) go to a shared,
// lock-free search::TranspositionTable; a search cut short stores nothing.
// Every answer is exact, so results do not depend on the thread count.

#include <cstdint>

#include "core/parallel_find.hpp"
#include "race/position.hpp"
#include "search/transposition_table.hpp"

namespace dawson::race {

// The win-in-n search over one shared table; the methods are const and may
// be called from many threads at once.
class WinSearch {
public:
    explicit WinSearch(search::TranspositionTable& table);

    // Can the side to move force a win within `turns` of its own turns?
    bool wins(const Position& pos, int turns, const core::CancelScope* scope = nullptr) const;
    // The defender is to move in `pos` (the attacker has just moved): does
    // the attacker win within `turns` more turns of its own, whatever the
    // defender does?
    bool wins_after(const Position& pos, int turns, const core::CancelScope* scope = nullptr) const;

    // Turns the attacker needs at least, on an empty defence: one bear-off
    // per point still needed (two, or one after its own last point) and a
    // build into D for each of those walls not yet in D (two turns unless a
    // single checker in D already has one of c's checkers six points
    // behind it).
    static int min_turns(const Position& pos, Colour c);
    // True when c can win with its next move: it scored the last point and
    // has a wall in D.
    static bool immediate_win(const Position& pos, Colour c);

private:
    bool or_node(Position& pos, int turns, const core::CancelScope* scope) const;
    bool and_node(Position& pos, int turns, const core::CancelScope* scope) const;

    search::TranspositionTable& table_;
    std::uint64_t win_salt_, none_salt_;
};

}  // namespace dawson::race
