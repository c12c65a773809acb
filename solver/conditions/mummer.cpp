#include "conditions/mummer.hpp"

#include <algorithm>
#include <cstdlib>

#include "movegen/generate.hpp"

namespace dawson::conditions {

namespace {

using namespace core;
using position::Move;
using position::MoveType;
using position::Position;

// A square on Popeye's board numbering (8 slack files and rows, 24 squares
// a row), on which its length formula works.
int popeye_square(Square s) { return 200 + 24 * rank_of(s) + file_of(s); }

// Popeye's move_diff_code: dx² + dy² of a difference of two squares on that
// numbering.
std::int64_t diff_code(int d) {
    d = std::abs(d);
    const int dr = (d + 12) / 24;
    const int df = d - 24 * dr;
    return std::int64_t{dr} * dr + std::int64_t{df} * df;
}

// The side's legal moves are cut to those of greatest measure; under Ultra
// the greatest measure is that of the pseudo-legal moves, and the side's
// observations are cut too.
class Mummer final : public movegen::MoveRule {
public:
    Mummer(Color side, MummerMeasure measure, MummerStrictness strictness)
        : side_(side), measure_(measure), ultra_(strictness == MummerStrictness::Ultra) {}

    bool restricts_choice() const override { return true; }

    void filter_legal(Position& pos, movegen::MoveList& moves, movegen::Choice) const override {
        if (pos.side_to_move() != side_) return;
        std::int64_t best;
        if (ultra_) {
            movegen::MoveList pseudo;
            movegen::generate_pseudo_legal(pos, pseudo);
            best = greatest(pos, pseudo);
        } else {
            if (moves.empty()) return;
            best = greatest(pos, moves);
        }
        std::size_t kept = 0;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (measure_(pos, moves[i]) == best) moves[kept++] = moves[i];
        moves.resize(kept);
    }

    movegen::Observation observation() const override {
        return ultra_ ? movegen::Observation::Narrower : movegen::Observation::Orthodox;
    }

    // Under Ultra, a piece of the side observes `target` only when one of
    // its captures there is of the greatest measure among the side's
    // pseudo-legal moves, castling included, were the side to move.
    bool observer(const Position& pos, Square square, Color by, Square target, ObserverView& view) const override {
        (void)view;
        if (!ultra_ || by != side_) return true;
        Position p = pos;
        p.set_side_to_move(by);
        movegen::MoveList all;
        std::size_t own_first = 0, own_last = 0;  // the observer's moves
        for (Bitboard b = p.pieces(by); b;) {
            const Square sq = pop_lsb(b);
            const std::size_t first = all.size();
            movegen::generate_piece_moves_of(p, sq, by, all);
            if (sq == square) own_first = first, own_last = all.size();
        }
        std::int64_t best = greatest(p, all);
        // Castling counts too (Popeye: with castling rights a Maximummer
        // Ultra king's longest move may be 0-0-0). Castling is generated,
        // which asks whether the side is in check, only when a castling
        // would measure more than the rest: never under MustCapture, the
        // one mummer two sides may have at once, whose observations would
        // otherwise ask each other.
        const std::uint8_t rights = p.castling() & position::castling_rights(by);
        Move castle;
        castle.type = MoveType::CastleLong;
        const std::int64_t long_measure = measure_(p, castle);
        castle.type = MoveType::CastleShort;
        if (rights && std::max(long_measure, measure_(p, castle)) > best) {
            movegen::MoveList castlings;
            movegen::generate_pseudo_legal(p, castlings);
            for (const Move& m : castlings)
                if (m.type == MoveType::CastleShort || m.type == MoveType::CastleLong)
                    best = std::max(best, measure_(p, m));
        }
        for (std::size_t i = own_first; i < own_last; ++i)
            if (p.captured_square(all[i]) == target && measure_(p, all[i]) == best) return true;
        return false;
    }

private:
    // The greatest measure of `moves`; under Ultra at least 1 (Popeye's
    // floor: a MustCapture Ultra side plays captures only).
    std::int64_t greatest(const Position& pos, const movegen::MoveList& moves) const {
        std::int64_t best = ultra_ ? 1 : measure_(pos, moves[0]);
        for (const Move& m : moves) best = std::max(best, measure_(pos, m));
        return best;
    }

    Color side_;
    MummerMeasure measure_;
    bool ultra_;
};

}  // namespace

std::int64_t mummer_length(const Position& pos, const Move& m) {
    (void)pos;
    if (m.type == MoveType::CastleShort) return 16;
    if (m.type == MoveType::CastleLong) return 25;
    const int from = popeye_square(m.from), to = popeye_square(m.to);
    // (Popeye adds a term for a capture square encoded beyond its board
    // numbering, offset_platzwechsel_rochade; a locust's capture square is a
    // square of the board, so a locust capture is measured as any move:
    // EXAMPLES/marine.inp, the sirene's and nereide's captures under
    // Maximummer.)
    return diff_code(to - from);
}

MummerStrictness mummer_strictness(const ConditionSpec& spec) {
    return spec.has("ultra") ? MummerStrictness::Ultra : MummerStrictness::Regular;
}

std::shared_ptr<const movegen::MoveRule> make_mummer(Color side, MummerMeasure measure, MummerStrictness strictness) {
    return std::make_shared<const Mummer>(side, measure, strictness);
}

}  // namespace dawson::conditions
