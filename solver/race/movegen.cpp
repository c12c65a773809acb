#include "race/movegen.hpp"

namespace dawson::race {

namespace {

// Calls f(move) for every move of colour c, in generation order, until f
// returns true; returns whether it did.
template <class F>
bool for_each_move(const Position& pos, Colour c, F&& f) {
    const Cell single = checker(c), own_wall = wall(c);
    if (pos.reserve(c) > 0)
        for (int q = first_point(0); q < first_point(1); ++q)
            if (pos.at(q) == Cell::Empty && f(Move{MoveKind::Enter, 0, static_cast<std::uint8_t>(q)})) return true;
    // Steps: from p in A, B or C to a vacant point of the next quadrant. A
    // single checker stops at the first wall it meets (it may not cross
    // it); the top checker of a wall jumps every wall.
    for (int p = 1; p < first_point(3); ++p) {
        const Cell from = pos.at(p);
        if (from != single && from != own_wall) continue;
        const int next = first_point(quadrant(p) + 1);
        for (int q = p + 1; q < next + kQuadrant; ++q) {
            const Cell x = pos.at(q);
            if (q >= next && x == Cell::Empty &&
                f(Move{MoveKind::Step, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(q)}))
                return true;
            if (is_wall(x) && from == single) break;
        }
    }
    // Builds: onto a single checker of one's own six points ahead, with the
    // same crossing rule.
    for (int p = 1; p < first_point(3); ++p) {
        const Cell from = pos.at(p);
        if ((from != single && from != own_wall) || pos.at(p + kQuadrant) != single) continue;
        bool blocked = false;
        for (int q = p + 1; q < p + kQuadrant && from == single && !blocked; ++q) blocked = is_wall(pos.at(q));
        if (!blocked &&
            f(Move{MoveKind::Build, static_cast<std::uint8_t>(p), static_cast<std::uint8_t>(p + kQuadrant)}))
            return true;
    }
    for (int p = first_point(3); p <= kPoints; ++p)
        if (pos.at(p) == own_wall && f(Move{MoveKind::BearOff, static_cast<std::uint8_t>(p), 0})) return true;
    return false;
}

}  // namespace

void generate_moves(const Position& pos, Colour c, MoveList& out) {
    for_each_move(pos, c, [&out](Move m) {
        out.push(m);
        return false;
    });
}

bool has_move(const Position& pos, Colour c) {
    return for_each_move(pos, c, [](Move) { return true; });
}

TurnState generate_legal(const Position& pos, MoveList& out) {
    out.clear();
    if (pos.finished()) return TurnState::Finished;
    generate_moves(pos, pos.side_to_move(), out);
    if (!out.empty()) return TurnState::Moves;
    if (!has_move(pos, opponent(pos.side_to_move()))) return TurnState::Drawn;
    out.push(Move{MoveKind::Pass, 0, 0});
    return TurnState::Pass;
}

}  // namespace dawson::race
