#include "race/solution.hpp"

#include "core/fan_out.hpp"
#include "core/for_each_task.hpp"
#include "race/win_search.hpp"
#include "search/transposition_table.hpp"

namespace dawson::race {

namespace {

// Strategy subtrees with at least this many turns left are built as tasks.
constexpr int kParallelTreeTurns = 3;

// Does the attacker's move `m` (not yet played in `pos`) win within
// `turns` turns, this one included?
bool move_wins(const WinSearch& search, const Position& pos, Move m, int turns, bool* wins_game = nullptr) {
    Position after = pos;
    after.make(m);
    if (wins_game) *wins_game = after.finished();
    return after.finished() || search.wins_after(after, turns - 1);
}

// The winner's turn at `pos` (which it wins within `turns`): the first
// winning move in generation order and the answer to every reply.
StrategyTurn strategy_turn(const WinSearch& search, const Position& pos, int turns) {
    MoveList moves;
    generate_legal(pos, moves);
    StrategyTurn turn;
    for (Move m : moves) {
        if (!move_wins(search, pos, m, turns, &turn.wins_game)) continue;
        turn.move = m;
        break;
    }
    if (turn.wins_game) return turn;
    Position after = pos;
    after.make(turn.move);
    MoveList replies;
    generate_legal(after, replies);
    core::fan_out(replies.size(), turns >= kParallelTreeTurns, turn.replies,
                  [&](std::size_t i, std::vector<StrategyReply>& out) {
                      Position next = after;
                      next.make(replies[i]);
                      out.push_back({replies[i], strategy_turn(search, next, turns - 1)});
                  });
    return turn;
}

// The first reply to the losing first move `first` that refutes it.
Refutation refute(const WinSearch& search, const Position& pos, Move first, int turns) {
    Refutation r{first, std::nullopt, false};
    Position after = pos;
    after.make(first);
    MoveList replies;
    generate_legal(after, replies);
    for (Move reply : replies) {
        Position next = after;
        next.make(reply);
        if (next.finished() || !search.wins(next, turns - 1)) {
            r.reply = reply;
            r.reply_wins_game = next.finished();
            break;
        }
    }
    return r;
}

}  // namespace

Solution solve(const Position& pos, int win_in, int threads, std::size_t table_bytes) {
    Solution s;
    s.win_in = win_in;
    MoveList moves;
    s.root = generate_legal(pos, moves);
    if (s.root == TurnState::Finished || s.root == TurnState::Drawn) return s;
    search::TranspositionTable table(table_bytes);
    const WinSearch search(table);
    core::with_threads(threads, [&] {
        // Every first move is searched to the end (all winning ones are
        // reported), each as a task.
        std::vector<char> wins;
        core::fan_out(moves.size(), true, wins, [&](std::size_t i, std::vector<char>& out) {
            out.push_back(move_wins(search, pos, moves[i], win_in));
        });
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (wins[i]) s.winning_first_moves.push_back(moves[i]);
        if (s.yes()) {
            s.strategy = strategy_turn(search, pos, win_in);
        } else {
            core::fan_out(moves.size(), true, s.refutations, [&](std::size_t i, std::vector<Refutation>& out) {
                out.push_back(refute(search, pos, moves[i], win_in));
            });
        }
    });
    return s;
}

}  // namespace dawson::race
