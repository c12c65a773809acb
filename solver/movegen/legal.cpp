// Legal move generation: the pseudo-legal moves that movegen::LegalFilter
// (movegen/legality.hpp) keeps, then the rule set's choice rules.

#include "movegen/generate.hpp"
#include "movegen/legality.hpp"
#include "movegen/observation.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

using position::Move;
using position::Position;

namespace {

template <class OnLegal>
void for_each_legal(Position& pos, OnLegal&& on_legal) {
    MoveList ml;
    generate_pseudo_legal(pos, ml);
    const LegalFilter legal(pos);
    for (const Move& m : ml)
        if (legal.legal(pos, m)) on_legal(m);
}

}  // namespace

void generate_legal(Position& pos, MoveList& out, Choice choice) {
    const std::size_t first = out.size();
    for_each_legal(pos, [&](const Move& m) { out.push(m); });
    if (!restricts_choice(pos.rules())) return;
    if (first == 0) return apply_choice_rules(pos, out, choice);
    MoveList mine;
    for (std::size_t i = first; i < out.size(); ++i) mine.push(out[i]);
    apply_choice_rules(pos, mine, choice);
    out.resize(first);
    for (const Move& m : mine) out.push(m);
}

void apply_choice_rules(Position& pos, MoveList& moves, Choice choice) {
    for (const auto& r : pos.rules().move_rules) r->filter_legal(pos, moves, choice);
}

void generate_candidates(Position& pos, MoveList& out) {
    if (restricts_choice(pos.rules()))
        generate_legal(pos, out);
    else
        generate_pseudo_legal(pos, out);
}

std::size_t count_legal(Position& pos) {
    if (restricts_choice(pos.rules())) {
        MoveList ml;
        generate_legal(pos, ml);
        return ml.size();
    }
    std::size_t n = 0;
    for_each_legal(pos, [&](const Move&) { ++n; });
    return n;
}

}  // namespace dawson::movegen
