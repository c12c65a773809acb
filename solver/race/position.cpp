#include "race/position.hpp"

namespace dawson::race {

Position::Position() { cells_.fill(Cell::Empty); }

int Position::on_board(Colour c) const {
    int n = 0;
    for (int p = 1; p <= kPoints; ++p)
        if (owned_by(cells_[p], c)) n += height(cells_[p]);
    return n;
}

namespace {

// The checker left on a point a step or build leaves: the single checker of
// a wall stays, a single checker's point is emptied.
Cell after_leaving(Cell from, Colour c) { return is_wall(from) ? checker(c) : Cell::Empty; }
// The inverse: what the point held before.
Cell before_leaving(Cell now, Colour c) { return now == Cell::Empty ? checker(c) : wall(c); }

// splitmix64's finaliser.
std::uint64_t mix(std::uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    x ^= x >> 31;
    return x;
}

}  // namespace

Undo Position::make(Move m) {
    const Colour c = side_;
    const Undo u{last_, finished_};
    switch (m.kind) {
        case MoveKind::Enter:
            --reserve_[index(c)];
            cells_[m.to] = checker(c);
            break;
        case MoveKind::Step:
            cells_[m.from] = after_leaving(cells_[m.from], c);
            cells_[m.to] = checker(c);
            break;
        case MoveKind::Build:
            cells_[m.from] = after_leaving(cells_[m.from], c);
            cells_[m.to] = wall(c);
            break;
        case MoveKind::BearOff:
            cells_[m.from] = Cell::Empty;
            ++score_[index(c)];
            if (last_ == c)
                finished_ = true;
            else
                last_ = c;
            break;
        case MoveKind::Pass:
            break;
    }
    side_ = opponent(c);
    return u;
}

void Position::unmake(Move m, Undo u) {
    const Colour c = opponent(side_);
    side_ = c;
    switch (m.kind) {
        case MoveKind::Enter:
            ++reserve_[index(c)];
            cells_[m.to] = Cell::Empty;
            break;
        case MoveKind::Step:
            cells_[m.to] = Cell::Empty;
            cells_[m.from] = before_leaving(cells_[m.from], c);
            break;
        case MoveKind::Build:
            cells_[m.to] = checker(c);
            cells_[m.from] = before_leaving(cells_[m.from], c);
            break;
        case MoveKind::BearOff:
            cells_[m.from] = wall(c);
            --score_[index(c)];
            break;
        case MoveKind::Pass:
            break;
    }
    last_ = u.last_scorer;
    finished_ = u.finished;
}

std::uint64_t Position::key() const {
    // Three bits per point: points 1-21 in one word, 22-24 and the rest in
    // another.
    std::uint64_t a = 0, b = 0;
    for (int p = 1; p <= 21; ++p) a = a << 3 | static_cast<std::uint64_t>(cells_[p]);
    for (int p = 22; p <= kPoints; ++p) b = b << 3 | static_cast<std::uint64_t>(cells_[p]);
    b = b << 1 | static_cast<std::uint64_t>(side_);
    b = b << 4 | reserve_[0];
    b = b << 4 | reserve_[1];
    b = b << 3 | score_[0];
    b = b << 3 | score_[1];
    b = b << 2 | (last_ ? 1 + static_cast<std::uint64_t>(*last_) : 0);
    b = b << 1 | static_cast<std::uint64_t>(finished_);
    return mix(a ^ mix(b + 0x9e3779b97f4a7c15ull));
}

}  // namespace dawson::race
