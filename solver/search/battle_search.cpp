// The battle-play search: an AND/OR search over the attacker's and the
// defender's legal moves with a shared transposition table and a killer
// defence per remaining length (the defence that refuted last time is tried
// first, which finds most refutations at once).

#include "search/battle_search.hpp"

#include <utility>

#include "movegen/attacks.hpp"
#include "movegen/generate.hpp"

namespace dawson::search {

using movegen::MoveList;
using position::Move;
using position::Position;
using stipulation::Goal;
using stipulation::Play;

bool BattleSearch::can_move(Position& pos) { return movegen::count_legal(pos) != 0; }

bool BattleSearch::goal_reached(Position& pos) {
    const bool check = movegen::in_check(pos, pos.side_to_move());
    if (goal_ == Goal::Mate && !check) return false;
    if (goal_ == Goal::Stalemate && check) return false;
    return !can_move(pos);
}

bool BattleSearch::defence_self_goal(Position& pos) { return play_ == Play::Self && goal_reached(pos); }

bool BattleSearch::has_goal_move(Position& pos) {
    MoveList ml;
    movegen::generate_legal(pos, ml);
    for (const Move& m : ml) {
        position::Undo u = pos.make(m);
        bool g = goal_reached(pos);
        pos.unmake(m, u);
        if (g) return true;
    }
    return false;
}

bool BattleSearch::wins(Position& pos, int k) {
    ++nodes_;
    const std::uint64_t key = pos.key();
    const BattleTable::Bounds b = table_.probe(key);
    if (k >= b.min_win) return true;
    if (k <= b.max_fail) return false;

    bool result = false;
    if (play_ == Play::Reflex && has_goal_move(pos)) {
        result = false;  // the attacker would have to reach the goal itself
    } else {
        MoveList ml;
        movegen::generate_legal(pos, ml);
        for (const Move& m : ml) {
            position::Undo u = pos.make(m);
            bool w = (play_ == Play::Direct && k == 1) ? goal_reached(pos) : wins_after(pos, k);
            pos.unmake(m, u);
            if (w) {
                result = true;
                break;
            }
        }
    }
    if (result)
        table_.store_win(key, k);
    else
        table_.store_fail(key, k);
    return result;
}

int BattleSearch::min_win(Position& pos, int kmax) {
    for (int k = 1; k <= kmax; ++k)
        if (wins(pos, k)) return k;
    return 0;
}

bool BattleSearch::wins_after(Position& pos, int k) {
    switch (play_) {
        case Play::Self:
            return wins_self_after(pos, k);
        case Play::Reflex:
            return wins_reflex_after(pos, k);
        default:
            return wins_direct_after(pos, k);
    }
}

bool BattleSearch::all_defences_lose(Position& pos, const MoveList& defences, int j) {
    const Move killer = killer_[j];
    for (const Move& d : defences)
        if (d == killer) {
            position::Undo u = pos.make(d);
            bool w = wins(pos, j) || defence_self_goal(pos);
            pos.unmake(d, u);
            if (!w) return false;
            break;
        }
    for (const Move& d : defences) {
        if (d == killer) continue;
        position::Undo u = pos.make(d);
        bool w = wins(pos, j) || defence_self_goal(pos);
        pos.unmake(d, u);
        if (!w) {
            killer_[j] = d;
            return false;
        }
    }
    return true;
}

bool BattleSearch::wins_direct_after(Position& pos, int k) {
    MoveList defences;
    movegen::generate_legal(pos, defences);
    if (defences.empty()) {
        const bool check = movegen::in_check(pos, pos.side_to_move());
        return goal_ == Goal::Mate ? check : !check;
    }
    if (k == 1) return false;
    return all_defences_lose(pos, defences, k - 1);
}

bool BattleSearch::wins_self_after(Position& pos, int k) {
    MoveList defences;
    movegen::generate_legal(pos, defences);
    if (defences.empty()) return false;
    bool forced = true;
    for (const Move& d : defences) {
        position::Undo u = pos.make(d);
        bool g = goal_reached(pos);
        pos.unmake(d, u);
        if (!g) {
            forced = false;
            break;
        }
    }
    if (forced) return true;
    if (k == 1) return false;
    return all_defences_lose(pos, defences, k - 1);
}

bool BattleSearch::wins_reflex_after(Position& pos, int k) {
    MoveList defences;
    movegen::generate_legal(pos, defences);
    if (defences.empty()) return false;
    for (const Move& d : defences) {
        position::Undo u = pos.make(d);
        bool g = goal_reached(pos);
        pos.unmake(d, u);
        if (g) return true;
    }
    if (k == 1) return false;
    return all_defences_lose(pos, defences, k - 1);
}

}  // namespace dawson::search
