#pragma once
// Move generation. Pseudo-legal moves follow every walk and rule but may
// leave the mover's own king attacked; legal moves never do.

#include "movegen/move_list.hpp"
#include "movegen/move_rule.hpp"
#include "position/position.hpp"

namespace dawson::movegen {

// Every pseudo-legal move of the side to move (castling is only generated
// when the king is not in check and crosses no attacked square).
void generate_pseudo_legal(const position::Position& pos, MoveList& out);

// Pseudo-legal moves of the piece on `from` (which must belong to the side to
// move), castling excluded. Pseudo-legal moves include the changes of the
// rule set's move rules (movegen/move_rule.hpp).
void generate_piece_moves(const position::Position& pos, core::Square from, MoveList& out);

// The same for the piece on `from` of colour `us`, whoever is to move (the
// generic attack test of movegen/attacks.cpp).
void generate_piece_moves_of(const position::Position& pos, core::Square from, core::Color us, MoveList& out);

// Only the walk's moves of that piece, without the move rules (for move
// rules that generate a walk from elsewhere, such as MarsCirce).
void generate_walk_moves_of(const position::Position& pos, core::Square from, core::Color us, MoveList& out);

// The walk's moves that capture nothing of a piece of kind k and colour
// `us` on `from`, on `pos` with the occupancy `occ` instead of its own (the
// board after a move, unchanged: a Bul hopper's hurdle moves as the hopper
// on the board after the hop). False, and nothing generated, when the
// walk depends on more than the occupancy (pawns, borrowing pieces, the
// lame and rose pieces, Hopper Chess, holes): the caller plays on a board.
bool generate_quiet_walk_moves(const position::Position& pos, pieces::PieceKind k, core::Square from, core::Color us,
                               core::Bitboard occ, MoveList& out);

// Every legal move of the side to move, after the rule set's choice rules
// (MoveRule::filter_legal: MustCapture, Maximummer, …) for `choice`. The
// position is used as scratch space (moves are made and unmade) and is
// unchanged on return.
void generate_legal(position::Position& pos, MoveList& out, Choice choice = Choice::Play);

// Applies the rule set's choice rules (MoveRule::filter_legal) to `moves`,
// moves of the side to move that the caller admits (generate_legal: the
// legal ones).
void apply_choice_rules(position::Position& pos, MoveList& moves, Choice choice = Choice::Play);

// The moves a search tries for the side to move, each still to be tested
// for legality: the pseudo-legal moves, or under a choice rule
// (movegen/observation.hpp) the legal ones.
void generate_candidates(position::Position& pos, MoveList& out);

// Number of legal moves (cheaper than generating when only counting).
std::size_t count_legal(position::Position& pos);

}  // namespace dawson::movegen
