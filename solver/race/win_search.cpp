#include "race/win_search.hpp"

#include <algorithm>

#include "race/movegen.hpp"

namespace dawson::race {

namespace {

using core::Cancelled;
using core::CancelScope;

// Nodes with at least this many attacker turns left split their moves over
// tasks; below, the work per move is too small to pay for a task (on the
// win-in-8 bench position a split from 3 turns costs 40% more CPU time than
// none, from 5 turns 5%).
constexpr int kParallelTurns = 5;

void poll(const CancelScope* scope) {
    if (scope && scope->cancelled()) throw Cancelled{};
}

// Bits 1 ... k set.
std::uint64_t up_to(int k) { return ((std::uint64_t{2} << k) - 1) & ~std::uint64_t{1}; }

}  // namespace

WinSearch::WinSearch(search::TranspositionTable& table)
    : table_(table),
      win_salt_(search::salt_for("race wins within", "crispin")),
      none_salt_(search::salt_for("race no win within", "crispin")) {}

int WinSearch::min_turns(const Position& pos, Colour c) {
    const int needed = pos.last_scorer() == c ? 1 : 2;
    int walls = 0, ready = 0;
    for (int q = first_point(3); q <= kPoints; ++q) {
        walls += pos.at(q) == wall(c);
        ready += pos.at(q) == checker(c) && owned_by(pos.at(q - kQuadrant), c);
    }
    const int missing = std::max(0, needed - walls);
    const int quick = std::min(missing, ready);
    return needed + quick + 2 * (missing - quick);
}

bool WinSearch::immediate_win(const Position& pos, Colour c) {
    if (pos.last_scorer() != c || pos.finished()) return false;
    for (int q = first_point(3); q <= kPoints; ++q)
        if (pos.at(q) == wall(c)) return true;
    return false;
}

bool WinSearch::wins(const Position& pos, int turns, const CancelScope* scope) const {
    Position p = pos;
    return or_node(p, turns, scope);
}

bool WinSearch::wins_after(const Position& pos, int turns, const CancelScope* scope) const {
    Position p = pos;
    return and_node(p, turns, scope);
}

bool WinSearch::or_node(Position& pos, int turns, const CancelScope* scope) const {
    poll(scope);
    const Colour me = pos.side_to_move();
    if (turns <= 0 || pos.finished() || min_turns(pos, me) > turns) return false;
    if (immediate_win(pos, me)) return true;
    // Beyond this point no move of ours ends the game.
    if (turns == 1) return false;
    const std::uint64_t key = pos.key();
    if (table_.facts(key ^ win_salt_) & up_to(turns)) return true;
    if (table_.facts(key ^ none_salt_) >> turns) return false;

    MoveList moves;
    generate_legal(pos, moves);
    bool won = false;
    if (turns >= kParallelTurns && moves.size() > 1) {
        const std::size_t n = moves.size();
        const Position root = pos;
        won = core::parallel_find(n, scope, [&](std::size_t i, const CancelScope& s) {
                  Position local = root;
                  local.make(moves[n - 1 - i]);
                  return and_node(local, turns - 1, &s);
              }).has_value();
    } else {
        // Latest moves first: bear-offs and builds are the likeliest wins.
        for (std::size_t i = moves.size(); i-- > 0 && !won;) {
            const Undo u = pos.make(moves[i]);
            won = and_node(pos, turns - 1, scope);
            pos.unmake(moves[i], u);
        }
    }
    if (won)
        table_.store_facts(key ^ win_salt_, std::uint64_t{1} << turns);
    else
        table_.store_facts(key ^ none_salt_, std::uint64_t{1} << turns);
    return won;
}

bool WinSearch::and_node(Position& pos, int turns, const CancelScope* scope) const {
    poll(scope);
    const Colour defender = pos.side_to_move(), attacker = opponent(defender);
    if (turns <= 0 || pos.finished() || min_turns(pos, attacker) > turns) return false;
    if (immediate_win(pos, defender)) return false;
    MoveList replies;
    if (generate_legal(pos, replies) == TurnState::Drawn) return false;
    if (turns >= kParallelTurns && replies.size() > 1) {
        const std::size_t n = replies.size();
        const Position root = pos;
        return !core::parallel_find(n, scope, [&](std::size_t i, const CancelScope& s) {
                    Position local = root;
                    local.make(replies[n - 1 - i]);
                    return !or_node(local, turns, &s);
                }).has_value();
    }
    for (std::size_t i = replies.size(); i-- > 0;) {
        const Undo u = pos.make(replies[i]);
        const bool holds = or_node(pos, turns, scope);
        pos.unmake(replies[i], u);
        if (!holds) return false;
    }
    return true;
}

}  // namespace dawson::race
