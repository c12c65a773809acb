#pragma once
// The answer to a "win in n" problem of the racing game: which first moves
// win, and then either a winning strategy (for `yes`) or a refutation of
// each first move (for `no`). Everything is chosen in generation order
// from exact search results, so it is the same for any thread count.

#include <cstddef>
#include <optional>
#include <vector>

#include "race/move.hpp"
#include "race/movegen.hpp"
#include "race/position.hpp"

namespace dawson::race {

struct StrategyReply;

// One of the winner's turns in a winning strategy: the first winning move
// in generation order, and every reply of the opponent after it (none when
// the move wins the game).
struct StrategyTurn {
    Move move;
    bool wins_game = false;
    std::vector<StrategyReply> replies;
};

// A reply of the loser and the winner's answer to it.
struct StrategyReply {
    Move move;
    StrategyTurn answer;
};

// A first move that does not win and the first reply (in generation order)
// that refutes it; no reply when the move leaves a drawn position.
struct Refutation {
    Move first;
    std::optional<Move> reply;
    bool reply_wins_game = false;
};

// Everything `dawson race solve` reports.
struct Solution {
    int win_in = 0;
    TurnState root = TurnState::Moves;  // Finished or Drawn: no search
    std::vector<Move> winning_first_moves;
    std::optional<StrategyTurn> strategy;  // when some first move wins
    std::vector<Refutation> refutations;   // when none does

    bool yes() const { return !winning_first_moves.empty(); }
    // A unique winning first move makes the problem sound; several cook it.
    bool sound() const { return winning_first_moves.size() == 1; }
};

// Solves "the side to move wins within `win_in` turns" (win_in >= 1) with
// `threads` threads (<= 0: every core) and a transposition table of
// `table_bytes` bytes.
Solution solve(const Position& pos, int win_in, int threads, std::size_t table_bytes);

}  // namespace dawson::race
