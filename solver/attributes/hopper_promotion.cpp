#include "attributes/hopper_promotion.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "movegen/move_rule.hpp"
#include "position/move_hook.hpp"
#include "position/position.hpp"

namespace dawson::attributes {

namespace {

using namespace core;
using position::Attribute;
using position::Move;
using position::MoveType;
using position::Position;
namespace kind = pieces::kind;

constexpr int kCombinations = 6;

const std::array<position::Attributes, kCombinations> kCombination{
    0,
    position::bit(Attribute::HurdleColourChanging),
    position::bit(Attribute::Bul),
    position::bit(Attribute::Dob),
    position::bit(Attribute::HurdleColourChanging) | position::bit(Attribute::Bul),
    position::bit(Attribute::HurdleColourChanging) | position::bit(Attribute::Dob),
};

constexpr position::Attributes kMask =
    position::bit(Attribute::HurdleColourChanging) | position::bit(Attribute::Bul) | position::bit(Attribute::Dob);

// For each kind, the combinations (bit i: kCombination[i]) it is offered with.
using Offers = std::array<std::uint8_t, 256>;

class HopperPromotions final : public position::MoveHook, public movegen::MoveRule {
public:
    HopperPromotions(const Offers& offers, const std::vector<pieces::PieceKind>& kinds) : offers_(offers) {
        for (pieces::PieceKind k : kinds) {
            restricts_ |= !(offers_[k] & 1);
            expands_ |= offers_[k] != 1;
        }
    }

    void adjust_piece_moves(const Position& pos, Color, Square from, movegen::MoveList& out,
                            std::size_t first) const override {
        const position::Piece mover = pos.at(from);
        const bool hurdle_mover = mover.has(Attribute::Bul) || mover.has(Attribute::Dob);
        if (mover.kind == kind::Pawn ? !expands_ : !(hurdle_mover && restricts_)) return;
        bool any = false;
        for (std::size_t i = first; i < out.size() && !any; ++i)
            any = hurdle_mover ? out[i].latent_promo != kind::None : out[i].promo != kind::None;
        if (!any) return;
        movegen::MoveList moves;
        for (std::size_t i = first; i < out.size(); ++i) moves.push(out[i]);
        out.resize(first);
        for (const Move& m : moves) {
            if (hurdle_mover) {
                // A hurdle pawn's promotion: into the kinds offered plainly.
                if (m.latent == NoSquare && m.latent_promo != kind::None && !(offers_[m.latent_promo] & 1)) continue;
                out.push(m);
                continue;
            }
            if (m.type != MoveType::Normal || m.promo == kind::None || m.latent != NoSquare || m.aux != NoSquare) {
                out.push(m);
                continue;
            }
            for (int c = 0; c < kCombinations; ++c) {
                if (!(offers_[m.promo] >> c & 1)) continue;
                Move v = m;
                if (c > 0) v.latent_promo = static_cast<pieces::PieceKind>(c);
                out.push(v);
            }
        }
    }

    void after_move(Position& pos, const Move& m, position::Undo& u) const override {
        if (!is_attribute_promotion(m) || u.moved.kind != kind::Pawn) return;
        const position::Piece p = pos.at(m.to);
        if (p.empty()) return;
        pos.journal_remove(u, m.to);
        pos.journal_add(u, m.to, {p.kind, p.color, p.attrs | kCombination[m.latent_promo]});
    }

    bool observer(const Position&, Square, Color, Square, ObserverView&) const override { return true; }

    bool walk_only(const Position& pos, const Move& m) const override {
        return !is_attribute_promotion(m) || pos.at(m.from).kind != kind::Pawn;
    }

private:
    Offers offers_;
    bool restricts_ = false;  // a kind of the rule set's promotions is not offered plainly
    bool expands_ = false;    // one is offered otherwise than plainly only
};

}  // namespace

position::Attributes hopper_promotion_attributes(int index) { return kCombination[index]; }

bool is_attribute_promotion(const Move& m) {
    return m.type == MoveType::Normal && m.promo != kind::None && m.latent == NoSquare &&
           m.latent_promo != kind::None && m.latent_promo < kCombinations;
}

void install_hopper_promotions(std::span<const position::Piece> diagram, rules::RuleSet& rules) {
    bool any = false;
    for (const position::Piece& p : diagram) any |= (p.attrs & kMask) != 0;
    if (!any) return;
    Offers offers{};
    for (pieces::PieceKind k : {kind::King, kind::Pawn, kind::Queen, kind::Rook, kind::Bishop, kind::Knight})
        offers[k] = 1;
    for (const position::Piece& p : diagram) {
        const position::Attributes a = p.attrs & kMask;
        for (int c = 0; c < kCombinations; ++c)
            if (a == kCombination[c]) offers[p.kind] |= static_cast<std::uint8_t>(1u << c);
    }
    rules.add_hook_and_rule(std::make_shared<const HopperPromotions>(offers, rules.promotions));
}

}  // namespace dawson::attributes
